import { parseFxCsv } from '../fx-csv';

describe('parseFxCsv', () => {
  it('reads the ECB reference-rate file: one EUR-based rate per currency cell, N/A and blanks skipped', () => {
    const ecb =
      '\uFEFFDate, USD, JPY, BGN, \r\n2026-03-06, 1.0856, 160.10, N/A, \r\n2026-03-05, 1.0801, , 1.9558, \r\n';
    expect(parseFxCsv(ecb)).toEqual([
      { day: '2026-03-06', base: 'EUR', quote: 'USD', rate: '1.0856' },
      { day: '2026-03-06', base: 'EUR', quote: 'JPY', rate: '160.10' },
      { day: '2026-03-05', base: 'EUR', quote: 'USD', rate: '1.0801' },
      { day: '2026-03-05', base: 'EUR', quote: 'BGN', rate: '1.9558' },
    ]);
  });

  it('reads date,base,quote,rate in any case, codes upper-cased', () => {
    expect(parseFxCsv('Date,Base,Quote,Rate\n2026-01-02,usd,chf,0.91\n')).toEqual([
      { day: '2026-01-02', base: 'USD', quote: 'CHF', rate: '0.91' },
    ]);
  });

  it.each([
    ['hello,world\n1,2', /Unknown rate file/],
    ['date,base,quote,rate', /header line and at least one rate/],
    ['date,base,quote,rate\n2026-01-02,USD,USD,1', /line 2: base and quote must differ/],
    ['date,base,quote,rate\n2026-01-02,USD,EUR,0', /line 2: the rate must be a positive decimal/],
    ['date,base,quote,rate\n2026-01-02,USD,EUR,1e3', /line 2: the rate must be a positive decimal/],
    ['date,base,quote,rate\n2026-01-02,US,EUR,1', /line 2: "US" is not a 3-letter currency code/],
    ['date,base,quote,rate\n2026-01-02,USD,EUR', /line 2: expected 4 columns/],
    ['Date,USD\n02/01/2026,1.1', /line 2: the date must be YYYY-MM-DD/],
    ['Date,USD\n2026-01-02,N/A', /holds no rates/],
  ])('refuses %j with a message naming the problem', (text, message) => {
    expect(() => parseFxCsv(text)).toThrow(message);
  });
});
