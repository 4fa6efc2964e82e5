import { corpusText } from './corpus';
import { parseImportFile, UnsupportedFormatError } from '../registry';

// Corpus files no parser reads yet (issue 13 continues): each is refused as a whole with the
// formats tried, never half-read by a parser that happens to match some columns.
describe.each([
  'etoro/etoro-export.csv',
  // Not a round-trip source (spot swaps split over ledger rows), per the corpus README.
  'binance/binance_history.csv',
])('%s', (file) => {
  it('is refused with the formats tried', () => {
    expect(() => parseImportFile(corpusText(file), 'auto', { timezone: 'UTC' })).toThrow(UnsupportedFormatError);
    expect(() => parseImportFile(corpusText(file), 'auto', { timezone: 'UTC' })).toThrow(
      /^This file is not a supported format \(tried: /,
    );
  });
});
