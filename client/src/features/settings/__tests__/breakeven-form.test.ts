import { breakevenSchema, toleranceText } from '../breakeven-form';

const problem = async (value: string) => {
  try {
    await breakevenSchema.validate({ value });
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('breakeven tolerance field', () => {
  it.each([
    ['1.00', null],
    ['0', null],
    ['0.40', null],
    ['12.12345678', null],
    ['', 'Tolerance is required'],
    ['abc', 'Tolerance must be a number'],
    ['-0.5', 'Tolerance must be at least 0'],
    ['0.123456789', 'Tolerance allows at most 8 decimal places'],
    ['1234567890123', 'Tolerance is too large'],
  ])('%p → %p', async (value, message) => {
    expect(await problem(value)).toBe(message);
  });

  it('sends the exact text, never a float', () => {
    expect(toleranceText('1.10')).toBe('1.10');
    expect(toleranceText('0.1e1')).toBe('1');
    expect(toleranceText('-0')).toBe('0');
    expect(toleranceText('0.30000000')).toBe('0.30000000');
  });
});
