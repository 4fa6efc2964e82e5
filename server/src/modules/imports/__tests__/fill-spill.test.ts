import { atScale, FillSpill } from '../fill-spill';
import type { ParsedExecution } from '../parsers/types';

// The import builds its trades from the fills it spilled, not from the table: what the spill gives
// back must be what PostgreSQL would (NUMERIC scales applied, fees summed, the file's order).

const fill = (key: string, sequence: number, extra: Partial<ParsedExecution> = {}): ParsedExecution => ({
  sourceRow: sequence + 1,
  sequence,
  instrument: { key, symbol: key.split(':')[1], market: 'stocks', multiplier: null },
  side: sequence % 2 ? 'sell' : 'buy',
  quantity: '10',
  price: '101.25',
  commission: '0.5',
  otherFees: '0.015',
  currency: null,
  value: null,
  brokerRate: null,
  foreignFees: [],
  multiplier: '1',
  executedAt: new Date(Date.UTC(2025, 0, 2, 15, 0, sequence, 123)),
  rawExecutedAt: 'x',
  brokerExecutionId: null,
  brokerOrderId: null,
  positionEffect: null,
  brokerAccount: null,
  ...extra,
});

test('NUMERIC scales round half away from zero past the column scale, like PostgreSQL', () => {
  expect(atScale('1.123456789012345', 12)).toBe('1.123456789012');
  expect(atScale('0.0000000005', 8)).toBe('0');
  expect(atScale('0.000000005', 8)).toBe('0.00000001');
  expect(atScale('2.5000000005', 9)).toBe('2.500000001');
  expect(atScale('-2.0000000005', 9)).toBe('-2.000000001');
  expect(atScale('1e-3', 8)).toBe('0.001');
  expect(atScale('150.10', 12)).toBe('150.10');
});

test('gives back each instrument’s fills, slice after slice, with the values the table holds', async () => {
  const spill = await FillSpill.open('1700000000000000');
  try {
    await spill.add(
      [
        fill('stock:AAA', 0, { commission: '0.123456789', currency: 'E\tUR', fxRate: '1.1', value: '1012.5' }),
        fill('stock:AAA', 2, { positionEffect: 'close' }),
        fill('stock:BBB', 1, { positionEffect: 'open', otherFees: '0' }),
      ],
      ['id-a0', 'id-a2', 'id-b1'],
    );
    await spill.add([fill('stock:AAA', 3), fill('stock:ÅÄÖ', 4)], ['id-a3', 'id-u4']);
    const aaa = await spill.read(['stock:AAA']);
    expect(aaa.map((r) => r.id)).toEqual(['id-a0', 'id-a2', 'id-a3']);
    expect(aaa[0]).toEqual({
      id: 'id-a0',
      instrument_key: 'stock:AAA',
      symbol: 'AAA',
      market: 'stocks',
      side: 'buy',
      quantity: '10',
      price: '101.25',
      fees: '0.13845679',
      multiplier: '1',
      executed_at: new Date(Date.UTC(2025, 0, 2, 15, 0, 0, 123)),
      position_effect: null,
      batch_ms: '1700000000000000',
      source_sequence: 0,
      value: '1012.5',
      currency: 'E\tUR',
      fx_rate: '1.1',
    });
    expect(aaa[1]).toMatchObject({ side: 'buy', position_effect: 'close', currency: null, fx_rate: null });
    const [bbb] = await spill.read(['stock:BBB']);
    expect(bbb).toMatchObject({ id: 'id-b1', side: 'sell', fees: '0.5', position_effect: 'open' });
    expect((await spill.read(['stock:ÅÄÖ']))[0]).toMatchObject({ id: 'id-u4', symbol: 'ÅÄÖ' });

    // A refused instrument is forgotten; a newest-first file's order is turned around.
    spill.drop(['stock:BBB']);
    expect(await spill.read(['stock:BBB'])).toEqual([]);
    spill.flip(5);
    expect((await spill.read(['stock:AAA'])).map((r) => r.source_sequence)).toEqual([4, 2, 1]);
  } finally {
    await spill.close();
  }
});
