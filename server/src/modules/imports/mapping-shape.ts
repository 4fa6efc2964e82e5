import type { ColumnMapping } from './parsers/types';

const MAPPING_TEXT_FIELDS = [
  'symbol',
  'side',
  'quantity',
  'price',
  'executedAt',
  'time',
  'commission',
  'market',
  'executionId',
  'orderId',
] as const;

/** What is wrong with a generic CSV column mapping's shape (sent as JSON by a caller), in the user's words. */
export function mappingShapeProblems(mapping: unknown): string[] {
  if (typeof mapping !== 'object' || mapping === null || Array.isArray(mapping))
    return ['mapping must be an object of column names'];
  const m = mapping as Record<string, unknown>;
  return [
    ...MAPPING_TEXT_FIELDS.filter((k) => m[k] !== undefined && typeof m[k] !== 'string').map(
      (k) => `mapping.${k} must be a column name`,
    ),
    ...(m.fees !== undefined && !(Array.isArray(m.fees) && m.fees.every((f) => typeof f === 'string'))
      ? ['mapping.fees must be a list of column names']
      : []),
    ...(m.dateOrder !== undefined && !['MDY', 'DMY', 'YMD'].includes(m.dateOrder as string)
      ? ['mapping.dateOrder must be MDY, DMY or YMD']
      : []),
    ...(m.decimalMark !== undefined && !['.', ','].includes(m.decimalMark as string)
      ? ["mapping.decimalMark must be '.' or ','"]
      : []),
  ];
}

/** Only the fields a mapping can hold (a saved template stores nothing else). */
export function mappingFields(mapping: ColumnMapping): ColumnMapping {
  const keep = [...MAPPING_TEXT_FIELDS, 'fees', 'dateOrder', 'decimalMark'] as const;
  const m = mapping as unknown as Record<string, unknown>;
  return Object.fromEntries(keep.filter((k) => m[k] !== undefined && m[k] !== null).map((k) => [k, m[k]])) as never;
}
