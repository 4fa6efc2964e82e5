import type { DataSource } from 'typeorm';
import { BarFileError, BarFileReader, type BarLayout } from '../../domain/price-bars/bar-file';
import {
  MAX_HOLDING_MS,
  computeExcursions,
  pieceWindow,
  positionPieces,
  positionRisk,
  type Direction,
  type ExcursionFill,
} from '../../domain/price-bars/excursions';
import { dec } from '../../domain/decimal';
import { TIMEFRAMES, TIMEFRAME_NAMES, parseTimeframe, type Timeframe } from '../../domain/price-bars/timeframes';
import { parseDateTimeInZone, zoneOffsetMinutes } from '../../domain/time/zoned-date-time';
import { isUuid } from '../../domain/validation/uuid';
import { NotFoundError, ValidationError } from '../../errors';
import type { Viewer } from '../auth/viewer';
import { readSource, scanSource, type ImportSource } from '../imports/import-source';
import { loadTradeFills } from '../trades/trade-executions.loader';
import { isKnownTimeZone } from '../users/users.service';
import type { PriceBarJobRunner } from './price-bar-jobs';
import {
  ANY_BARS_TIMEFRAME,
  BAR_COVERAGE,
  CHART_BARS,
  COVERING_TIMEFRAME,
  DELETE_BARS,
  GET_UPLOAD,
  INSERT_UPLOAD,
  INSERT_UPLOAD_PART,
  LIST_UPLOADS,
  TRADE_FOR_BARS,
  WINDOW_EXTREMES,
} from './queries/price-bars.queries';

