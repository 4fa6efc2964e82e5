// The four headline figures, each with a trend arrow (spec: Total P&L, Win Rate with W/L,
// Avg Win / Loss, Profit Factor).
import { memo } from 'react';
import type { ReactNode } from 'react';
import { TrendArrow } from '../../../components/charts/TrendArrow';
import { SkeletonBlock } from '../../../components/charts/Panel';
import { formatMoney, formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import { avgWinLossTrend, profitFactorTrend, signTrend, winRateTrend, type Trend } from '../dashboard-rules';
import type { OverallStatsData } from '../dashboard-types';

interface StatCardProps {
  label: string;
  value: ReactNode;
  detail: ReactNode;
  trend: Trend;
  loading: boolean;
}

function StatCard({ label, value, detail, trend, loading }: StatCardProps) {
  return (
    <section className="stat-card" aria-label={label}>
      <header className="stat-head">
        <h2 className="stat-label">{label}</h2>
        {!loading && <TrendArrow trend={trend} />}
      </header>
      {loading ? (
        <>
          <SkeletonBlock height={30} width="60%" />
          <SkeletonBlock height={16} width="45%" />
        </>
      ) : (
        <>
          <div className="stat-value num">{value}</div>
          <div className="stat-detail">{detail}</div>
        </>
      )}
    </section>
  );
}

function StatCardsWidget({
  overall,
  currency,
  loading,
}: {
  overall?: OverallStatsData;
  currency: string;
  loading: boolean;
}) {
  const o = overall;
  const busy = loading || !o;
  const avgWin = Number(o?.averageWin ?? 0);
  const avgLoss = Number(o?.averageLoss ?? 0);
  return (
    <div className="stat-cards">
      <StatCard
        label="Total P&L"
        loading={busy}
        trend={signTrend(Number(o?.totalPnl ?? 0))}
        value={<span className={pnlClass(o?.totalPnl)}>{formatPnl(o?.totalPnl, currency)}</span>}
        detail={`All time · ${o?.closedTrades ?? 0} closed trades`}
      />
      <StatCard
        label="Win Rate"
        loading={busy}
        trend={winRateTrend(o?.winRate ?? 0, o?.closedTrades ?? 0)}
        value={formatPercent(o?.winRate ?? 0)}
        detail={
          <>
            W: <span className="num">{o?.winningTrades ?? 0}</span> / L:{' '}
            <span className="num">{o?.losingTrades ?? 0}</span>
            {/* The second figure (issue 33): wins ÷ (wins + losses), beside the spec's wins ÷ closed. */}
            <span className="stat-detail-second" data-testid="win-rate-excl-breakeven">
              excl. breakeven <span className="num">{formatPercent(o?.winRateExcludingBreakeven)}</span>
            </span>
          </>
        }
      />
      <StatCard
        label="Avg Win / Loss"
        loading={busy}
        trend={avgWinLossTrend(avgWin, avgLoss)}
        value={
          <span className="stat-pair">
            <span className="profit">{formatMoney(avgWin, currency)}</span>
            <span className="stat-pair-sep"> / </span>
            <span className="loss">{formatMoney(avgLoss, currency)}</span>
          </span>
        }
        detail={avgLoss !== 0 ? `Ratio ${(avgWin / Math.abs(avgLoss)).toFixed(2)} : 1` : 'No losing trades yet'}
      />
      <StatCard
        label="Profit Factor"
        loading={busy}
        trend={profitFactorTrend(o?.profitFactor, o?.winningTrades ?? 0)}
        value={o?.profitFactor === null || o?.profitFactor === undefined ? '—' : o.profitFactor.toFixed(2)}
        detail={o?.profitFactor === null ? 'No losing trades yet' : 'Gross profit / gross loss'}
      />
    </div>
  );
}

/** Memoized: the 30 s poll of the live figures re-renders the page, not this widget. */
export const StatCards = memo(StatCardsWidget);
