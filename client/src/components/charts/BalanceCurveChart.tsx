// The account balance with cash flows (issue 15), one point per day in the user's zone: the
// balance line, and a marker on each day money entered or left (deposit, withdrawal, fee,
// interest); the tooltip separates the day's flows from the trading P&L to date.
import { useMemo } from 'react';
import { LinePath } from '@visx/shape';
import { formatLocalDate, formatMoney, formatPnl } from '../../lib/format';
import { TimeSeriesChart } from './TimeSeriesChart';
import { formatCompactMoney } from './axis-format';

export interface BalanceChartPoint {
  /** The local day, YYYY-MM-DD. */
  date: string;
  balance: string;
  tradingPnl: string;
  flow: string;
  pnl: string;
}

const margin = { top: 12, right: 12, bottom: 28, left: 64 };

export function BalanceCurveChart(props: {
  width: number;
  height: number;
  points: BalanceChartPoint[];
  currency: string;
}) {
  const { width, height, points, currency } = props;
  const series = useMemo(
    () =>
      // Noon UTC of the local day, read in UTC: the axis shows the server's day, never a neighbour.
      points.map((p) => ({
        t: Date.parse(`${p.date}T12:00:00Z`),
        date: p.date,
        balance: Number(p.balance),
        source: p,
      })),
    [points],
  );
  const flows = series.filter((p) => Number(p.source.flow) !== 0);
  const lo = Math.min(...series.map((p) => p.balance));
  const hi = Math.max(...series.map((p) => p.balance));
  return (
    <TimeSeriesChart
      width={width}
      height={height}
      label="Balance: initial balance, deposits, withdrawals, fees, interest and realised P&L, per day; days with a cash flow are marked"
      points={series}
      timeZone="UTC"
      margin={margin}
      yDomain={[lo, hi === lo ? lo + 1 : hi]}
      valueOf={(p) => p.balance}
      formatValueTick={(v) => formatCompactMoney(v, currency)}
      titleOf={(p) => formatLocalDate(p.date)}
      rowsOf={({ source: p }) => [
        ['Balance', formatMoney(p.balance, currency)],
        ...(Number(p.flow) !== 0 ? ([['Cash flows', formatPnl(p.flow, currency)]] as Array<[string, string]>) : []),
        ['Day’s trading P&L', formatPnl(p.pnl, currency)],
        ['Trading P&L to date', formatPnl(p.tradingPnl, currency)],
      ]}
      drawSeries={({ x, y }) => (
        <>
          <LinePath
            data={series}
            x={(p) => x(p.t)}
            y={(p) => y(p.balance)}
            className="chart-line"
            data-testid="balance-with-flows-line"
          />
          {flows.map((p) => (
            <circle
              key={p.date}
              cx={x(p.t)}
              cy={y(p.balance)}
              r={4}
              className={Number(p.source.flow) > 0 ? 'chart-flow chart-flow--in' : 'chart-flow chart-flow--out'}
              data-testid="flow-marker"
            />
          ))}
        </>
      )}
    />
  );
}