export interface PriceBarUpload {
  id: string;
  symbol: string;
  timeframe: Timeframe;
  timezone: string;
  fileName: string;
  format: BarLayout;
  status: 'queued' | 'running' | 'done' | 'failed';
  bytesTotal: number;
  bytesDone: number;
  rowsRead: number;
  barsAdded: number | null;
  barsReplaced: number | null;
  barsUnchanged: number | null;
  firstTs: Date | null;
  lastTs: Date | null;
  error: string | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

interface UploadRow {
  id: string;
  symbol: string;
  timeframe: Timeframe;
  timezone: string;
  file_name: string;
  format: BarLayout;
  status: PriceBarUpload['status'];
  bytes_total: string;
  bytes_done: string;
  rows_read: number;
  bars_added: number | null;
  bars_replaced: number | null;
  bars_unchanged: number | null;
  first_ts: Date | null;
  last_ts: Date | null;
  error: string | null;
  created_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const toUpload = (r: UploadRow): PriceBarUpload => ({
  id: r.id,
  symbol: r.symbol,
  timeframe: r.timeframe,
  timezone: r.timezone,
  fileName: r.file_name,
  format: r.format,
  status: r.status,
  bytesTotal: Number(r.bytes_total),
  bytesDone: Number(r.bytes_done),
  rowsRead: r.rows_read,
  barsAdded: r.bars_added,
  barsReplaced: r.bars_replaced,
  barsUnchanged: r.bars_unchanged,
  firstTs: r.first_ts,
  lastTs: r.last_ts,
  error: r.error,
  createdAt: r.created_at,
  startedAt: r.started_at,
  finishedAt: r.finished_at,
});

export interface BarUploadRequest {
  source: ImportSource | null;
  fileName: string;
  symbol?: string;
  timeframe?: string;
  timezone?: string;
}

export interface CoverageRange {
  symbol: string;
  timeframe: Timeframe;
  /** The first bar's open time. */
  from: Date;
  /** The last bar's close time (its open + the timeframe). */
  to: Date;
  bars: number;
}

export interface ChartBar {
  /** Epoch seconds of the bar's open. */
  time: number;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string | null;
}

export interface ChartFill {
  time: Date;
  side: 'buy' | 'sell';
  quantity: string;
  price: string;
}

export interface ChartLine {
  /** 'initial_stop', 'stop_loss' (the current stop, when it moved) or 'planned_target'. */
  kind: string;
  label: string;
  price: string;
}

export interface TradeChart {
  symbol: string;
  tradeType: Direction;
  timeframe: Timeframe | null;
  bars: ChartBar[];
  fills: ChartFill[];
  lines: ChartLine[];
  /** Why there are no bars (or why they do not cover the whole trade), else null. */
  reason: string | null;
  /** True when more bars lay in the window than the chart carries (the nearest ones are kept). */
  truncated: boolean;
}

export type TradeExcursions =
  | {
      mae: string;
      mfe: string;
      maeR: string | null;
      mfeR: string | null;
      exitEfficiency: string | null;
      captured: string;
      risk: string | null;
      riskBasis: string;
      method: string;
      timeframe: Timeframe;
      barsUsed: number;
    }
  | { mae: null; reason: string };

/** The method the excursions follow, stated in every answer. */
export const EXCURSION_METHOD =
  "Tradervue's: each contract from its entry fill to its exit fill (first in, first out); the entry " +
  "and exit bars' highs and lows beyond the fills are ignored; trades held over a year are not measured. " +
  'MAE ≤ 0 and MFE ≥ 0 in the account’s money (quantity × multiplier × price move); exit efficiency = ' +
  'captured ÷ MFE, captured being the price result before fees.';

/**
 * R's risk basis: the initial stop, as every other R figure (issue 33; docs/positions.md) — moving
 * the stop later never changes a trade's R. Without an initial stop there is no R.
 */
export const RISK_BASIS = 'the trade’s initial stop: |entry − initial stop| × quantity × multiplier';

const SYMBOL = /^[A-Za-z0-9][A-Za-z0-9._:/!&-]{0,39}$/;
/** Most bars one chart answer carries (lightweight-charts draws 100k fast; the payload stays a few MB). */
export const MAX_CHART_BARS = 20_000;
const MAX_PADDING = 5000;
export const DEFAULT_PADDING = 60;
const TF_SECONDS = TIMEFRAME_NAMES.map((t) => TIMEFRAMES[t]);

interface TradeRow {
  id: string;
  symbol: string;
  trade_type: Direction;
  entry_price: string;
  exit_price: string | null;
  quantity: string;
  multiplier: string;
  stop_loss: string | null;
  initial_stop: string | null;
  planned_target: string | null;
  currency: string | null;
  entry_date: Date;
  exit_date: Date | null;
}

/**
 * The price lines drawn on a trade's chart: the initial stop, the current stop when it has moved
 * away from it (a trailed stop), and the planned target.
 */
export function priceLinesOf(trade: {
  stopLoss: string | null;
  initialStop: string | null;
  plannedTarget: string | null;
}): ChartLine[] {
  const lines: ChartLine[] = [];
  if (trade.initialStop !== null) lines.push({ kind: 'initial_stop', label: 'Initial stop', price: trade.initialStop });
  if (trade.stopLoss !== null && (trade.initialStop === null || dec(trade.stopLoss) !== dec(trade.initialStop)))
    lines.push({ kind: 'stop_loss', label: 'Stop', price: trade.stopLoss });
  if (trade.plannedTarget !== null) lines.push({ kind: 'planned_target', label: 'Target', price: trade.plannedTarget });
  return lines;
}

/** The stop R is measured from (see RISK_BASIS). */
export function riskStopOf(trade: { initialStop: string | null }): string | null {
  return trade.initialStop;
}

/** "2026-03-14 09:30–09:41" in the zone (the second date only when it differs). */
export function spanText(from: Date, to: Date, zone: string): string {
  const wall = (d: Date) =>
    new Date(d.getTime() + zoneOffsetMinutes(zone, d) * 60_000).toISOString().slice(0, 16).replace('T', ' ');
  const a = wall(from);
  const b = wall(to);
  return a.slice(0, 10) === b.slice(0, 10) ? `${a}–${b.slice(11)}` : `${a}–${b}`;
}

export class PriceBarsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly deps: { jobs: PriceBarJobRunner; maxBytes: number },
  ) {}

