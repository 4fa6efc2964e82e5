// One trade in the table. Fixed height (see trade-window.ts) so windowed scrolling stays exact.
import { formatDateTime, formatDateTimeCompact, formatDecimal, formatPnl, pnlClass } from '../../lib/format';
import type { TradeRow_TradeFragment } from '../../__generated__/graphql';

interface TradeRowProps {
  trade: TradeRow_TradeFragment;
  rowIndex: number;
  currency: string;
  timeZone?: string;
  onEdit(trade: TradeRow_TradeFragment): void;
  onDelete(trade: TradeRow_TradeFragment): void;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function TradeRow({ trade, rowIndex, currency, timeZone, onEdit, onDelete }: TradeRowProps) {
  const label = `${trade.symbol} ${trade.tradeType} of ${formatDateTime(trade.entryDate, timeZone)}`;
  return (
    <tr className="tr-row" aria-rowindex={rowIndex + 2} data-trade-id={trade.id}>
      <td className="tr-pinned tr-date">
        {/* Date and minute in full on desktops; a compact form on phones (trades.css). */}
        <time dateTime={trade.entryDate}>
          <span className="tr-date__full">{formatDateTime(trade.entryDate, timeZone)}</span>
          <span className="tr-date__compact">{formatDateTimeCompact(trade.entryDate, timeZone)}</span>
        </time>
      </td>
      <td className="tr-symbol">{trade.symbol}</td>
      <td>{capitalize(trade.market)}</td>
      <td>
        <span className={`tr-badge tr-badge--${trade.tradeType}`}>{capitalize(trade.tradeType)}</span>
      </td>
      <td className="num tr-right">{formatDecimal(trade.entryPrice)}</td>
      <td className="num tr-right">{formatDecimal(trade.exitPrice)}</td>
      <td className="num tr-right">{formatDecimal(trade.quantity)}</td>
      <td className={`num tr-right ${pnlClass(trade.pnl)}`}>{formatPnl(trade.pnl, currency)}</td>
      <td>
        <span className={`tr-badge tr-badge--${trade.result}`}>{capitalize(trade.result)}</span>
      </td>
      <td className="tr-muted">{trade.strategy?.name ?? '—'}</td>
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
    </tr>
  );
}
