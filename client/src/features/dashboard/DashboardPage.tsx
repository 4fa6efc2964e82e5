// The dashboard for the current trading account (spec section 2 "Dashboard" and its widgets).
// Every figure comes from the server's analytics; nothing is computed from a trade history here.
import { memo, useContext, useDeferredValue } from 'react';
import { SessionContext } from '../../session/session-context';
import type {
  DashboardLiveQuery,
  DashboardRecentTradesQuery,
  DashboardSeriesQuery,
  DashboardSummaryQuery,
} from '../../__generated__/graphql';
import { AccountReturnsCard } from '../../accounts/AccountReturnsCard';
import { BalanceCurveCard } from '../../accounts/BalanceCurveCard';
import { AllAccountsCard } from '../../accounts/AllAccountsCard';
import { Panel } from '../../components/charts/Panel';
import { RenderWhenNear } from '../../components/RenderWhenNear';
import { useShownAccount } from '../../accounts/early-account';
import { useDashboardData } from './use-dashboard-data';
import { ActivityCalendar } from './widgets/ActivityCalendar';
import { AssetPerformance } from './widgets/AssetPerformance';
import { DailyPnlCard } from './widgets/DailyPnlCard';
import { EquityCurveCard } from './widgets/EquityCurveCard';
import { OpenPositions } from './widgets/OpenPositions';
import { RecentTrades } from './widgets/RecentTrades';
import { StatCards } from './widgets/StatCards';
import { StreakBanner } from './widgets/StreakBanner';
import { SystemAlerts } from './widgets/SystemAlerts';
import { TradingPlan } from './widgets/TradingPlan';
import { RiskStatusCard } from './widgets/RiskStatusCard';
import { useRiskStatus } from './use-risk-status';
import { WeekSummary } from './widgets/WeekSummary';
import './dashboard.css';

type Analytics<Q extends { account?: { analytics: unknown } | null }> = NonNullable<Q['account']>['analytics'];
type RecentTradeItems = DashboardRecentTradesQuery['trades']['items'];

/**
 * The widgets that show the deferred figures. Memoised: each query result re-renders
 * AccountDashboard synchronously (Apollo's hooks are external stores), in a task however large the
 * tree; with the deferred figures unchanged in that pass, the grid is skipped and renders in
 * React's interruptible background pass only.
 */
const DashboardGrid = memo(function DashboardGrid({
  accountId,
  currency,
  timeZone,
  summary,
  series,
  live,
  recentTrades,
  summaryLoading,
  seriesLoading,
  liveLoading,
  liveFailed,
  recentLoading,
}: {
  accountId: string;
  currency: string;
  timeZone: string | undefined;
  summary: Analytics<DashboardSummaryQuery> | undefined;
  series: Analytics<DashboardSeriesQuery> | undefined;
  live: Analytics<DashboardLiveQuery> | undefined;
  recentTrades: RecentTradeItems | undefined;
  summaryLoading: boolean;
  seriesLoading: boolean;
  liveLoading: boolean;
  liveFailed: boolean;
  recentLoading: boolean;
}) {
  // Today's risk status, read once and pushed live: the Risk Status card and System Alerts' loss-limit alert.
  const risk = useRiskStatus(accountId);
  return (
    <div className="dashboard-grid">
      <EquityCurveCard curve={series?.equityCurve} currency={currency} timeZone={timeZone} loading={seriesLoading} />
      <div className="dashboard-side">
        <DailyPnlCard daily={live?.daily} currency={currency} loading={liveLoading} failed={liveFailed} />
        <WeekSummary week={summary?.weekSummary} currency={currency} loading={summaryLoading} />
      </div>
      <OpenPositions positions={live?.openPositions} currency={currency} loading={liveLoading} failed={liveFailed} />
      <TradingPlan plan={live?.tradingPlan} currency={currency} loading={liveLoading} failed={liveFailed} />
      <SystemAlerts
        alerts={live?.alerts}
        daily={live?.daily}
        currency={currency}
        loading={liveLoading}
        failed={liveFailed}
        riskStatus={risk.status}
        lossLimitAlert={risk.lossLimitAlert}
      />
      {/* Today's distance to each risk limit, pushed live (issue 32). */}
      <RiskStatusCard
        accountId={accountId}
        status={risk.status}
        currency={currency}
        loading={risk.loading}
        failed={risk.failed}
      />
      {/* The balance with cash flows beside the trading curve above (issue 15); below the fold. */}
      <RenderWhenNear className="span-3" placeholderHeight={300}>
        <BalanceCurveCard accountId={accountId} className="span-3" />
      </RenderWhenNear>
      {/* Accounts in several currencies: every account together, in the base currency. A row
          of its own, as wide as its figures are laid out (in one column it stood beside Recent
          Trades, stretched to its height, and left Asset Performance alone on the next row). */}
      <RenderWhenNear className="span-3" placeholderHeight={0}>
        <AllAccountsCard className="span-3" />
      </RenderWhenNear>
      {/* Below the fold on a phone and a laptop: rendered once the figures above have painted. */}
      <RenderWhenNear className="span-2" placeholderHeight={320}>
        <RecentTrades trades={recentTrades} currency={currency} timeZone={timeZone} loading={recentLoading} />
      </RenderWhenNear>
      <RenderWhenNear placeholderHeight={320}>
        <AssetPerformance assets={summary?.assetPerformance} currency={currency} loading={summaryLoading} />
      </RenderWhenNear>
      <RenderWhenNear className="span-3" placeholderHeight={220}>
        <ActivityCalendar calendar={series?.activityCalendar} currency={currency} loading={seriesLoading} />
      </RenderWhenNear>
    </div>
  );
});