  /** Checks the request and the file's first lines (4xx, nothing stored), stores the file, queues the job. */
  async upload(viewer: Viewer, request: BarUploadRequest): Promise<PriceBarUpload> {
    const errors: Record<string, string> = {};
    const symbol = request.symbol?.trim().toUpperCase() ?? '';
    if (!symbol) errors.symbol = 'A symbol is required';
    else if (!SYMBOL.test(symbol))
      errors.symbol = `'${request.symbol}' is not a symbol (letters, digits, . _ : / ! & -)`;
    const timeframe = parseTimeframe(request.timeframe);
    if (!timeframe) {
      errors.timeframe = request.timeframe?.trim()
        ? `Unknown timeframe '${request.timeframe}': one of ${TIMEFRAME_NAMES.join(', ')}`
        : `A timeframe is required: one of ${TIMEFRAME_NAMES.join(', ')}`;
    }
    const timezone = request.timezone?.trim() || viewer.timezone;
    if (!isKnownTimeZone(timezone)) errors.timezone = `Unknown time zone '${request.timezone}'`;
    if (!request.source) errors.file = "A file is required (multipart field 'file')";
    if (Object.keys(errors).length || !request.source || !timeframe) throw new ValidationError(errors);

    const scan = await scanSource(request.source);
    if (scan.bytes === 0) throw new ValidationError({ file: 'The file is empty' });
    if (scan.bytes > this.deps.maxBytes) {
      throw new ValidationError({ file: `The file is larger than ${Math.round(this.deps.maxBytes / 1048576)} MB` });
    }
    if (scan.binary) throw new ValidationError({ file: 'The file is not text (a CSV export is expected)' });
    const format = checkHead(scan.head, scan.bytes > Buffer.byteLength(scan.head), { timeframe, timezone });

    const upload = await this.dataSource.transaction(async (manager) => {
      const [row] = (await manager.query(INSERT_UPLOAD, [
        viewer.id,
        symbol,
        timeframe,
        timezone,
        request.fileName.slice(0, 255) || 'bars.csv',
        format,
        scan.bytes,
      ])) as UploadRow[];
      let part = 0;
      for await (const bytes of readSource(request.source!)) {
        await manager.query(INSERT_UPLOAD_PART, [row.id, part, bytes]);
        part += 1;
      }
      return toUpload(row);
    });
    this.deps.jobs.kick();
    return upload;
  }

  async getUpload(viewer: Viewer, id: string): Promise<PriceBarUpload> {
    if (!isUuid(id)) throw new NotFoundError('Upload not found');
    const [row] = (await this.dataSource.query(GET_UPLOAD, [id, viewer.id])) as UploadRow[];
    if (!row) throw new NotFoundError('Upload not found');
    return toUpload(row);
  }

  async listUploads(viewer: Viewer): Promise<PriceBarUpload[]> {
    return ((await this.dataSource.query(LIST_UPLOADS, [viewer.id, 50])) as UploadRow[]).map(toUpload);
  }

  async coverage(viewer: Viewer, symbol?: string): Promise<CoverageRange[]> {
    const s = symbol?.trim().toUpperCase() || null;
    const rows = (await this.dataSource.query(BAR_COVERAGE, [viewer.id, s])) as {
      symbol: string;
      timeframe: Timeframe;
      first_ts: Date;
      last_ts: Date;
      bars: number;
    }[];
    const order = (t: Timeframe) => TIMEFRAMES[t] ?? 0;
    return rows
      .map((r) => ({
        symbol: r.symbol,
        timeframe: r.timeframe,
        from: r.first_ts,
        to: new Date(r.last_ts.getTime() + order(r.timeframe) * 1000),
        bars: r.bars,
      }))
      .sort((a, b) => a.symbol.localeCompare(b.symbol) || order(a.timeframe) - order(b.timeframe) || +a.from - +b.from);
  }

  /** Deletes the symbol's bars with an open time in [from, to) (either end open), of one timeframe or all. */
  async deleteRange(
    viewer: Viewer,
    input: { symbol?: string; timeframe?: string; from?: string; to?: string },
  ): Promise<number> {
    const errors: Record<string, string> = {};
    const symbol = input.symbol?.trim().toUpperCase();
    if (!symbol) errors.symbol = 'A symbol is required';
    let timeframe: Timeframe | null = null;
    if (input.timeframe?.trim()) {
      timeframe = parseTimeframe(input.timeframe);
      if (!timeframe) errors.timeframe = `Unknown timeframe '${input.timeframe}': one of ${TIMEFRAME_NAMES.join(', ')}`;
    }
    const instant = (name: 'from' | 'to') => {
      const text = input[name]?.trim();
      if (!text) return null;
      const at = parseDateTimeInZone(text, viewer.timezone);
      if (!at) errors[name] = `'${text}' is not a date or date-time`;
      return at;
    };
    const from = instant('from');
    const to = instant('to');
    if (from && to && from >= to) errors.to = 'to must be after from';
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const [row] = (await this.dataSource.query(DELETE_BARS, [viewer.id, symbol, timeframe, from, to])) as {
      deleted: number;
    }[];
    return row.deleted;
  }

