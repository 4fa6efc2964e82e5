import { calendarDateProblem, isInstantInRange, utcMillis } from '../dates';
import { parseDecimal } from '../decimal-input';
import { findInputProblem } from '../input-guard';
import { checkText, textProblem } from '../text-input';
import { parseDateTimeInZone } from '../../time/zoned-date-time';

describe('textProblem', () => {
  it('refuses NUL and lone surrogates, accepts paired ones', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('x\ud800')).toMatch(/Unicode/);
    expect(textProblem('\udc00x')).toMatch(/Unicode/);
    expect(textProblem('𝄞 é 日本')).toBeNull();
  });

  it('checkText trims, bounds the length and names the field', () => {
    const errors: Record<string, string> = {};
    expect(checkText('  Main  ', 'name', 'Name', 10, errors)).toBe('Main');
    checkText('x'.repeat(11), 'name', 'Name', 10, errors);
    expect(errors.name).toBe('Name must be at most 10 characters');
  });
});

describe('findInputProblem', () => {
  it('finds a NUL byte deep in a body and names the nearest key', () => {
    expect(findInputProblem({ input: { tags: ['ok', 'b\u0000ad'] } })).toEqual({
      field: 'tags',
      message: 'tags must not contain NUL characters',
    });
  });

  it('refuses nesting past the limit without recursing', () => {
    const deep = JSON.parse(`${'['.repeat(100000)}${']'.repeat(100000)}`);
    expect(findInputProblem({ v: deep })?.message).toMatch(/nested too deeply/);
  });

  it('refuses huge strings and passes ordinary bodies', () => {
    expect(findInputProblem({ notes: 'n'.repeat(20001) })?.field).toBe('notes');
    expect(findInputProblem({ name: 'Main', balance: Infinity, tags: [], nested: { a: [1, 2] } })).toBeNull();
  });
});

describe('dates', () => {
  it('keeps years below 100 as written (Date.UTC would make 0050 into 1950)', () => {
    expect(new Date(utcMillis(50, 3, 1)).toISOString()).toBe('0050-03-01T00:00:00.000Z');
    expect(parseDateTimeInZone('0050-03-01T10:00', 'UTC')!.toISOString()).toBe('0050-03-01T10:00:00.000Z');
  });

  it('accepts only real days within 1900-01-01..2200-12-31', () => {
    expect(calendarDateProblem('2024-02-29', 'from')).toBeNull();
    expect(calendarDateProblem('2026-02-30', 'from')).toMatch(/valid date/);
    expect(calendarDateProblem('1899-12-31', 'from')).toMatch(/between 1900-01-01 and 2200-12-31/);
    expect(calendarDateProblem('2201-01-01', 'to')).toMatch(/between/);
    expect(isInstantInRange(new Date('2200-12-31T23:59:59Z'))).toBe(true);
    expect(isInstantInRange(new Date('9999-12-31T00:00:00Z'))).toBe(false);
  });
});

describe('parseDecimal', () => {
  it('judges size from the exponent instead of spelling out the digits', () => {
    const limits = { scale: 12, integerDigits: 18 };
    expect(parseDecimal('1e999999999', limits)).toEqual({ ok: false, problem: 'too-large' });
    expect(parseDecimal('1e-999999999', limits)).toEqual({ ok: false, problem: 'too-many-decimals' });
    expect(parseDecimal('999999999999999999.5', limits)).toEqual({ ok: true, value: '999999999999999999.5' });
    expect(parseDecimal('1e18', limits)).toEqual({ ok: false, problem: 'too-large' });
    expect(parseDecimal(Infinity, limits)).toEqual({ ok: false, problem: 'not-a-number' });
  });
});
