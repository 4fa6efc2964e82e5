import { parseImportFile, UnsupportedFormatError } from '../registry';

describe('format detection', () => {
  it('refuses a file no parser knows, naming the formats tried', () => {
    const attempt = () => parseImportFile('Datum,Wertpapier,Stück\n01.02.2024,SAP,3\n', 'auto', { timezone: 'UTC' });
    expect(attempt).toThrow(UnsupportedFormatError);
    expect(attempt).toThrow(/not a supported format \(tried: .*Tradovate Performance.*NinjaTrader 8 executions/);
  });

  it('refuses an unknown format name', () => {
    expect(() => parseImportFile('a,b\n1,2', 'robinhood', { timezone: 'UTC' })).toThrow("Unknown format 'robinhood'");
  });

  it('reports a bad cell with its row and reason instead of importing it', () => {
    const text = 'Trade Number,Trade Date,Execution Time,Symbol,Side,Qty,Price\n1,07/04/2025,09:30,AAPL,B,100,abc\n';
    const parsed = parseImportFile(text, 'auto', { timezone: 'UTC' });
    expect(parsed.errors).toEqual([{ row: 1, message: "price 'abc' is not a number" }]);
    expect(parsed.executions).toEqual([]);
  });
});