  private async trade(viewer: Viewer, tradeId: string) {
    if (!isUuid(tradeId)) throw new NotFoundError('Trade not found');
    const [found] = (await this.dataSource.query(TRADE_FOR_BARS, [tradeId, viewer.id])) as TradeRow[];
    if (!found) throw new NotFoundError('Trade not found');
    const exact = (x: string | null) => (x === null ? null : dec(x));
    const row: TradeRow = {
      ...found,
      entry_price: dec(found.entry_price),
      exit_price: exact(found.exit_price),
      quantity: dec(found.quantity),
      multiplier: dec(found.multiplier),
      stop_loss: exact(found.stop_loss),
      initial_stop: exact(found.initial_stop),
      planned_target: exact(found.planned_target),
    };
    const loaded = await loadTradeFills(this.dataSource, viewer.id, [tradeId]);
    const imported = loaded.get(tradeId) ?? [];
    // A manual trade has no fills: its entry and exit stand for them.
    const opening = row.trade_type === 'long' ? 'buy' : 'sell';
    const closing = row.trade_type === 'long' ? 'sell' : 'buy';
    const fills: ExcursionFill[] = imported.length
      ? imported.map((f) => ({
          at: f.executedAt.getTime(),
          side: f.side,
          quantity: f.quantity,
          price: f.price,
          fxRate: f.fxRate,
        }))
      : [
          { at: row.entry_date.getTime(), side: opening, quantity: row.quantity, price: row.entry_price },
          ...(row.exit_price !== null && row.exit_date
            ? [{ at: row.exit_date.getTime(), side: closing, quantity: row.quantity, price: row.exit_price } as const]
            : []),
        ];
    const times = fills.map((f) => f.at);
    const first = new Date(Math.min(...times));
    const last = new Date(Math.max(...times));
    return { row, fills, first, last, symbol: row.symbol.trim().toUpperCase() };
  }

  private async coveringTimeframe(userId: string, symbol: string, first: Date, last: Date): Promise<Timeframe | null> {
    const [row] = (await this.dataSource.query(COVERING_TIMEFRAME, [
      userId,
      symbol,
      TIMEFRAME_NAMES,
      TF_SECONDS,
      first,
      last,
    ])) as { timeframe: Timeframe }[];
    return row?.timeframe ?? null;
  }

  async excursions(viewer: Viewer, tradeId: string): Promise<TradeExcursions> {
    const { row, fills, first, last, symbol } = await this.trade(viewer, tradeId);
    if (row.exit_price === null)
      return { mae: null, reason: 'the trade is still open: excursions are measured once it is closed' };
    if (last.getTime() - first.getTime() > MAX_HOLDING_MS) {
      return {
        mae: null,
        reason: `the trade was held over a year (${spanText(first, last, viewer.timezone)}): not measured`,
      };
    }
    const timeframe = await this.coveringTimeframe(viewer.id, symbol, first, last);
    if (!timeframe) return { mae: null, reason: `no bars cover ${spanText(first, last, viewer.timezone)}` };
    const { pieces, open } = positionPieces(row.trade_type, fills);
    if (!pieces.length || open !== '0') {
      return { mae: null, reason: 'the trade’s fills do not close its position: excursions need every exit' };
    }
    const length = TIMEFRAMES[timeframe] * 1000;
    // One more window after the pieces' own: the whole trade's bars, from the entry bar to the exit
    // bar (its interior by the same rule), whose count is bars_used.
    const windows = [...pieces.map(pieceWindow), { from: first.getTime() - length, to: last.getTime() + length }];
    const extremes = (await this.dataSource.query(WINDOW_EXTREMES, [
      viewer.id,
      symbol,
      timeframe,
      windows.map((w) => new Date(w.from)),
      windows.map((w) => new Date(w.to)),
      TIMEFRAMES[timeframe],
    ])) as { ord: number; high: string | null; low: string | null; bars: number }[];
    const spanned = extremes.pop()?.bars ?? 0;
    const risk = positionRisk(
      row.entry_price,
      riskStopOf({ initialStop: row.initial_stop }),
      row.quantity,
      row.multiplier,
    );
    const x = computeExcursions(row.trade_type, pieces, extremes, row.multiplier, risk);
    return {
      ...x,
      risk,
      riskBasis: RISK_BASIS,
      method: `${EXCURSION_METHOD} Bars: ${timeframe}.`,
      timeframe,
      barsUsed: spanned,
    };
  }

