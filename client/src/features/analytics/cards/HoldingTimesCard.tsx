import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatHours } from '../analytics-rules';
import type { HoldingTimesData } from '../analytics-types';

/** Average holding time of wins, losses and breakevens. */
export function HoldingTimesCard({ times, loading }: { times?: HoldingTimesData; loading: boolean }) {
  const items: Array<[string, number | null | undefined, string]> = [
    ['Wins', times?.winsHours, 'profit'],
    ['Losses', times?.lossesHours, 'loss'],
    ['Breakevens', times?.breakevenHours, ''],
  ];
  const lossesHeldLonger =
    times?.winsHours != null && times?.lossesHours != null && times.lossesHours > times.winsHours;
  return (
    <Panel title="Holding Times">
      <dl className="figure-grid">
        {items.map(([label, hours, tone]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className={`num ${tone}`}>
              {loading || !times ? <SkeletonBlock height={22} width={60} /> : formatHours(hours)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="edge-note holding-note">
        {times
          ? lossesHeldLonger
            ? '⚠ Losers are held longer than winners on average'
            : 'Average time from entry to exit'
          : ' '}
      </p>
    </Panel>
  );
}
