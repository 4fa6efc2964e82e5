import { importCorpusFile } from '../../__tests__/corpus';

describe('IBKR trade confirmation (corpus)', () => {
  it('futures with Multiplier=5: 1 closed MESM6 long, net 22.52', () => {
    const { parsed, preview } = importCorpusFile('ibkr/tradetally-inline-ibkr-trade-confirmation-futures.csv');
    expect(parsed.format).toBe('ibkr-trade-confirmation');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '22.52' });
    expect(preview.instruments[0].trades[0]).toMatchObject({ direction: 'long', multiplier: '5', fees: '2.48' });
  });
});
