// The day against its plan (issue 31 item 1): the Trading Plan's objectives met that day, and the
// playbook rules its trades broke, most often broken first.
import type { DayOutcome_DayFragment } from '../../../__generated__/graphql';

export function DayOutcome({ day }: { day: DayOutcome_DayFragment }) {
  const plan = day.tradingPlan;
  return (
    <div className="jr-panel dy-outcome" aria-label="The day against the plan">
      <h2 className="dy-h2">
        Trading plan{' '}
        <span className="jr-muted">
          {plan.metCount} of {plan.objectives.length} met
        </span>
      </h2>
      <ul className="dy-objectives">
        {plan.objectives.map((o) => (
          <li key={o.key} className={o.met ? 'is-met' : 'is-open'}>
            <span aria-hidden="true">{o.met ? '✓' : '○'}</span> {o.label}
            <span className="visually-hidden">{o.met ? ' (met)' : ' (not met)'}</span>
          </li>
        ))}
      </ul>
      <h2 className="dy-h2">Rules broken</h2>
      {day.rulesBroken.length === 0 ? (
        <p className="jr-muted">No playbook rule marked broken on this day's trades.</p>
      ) : (
        <ul className="dy-broken">
          {day.rulesBroken.map((r) => (
            <li key={`${r.playbook}:${r.rule}`}>
              <span>{r.rule}</span>{' '}
              <span className="jr-muted">
                {r.playbook} · {r.trades} {r.trades === 1 ? 'trade' : 'trades'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
