import { corpusText, itWithCorpus } from './corpus';
import { parseImportFile, UnsupportedFormatError } from '../registry';

// Not a round-trip source (spot swaps split over ledger rows), per the corpus README: refused as a
// whole with that reason, never half-read by a parser that happens to match some columns.
describe('binance/binance_history.csv', () => {
  itWithCorpus('binance/binance_history.csv')('is refused as a ledger without fills', () => {
    const parse = () => parseImportFile(corpusText('binance/binance_history.csv'), 'auto', { timezone: 'UTC' });
    expect(parse).toThrow(UnsupportedFormatError);
    expect(parse).toThrow(
      /^This is a Binance transaction history: a ledger of balance changes per coin, .* It records no fills, so no round trips can be built from it; nothing was imported\.$/,
    );
  });
});

describe('a file no parser reads', () => {
  it('is refused with the formats tried', () => {
    const parse = () => parseImportFile('Foo,Bar\n1,2\n', 'auto', { timezone: 'UTC' });
    expect(parse).toThrow(UnsupportedFormatError);
    expect(parse).toThrow(/^This file is not a supported format \(tried: .*eToro account activity/);
  });
});

describe('a Binance transaction history (in-repo file written for Candlog)', () => {
  it('is refused as a ledger without fills, like the corpus file', () => {
    const parse = () => parseImportFile(corpusText('binance/candlog-binance-ledger.csv'), 'auto', { timezone: 'UTC' });
    expect(parse).toThrow(UnsupportedFormatError);
    expect(parse).toThrow(/^This is a Binance transaction history: .* nothing was imported\.$/);
  });
});
