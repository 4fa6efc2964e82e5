import { buildExportUrl, exportFileName, hasDataRows } from '../csv-export';
import { fileNameFromDisposition } from '../disposition-file-name';

describe('CSV export', () => {
  it('sends dates only with the custom period, and the account when one is chosen', () => {
    const range = { start: '2026-03-01', end: '2026-03-31' };
    expect(buildExportUrl('monthly', range, 'acc-1')).toBe('/api/reports/export.csv?period=monthly&account_id=acc-1');
    expect(buildExportUrl('custom', range, null)).toBe(
      '/api/reports/export.csv?period=custom&start_date=2026-03-01&end_date=2026-03-31',
    );
    expect(buildExportUrl('custom', { start: '', end: '2026-03-31' }, null)).toBe(
      '/api/reports/export.csv?period=custom&end_date=2026-03-31',
    );
  });

  it('tells a header-only file from one with rows', () => {
    const header = 'Date,Symbol,Type,Market,Entry Price,Exit Price,Quantity,P&L,Result,Strategy,Notes';
    expect(hasDataRows('')).toBe(false);
    expect(hasDataRows(header)).toBe(false);
    expect(hasDataRows(`\uFEFF${header}\r\n`)).toBe(false);
    expect(hasDataRows(`${header}\r\n2026-03-05,EURUSD,long,forex,1.1,1.2,1000,100,win,Breakout,\r\n`)).toBe(true);
  });

  it('names the file trades_export_{period}_{date}.csv', () => {
    expect(exportFileName('weekly', new Date(2026, 2, 5, 23, 59))).toBe('trades_export_weekly_2026-03-05.csv');
    expect(fileNameFromDisposition('attachment; filename="trades_export_monthly_2026-03-05.csv"')).toBe(
      'trades_export_monthly_2026-03-05.csv',
    );
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('reads the RFC 8187 file name when the server sends one beside the plain one', () => {
    expect(fileNameFromDisposition(`attachment; filename="trades.csv"; filename*=UTF-8''tr%C3%A4des.csv`)).toBe(
      'trädes.csv',
    );
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
