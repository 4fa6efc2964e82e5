// Win rate by hour of entry (viewer's zone): 24 cells coloured by the 70/60/50/40/30 bands, each
// also printing its percentage, so the colour is never the only signal.
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPercent } from '../../../lib/format';
import { HOUR_LEGEND, hourBand } from '../analytics-rules';
import type { HourRow } from '../analytics-types';

export function HourWinRateCard({ rows, loading }: { rows?: HourRow[]; loading: boolean }) {
  const byHour = new Map((rows ?? []).map((r) => [r.hour, r]));
  return (
    <Panel
      title="Win Rate by Hour"
      footer={
        <ul className="chart-legend" aria-label="Win rate bands">
          {HOUR_LEGEND.map((l) => (
            <li key={l.label}>
              <span className={`hour-swatch band-${l.band}`} aria-hidden="true" />
              {l.label}
            </li>
          ))}
        </ul>
      }
    >
      {loading || !rows ? (
        <SkeletonBlock height={132} />
      ) : (
        <ol className="hour-grid" aria-label="Win rate for each hour of the day">
          {Array.from({ length: 24 }, (_, hour) => {
            const row = byHour.get(hour);
            const trades = row?.trades ?? 0;
            const band = hourBand(row?.winRate, trades);
            const label = `${String(hour).padStart(2, '0')}:00`;
            return (
              <li
                key={hour}
                className={`hour-cell band-${band}`}
                data-band={band}
                title={`${label}: ${trades} trades`}
                aria-label={`${label}: ${band === 'empty' ? 'no closed trades' : `${formatPercent(row?.winRate, 0)} win rate, ${trades} trades`}`}
              >
                <span className="hour-label">{String(hour).padStart(2, '0')}</span>
                <span className="hour-rate num">{band === 'empty' ? '–' : formatPercent(row?.winRate, 0)}</span>
                <span className="hour-trades">{trades ? `${trades}t` : ''}</span>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
