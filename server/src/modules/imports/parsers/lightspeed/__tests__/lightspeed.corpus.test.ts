import { importCorpusFile } from '../../__tests__/corpus';

describe('Lightspeed (corpus)', () => {
  it('Eastern wall-clock times whatever the import zone; 1 closed, commission and SEC fee counted', () => {
    const { parsed, preview } = importCorpusFile('lightspeed/tradetally-inline-lightspeed.csv', {
      timezone: 'Asia/Tokyo',
    });
    expect(parsed.format).toBe('lightspeed');
    expect(parsed.executions[0].executedAt.toISOString()).toBe('2025-07-04T13:30:00.000Z');
    expect(preview).toMatchObject({ closed: 1, open: 0, netPnl: '497.98' });
  });
});
