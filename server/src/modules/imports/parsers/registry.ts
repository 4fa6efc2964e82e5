import { AppError } from '../../../errors';
import { headerHas } from './csv';
import { bitstampParser } from './crypto/bitstamp.parser';
import { coinbaseProParser } from './crypto/coinbase-pro.parser';
import { coinbaseParser } from './crypto/coinbase.parser';
import { kucoinParser } from './crypto/kucoin.parser';
import { degiroParser } from './degiro/degiro.parser';
import { etoroParser } from './etoro/etoro.parser';
import { fidelityParser } from './fidelity/fidelity.parser';
import { freetradeParser } from './freetrade/freetrade.parser';
import { genericParser } from './generic/generic.parser';
import { ibkrActivityCsvParser } from './ibkr/ibkr-activity-csv.parser';
import { ibkrFlexCsvParser } from './ibkr/ibkr-flex-csv.parser';
import { ibkrFlexXmlParser } from './ibkr/ibkr-flex-xml.parser';
import { ibkrTransactionHistoryParser } from './ibkr/ibkr-transaction-history.parser';
import { ibkrTradeConfirmationParser } from './ibkr/ibkr-trade-confirmation.parser';
import { lightspeedParser } from './lightspeed/lightspeed.parser';
import { metatraderParser } from './metatrader/metatrader.parser';
import { ninjatraderParser } from './ninjatrader/ninjatrader.parser';
import { ofxParser } from './ofx/ofx.parser';
import { projectxParser } from './projectx/projectx.parser';
import { saxoParser } from './saxo/saxo.parser';
import { schwabParser } from './schwab/schwab.parser';
import { thinkorswimParser } from './thinkorswim/thinkorswim.parser';
import { tastytradeParser } from './tastytrade/tastytrade.parser';
import { tradestationParser } from './tradestation/tradestation.parser';
import { trading212Parser } from './trading212/trading212.parser';
import {
  tradovateFillsParser,
  tradovatePerformanceParser,
  tradovatePositionHistoryParser,
} from './tradovate/tradovate.parser';
import type { BrokerParser, ParseContext, ParseResult } from './types';
import { fromXmlRoot, isXmlText, readingFile } from './unreadable-file';
import { withDatesInRange } from './date-range-rows';
import { xtbParser } from './xtb/xtb.parser';
import { webullOptionsParser, webullOrdersParser } from './webull/webull.parser';

/** Every parser, in detection order (the most specific headers first). */
export const PARSERS: readonly BrokerParser[] = [
  tradovatePositionHistoryParser,
  tradovatePerformanceParser,
  tradovateFillsParser,
  ibkrFlexXmlParser,
  ibkrTransactionHistoryParser,
  ibkrActivityCsvParser,
  ibkrTradeConfirmationParser,
  ibkrFlexCsvParser,
  webullOptionsParser,
  webullOrdersParser,
  ninjatraderParser,
  projectxParser,
  lightspeedParser,
  metatraderParser,
  tastytradeParser,
  trading212Parser,
  freetradeParser,
  kucoinParser,
  coinbaseParser,
  coinbaseProParser,
  bitstampParser,
  fidelityParser,
  schwabParser,
  saxoParser,
  xtbParser,
  ofxParser,
  degiroParser,
  etoroParser,
  thinkorswimParser,
  tradestationParser,
  genericParser,
];

export const FORMAT_IDS = ['auto', ...PARSERS.map((p) => p.id)];

/** A file no parser recognises, or a format name that does not exist: the caller's mistake (422). */
export class UnsupportedFormatError extends AppError {
  readonly code = 'BAD_USER_INPUT';
  readonly status = 422;
}

/**
 * Exports recognised by their header that hold no fills to build round trips from: refused with
 * the reason, not with the list of formats tried (the user would think a format is missing).
 */
const NOT_ROUND_TRIP_SOURCES: readonly { detect: (text: string) => boolean; reason: string }[] = [
  {
    detect: (text) => headerHas(text, ['User_ID', 'UTC_Time', 'Account', 'Operation', 'Coin', 'Change']),
    reason:
      'This is a Binance transaction history: a ledger of balance changes per coin, where one spot swap is split over ' +
      'Buy, Sell, Fee and Transaction Related rows that carry no price. It records no fills, so no round trips can be ' +
      'built from it; nothing was imported.',
  },
];

export function parserFor(format: string, text: string): BrokerParser {
  if (format && format !== 'auto') {
    const chosen = PARSERS.find((p) => p.id === format);
    if (!chosen) throw new UnsupportedFormatError(`Unknown format '${format}' (known: ${FORMAT_IDS.join(', ')})`);
    return chosen;
  }
  const detected = detectedParser(text);
  const refused = detected ? undefined : NOT_ROUND_TRIP_SOURCES.find((r) => recognises(r, text));
  if (refused) throw new UnsupportedFormatError(refused.reason);
  if (!detected && isXmlText(text)) {
    // An XML file never goes on to the CSV formats' detection: their readers would choke on its tags.
    const xmlFormats = PARSERS.filter((p) => p.id === 'ibkr-flex-xml' || p.id === 'ofx').map((p) => p.label);
    throw new UnsupportedFormatError(
      `This XML file is not a supported format (XML formats read: ${xmlFormats.join('; ')}); nothing was imported.`,
    );
  }
  if (!detected) {
    const tried = PARSERS.filter((p) => p.id !== 'generic')
      .map((p) => p.label)
      .join('; ');
    throw new UnsupportedFormatError(
      `This file is not a supported format (tried: ${tried}). Choose format=generic with a column mapping for other CSV files.`,
    );
  }
  return detected;
}

/** A detector that cannot read the file (a CSV reader meeting a stray quote) does not recognise it. */
function recognises(detector: { detect: (text: string) => boolean }, text: string): boolean {
  try {
    return detector.detect(text);
  } catch {
    return false;
  }
}

/** The first parser that recognises the file; an XML file is also tried from its root element on. */
function detectedParser(text: string): BrokerParser | undefined {
  const found = PARSERS.find((p) => recognises(p, text));
  if (found || !isXmlText(text)) return found;
  const root = fromXmlRoot(text);
  return root === text ? undefined : PARSERS.find((p) => recognises(p, root));
}

/**
 * The file's executions with this parser; a file the CSV reader cannot read is a 422 naming row and column, a date
 * out of range a row error. `rowOffset`: the data rows before `text` when it is a slice of a streamed file.
 */
export function parseWith(parser: BrokerParser, text: string, context: ParseContext, rowOffset = 0): ParseResult {
  return withDatesInRange(readingFile(() => parser.parse(text, context), rowOffset));
}

/** The file's executions in the chosen (or detected) format. */
export function parseImportFile(text: string, format: string, context: ParseContext): ParseResult {
  return parseWith(parserFor(format, text), text, context);
}
