import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { SignedBarChart, type SignedBar } from '../../../components/charts/SignedBarChart';
import { formatCompactMoney } from '../../../components/charts/axis-format';
import { formatPercent, formatPnl } from '../../../lib/format';
import { WEEKDAY_NAMES, WEEKDAY_SHORT } from '../analytics-rules';
import type { WeekdayRow } from '../analytics-types';

/** P&L by day of week (Sunday first); under each bar its number of trades and win rate. */
export function toWeekdayBars(rows: WeekdayRow[], currency: string): SignedBar[] {
  const byDay = new Map(rows.map((r) => [r.weekday, r]));
  return WEEKDAY_NAMES.map((name, d) => {
    const row = byDay.get(d);
    const trades = row?.trades ?? 0;
    const winRate = trades ? formatPercent(row!.winRate, 0) : '—';
    return {
      key: String(d),
      label: WEEKDAY_SHORT[d],
      subLabels: [`${trades} tr`, winRate],
      value: Number(row?.pnl ?? 0),
      title: name,
      rows: [
        ['P&L', formatPnl(row?.pnl ?? '0', currency)],
        ['Trades', String(trades)],
        ['Win rate', winRate],
      ],
    };
  });
}

export function WeekdayCard({ rows, currency, loading }: { rows?: WeekdayRow[]; currency: string; loading: boolean }) {
  const empty = rows && rows.every((r) => r.trades === 0);
  return (
    <Panel title="Performance by Day of Week" footer={<span>Under each day: number of trades, then win rate</span>}>
      <ChartFrame height={240} loading={loading || !rows} emptyMessage={empty ? 'No closed trades yet' : null}>
        {({ width, height }) => (
          <SignedBarChart
            width={width}
            height={height}
            label="P&L by day of week, with trades and win rate"
            bars={toWeekdayBars(rows!, currency)}
            formatTick={(v) => formatCompactMoney(v, currency)}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}
