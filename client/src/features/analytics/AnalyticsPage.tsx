// The Analytics screen (spec section 2 "Analytics") plus the engine's beyond-the-spec figures,
// for the current account, narrowed by the filter bar whose state is the URL's.
import { memo, useContext, useDeferredValue, useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useUrlParams } from '../../lib/use-url-params';
import type { AnalyticsPageQuery, AnalyticsScatterQuery } from '../../__generated__/graphql';
import {
  useAnalyticsPageQuery,
  useAnalyticsScatterQuery,
  useAnalyticsStrategiesQuery,
} from '../../__generated__/hooks';
import { SessionContext } from '../../session/session-context';
import { Panel } from '../../components/charts/Panel';
import { useShownAccount } from '../../accounts/early-account';
import { AccountReturnsCard } from '../../accounts/AccountReturnsCard';
import { BalanceCurveCard } from '../../accounts/BalanceCurveCard';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { DrawdownCard } from './cards/DrawdownCard';
import { DurationCard } from './cards/DurationCard';
import { EdgeCard } from './cards/EdgeCard';
import { GroupBreakdownCard } from './cards/GroupBreakdownCard';
import { HoldingTimesCard } from './cards/HoldingTimesCard';
import { HourWinRateCard } from './cards/HourWinRateCard';
import { MonthlyPnlCard } from './cards/MonthlyPnlCard';
import { RiskRewardCard } from './cards/RiskRewardCard';
import { StreakBarsCard } from './cards/StreakBarsCard';
import { StreakCards } from './cards/StreakCards';
import { TopSymbolsTable } from './cards/TopSymbolsTable';
import { TopTradesCard } from './cards/TopTradesCard';
import { WeekdayCard } from './cards/WeekdayCard';
import { FilterBar } from './FilterBar';
import { readFilterValues, toAnalyticsFilter, writeFilterValues, type FilterValues } from './filter-params';
import { toDurationRows, toRiskRewardRows, withoutInitialStop } from './analytics-types';
import { drawdownMaxPoints } from './analytics-limits';
import './analytics.css';

// Shared with the start-up prefetch (boot/start-signed-in.ts), which must ask the same variables.
export { DRAWDOWN_MAX_POINTS } from './analytics-limits';

/** A query's complete data, or the previous variables' data while new variables load. */
function shownData<T>(q: { dataState: string; data?: unknown; previousData?: T }): {
  data: T | undefined;
  stale: boolean;
} {
  const current = q.dataState === 'complete' ? (q.data as T) : undefined;
  return { data: current ?? q.previousData, stale: !current };
}

type PageAnalytics = NonNullable<AnalyticsPageQuery['account']>['analytics'];
type ScatterAnalytics = NonNullable<AnalyticsScatterQuery['account']>['analytics'];

/**
 * The cards after the Returns card, from the deferred figures. Memoised: each query result
 * re-renders AccountAnalytics synchronously (Apollo's hooks are external stores), in one task
 * however large the tree; with the deferred figures unchanged in that pass, the cards are skipped
 * and render in React's interruptible background pass only.
 */
const AnalyticsCards = memo(function AnalyticsCards({
  accountId,
  filter,
  currency,
  timeZone,
  analytics,
  series,
  riskRewardRows,
  durationRows,
  sampled,
}: {
  accountId: string;
  filter: ReturnType<typeof toAnalyticsFilter>;
  currency: string;
  timeZone: string | undefined;
  analytics: PageAnalytics | undefined;
  series: ScatterAnalytics | undefined;
  riskRewardRows: ReturnType<typeof toRiskRewardRows> | undefined;
  durationRows: ReturnType<typeof toDurationRows> | undefined;
  sampled: string | null;
}) {
  return (
    <>
      <MonthlyPnlCard rows={analytics?.monthlyPnl} currency={currency} loading={!analytics} />
      <DrawdownCard curve={series?.equityCurve} currency={currency} timeZone={timeZone} loading={!series} />
      {/* The balance with cash flows over the filter's days (issue 15); below the fold. */}
      <RenderWhenNear className="span-all" placeholderHeight={300}>
        <BalanceCurveCard className="span-all" accountId={accountId} filter={filter} />
      </RenderWhenNear>
      <StreakBarsCard recent={analytics?.streaks.recent} currency={currency} timeZone={timeZone} loading={!analytics} />
      {/* Below the fold on a phone and a laptop: each card renders (in a task of its own) when it
        comes near the viewport or the browser is idle, its loading state holding its place. */}
      <RenderWhenNear placeholder={<WeekdayCard currency={currency} loading />}>
        <WeekdayCard rows={analytics?.byWeekday} currency={currency} loading={!analytics} />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<EdgeCard currency={currency} loading />}>
        <EdgeCard
          expectancy={analytics?.expectancy}
          rMultiples={analytics?.rMultiples}
          currency={currency}
          loading={!analytics}
        />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<GroupBreakdownCard currency={currency} loading />}>
        <GroupBreakdownCard
          byEmotionalTag={analytics?.byEmotionalTag}
          byStrategy={analytics?.byStrategy}
          byMarket={analytics?.byMarket}
          currency={currency}
          loading={!analytics}
        />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<TopSymbolsTable currency={currency} loading />}>
        <TopSymbolsTable rows={analytics?.topSymbols} currency={currency} loading={!analytics} />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<TopTradesCard currency={currency} timeZone={timeZone} loading />}>
        <TopTradesCard top={analytics?.topTrades} currency={currency} timeZone={timeZone} loading={!analytics} />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<RiskRewardCard currency={currency} loading sampled={null} />}>
        <RiskRewardCard
          rows={riskRewardRows}
          currency={currency}
          loading={!series}
          sampled={sampled}
          withoutStop={series ? withoutInitialStop(series.scatter) : 0}
        />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<DurationCard currency={currency} loading sampled={null} />}>
        <DurationCard rows={durationRows} currency={currency} loading={!series} sampled={sampled} />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<HourWinRateCard loading />}>
        <HourWinRateCard rows={analytics?.byHour} loading={!analytics} />
      </RenderWhenNear>
      <RenderWhenNear placeholder={<HoldingTimesCard loading />}>
        <HoldingTimesCard times={analytics?.holdingTimes} loading={!analytics} />
      </RenderWhenNear>
    </>
  );
});

