// Inside the column-mapping editor: pick a saved template (only those whose columns this file has)
// or save the current mapping under a name for the next file from the same broker.
import { useState } from 'react';
import type { MappingTemplate } from './mapping-templates';
import { templateFits } from './mapping-templates';

interface Props {
  templates: readonly MappingTemplate[];
  header: readonly string[];
  applied: string | null;
  canSave: boolean;
  onPick(template: MappingTemplate): void;
  onSave(name: string): Promise<void>;
}

export function MappingTemplatePicker({ templates, header, applied, canSave, onPick, onSave }: Props) {
  const [name, setName] = useState(applied ?? '');
  const [status, setStatus] = useState<{ kind: 'saving' | 'saved' | 'failed'; text: string } | null>(null);
  const save = async () => {
    setStatus({ kind: 'saving', text: 'Saving…' });
    try {
      await onSave(name.trim());
      setStatus({ kind: 'saved', text: `Saved as “${name.trim()}”.` });
    } catch {
      setStatus({ kind: 'failed', text: 'The template could not be saved. Please try again.' });
    }
  };
  return (
    <div className="im-templates">
      {applied && (
        <p className="im-muted" role="status" data-testid="import-template-applied">
          Using your saved template “{applied}”.
        </p>
      )}
      <div className="field">
        <label className="field__label" htmlFor="im-template">
          Saved template
        </label>
        <select
          id="im-template"
          className="select"
          value={templates.some((t) => t.name === applied) ? (applied ?? '') : ''}
          onChange={(e) => {
            const picked = templates.find((t) => t.name === e.target.value);
            if (picked) {
              onPick(picked);
              setName(picked.name);
            }
          }}
        >
          <option value="">{templates.length ? 'Choose a template' : 'No saved templates yet'}</option>
          {templates.map((t) => (
            <option key={t.id} value={t.name} disabled={!templateFits(t, header)}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="im-template-name">
          Save this mapping as
        </label>
        <input
          id="im-template-name"
          className="input"
          value={name}
          maxLength={80}
          onChange={(e) => setName(e.target.value)}
          placeholder="e.g. My broker"
        />
      </div>
      <button
        type="button"
        className="btn"
        onClick={() => void save()}
        disabled={!canSave || !name.trim() || status?.kind === 'saving'}
      >
        Save template
      </button>
      {status && status.kind !== 'saving' && (
        <span
          role={status.kind === 'failed' ? 'alert' : 'status'}
          className={status.kind === 'failed' ? 'im-error' : 'im-muted'}
        >
          {status.text}
        </span>
      )}
    </div>
  );
}
