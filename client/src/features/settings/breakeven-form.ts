// The breakeven tolerance field's rules: exact decimal text (never a float), at least 0, at most
// 8 decimals (the server's NUMERIC(20,8); server/src/modules/settings/breakeven.ts).
import { object, string } from 'yup';
import { decimalProblem, decimalProblemMessage, plainDecimal } from '../../lib/decimal-text';

export const BREAKEVEN_LIMITS = { scale: 8, integerDigits: 12 } as const;

export interface BreakevenFormValues {
  value: string;
}

export const breakevenSchema = object({
  value: string()
    .trim()
    .required('Tolerance is required')
    .test('decimal', (raw, ctx) => {
      const problem = decimalProblem(raw ?? '', BREAKEVEN_LIMITS);
      if (problem)
        return ctx.createError({ message: decimalProblemMessage('Tolerance', problem, BREAKEVEN_LIMITS.scale) });
      if ((plainDecimal(raw ?? '') ?? '').startsWith('-') && !/^-0*(\.0*)?$/.test(plainDecimal(raw ?? '') ?? ''))
        return ctx.createError({ message: 'Tolerance must be at least 0' });
      return true;
    }),
});

/** The text sent: "1.5e0" → "1.5", "-0" → "0"; the schema has already refused anything else. */
export const toleranceText = (raw: string) => (plainDecimal(raw) ?? '0').replace(/^[+-]/, '');
