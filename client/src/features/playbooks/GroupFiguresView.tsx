import type { GroupFiguresView_GroupFragment } from '../../__generated__/graphql';
import { formatMoney, formatPercent, formatPnl, pnlClass } from '../../lib/format';

/** A group's figures with their 95 % intervals (playbook or tag). */
export function GroupFiguresView({ group, currency }: { group: GroupFiguresView_GroupFragment; currency: string }) {
  const wr = group.winRateInterval;
  const ci = group.expectancyInterval;
  return (
    <dl className="pb-figures">
      <div>
        <dt>Trades</dt>
        <dd data-testid="pb-trades">{group.trades}</dd>
      </div>
      <div>
        <dt>Win rate</dt>
        <dd>
          {group.winRate === null ? '—' : formatPercent(group.winRate)}
          {wr && <small className="pb-ci">{`${formatPercent(wr.low)}–${formatPercent(wr.high)}`}</small>}
        </dd>
      </div>
      <div>
        <dt>Net P&amp;L</dt>
        <dd className={pnlClass(group.netPnl)} data-testid="pb-net">
          {formatPnl(group.netPnl, currency)}
        </dd>
      </div>
      <div>
        <dt>Profit factor</dt>
        <dd>{group.profitFactor === null ? '—' : group.profitFactor.toFixed(2)}</dd>
      </div>
      <div>
        <dt>Average R</dt>
        <dd>{group.averageR === null ? '—' : `${group.averageR.toFixed(2)}R`}</dd>
      </div>
      <div>
        <dt>Expectancy</dt>
        <dd className={pnlClass(group.expectancy)} data-testid="pb-expectancy">
          {group.expectancy === null ? '—' : formatPnl(group.expectancy, currency)}
          {ci && (
            <small className="pb-ci">{`${formatMoney(ci.low, currency)} to ${formatMoney(ci.high, currency)}`}</small>
          )}
        </dd>
      </div>
    </dl>
  );
}
