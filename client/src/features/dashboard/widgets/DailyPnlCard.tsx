// Today's P&L with the day's detail. Spec: if daily stats fail, the card renders nothing.
import { memo } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatLocalDate, formatMoney, formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import type { DailyStatsData } from '../dashboard-types';

interface DailyPnlCardProps {
  daily?: DailyStatsData;
  currency: string;
  loading: boolean;
  failed: boolean;
}

function DailyPnlCardWidget({ daily, currency, loading, failed }: DailyPnlCardProps) {
  if (failed) return null;
  if (loading || !daily) {
    return (
      <Panel title="Daily P&L">
        <SkeletonBlock height={36} width="55%" />
        <SkeletonBlock height={64} />
      </Panel>
    );
  }
  const rows: Array<[string, string]> = [
    [
      'Trades',
      `${daily.totalTrades} · ${daily.closedTrades} closed (${daily.winningTrades} W / ${daily.losingTrades} L) · ${daily.openTrades} open`,
    ],
    ['Win rate', daily.closedTrades ? formatPercent(daily.winRate) : '—'],
    ['R:R', daily.rrRatio === null || daily.rrRatio === undefined ? '—' : daily.rrRatio.toFixed(2)],
    ['Largest win', formatMoney(daily.largestWin, currency)],
    ['Largest loss', formatMoney(daily.largestLoss, currency)],
  ];
  return (
    <Panel title="Daily P&L" action={<span className="badge">{formatLocalDate(daily.date)}</span>}>
      <div className={`daily-pnl num ${pnlClass(daily.dailyPnl)}`}>{formatPnl(daily.dailyPnl, currency)}</div>
      <dl className="kv-list">
        {rows.map(([k, v]) => (
          <div key={k} className={k === 'Trades' ? 'kv-wide' : undefined}>
            <dt>{k}</dt>
            <dd className="num">{v}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const DailyPnlCard = memo(DailyPnlCardWidget);
