// 90-day activity: 13 week columns × 7 day rows from a Sunday, month labels above, each cell
// coloured by the day's pnl (loss cells are also hatched, so they read without colour). One tab
// stop: arrows move a day (up/down) or a week (left/right); the caption reads the active day.
import { useMemo, useState, memo } from 'react';
import type { KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCurrentAccount } from '../../../accounts/current-account';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatLocalDate, formatPnl } from '../../../lib/format';
import { buildCalendarGrid, CALENDAR_WEEKS, type CalendarCell } from '../calendar-grid';
import { calendarTone } from '../dashboard-rules';
import type { ActivityCalendarData } from '../dashboard-types';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function describe(cell: CalendarCell, currency: string): string {
  if (cell.future) return `${formatLocalDate(cell.date)}: upcoming`;
  if (cell.trades === 0) return `${formatLocalDate(cell.date)}: no trades`;
  return `${formatLocalDate(cell.date)}: ${formatPnl(cell.pnl, currency)}, ${cell.trades} ${cell.trades === 1 ? 'trade' : 'trades'}`;
}

function ActivityCalendarWidget({
  calendar,
  currency,
  loading,
}: {
  calendar?: ActivityCalendarData;
  currency: string;
  loading: boolean;
}) {
  const grid = useMemo(
    () => (calendar ? buildCalendarGrid(calendar.start, calendar.end, calendar.days) : null),
    [calendar],
  );
  const [active, setActive] = useState<number | null>(null);
  const cells = grid?.weeks.flat() ?? [];
  const navigate = useNavigate();
  const { accountId } = useCurrentAccount();
  // A day opens its page of the day journal (issue 31).
  const openDay = (cell: CalendarCell | undefined) => {
    if (!cell || cell.future) return;
    navigate(`/journal/days/${cell.date}${accountId ? `?account=${encodeURIComponent(accountId)}` : ''}`);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && active !== null) {
      e.preventDefault();
      openDay(cells[active]);
      return;
    }
    const moves: Record<string, number> = { ArrowUp: -1, ArrowDown: 1, ArrowLeft: -7, ArrowRight: 7 };
    if (!(e.key in moves) || cells.length === 0) return;
    e.preventDefault();
    setActive((i) => Math.min(cells.length - 1, Math.max(0, (i ?? 0) + moves[e.key])));
  };
  const activeCell = active !== null ? cells[active] : null;
  const activeDays = cells.filter((c) => c.trades > 0).length;
  return (
    <Panel title="Activity" className="span-3" action={<span className="badge">Last 90 days</span>}>
      {loading || !grid ? (
        <SkeletonBlock height={150} />
      ) : (
        <div className="calendar-wrap">
          <div className="calendar" style={{ gridTemplateColumns: `28px repeat(${CALENDAR_WEEKS}, 1fr)` }}>
            <span />
            {grid.monthLabels.map((m, w) => (
              <span key={w} className="calendar-month">
                {m}
              </span>
            ))}
            <div className="calendar-weekdays" aria-hidden="true">
              {WEEKDAYS.map((d, i) => (
                <span key={d}>{i % 2 === 1 ? d : ''}</span>
              ))}
            </div>
            <div
              className="calendar-cells"
              role="grid"
              aria-label={`Trading activity, ${activeDays} active days. Use the arrow keys to read each day, Enter to open its journal page.`}
              tabIndex={0}
              onKeyDown={onKeyDown}
              onFocus={() => setActive((i) => i ?? cells.reduce((last, c, idx) => (c.future ? last : idx), 0))}
              onBlur={() => setActive(null)}
              style={{ gridColumn: `2 / span ${CALENDAR_WEEKS}` }}
            >
              {grid.weeks.map((week, w) => (
                <div key={w} role="row" className="calendar-week">
                  {week.map((cell, d) => {
                    const index = w * 7 + d;
                    const tone = cell.future ? 'future' : calendarTone(cell.pnl, cell.trades);
                    return (
                      <span
                        key={cell.date}
                        role="gridcell"
                        aria-label={describe(cell, currency)}
                        data-tone={tone}
                        data-date={cell.date}
                        className={`calendar-cell tone-${tone}${active === index ? ' is-active' : ''}`}
                        onClick={() => openDay(cell)}
                        onPointerEnter={() => setActive(index)}
                        onPointerLeave={() => setActive(null)}
                      />
                    );
                  })}
                </div>
              ))}
            </div>
          </div>
          <div className="calendar-foot">
            <span className="calendar-caption" aria-live="polite">
              {activeCell ? describe(activeCell, currency) : 'Hover or focus a day to see its P&L'}
            </span>
            <span className="calendar-legend" aria-hidden="true">
              Loss
              {(['loss-3', 'loss-2', 'loss-1', 'none', 'profit-1', 'profit-2', 'profit-3'] as const).map((t) => (
                <span key={t} className={`calendar-cell tone-${t}`} />
              ))}
              Profit
            </span>
          </div>
        </div>
      )}
    </Panel>
  );
}

/** Memoized: the 30 s poll of the live figures re-renders the page, not this widget. */
export const ActivityCalendar = memo(ActivityCalendarWidget);
