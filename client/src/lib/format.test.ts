import { formatMoney, formatPnl } from './format';

describe('money display (issue 12 item 8)', () => {
  it('formats the exact decimal string: figures above 2^53 keep every digit', () => {
    expect(formatMoney('9007199254740993.25', 'USD')).toBe('$9,007,199,254,740,993.25');
    expect(formatPnl('123456789012345678.5', 'EUR')).toBe('+€123,456,789,012,345,678.50');
    expect(formatPnl('-9007199254740993', 'USD')).toBe('-$9,007,199,254,740,993.00');
  });

  it('keeps the spec behaviour for ordinary amounts and zero', () => {
    expect(formatMoney('1234.5', 'GBP')).toBe('£1,234.50');
    expect(formatPnl('0.00', 'USD')).toBe('$0.00');
    expect(formatPnl(12, 'USD')).toBe('+$12.00');
  });
});
