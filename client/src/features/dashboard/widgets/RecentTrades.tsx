import { memo } from 'react';
// The 10 newest trades by entry date, 'View All' to /trades; empty: 'No trades yet' and
// 'Add Your First Trade', which opens the trade modal.
import { Link } from 'react-router-dom';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatDateTime, formatDecimal, formatPnl, pnlClass } from '../../../lib/format';
import { useTradeModal } from '../../../components/trade-modal-context';
import type { RecentTrade } from '../dashboard-types';

const RESULT_LABEL: Record<string, string> = { win: 'Win', loss: 'Loss', breakeven: 'Breakeven', open: 'Open' };

interface RecentTradesProps {
  trades?: RecentTrade[];
  currency: string;
  timeZone?: string;
  loading: boolean;
}

function RecentTradesWidget({ trades, currency, timeZone, loading }: RecentTradesProps) {
  const { openTradeModal } = useTradeModal();
  return (
    <Panel
      title="Recent Trades"
      className="span-2 recent-trades"
      action={
        <Link to="/trades" className="link-action">
          View All
        </Link>
      }
    >
      {loading || !trades ? (
        <div className="stack">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} height={28} />
          ))}
        </div>
      ) : trades.length === 0 ? (
        <div className="empty-state">
          <p>No trades yet</p>
          <button type="button" className="btn-primary" onClick={() => openTradeModal()}>
            Add Your First Trade
          </button>
        </div>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-label="Recent trades">
            <thead>
              <tr>
                <th scope="col" className="col-date">
                  Date
                </th>
                <th scope="col">Symbol</th>
                <th scope="col">Type</th>
                <th scope="col" className="right col-extra">
                  Entry
                </th>
                <th scope="col" className="right col-extra">
                  Exit
                </th>
                <th scope="col" className="right">
                  P&L
                </th>
                <th scope="col" className="col-extra">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {trades.slice(0, 10).map((t) => (
                <tr key={t.id} data-testid="recent-trade">
                  <td className="muted col-date">{formatDateTime(t.entryDate, timeZone)}</td>
                  <td>
                    <strong>{t.symbol}</strong> <span className="muted col-extra">{t.market}</span>
                    <span className="inline-date muted">{formatDateTime(t.entryDate, timeZone)}</span>
                  </td>
                  <td>
                    <span className={`side side-${t.tradeType}`}>{t.tradeType === 'long' ? 'LONG' : 'SHORT'}</span>
                  </td>
                  <td className="right num col-extra">{formatDecimal(t.entryPrice)}</td>
                  <td className="right num col-extra">{formatDecimal(t.exitPrice)}</td>
                  <td className={`right num ${pnlClass(t.pnl)}`}>
                    {t.pnl === null ? <span className="result-open">Open</span> : formatPnl(t.pnl, currency)}
                  </td>
                  <td className="col-extra">
                    <span className={`result result-${t.result}`}>{RESULT_LABEL[t.result] ?? t.result}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

/** Memoized: the 30 s poll of the live figures re-renders the page, not this widget. */
export const RecentTrades = memo(RecentTradesWidget);