function AccountAnalytics({
  accountId,
  currency,
  filterValues,
}: {
  accountId: string;
  currency: string;
  filterValues: FilterValues;
}) {
  // The user's IANA zone: dates on axes and in tooltips read in it (days are bucketed by the server).
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const filter = useMemo(() => toAnalyticsFilter(filterValues), [filterValues]);
  const query = useAnalyticsPageQuery({ variables: { accountId, filter } });
  // The series (the scatter's up to 2,000 trades, the drawdown curve's points) skip the normalized
  // cache: writing and reading them through it cost a long task of its own. Being outside the
  // cache, a trade change does not evict them, so they are refetched whenever the cached figures
  // change for the same filter.
  const scatterQuery = useAnalyticsScatterQuery({
    variables: { accountId, filter, maxPoints: drawdownMaxPoints() },
    fetchPolicy: 'no-cache',
  });
  const currentMain = query.dataState === 'complete' ? query.data.account?.analytics : undefined;
  const filterKey = JSON.stringify(filter);
  const lastMain = useRef<{ analytics: unknown; filterKey: string } | null>(null);
  // Only a change of the figures triggers a refetch, never the query object itself.
  const refetchScatter = useEffectEvent(() => void scatterQuery.refetch());
  useEffect(() => {
    if (!currentMain) return;
    const last = lastMain.current;
    if (last && last.filterKey === filterKey && last.analytics !== currentMain) refetchScatter();
    lastMain.current = { analytics: currentMain, filterKey };
  }, [currentMain, filterKey]);
  // While a new filter loads, keep the previous figures on screen (dimmed) instead of skeletons.
  const main = shownData<AnalyticsPageQuery>(query);
  const scatter = shownData<AnalyticsScatterQuery>(scatterQuery);
  // Deferred: the cards render in an interruptible background pass, so a large result never
  // blocks input in one long task.
  const a = useDeferredValue(main.data?.account?.analytics);
  const sc = useDeferredValue(scatter.data?.account?.analytics);
  const cur = main.data?.account?.currency ?? currency;
  const loading = !a;
  const updating = (Boolean(a) && main.stale) || (Boolean(sc) && scatter.stale);
  const riskRewardRows = useMemo(() => (sc ? toRiskRewardRows(sc.scatter) : undefined), [sc]);
  const durationRows = useMemo(() => (sc ? toDurationRows(sc.scatter) : undefined), [sc]);
  const shownPoints = sc?.scatter.tradeIds.length ?? 0;
  const sampled =
    a && sc && shownPoints < a.overall.closedTrades
      ? `Newest ${shownPoints.toLocaleString('en-US')} of ${a.overall.closedTrades.toLocaleString('en-US')} trades`
      : null;
  return (
    <div className={`analytics-grid${updating ? ' is-updating' : ''}`} aria-busy={updating || loading || !sc}>
      {(query.error || scatterQuery.error) && !a && (
        <div className="load-error span-all" role="alert">
          Could not load the analytics.{' '}
          <button
            type="button"
            onClick={() => {
              void query.refetch();
              void scatterQuery.refetch();
            }}
          >
            Retry
          </button>
        </div>
      )}
      <div className="span-all">
        <StreakCards streaks={a?.streaks} loading={loading} />
      </div>
      {/* Per account over the filter's days (market, symbol… do not split deposits). */}
      <AccountReturnsCard className="span-all" accountId={accountId} startDate={filter?.from} endDate={filter?.to} />
      <AnalyticsCards
        accountId={accountId}
        filter={filter}
        currency={cur}
        timeZone={timeZone}
        analytics={a}
        series={sc}
        riskRewardRows={riskRewardRows}
        durationRows={durationRows}
        sampled={sampled}
      />
    </div>
  );
}

export default function AnalyticsPage() {
  const { shownId: accountId, account, loading: accountsLoading } = useShownAccount();
  const [params, updateParams] = useUrlParams();
  const filterValues = useMemo(() => readFilterValues(params), [params]);
  const strategiesQuery = useAnalyticsStrategiesQuery();
  const strategies = strategiesQuery.dataState === 'complete' ? strategiesQuery.data.strategies : [];
  return (
    <div className="analytics">
      <header className="page-head">
        <h1>Analytics</h1>
        {account && (
          <span className="muted">
            {account.name} · {account.currency}
          </span>
        )}
      </header>
      <FilterBar
        values={filterValues}
        strategies={strategies}
        onChange={(patch) =>
          updateParams((latest) => writeFilterValues(latest, { ...readFilterValues(latest), ...patch }))
        }
      />
      {accountId ? (
        <AccountAnalytics
          key={accountId}
          accountId={accountId}
          currency={account?.currency ?? 'USD'}
          filterValues={filterValues}
        />
      ) : accountsLoading ? (
        // No account stored on this device yet: hold the screen's place (the footer stays put).
        <div className="page-loading" style={{ minHeight: '100vh' }} aria-busy="true" />
      ) : (
        <Panel title="No trading account">
          <p className="empty-state">Create a trading account from the account switcher to see your analytics.</p>
        </Panel>
      )}
    </div>
  );
}
