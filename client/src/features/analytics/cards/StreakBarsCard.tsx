import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { SignedBarChart, type SignedBar } from '../../../components/charts/SignedBarChart';
import { formatDateTime, formatPnl } from '../../../lib/format';
import type { StreakBarRow } from '../analytics-types';

/** The running win/loss streak after each of the last 50 trades with a pnl (oldest first). */
export function StreakBarsCard({
  recent,
  currency,
  timeZone,
  loading,
}: {
  recent?: StreakBarRow[];
  currency: string;
  timeZone?: string;
  loading: boolean;
}) {
  const bars: SignedBar[] = (recent ?? []).map((r, i) => ({
    key: r.tradeId,
    label: String(i + 1),
    value: r.streak,
    title: formatDateTime(r.entryDate, timeZone),
    rows: [
      ['P&L', formatPnl(r.pnl, currency)],
      ['Streak', r.streak > 0 ? `${r.streak} W` : r.streak < 0 ? `${-r.streak} L` : '0'],
    ],
  }));
  return (
    <Panel title="Win/Loss Streaks" action={<span className="badge">Last 50 trades</span>}>
      <ChartFrame
        height={240}
        loading={loading || !recent}
        emptyMessage={recent && recent.length === 0 ? 'No closed trades yet' : null}
      >
        {({ width, height }) => (
          <SignedBarChart
            width={width}
            height={height}
            label="Running win and loss streak over the last 50 trades"
            bars={bars}
            formatTick={(v) => (Number.isInteger(v) ? String(v) : '')}
            labelEvery={10}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}
