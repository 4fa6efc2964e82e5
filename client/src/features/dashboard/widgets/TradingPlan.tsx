// Today's plan: the four objectives with their progress, the met count out of 4, the overall
// percentage and the planned setups. Met/unmet is shown by ✓/✗ and words, not colour alone.
import { memo } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatMoney, formatPercent } from '../../../lib/format';
import type { TradingPlanData } from '../dashboard-types';
import { LiveUnavailable } from './LiveUnavailable';

type Objective = TradingPlanData['objectives'][number];

export function formatObjectiveValue(key: string, value: number, currency: string): string {
  if (key === 'profitTarget' || key === 'lossLimit') return formatMoney(value, currency);
  if (key === 'winRate') return formatPercent(value, 0);
  return String(Math.round(value));
}

function ObjectiveRow({ o, currency }: { o: Objective; currency: string }) {
  return (
    <li className={`objective ${o.met ? 'is-met' : 'is-unmet'}`} data-met={o.met}>
      <div className="objective-head">
        <span className="objective-mark" aria-hidden="true">
          {o.met ? '✓' : '✗'}
        </span>
        <span className="objective-label">{o.label}</span>
        <span className="objective-values num">
          {formatObjectiveValue(o.key, o.actual, currency)} / {formatObjectiveValue(o.key, o.target, currency)}
        </span>
        <span className="visually-hidden">{o.met ? 'met' : 'not met'}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={`${o.label} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(o.progress)}
      >
        <div className="progress-fill" style={{ width: `${Math.min(100, Math.max(0, o.progress))}%` }} />
      </div>
    </li>
  );
}

function TradingPlanWidget({
  plan,
  currency,
  loading,
  failed = false,
}: {
  plan?: TradingPlanData;
  currency: string;
  loading: boolean;
  failed?: boolean;
}) {
  return (
    <Panel title="Trading Plan" action={plan && <span className="badge">{plan.metCount}/4 met</span>}>
      {failed ? (
        <LiveUnavailable />
      ) : loading || !plan ? (
        <div className="stack">
          {Array.from({ length: 4 }, (_, i) => (
            <SkeletonBlock key={i} height={30} />
          ))}
        </div>
      ) : (
        <>
          <div className="plan-overall">
            <span className="plan-percent num">{formatPercent(plan.overallPercent, 0)}</span>
            <span className="muted">{plan.metCount} of 4 objectives met today</span>
          </div>
          <ul className="objective-list">
            {plan.objectives.map((o) => (
              <ObjectiveRow key={o.key} o={o} currency={currency} />
            ))}
          </ul>
          <div className="plan-setups">
            <span className="muted">Planned setups</span>
            <ul className="chip-list">
              {plan.plannedSetups.map((s) => (
                <li key={s} className="chip">
                  {s}
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const TradingPlan = memo(TradingPlanWidget);
