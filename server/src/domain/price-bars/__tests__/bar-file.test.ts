import { BarFileError, BarFileReader, parseBarTime } from '../bar-file';

const opts = { timeframe: '1m', timezone: 'UTC' } as const;

describe('bar files', () => {
  it('reads a plain header file, with or without volume', () => {
    const r = BarFileReader.forFirstLine('time,open,high,low,close,volume', opts);
    expect([r.layout, r.hasHeader]).toEqual(['plain', true]);
    expect(r.read('2026-03-14T09:30:00Z,1.5,2,1,1.75,10', 2)).toEqual({
      ts: Date.UTC(2026, 2, 14, 9, 30),
      open: '1.5',
      high: '2',
      low: '1',
      close: '1.75',
      volume: '10',
    });
    expect(r.read('   ', 3)).toBeNull();
    const noVolume = BarFileReader.forFirstLine('Date,Open,High,Low,Close', opts);
    expect(noVolume.read('2026-03-14,1,2,1,1', 2)?.volume).toBeNull();
  });

  it('reads TradingView’s export and ignores its indicator columns', () => {
    const r = BarFileReader.forFirstLine('time,open,high,low,close,Volume,Volume MA', opts);
    expect(r.layout).toBe('tradingview');
    expect(r.read('1773480600,100,101,99,100.5,5,4.2', 2)?.ts).toBe(1773480600000);
    expect(r.read('2026-03-14T05:30:00-04:00,100,101,99,100.5,5,4.2', 3)?.ts).toBe(Date.UTC(2026, 2, 14, 9, 30));
  });

  it('moves NinjaTrader’s close stamps back one timeframe and reads decimal commas', () => {
    const r = BarFileReader.forFirstLine('20260314 093500;1,5;2;1;1,75;7', {
      timeframe: '5m',
      timezone: 'Europe/Berlin',
    });
    expect([r.layout, r.hasHeader]).toEqual(['ninjatrader', false]);
    // 09:35 Berlin (UTC+1 in March before the switch) closes the bar that opened 09:30 → 08:30Z.
    expect(r.read('20260314 093500;1,5;2;1;1,75;7', 1)).toMatchObject({
      ts: Date.UTC(2026, 2, 14, 8, 30),
      open: '1.5',
    });
  });

  it('reads MetaTrader 5 (tab, header) and MetaTrader 4 (no header)', () => {
    const mt5 = BarFileReader.forFirstLine(
      '<DATE>\t<TIME>\t<OPEN>\t<HIGH>\t<LOW>\t<CLOSE>\t<TICKVOL>\t<VOL>\t<SPREAD>',
      opts,
    );
    expect(mt5.layout).toBe('metatrader');
    expect(mt5.read('2026.03.13\t10:00:00\t1.085\t1.0865\t1.0841\t1.086\t4120\t0\t1', 2)).toMatchObject({
      ts: Date.UTC(2026, 2, 13, 10),
      volume: '4120',
    });
    const mt4 = BarFileReader.forFirstLine('2026.03.13,10:00,1.085,1.0852,1.0849,1.0851,57', opts);
    expect([mt4.layout, mt4.hasHeader]).toEqual(['metatrader', false]);
    expect(mt4.read('2026.03.13,10:01,1.085,1.0852,1.0849,1.0851,57', 2)?.ts).toBe(Date.UTC(2026, 2, 13, 10, 1));
  });

  it('reads wall-clock times in the zone with the DST rule (a skipped time moves forward)', () => {
    // New York skipped 02:00–03:00 on 8 March 2026.
    expect(parseBarTime('2026-03-08 02:30', 'America/New_York')).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(parseBarTime('2026-03-14 09:30', 'America/New_York')).toBe(Date.UTC(2026, 2, 14, 13, 30));
    expect(parseBarTime('03/14/2026 09:30', 'UTC')).toBe(Date.UTC(2026, 2, 14, 9, 30));
    expect(parseBarTime('2026-02-30 09:30', 'UTC')).toBeNull();
    expect(parseBarTime('soon', 'UTC')).toBeNull();
  });

  it('names the line and the cell it cannot read', () => {
    const r = BarFileReader.forFirstLine('time,open,high,low,close,volume', opts);
    expect(() => r.read('2026-03-14 09:30,1,x,1,1,1', 7)).toThrow(new BarFileError('high "x" is not a number', 7));
    expect(() => r.read('2026-03-14 09:30,1,2,1,1,-3', 8)).toThrow('Line 8: volume "-3" is not a number ≥ 0');
    expect(() => r.read('1850-01-01 00:00,1,2,1,1,1', 9)).toThrow('Line 9: 1850-01-01 00:00 is outside 1970–2099');
    expect(() => BarFileReader.forFirstLine('Symbol,Side,Qty,Price', opts)).toThrow(/not a bar export Candlog reads/);
  });
});
