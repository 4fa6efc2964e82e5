import { memo } from 'react';
// Top 10 assets by P&L; each row's bar intensity follows |pnl| at 100/200/500/1000 and its
// direction and sign say profit or loss.
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import { assetIntensity } from '../dashboard-rules';
import type { AssetRow } from '../dashboard-types';

function AssetPerformanceWidget({
  assets,
  currency,
  loading,
}: {
  assets?: AssetRow[];
  currency: string;
  loading: boolean;
}) {
  const rows = (assets ?? []).slice(0, 10);
  const maxAbs = Math.max(1, ...rows.map((a) => Math.abs(Number(a.totalPnl))));
  return (
    <Panel title="Asset Performance" action={<span className="badge">Top 10</span>}>
      {loading || !assets ? (
        <div className="stack">
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} height={28} />
          ))}
        </div>
      ) : rows.length === 0 ? (
        <p className="empty-state">No closed trades yet</p>
      ) : (
        <ol className="asset-list">
          {rows.map((a) => {
            const pnl = Number(a.totalPnl);
            const intensity = assetIntensity(pnl);
            return (
              <li key={`${a.symbol}-${a.market}`} className="asset-row" data-intensity={intensity}>
                <div className="asset-name">
                  <strong>{a.symbol}</strong>
                  <span className="muted">
                    {a.market} · {a.totalTrades} trades · {formatPercent(a.winRate, 0)} win
                  </span>
                </div>
                <div className={`asset-pnl num ${pnlClass(pnl)}`}>{formatPnl(a.totalPnl, currency)}</div>
                <div className="asset-bar-track" aria-hidden="true">
                  <div
                    className={`asset-bar ${pnl >= 0 ? 'asset-bar-pos' : 'asset-bar-neg'} intensity-${intensity}`}
                    style={{ width: `${Math.max(2, (Math.abs(pnl) / maxAbs) * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}

/** Memoized: the 30 s poll of the live figures re-renders the page, not this widget. */
export const AssetPerformance = memo(AssetPerformanceWidget);
