import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatDateTime, formatPnl, pnlClass } from '../../../lib/format';
import { useTradeModal } from '../../../components/trade-modal-context';
import type { TopTradeRow, TopTradesData } from '../analytics-types';

function TradeList({
  title,
  trades,
  currency,
  timeZone,
}: {
  title: string;
  trades: TopTradeRow[];
  currency: string;
  timeZone?: string;
}) {
  const { openTradeModal } = useTradeModal();
  return (
    <div className="top-trades-col">
      <h3 className="sub-title">{title}</h3>
      {trades.length === 0 ? (
        <p className="muted">None</p>
      ) : (
        <ol className="top-trade-list">
          {trades.map((t) => (
            <li key={t.id}>
              <button type="button" className="top-trade" onClick={() => openTradeModal(t.id)}>
                <span className="top-trade-name">
                  <span className="visually-hidden">Edit trade </span>
                  <strong>{t.symbol}</strong>{' '}
                  <span className="muted">
                    {t.tradeType === 'long' ? 'LONG' : 'SHORT'} · {formatDateTime(t.entryDate, timeZone)}
                  </span>
                </span>
                <span className={`num ${pnlClass(t.pnl)}`}>{formatPnl(t.pnl, currency)}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** The best 5 and worst 5 trades by pnl; a click opens the trade for editing. */
export function TopTradesCard({
  top,
  currency,
  timeZone,
  loading,
}: {
  top?: TopTradesData;
  currency: string;
  timeZone?: string;
  loading: boolean;
}) {
  return (
    <Panel title="Top Trades">
      {loading || !top ? (
        <div className="stack">
          {Array.from({ length: 5 }, (_, i) => (
            <SkeletonBlock key={i} height={26} />
          ))}
        </div>
      ) : (
        <div className="top-trades">
          <TradeList title="Best 5" trades={top.best} currency={currency} timeZone={timeZone} />
          <TradeList title="Worst 5" trades={top.worst} currency={currency} timeZone={timeZone} />
        </div>
      )}
    </Panel>
  );
}
