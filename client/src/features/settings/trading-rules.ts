// Trading rules checklist (spec sections 3 and 5): local to this browser; a rule is added only
// when its trimmed text is non-empty.
export const DEFAULT_RULES: readonly string[] = [
  'Always use stop loss',
  'Maximum 3 trades per day',
  'Risk no more than 2% per trade',
  'Take profit at predetermined levels',
];

export const RULES_STORAGE_KEY = 'tradingRules';

/** The list with `text` appended, or the same list when the trimmed text is empty. */
export function addRule(rules: readonly string[], text: string): readonly string[] {
  const rule = text.trim();
  return rule ? [...rules, rule] : rules;
}

export const removeRule = (rules: readonly string[], index: number): readonly string[] =>
  rules.filter((_, i) => i !== index);

export function loadRules(storage: Pick<Storage, 'getItem'>): readonly string[] {
  try {
    const raw = storage.getItem(RULES_STORAGE_KEY);
    if (raw === null) return DEFAULT_RULES;
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed)) return parsed.filter((r): r is string => typeof r === 'string' && r.trim() !== '');
  } catch {
    // corrupt entry: defaults
  }
  return DEFAULT_RULES;
}

export function saveRules(storage: Pick<Storage, 'setItem'>, rules: readonly string[]): void {
  storage.setItem(RULES_STORAGE_KEY, JSON.stringify(rules));
}
