import { memo } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import type { WeekSummaryData } from '../dashboard-types';

/** 'This Week Summary' over the last 7 days: trades with a pnl, summed P&L, win rate. */
function WeekSummaryWidget({
  week,
  currency,
  loading,
}: {
  week?: WeekSummaryData;
  currency: string;
  loading: boolean;
}) {
  return (
    <Panel title="This Week Summary">
      <dl className="figure-grid">
        <div>
          <dt>Trades</dt>
          <dd className="num">{loading || !week ? <SkeletonBlock height={22} width={40} /> : week.trades}</dd>
        </div>
        <div>
          <dt>P&L</dt>
          <dd className={`num ${pnlClass(week?.pnl)}`}>
            {loading || !week ? <SkeletonBlock height={22} width={80} /> : formatPnl(week.pnl, currency)}
          </dd>
        </div>
        <div>
          <dt>Win Rate</dt>
          <dd className="num">
            {loading || !week ? (
              <SkeletonBlock height={22} width={50} />
            ) : week.trades === 0 ? (
              '—'
            ) : (
              formatPercent(week.winRate)
            )}
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const WeekSummary = memo(WeekSummaryWidget);
