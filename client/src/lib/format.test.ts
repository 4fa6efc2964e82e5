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

describe('money is rounded where people read it (issue 27 item 4)', () => {
  it('rounds a converted sum half-even to the currency’s minor unit', () => {
    expect(formatMoney('1011.74481184553075302288', 'USD')).toBe('$1,011.74');
    expect(formatMoney('0.125', 'USD')).toBe('$0.12');
    expect(formatMoney('0.135', 'USD')).toBe('$0.14');
    expect(formatPnl('5061.6451', 'EUR')).toBe('+€5,061.65');
  });

  it('prints the yen without decimals and the dinar with three', () => {
    expect(formatMoney('5770000.5', 'JPY')).toBe('¥5,770,000');
    expect(formatMoney('5770001.5', 'JPY')).toBe('¥5,770,002');
    expect(formatMoney('1.0005', 'BHD')).toBe('BHD\u00a01.000');
  });
});
