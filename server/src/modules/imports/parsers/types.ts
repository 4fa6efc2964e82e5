import type { Market } from '../../../db/entities/trade.entity';
import type { PositionEffect, Side } from '../../../domain/executions/fill';
import type { BrokerRate, ForeignFee } from '../../../domain/executions/fx-conversion';
import type { Instrument } from '../../../domain/executions/instrument';

/** One execution read from a broker file, before it is stored. Decimals are exact strings. */
export interface ParsedExecution {
  /** 1-based line of the file's data the fill came from (errors and tie-breaks use it). */
  sourceRow: number;
  /**
   * The fill's place in the file's chronological order (0, 1, …): what breaks ties between fills
   * of the same instant. Files listed newest first are numbered bottom-up, so same-day rows of a
   * date-only export keep the order in which they happened.
   */
  sequence: number;
  instrument: Instrument;
  side: Side;
  quantity: string;
  price: string;
  /** Commission and other fees in `currency` (the instrument's); fees in another currency are in foreignFees. */
  commission: string;
  otherFees: string;
  /** The instrument's (price's) currency; null: the file does not say (the account's is assumed). */
  currency: string | null;
  /**
   * quantity × price in `currency` as the file states it, when the file gives the cash amount and the
   * price is derived from it (eToro's Amount): the round trip then adds the broker's own figures,
   * not quantity × a 12-place quotient. Null: quantity × price.
   */
  value: string | null;
  /** The file's own rate from `currency` to an account currency (Trading 212 Exchange rate, IBKR fxRateToBase). */
  brokerRate: BrokerRate | null;
  /** Fees the file states in another currency than the price's (Trading 212's FX fee in GBP, IBKR commission in CHF). */
  foreignFees: ForeignFee[];
  /**
   * Set by the import's conversion (fx-convert.ts), never by a parser: the rate applied as account
   * units per instrument unit and whose it was; commission, otherFees and value are then the account's.
   */
  fxRate?: string | null;
  fxSource?: 'broker' | 'user' | null;
  multiplier: string;
  executedAt: Date;
  rawExecutedAt: string;
  brokerExecutionId: string | null;
  brokerOrderId: string | null;
  positionEffect: PositionEffect | null;
  /** The broker's account name or number when the file carries several. */
  brokerAccount: string | null;
}

/** Money in or out of the account read from a broker file (issue 15): stored as a cash flow. */
export interface ParsedCashFlow {
  sourceRow: number;
  kind: 'deposit' | 'withdrawal' | 'fee' | 'interest';
  /** Positive, exact, at most 8 decimals; the kind carries the sign. */
  amount: string;
  occurredAt: Date;
  /** The file's currency for the row (null: the file does not say; the account's is assumed). */
  currency: string | null;
  /** The broker's id of the movement when the file has one (part of the de-duplication key). */
  brokerRef: string | null;
  /** The file's description of the row, kept as the cash flow's note. */
  note: string | null;
}

export interface RowError {
  row: number;
  message: string;
}

export interface ParseResult {
  format: string;
  executions: ParsedExecution[];
  /** Deposits, withdrawals, interest and fees the format states as such: imported as cash flows. */
  cashFlows: ParsedCashFlow[];
  /** Rows that are neither trades nor cash flows (dividends, totals, rejected orders…), counted by kind. */
  skipped: Record<string, number>;
  errors: RowError[];
  rowsTotal: number;
}

/** How the user maps a generic CSV's columns (header names) to execution fields. */
export interface ColumnMapping {
  symbol: string;
  side: string;
  quantity: string;
  price: string;
  executedAt: string;
  /** A separate time column when the date and the time are apart. */
  time?: string;
  commission?: string;
  fees?: string[];
  market?: string;
  executionId?: string;
  orderId?: string;
  /** DMY when days come first (27/04/2026); MDY otherwise. */
  dateOrder?: 'MDY' | 'DMY' | 'YMD';
  decimalMark?: '.' | ',';
  defaultMarket?: Market;
}

export interface ParseContext {
  /** IANA zone for times the file gives without one (the import's zone, not the display zone). */
  timezone: string;
  mapping?: ColumnMapping;
}

export interface BrokerParser {
  /** The `format` value of POST /api/imports. */
  id: string;
  label: string;
  /** True when the file's header is this format's. Only looks at the text, never throws. */
  detect(text: string): boolean;
  parse(text: string, context: ParseContext): ParseResult;
}