  /** The trade's bars with `padding` bars before the entry and after the exit, its fills and price lines. */
  async chart(viewer: Viewer, tradeId: string, paddingText?: string): Promise<TradeChart> {
    let padding = DEFAULT_PADDING;
    if (paddingText !== undefined && paddingText.trim() !== '') {
      padding = Number(paddingText);
      if (!Number.isInteger(padding) || padding < 0 || padding > MAX_PADDING) {
        throw new ValidationError({ padding: `padding must be a whole number of bars from 0 to ${MAX_PADDING}` });
      }
    }
    const { row, fills, first, last, symbol } = await this.trade(viewer, tradeId);
    const end = row.exit_price === null ? new Date(Math.max(last.getTime(), Date.now())) : last;
    const covering = await this.coveringTimeframe(viewer.id, symbol, first, row.exit_price === null ? first : last);
    let timeframe = covering;
    let reason: string | null = null;
    if (!timeframe) {
      reason = `no bars cover ${spanText(first, last, viewer.timezone)}`;
      const [any] = (await this.dataSource.query(ANY_BARS_TIMEFRAME, [
        viewer.id,
        symbol,
        TIMEFRAME_NAMES,
        TF_SECONDS,
        first,
        end,
      ])) as { timeframe: Timeframe }[];
      timeframe = any?.timeframe ?? null;
    }
    let bars: ChartBar[] = [];
    let truncated = false;
    if (timeframe) {
      const pad = padding * TIMEFRAMES[timeframe] * 1000;
      const rows = (await this.dataSource.query(CHART_BARS, [
        viewer.id,
        symbol,
        timeframe,
        new Date(first.getTime() - pad - TIMEFRAMES[timeframe] * 1000),
        new Date(end.getTime() + pad),
        MAX_CHART_BARS + 1,
      ])) as { t: string; o: string; h: string; l: string; c: string; v: string | null }[];
      truncated = rows.length > MAX_CHART_BARS;
      bars = rows.slice(0, MAX_CHART_BARS).map((r) => ({
        time: Number(r.t),
        open: r.o,
        high: r.h,
        low: r.l,
        close: r.c,
        volume: r.v,
      }));
    }
    return {
      symbol: row.symbol,
      tradeType: row.trade_type,
      timeframe,
      bars,
      fills: [...fills]
        .sort((a, b) => a.at - b.at)
        .map((f) => ({ time: new Date(f.at), side: f.side, quantity: f.quantity, price: f.price })),
      lines: priceLinesOf({
        stopLoss: row.stop_loss,
        initialStop: row.initial_stop,
        plannedTarget: row.planned_target,
      }),
      reason,
      truncated,
    };
  }
}

/** The layout of the file's first lines, or a 422 naming what was expected or the first bad line. */
function checkHead(head: string, cut: boolean, options: { timeframe: Timeframe; timezone: string }): BarLayout {
  const lines = head.split('\n');
  // The last line of the head may be cut: only whole lines are read.
  if (cut && lines.length > 1) lines.pop();
  let reader: BarFileReader | null = null;
  let read = 0;
  try {
    for (let i = 0; i < lines.length && read < 5; i += 1) {
      const line = lines[i].replace(/\r$/, '');
      if (!reader) {
        if (!line.trim()) continue;
        reader = BarFileReader.forFirstLine(line, options);
        if (reader.hasHeader) continue;
      }
      if (reader.read(line, i + 1)) read += 1;
    }
  } catch (error) {
    if (error instanceof BarFileError) throw new ValidationError({ file: error.message });
    throw error;
  }
  if (!reader) throw new ValidationError({ file: 'The file has no bars' });
  return reader.layout;
}
