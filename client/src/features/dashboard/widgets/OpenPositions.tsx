// Open positions, polled every 30 s ('Auto-updating'): totals, market distribution and the
// positions aggregated by symbol and side (two compact lines each, readable on a phone).
import { memo } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatDecimal, formatMoney } from '../../../lib/format';
import type { OpenPositionsData } from '../dashboard-types';
import { LiveUnavailable } from './LiveUnavailable';

function OpenPositionsWidget({
  positions,
  currency,
  loading,
  failed = false,
}: {
  positions?: OpenPositionsData;
  currency: string;
  loading: boolean;
  failed?: boolean;
}) {
  return (
    <Panel
      title="Open Positions"
      action={
        <span className="badge badge-live">
          <span className="live-dot" aria-hidden="true" />
          Auto-updating
        </span>
      }
    >
      {failed ? (
        <LiveUnavailable />
      ) : loading || !positions ? (
        <div className="stack">
          <SkeletonBlock height={44} />
          <SkeletonBlock height={90} />
        </div>
      ) : (
        <>
          <dl className="figure-grid">
            <div>
              <dt>Positions</dt>
              <dd className="num">{positions.totalPositions}</dd>
            </div>
            <div>
              <dt>Exposure</dt>
              <dd className="num">{formatMoney(positions.totalExposure, currency)}</dd>
            </div>
            <div>
              <dt>Markets</dt>
              <dd className="num">{positions.byMarket.length}</dd>
            </div>
          </dl>
          {positions.byMarket.length > 0 && (
            <ul className="chip-list" aria-label="Market distribution">
              {positions.byMarket.map((m) => (
                <li key={m.market} className="chip">
                  {m.market} <span className="num">{m.count}</span>
                </li>
              ))}
            </ul>
          )}
          {positions.aggregated.length === 0 ? (
            <p className="empty-state">No open positions</p>
          ) : (
            <ul className="position-list widget-scroll" aria-label="Open positions">
              {positions.aggregated.map((p) => (
                <li key={`${p.symbol}-${p.tradeType}`} className="position-row" data-testid="open-position">
                  <div className="position-line">
                    <strong>{p.symbol}</strong>
                    <span className={`side side-${p.tradeType}`}>{p.tradeType === 'long' ? 'LONG' : 'SHORT'}</span>
                    <span className="muted">{p.market}</span>
                    <span className="position-exposure num">{formatMoney(p.exposure, currency)}</span>
                  </div>
                  <div className="position-detail muted num">
                    {formatDecimal(p.quantity)} @ {formatDecimal(p.avgEntry)} avg · {p.numTrades}{' '}
                    {p.numTrades === 1 ? 'trade' : 'trades'}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const OpenPositions = memo(OpenPositionsWidget);
