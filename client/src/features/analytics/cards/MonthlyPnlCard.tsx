import { ChartFrame } from '../../../components/charts/ChartFrame';
import { Panel } from '../../../components/charts/Panel';
import { SignedBarChart, type SignedBar } from '../../../components/charts/SignedBarChart';
import { formatCompactMoney } from '../../../components/charts/axis-format';
import { formatPnl } from '../../../lib/format';
import { monthLabel } from '../analytics-rules';
import type { MonthlyPnlRow } from '../analytics-types';

/** Monthly P&L for the last 12 months, labelled MM/YY. */
export function toMonthlyBars(rows: MonthlyPnlRow[], currency: string): SignedBar[] {
  return rows.map((m) => ({
    key: m.month,
    label: monthLabel(m.month),
    value: Number(m.pnl),
    title: monthLabel(m.month),
    rows: [
      ['P&L', formatPnl(m.pnl, currency)],
      ['Trades', String(m.trades)],
    ],
  }));
}

export function MonthlyPnlCard({
  rows,
  currency,
  loading,
}: {
  rows?: MonthlyPnlRow[];
  currency: string;
  loading: boolean;
}) {
  const empty = rows && rows.every((r) => r.trades === 0);
  return (
    <Panel title="Monthly P&L" action={<span className="badge">Last 12 months</span>}>
      <ChartFrame
        height={240}
        loading={loading || !rows}
        emptyMessage={empty ? 'No closed trades in the last 12 months' : null}
      >
        {({ width, height }) => (
          <SignedBarChart
            width={width}
            height={height}
            label="Monthly P&L for the last 12 months"
            bars={toMonthlyBars(rows!, currency)}
            formatTick={(v) => formatCompactMoney(v, currency)}
            labelEvery={width < 480 ? 2 : 1}
          />
        )}
      </ChartFrame>
    </Panel>
  );
}
