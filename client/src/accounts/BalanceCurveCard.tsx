// The account balance with deposits, withdrawals, fees and interest (issue 15), on the dashboard
// and in analytics beside the trading equity curve (initial balance + realised P&L only): the two
// apart show what trading earned and what money moved. Its own query, so the dashboard's first
// figures never wait for it.
import { memo } from 'react';
import { useAccountBalanceCurveQuery } from '../__generated__/hooks';
import type { AnalyticsFilter } from '../__generated__/graphql';
import { BalanceCurveChart } from '../components/charts/BalanceCurveChart';
import { ChartFrame } from '../components/charts/ChartFrame';
import { Panel } from '../components/charts/Panel';
import { NARROW_SCREEN_MAX_POINTS, NARROW_SCREEN_MAX_WIDTH } from '../components/charts/series-points';
import { formatMoney, formatPnl } from '../lib/format';

/** Days drawn at most: the server keeps every flow day and each stretch's high and low. */
const MAX_POINTS = 730;

let balancePoints: number | undefined;

/**
 * MAX_POINTS, or NARROW_SCREEN_MAX_POINTS on a phone (~300 px of plot; its ~37 KB of points for
 * two years went through the normalized cache, one of the longest tasks after the first figures).
 * Decided once per page load, so the dashboard and analytics ask for the same variables.
 */
function balanceMaxPoints(): number {
  balancePoints ??=
    typeof window !== 'undefined' && window.matchMedia?.(`(max-width: ${NARROW_SCREEN_MAX_WIDTH}px)`).matches
      ? NARROW_SCREEN_MAX_POINTS
      : MAX_POINTS;
  return balancePoints;
}

function BalanceCurveCardWidget(props: { accountId: string; filter?: AnalyticsFilter | null; className?: string }) {
  const { accountId, filter, className } = props;
  // A balance is the whole account's: only the filter's dates apply (the server ignores the rest).
  const dates = filter?.from || filter?.to ? { from: filter.from ?? null, to: filter.to ?? null } : null;
  const query = useAccountBalanceCurveQuery({ variables: { accountId, filter: dates, maxPoints: balanceMaxPoints() } });
  const curve = query.dataState === 'complete' ? query.data.account?.analytics.balanceCurve : undefined;
  const series = curve?.series[0];
  const flows = series?.points.reduce((n, p) => n + (Number(p.flow) !== 0 ? 1 : 0), 0) ?? 0;
  const last = series?.points.at(-1);
  const legend =
    series && last ? (
      <ul className="chart-legend" aria-label="Balance legend">
        <li>
          <span className="legend-swatch" aria-hidden="true" />
          Balance <strong className="num">{formatMoney(series.finalBalance, series.currency)}</strong>
        </li>
        <li>
          Trading P&amp;L{' '}
          <strong className="num" data-testid="balance-trading-pnl">
            {formatPnl(last.tradingPnl, series.currency)}
          </strong>
        </li>
        <li>{flows === 1 ? '1 day with cash flows' : `${flows} days with cash flows`} (dots)</li>
      </ul>
    ) : null;
  return (
    <Panel title="Balance with deposits & withdrawals" className={className} footer={legend}>
      {query.error && !curve ? (
        <p role="alert" className="form-error">
          The balance could not be loaded.
        </p>
      ) : (
        <ChartFrame
          height={240}
          loading={!curve}
          emptyMessage={series && series.points.length < 2 ? 'Add trades or cash flows to draw the balance' : null}
        >
          {({ width, height }) => (
            <BalanceCurveChart width={width} height={height} points={series!.points} currency={series!.currency} />
          )}
        </ChartFrame>
      )}
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const BalanceCurveCard = memo(BalanceCurveCardWidget);
