// One trade in the table. Fixed height (see trade-window.ts) so windowed scrolling stays exact.
// Its cells follow the table's column order (trade-columns.ts: phones put P&L and Result first).
import { Fragment, type ReactNode } from 'react';
import { formatDateTime, formatDateTimeCompact, formatDecimal, formatPnl, pnlClass } from '../../lib/format';
import type { TradeRow_TradeFragment } from '../../__generated__/graphql';
import type { TradeColumn, TradeColumnKey } from './trade-columns';

interface TradeRowProps {
  trade: TradeRow_TradeFragment;
  rowIndex: number;
  columns: readonly TradeColumn[];
  currency: string;
  timeZone?: string;
  onEdit(trade: TradeRow_TradeFragment): void;
  onDelete(trade: TradeRow_TradeFragment): void;
  selected: boolean;
  /** `shift`: the shift key was down (ticks the range from the last row clicked). */
  onToggleSelect(trade: TradeRow_TradeFragment, shift: boolean): void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "+1.96", "-0.50" (the column says R); "—" without R (open, or no initial stop). Display only: two decimals. */
export function formatR(r: string | null | undefined): string {
  if (r === null || r === undefined) return '—';
  const n = Number(r);
  return `${n > 0 ? '+' : ''}${n.toFixed(2)}`;
}

export function TradeRow({
  trade,
  rowIndex,
  columns,
  currency,
  timeZone,
  onEdit,
  onDelete,
  selected,
  onToggleSelect,
}: TradeRowProps) {
  const label = `${trade.symbol} ${trade.tradeType} of ${formatDateTime(trade.entryDate, timeZone)}`;
  // "03/05/26 14:30": the day and the time, on two lines on phones (trades.css).
  const [compactDay, compactTime] = formatDateTimeCompact(trade.entryDate, timeZone).split(' ');
  const tagNames = [trade.playbook?.name, ...trade.tags.map((t) => t.name)].filter(Boolean).join(', ');
  const cells: Record<TradeColumnKey, ReactNode> = {
    select: (
      <td className="tr-pinned tr-select">
        <input
          type="checkbox"
          checked={selected}
          aria-label={`Select trade ${label}`}
          // A checkbox's change comes from its click: shift held there ticks a range.
          onChange={(e) => onToggleSelect(trade, (e.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </td>
    ),
    date: (
      <td className="tr-pinned tr-pinned--second tr-date">
        {/* Date and minute in full on desktops; a compact form on phones (trades.css). */}
        <time dateTime={trade.entryDate}>
          <span className="tr-date__full">{formatDateTime(trade.entryDate, timeZone)}</span>
          <span className="tr-date__compact">
            <span>{compactDay}</span> <span>{compactTime}</span>
          </span>
        </time>
      </td>
    ),
    symbol: <td className="tr-symbol">{trade.symbol}</td>,
    market: <td>{capitalize(trade.market)}</td>,
    type: (
      <td>
        <span className={`tr-badge tr-badge--${trade.tradeType}`}>{capitalize(trade.tradeType)}</span>
      </td>
    ),
    entry: <td className="num tr-right">{formatDecimal(trade.entryPrice)}</td>,
    exit: <td className="num tr-right">{formatDecimal(trade.exitPrice)}</td>,
    quantity: <td className="num tr-right">{formatDecimal(trade.quantity)}</td>,
    pnl: <td className={`num tr-right ${pnlClass(trade.pnl)}`}>{formatPnl(trade.pnl, currency)}</td>,
    r: (
      <td
        className={`num tr-right ${trade.rMultiple ? pnlClass(trade.rMultiple) : 'tr-muted'}`}
        title={trade.rMultiple ? 'Net P&L ÷ risk at the initial stop' : 'No R: open, or no initial stop'}
      >
        {formatR(trade.rMultiple)}
      </td>
    ),
    result: (
      <td>
        <span className={`tr-badge tr-badge--${trade.result}`}>{capitalize(trade.result)}</span>
      </td>
    ),
    strategy: <td className="tr-muted">{trade.strategy?.name ?? '—'}</td>,
    tags: (
      <td className="tr-tags" title={tagNames || undefined} data-testid="trade-tags">
        {!tagNames && <span className="tr-muted">—</span>}
        {trade.playbook && <span className="tr-chip tr-chip--playbook">{trade.playbook.name}</span>}
        {trade.tags.map((t) => (
          <span key={t.id} className="tr-chip">
            <span className="tr-chip__dot" style={{ background: t.color }} aria-hidden="true" />
            {t.name}
          </span>
        ))}
      </td>
    ),
    actions: (
      <td>
        <div className="tr-actions">
          <button
            type="button"
            className="tr-icon-btn"
            aria-label={`Edit trade ${label}`}
            title="Edit trade"
            onClick={() => onEdit(trade)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M4 20h4l10-10-4-4L4 16v4zM14 6l4 4" />
            </svg>
          </button>
          <button
            type="button"
            className="tr-icon-btn tr-icon-btn--danger"
            aria-label={`Delete trade ${label}`}
            title="Delete trade"
            onClick={() => onDelete(trade)}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M5 7h14M10 11v6M14 11v6M7 7l1 13h8l1-13M9 7V4h6v3" />
            </svg>
          </button>
        </div>
      </td>
    ),
  };
  return (
    <tr
      className={`tr-row${selected ? ' tr-row--selected' : ''}`}
      aria-rowindex={rowIndex + 2}
      data-trade-id={trade.id}
    >
      {columns.map((c) => (
        <Fragment key={c.key}>{cells[c.key]}</Fragment>
      ))}
    </tr>
  );
}
