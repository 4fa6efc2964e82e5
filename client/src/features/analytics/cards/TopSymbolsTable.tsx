import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import { winRateClass } from '../analytics-rules';
import type { SymbolRankRow } from '../analytics-types';

/** Top 10 symbols: rank, symbol, trades, win rate (green at 50% or above), total P&L. */
export function TopSymbolsTable({
  rows,
  currency,
  loading,
}: {
  rows?: SymbolRankRow[];
  currency: string;
  loading: boolean;
}) {
  return (
    <Panel title="Top 10 Symbols">
      {loading || !rows ? (
        <div className="stack">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} height={26} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">No closed trades yet</p>
      ) : (
        <div className="table-scroll top-symbols">
          <table className="data-table" aria-label="Top 10 symbols">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Symbol</th>
                <th scope="col" className="right">
                  Trades
                </th>
                <th scope="col" className="right">
                  Win Rate
                </th>
                <th scope="col" className="right">
                  Total P&L
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 10).map((r) => (
                <tr key={`${r.rank}-${r.symbol}`} data-testid="symbol-row">
                  <td className="num muted">{r.rank}</td>
                  <td>
                    <strong>{r.symbol}</strong> <span className="muted top-symbols__market">{r.market}</span>
                  </td>
                  <td className="right num">{r.trades}</td>
                  <td className={`right num ${winRateClass(r.winRate)}`} data-testid="symbol-win-rate">
                    {formatPercent(r.winRate)}
                  </td>
                  <td className={`right num ${pnlClass(r.totalPnl)}`}>{formatPnl(r.totalPnl, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}