function AccountDashboard({ accountId, currency }: { accountId: string; currency: string }) {
  // The user's IANA zone: dates on axes and in tooltips read in it (days are bucketed by the server).
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const { summary, live, recent, series } = useDashboardData(accountId);
  // dataState 'complete' narrows away Apollo's partial-data type (we never ask for partial data).
  const summaryData = summary.dataState === 'complete' ? summary.data : undefined;
  const liveData = live.dataState === 'complete' ? live.data : undefined;
  const recentData = recent.dataState === 'complete' ? recent.data : undefined;
  // The series keep the previous data while a refetch after a figure change loads.
  const seriesData = (series.dataState === 'complete' ? series.data : undefined) ?? series.previousData;
  // Deferred: the summary widgets and the trade list render in an interruptible background pass,
  // so the arrival of the largest result never blocks input in one long task.
  const s = useDeferredValue(summaryData?.account?.analytics);
  // Except the stat cards, the screen's largest text (its LCP on a phone): a handful of figures
  // that paint in the same render their data arrives in, ahead of the charts' deferred pass.
  const overall = summaryData?.account?.analytics?.overall;
  const recentTrades = useDeferredValue(recentData?.trades.items);
  const sr = useDeferredValue(seriesData?.account?.analytics);
  const seriesLoading = !sr && !series.error;
  // Today's figures too: their cards render in the deferred pass, not in the result's own task.
  const l = useDeferredValue(liveData?.account?.analytics);
  const cur = summaryData?.account?.currency ?? currency;
  const summaryLoading = !s && !summary.error;
  const liveLoading = !l && !live.error;
  const liveFailed = Boolean(live.error) && !l;
  return (
    <>
      {(summary.error || series.error) && (
        <div className="load-error" role="alert">
          Could not load the dashboard figures.{' '}
          <button
            type="button"
            onClick={() => {
              if (summary.error) void summary.refetch();
              if (series.error) void series.refetch();
            }}
          >
            Retry
          </button>
        </div>
      )}
      {liveFailed && (
        <div className="load-error" role="alert">
          Could not load today's figures (open positions, trading plan and alerts).{' '}
          <button type="button" onClick={() => void live.refetch()}>
            Retry
          </button>
        </div>
      )}
      {/* The banner's place is kept while the figures load (nearly every account has a current
          streak): appearing above the cards would push the whole dashboard down. */}
      {s ? (
        <StreakBanner current={s.streaks.current} />
      ) : (
        summaryLoading && <div className="streak-slot" aria-hidden="true" />
      )}
      <StatCards overall={overall} currency={cur} loading={!overall && !summary.error} />
      <AccountReturnsCard accountId={accountId} className="dashboard-returns" />
      <DashboardGrid
        accountId={accountId}
        currency={cur}
        timeZone={timeZone}
        summary={s}
        series={sr}
        live={l}
        recentTrades={recentTrades}
        summaryLoading={summaryLoading}
        seriesLoading={seriesLoading}
        liveLoading={liveLoading}
        liveFailed={liveFailed}
        recentLoading={!recentTrades && !recent.error}
      />
    </>
  );
}

export default function DashboardPage() {
  const { shownId: accountId, account, loading: accountsLoading } = useShownAccount();
  return (
    <div className="dashboard">
      <header className="page-head">
        <h1>Dashboard</h1>
        {account && (
          <span className="muted">
            {account.name} · {account.currency}
          </span>
        )}
      </header>
      {accountId ? (
        <AccountDashboard key={accountId} accountId={accountId} currency={account?.currency ?? 'USD'} />
      ) : accountsLoading ? (
        // No account stored on this device yet: hold the screen's place (the footer stays put).
        <div className="page-loading" style={{ minHeight: '100vh' }} aria-busy="true" />
      ) : (
        <Panel title="No trading account">
          <p className="empty-state">Create a trading account from the account switcher to see your dashboard.</p>
        </Panel>
      )}
    </div>
  );
}
