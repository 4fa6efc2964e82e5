import type { Market } from '../../../db/entities/trade.entity';
import { D, type PositionEffect, type Side } from '../../../domain/executions/fill';
import type { BrokerRate, ForeignFee } from '../../../domain/executions/fx-conversion';
import { instrumentOf, type Instrument } from '../../../domain/executions/instrument';
import { parseLocaleNumber, plainNumber, type DecimalMark } from '../../../domain/executions/locale-number';
import { parseBrokerTime } from './timestamps';
import type { ParsedCashFlow, ParsedExecution, ParseResult, RowError } from './types';

export interface ExecutionFields {
  row: number;
  symbol?: string;
  market?: Market;
  /** When the parser already knows the instrument (e.g. an option from separate columns). */
  instrument?: Instrument;
  side: Side;
  quantity: string;
  price: string;
  commission?: string | null;
  otherFees?: string | null;
  currency?: string | null;
  /** The file's cash amount (quantity × price, in `currency`) when the price is derived from it. */
  value?: string | null;
  /** The file's rate from `currency` to its account currency. */
  brokerRate?: BrokerRate | null;
  /** Fees in another currency than `currency` (zero amounts are dropped). */
  foreignFees?: ForeignFee[];
  /** The file's multiplier when it gives one; else the instrument's (options 100, known futures), else 1. */
  multiplier?: string | null;
  executedAt: Date;
  rawExecutedAt: string;
  executionId?: string | null;
  orderId?: string | null;
  positionEffect?: PositionEffect | null;
  brokerAccount?: string | null;
}

/**
 * Collects one file's executions, skipped rows and row errors while a parser walks it. A row
 * with an error adds no execution; its message names the row, the field and the bad value.
 */
export class RowReader {
  readonly executions: ParsedExecution[] = [];
  readonly cashFlows: ParsedCashFlow[] = [];
  readonly skipped: Record<string, number> = {};
  readonly errors: RowError[] = [];
  rowsTotal = 0;
  private readonly ids = new Set<string>();

  constructor(
    private readonly zone: string,
    private readonly decimalMark?: DecimalMark,
  ) {}

  /** Instruments by market and symbol as written: a file names a few instruments over many rows. */
  private readonly instruments = new Map<string, Instrument>();

  private instrumentOf(symbol: string, market: Market): Instrument {
    const key = `${market}\u0000${symbol}`;
    let instrument = this.instruments.get(key);
    if (!instrument) this.instruments.set(key, (instrument = instrumentOf(symbol, market)));
    return instrument;
  }

  skip(kind: string): void {
    this.skipped[kind] = (this.skipped[kind] ?? 0) + 1;
  }

  error(row: number, message: string): void {
    this.errors.push({ row, message });
  }

  /** A number cell, or null after recording "<field> 'x' is not a number". Empty → `fallback`. */
  number(
    row: number,
    field: string,
    text: string,
    fallback: string | null = null,
    mark = this.decimalMark,
  ): string | null {
    if (text.trim() === '' || text.trim() === '--') {
      if (fallback === null) this.error(row, `${field} is missing`);
      return fallback;
    }
    const value = parseLocaleNumber(text, mark);
    if (value === null) this.error(row, `${field} '${text}' is not a number`);
    return value;
  }

  time(row: number, field: string, text: string, order: 'MDY' | 'DMY' | 'YMD', zone = this.zone): Date | null {
    const value = parseBrokerTime(text, order, zone);
    if (!value) this.error(row, `${field} '${text}' is not a date and time`);
    return value;
  }

  /**
   * A deposit, withdrawal, fee or interest row: its amount as the file writes it (the sign is
   * dropped, the kind carries it), scaled like cash_flows.amount. A zero amount is skipped.
   */
  cashFlow(f: {
    row: number;
    kind: ParsedCashFlow['kind'];
    amount: string | null;
    occurredAt: Date | null;
    currency?: string | null;
    brokerRef?: string | null;
    note?: string | null;
  }): void {
    if (f.amount === null || f.occurredAt === null) return; // the reader already named the bad cell
    const amount = atScale(f.amount, 8).replace(/^-/, '');
    if (new D(amount).isZero()) return this.skip(`${f.kind} of 0`);
    this.cashFlows.push({
      sourceRow: f.row,
      kind: f.kind,
      amount,
      occurredAt: f.occurredAt,
      currency: f.currency?.trim() ? f.currency.trim().toUpperCase() : null,
      brokerRef: f.brokerRef?.trim() || null,
      note: f.note?.trim().slice(0, 500) || null,
    });
  }

