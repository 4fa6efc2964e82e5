// A trade's chart in the journal (issue 34 item 2): the candles around it from the bars the trader
// uploaded, every fill as a marker with its quantity and price, the stop (and target) as lines, and
// the excursions measured on the same bars — or why there are none.
import { Suspense, lazy, useEffect, useState } from 'react';
import { fetchTradeChart, fetchTradeExcursions, type TradeChartData, type TradeExcursions } from './trade-chart-data';

const TradeChartCanvas = lazy(() => import('./TradeChartCanvas'));

type State =
  | { tradeId: string; status: 'loading' }
  | { tradeId: string; status: 'failed'; message: string }
  | { tradeId: string; status: 'ready'; chart: TradeChartData; excursions: TradeExcursions };

const r = (x: string | null) => (x === null ? '' : ` (${Number(x).toFixed(2)} R)`);

function ExcursionsLine({ x, currency }: { x: TradeExcursions; currency: string }) {
  if (x.mae === null) return <p className="jr-muted jr-chart__note">No excursions: {x.reason}.</p>;
  const money = (v: string) =>
    new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 2 }).format(Number(v));
  return (
    <dl className="jr-chart__figures" title={`${x.method} R: ${x.risk_basis}.`}>
      <div>
        <dt>MAE</dt>
        <dd className="num">
          {money(x.mae)}
          {r(x.mae_r)}
        </dd>
      </div>
      <div>
        <dt>MFE</dt>
        <dd className="num">
          {money(x.mfe)}
          {r(x.mfe_r)}
        </dd>
      </div>
      <div>
        <dt>Exit efficiency</dt>
        <dd className="num">
          {x.exit_efficiency === null ? '—' : `${(Number(x.exit_efficiency) * 100).toFixed(0)} %`}
        </dd>
      </div>
    </dl>
  );
}

export function TradeChart({ tradeId, currency, timeZone }: { tradeId: string; currency: string; timeZone?: string }) {
  const [state, setState] = useState<State>({ tradeId, status: 'loading' });
  // A new trade starts loading at once (state adjusted while rendering, not in the effect).
  if (state.tradeId !== tradeId) setState({ tradeId, status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    Promise.all([fetchTradeChart(tradeId, abort.signal), fetchTradeExcursions(tradeId, abort.signal)]).then(
      ([chart, excursions]) => setState({ tradeId, status: 'ready', chart, excursions }),
      (error: Error) => {
        if (!abort.signal.aborted) setState({ tradeId, status: 'failed', message: error.message });
      },
    );
    return () => abort.abort();
  }, [tradeId]);

  return (
    <section className="jr-chart" aria-label="Price chart">
      {state.status === 'loading' && <p className="jr-muted jr-chart__note">Loading the chart…</p>}
      {state.status === 'failed' && <p className="jr-muted jr-chart__note">{state.message}</p>}
      {state.status === 'ready' && state.chart.bars.length === 0 && (
        <p className="jr-muted jr-chart__note">
          No price bars for {state.chart.symbol}
          {state.chart.reason ? `: ${state.chart.reason}` : ''}. Upload bars to see this trade on a chart.
        </p>
      )}
      {state.status === 'ready' && state.chart.bars.length > 0 && (
        <>
          <p className="jr-muted jr-chart__note">
            {state.chart.symbol} · {state.chart.timeframe} bars
            {state.chart.reason ? ` · ${state.chart.reason}` : ''}
          </p>
          <Suspense fallback={<div className="jr-chart__canvas" />}>
            <TradeChartCanvas data={state.chart} timeZone={timeZone} />
          </Suspense>
          <ExcursionsLine x={state.excursions} currency={currency} />
        </>
      )}
    </section>
  );
}
