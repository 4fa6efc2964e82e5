// Expectancy and win rate with their 95% intervals, average R and SQN with their reliability.
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent, formatPnl, pnlClass } from '../../../lib/format';
import { edgeVerdict, expectancyCi, sqnRating, winRateWithCi } from '../edge-text';
import type { ExpectancyData, RMultiplesData } from '../analytics-types';

interface EdgeCardProps {
  expectancy?: ExpectancyData;
  rMultiples?: RMultiplesData;
  currency: string;
  loading: boolean;
}

export function EdgeCard({ expectancy: e, rMultiples: r, currency, loading }: EdgeCardProps) {
  return (
    <Panel title="Edge">
      {loading || !e || !r ? (
        <div className="stack">
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonBlock key={i} height={40} />
          ))}
        </div>
      ) : (
        <dl className="edge-list">
          <div>
            <dt>Expectancy</dt>
            <dd>
              <span className={`edge-value num ${pnlClass(e.value)}`}>
                {e.value === null || e.value === undefined ? '—' : `${formatPnl(e.value, currency)} per trade`}
              </span>
              <span className="edge-note">
                {[expectancyCi(e, currency), edgeVerdict(e)].filter(Boolean).join(' · ')}
              </span>
            </dd>
          </div>
          <div>
            <dt>Win rate</dt>
            <dd>
              <span className="edge-value num">{winRateWithCi(e) ?? '—'}</span>
              <span className="edge-note">Wilson interval: where the true win rate likely lies</span>
              <span className="edge-note" data-testid="win-rate-excl-breakeven">
                excl. breakeven <span className="num">{formatPercent(e.winRateExcludingBreakeven)}</span>
              </span>
            </dd>
          </div>
          <div>
            <dt>Average R</dt>
            <dd>
              <span
                className={`edge-value num ${r.averageR === null || r.averageR === undefined ? '' : pnlClass(r.averageR)}`}
              >
                {r.averageR === null || r.averageR === undefined
                  ? '—'
                  : `${r.averageR >= 0 ? '+' : ''}${r.averageR.toFixed(2)}R`}
              </span>
              <span className="edge-note">
                {r.trades} closed {r.trades === 1 ? 'trade' : 'trades'} with an initial stop (R on the risk at entry)
                {r.tradesWithoutR > 0 && `; ${r.tradesWithoutR} without one: no R`}
              </span>
            </dd>
          </div>
          <div>
            <dt>SQN</dt>
            <dd>
              <span className="edge-value num">
                {r.sqn === null || r.sqn === undefined ? '—' : `${r.sqn.toFixed(2)} (${sqnRating(r.sqn)})`}
              </span>
              <span className={`edge-note${r.reliable ? '' : ' edge-warn'}`}>
                {r.reliable ? 'Reliable: 30 or more trades' : '⚠ Not reliable yet: fewer than 30 trades'}
              </span>
            </dd>
          </div>
        </dl>
      )}
    </Panel>
  );
}
