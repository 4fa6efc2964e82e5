// Saved mapping templates: the one whose header is the file's is applied by itself; the editor
// offers the others by name and saves the current mapping under a name (same name replaces).
import type { MappingTemplateItemFragment } from '../../__generated__/graphql';
import type { ColumnMapping } from './column-mapping';

export type MappingTemplate = MappingTemplateItemFragment;

const headerKey = (header: readonly string[]) => header.map((h) => h.trim().toLowerCase()).join('\u0000');

/** The template made for exactly this header (same columns, same order, case aside). */
export function templateForHeader(templates: readonly MappingTemplate[], header: readonly string[]) {
  const key = headerKey(header);
  return templates.find((t) => headerKey(t.header) === key) ?? null;
}

/** A template's mapping as the editor holds it: only the fields that are set. */
export function mappingOfTemplate(template: MappingTemplate): ColumnMapping {
  const { __typename, ...fields } = template.mapping as MappingTemplate['mapping'] & { __typename?: string };
  void __typename;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined)) as never;
}

/** Whether every column the template names is in this file (a picked template must fit the file). */
export function templateFits(template: MappingTemplate, header: readonly string[]): boolean {
  const columns = new Set(header.map((h) => h.trim().toLowerCase()));
  return Object.entries(mappingOfTemplate(template))
    .filter(([k]) => k !== 'dateOrder' && k !== 'decimalMark')
    .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
    .every((c) => columns.has(String(c).trim().toLowerCase()));
}
