// Trading rules checklist (spec sections 3 and 5): a rule is added only when its trimmed text is
// non-empty. Kept on the server per user with a stable id each (issue 30 item 3); localStorage
// `tradingRules` holds this browser's copy (a rule added offline has no id until the server answers).
import type { RulesTab_RulesFragment, TradingRuleInput } from '../../__generated__/graphql';

export interface TradingRule {
  id?: string;
  text: string;
}

export const DEFAULT_RULE_TEXTS: readonly string[] = [
  'Always use stop loss',
  'Maximum 3 trades per day',
  'Risk no more than 2% per trade',
  'Take profit at predetermined levels',
];

/** The server's fixed ids of the four defaults, so a first save keeps them (settings.service.ts). */
export const DEFAULT_RULES: readonly TradingRule[] = DEFAULT_RULE_TEXTS.map((text, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  text,
}));

export const RULES_STORAGE_KEY = 'tradingRules';

/** The list with `text` appended, or the same list when the trimmed text is empty. */
export function addRule(rules: readonly TradingRule[], text: string): readonly TradingRule[] {
  const rule = text.trim();
  return rule ? [...rules, { text: rule }] : rules;
}

export const removeRule = (rules: readonly TradingRule[], index: number): readonly TradingRule[] =>
  rules.filter((_, i) => i !== index);

/** The copy in storage: a list of {id, text}, or of plain texts (the local-only version's format). */
export function loadRules(storage: Pick<Storage, 'getItem'>): readonly TradingRule[] {
  try {
    const raw = storage.getItem(RULES_STORAGE_KEY);
    if (raw === null) return DEFAULT_RULES;
    const parsed: unknown = JSON.parse(raw);
    if (Array.isArray(parsed))
      return parsed.flatMap((r: unknown): TradingRule[] => {
        if (typeof r === 'string') return r.trim() ? [{ text: r }] : [];
        if (
          r &&
          typeof r === 'object' &&
          typeof (r as TradingRule).text === 'string' &&
          (r as TradingRule).text.trim()
        ) {
          const id = (r as TradingRule).id;
          return [typeof id === 'string' ? { id, text: (r as TradingRule).text } : { text: (r as TradingRule).text }];
        }
        return [];
      });
  } catch {
    // corrupt entry: defaults
  }
  return DEFAULT_RULES;
}

export function saveRules(storage: Pick<Storage, 'setItem'>, rules: readonly TradingRule[]): void {
  storage.setItem(RULES_STORAGE_KEY, JSON.stringify(rules));
}

export const rulesFromServer = (r: RulesTab_RulesFragment): readonly TradingRule[] =>
  r.rules.map(({ id, text }) => ({ id, text }));

export const rulesToInput = (rules: readonly TradingRule[]): TradingRuleInput[] =>
  rules.map(({ id, text }) => (id ? { id, text } : { text }));
