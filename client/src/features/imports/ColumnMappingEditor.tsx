// The generic CSV's column mapping: the file's first rows, then a column per field; every change
// runs the dry run again, so the preview below follows the mapping live.
import type { ColumnMapping, CsvHead, MappedField } from './column-mapping';
import { MAPPED_FIELDS, mappingComplete } from './column-mapping';
import { MappingTemplatePicker } from './MappingTemplatePicker';
import type { MappingTemplate } from './mapping-templates';

interface Props {
  head: CsvHead;
  mapping: ColumnMapping;
  onChange(mapping: ColumnMapping): void;
  onCancel(): void;
  /** The user's saved templates; `appliedTemplate` names the one in use. */
  templates?: readonly MappingTemplate[];
  appliedTemplate?: string | null;
  onPickTemplate?(template: MappingTemplate): void;
  onSaveTemplate?(name: string): Promise<void>;
}

export function ColumnMappingEditor({
  head,
  mapping,
  onChange,
  onCancel,
  templates = [],
  appliedTemplate = null,
  onPickTemplate,
  onSaveTemplate,
}: Props) {
  const setField = (field: MappedField, column: string) => {
    const next = { ...mapping } as unknown as Record<string, string | undefined>;
    if (column) next[field] = column;
    else if (MAPPED_FIELDS.find((f) => f.field === field)?.required) next[field] = '';
    else delete next[field];
    onChange(next as unknown as ColumnMapping);
  };
  return (
    <section className="im-card" aria-labelledby="im-mapping-title">
      <div className="im-card__header">
        <h2 id="im-mapping-title" className="im-card__title">
          Column mapping (generic CSV)
        </h2>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Back to automatic detection
        </button>
      </div>
      {onSaveTemplate && onPickTemplate && (
        <MappingTemplatePicker
          templates={templates}
          header={head.header}
          applied={appliedTemplate}
          canSave={mappingComplete(mapping)}
          onPick={onPickTemplate}
          onSave={onSaveTemplate}
        />
      )}
      <div className="im-table-wrap">
        <table className="im-table">
          <caption className="im-caption">First {head.rows.length} rows of the file</caption>
          <thead>
            <tr>
              {head.header.map((h, i) => (
                <th key={`${h}-${i}`} scope="col">
                  {h || `(column ${i + 1})`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {head.rows.map((row, r) => (
              <tr key={r}>
                {head.header.map((_, c) => (
                  <td key={c}>{row[c] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="im-mapping">
        {MAPPED_FIELDS.map(({ field, label, required }) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`im-map-${field}`}>
              {label}
              {required ? '' : ' (optional)'}
            </label>
            <select
              id={`im-map-${field}`}
              className="select"
              value={mapping[field] ?? ''}
              onChange={(e) => setField(field, e.target.value)}
            >
              <option value="">{required ? 'Choose a column' : 'None'}</option>
              {head.header.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="field">
          <label className="field__label" htmlFor="im-map-date-order">
            Date order
          </label>
          <select
            id="im-map-date-order"
            className="select"
            value={mapping.dateOrder ?? 'MDY'}
            onChange={(e) => onChange({ ...mapping, dateOrder: e.target.value as ColumnMapping['dateOrder'] })}
          >
            <option value="MDY">Month/day/year</option>
            <option value="DMY">Day/month/year</option>
            <option value="YMD">Year-month-day</option>
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor="im-map-decimal">
            Decimal mark
          </label>
          <select
            id="im-map-decimal"
            className="select"
            value={mapping.decimalMark ?? '.'}
            onChange={(e) => onChange({ ...mapping, decimalMark: e.target.value as ColumnMapping['decimalMark'] })}
          >
            <option value=".">Point (1,234.56)</option>
            <option value=",">Comma (1.234,56)</option>
          </select>
        </div>
      </div>
    </section>
  );
}