  add(f: ExecutionFields): void {
    // The columns' scales: quantities and prices NUMERIC(30,12), fees NUMERIC(24,8) (tastytrade writes float noise).
    const quantity = atScale(f.quantity, 12).replace(/^-/, '');
    if (quantity === '0') return this.error(f.row, 'quantity is 0');
    const price = atScale(f.price, 12);
    if (price.startsWith('-')) return this.error(f.row, `price '${f.price}' is negative`);
    const commission = atScale(f.commission ?? '0', 8).replace(/^-/, '');
    const otherFees = atScale(f.otherFees ?? '0', 8);
    if (otherFees.startsWith('-'))
      return this.error(f.row, `fees '${f.otherFees}' are negative (rebates are not supported yet)`);
    // The same broker id twice in one file is the same fill listed twice (XTB repeats blocks), not two fills.
    const id = f.executionId?.trim() || null;
    if (id && this.ids.has(id)) return this.skip('repeated row (same broker id)');
    if (id) this.ids.add(id);
    const instrument = f.instrument ?? this.instrumentOf(f.symbol ?? '', f.market ?? 'stocks');
    if (!instrument.symbol || instrument.symbol.length > 32)
      return this.error(f.row, `symbol '${f.symbol ?? ''}' is not a symbol`);
    const given = f.multiplier ? new D(f.multiplier) : null;
    const multiplier = given && given.greaterThan(0) ? given.toFixed() : (instrument.multiplier ?? '1');
    const currency = currencyOf(f.currency);
    const foreignFees: ForeignFee[] = [];
    for (const fee of f.foreignFees ?? []) {
      const amount = atScale(fee.amount, 8).replace(/^-/, '');
      const feeCurrency = currencyOf(fee.currency);
      if (amount === '0') continue;
      if (!feeCurrency) return this.error(f.row, `the currency of a fee of ${fee.amount} is missing`);
      foreignFees.push({ kind: fee.kind, amount, currency: feeCurrency });
    }
    const brokerRate = f.brokerRate && currencyOf(f.brokerRate.currency) ? f.brokerRate : null;
    this.executions.push({
      sourceRow: f.row,
      sequence: this.executions.length,
      instrument,
      side: f.side,
      quantity,
      price,
      commission,
      otherFees,
      currency,
      value: f.value ? atScale(f.value, 12).replace(/^-/, '') : null,
      brokerRate: brokerRate && { ...brokerRate, currency: currencyOf(brokerRate.currency)! },
      foreignFees,
      multiplier,
      executedAt: f.executedAt,
      rawExecutedAt: f.rawExecutedAt,
      brokerExecutionId: f.executionId?.trim() || null,
      brokerOrderId: f.orderId?.trim() || null,
      positionEffect: f.positionEffect ?? null,
      brokerAccount: f.brokerAccount?.trim() || null,
    });
  }

  /**
   * The result, with `sequence` counted bottom-up when the file is listed newest first (more
   * neighbouring rows go back in time than forward): the order in which a file's rows happened is
   * the tie-break between fills of the same instant.
   */
  result(format: string): ParseResult {
    const list = this.executions;
    let backward = 0;
    let forward = 0;
    for (let i = 1; i < list.length; i += 1) {
      const step = list[i].executedAt.getTime() - list[i - 1].executedAt.getTime();
      if (step < 0) backward += 1;
      else if (step > 0) forward += 1;
    }
    if (backward > forward) {
      list.forEach((e, i) => {
        e.sequence = list.length - 1 - i;
      });
    }
    return {
      format,
      executions: this.executions,
      cashFlows: this.cashFlows,
      skipped: this.skipped,
      errors: this.errors,
      rowsTotal: this.rowsTotal,
    };
  }
}

/** A currency code as the file writes it, upper-cased; null when blank. */
function currencyOf(text: string | null | undefined): string | null {
  return text?.trim() ? text.trim().replace(/^"|"$/g, '').toUpperCase() : null;
}

/**
 * An exact decimal string at most `scale` decimals (half-even), printed as decimal.js prints it;
 * plain decimals that already fit skip decimal.js (the common case, 100,000 times per import).
 */
function atScale(text: string, scale: number): string {
  const plain = plainNumber(text);
  const dot = plain?.indexOf('.') ?? -1;
  if (plain !== null && (dot < 0 || plain.length - dot - 1 <= scale)) return plain;
  return new D(text).toDecimalPlaces(scale, D.ROUND_HALF_EVEN).toFixed();
}

/** buy/sell from the many spellings brokers use (B, S, Buy, SELL, Bot, Sld, SS, BC, Long Buy…). */
export function sideOf(text: string): Side | null {
  const t = text.trim().toUpperCase();
  if (
    /^(B|BUY|BOT|BOUGHT|BC|BTO|BTC|BUY_TO_OPEN|BUY_TO_CLOSE|BUY TO OPEN|BUY TO CLOSE|LONG BUY|SHORT BUY|COVER|BID)$/.test(
      t,
    )
  )
    return 'buy';
  if (
    /^(S|SELL|SLD|SOLD|SS|SSHRT|SHORT|STO|STC|SELL_TO_OPEN|SELL_TO_CLOSE|SELL TO OPEN|SELL TO CLOSE|LONG SELL|SHORT SELL|ASK)$/.test(
      t,
    )
  )
    return 'sell';
  return null;
}
