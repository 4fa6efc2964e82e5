// /journal/days: a month calendar of the day journal for the current account (or all accounts).
// Each day links to its page; a day with an entry shows its mood and the day's P&L.
import { useContext } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useJournalDaysMonthQuery } from '../../../__generated__/hooks';
import { useCurrentAccount } from '../../../accounts/current-account';
import { formatPnl, pnlClass } from '../../../lib/format';
import { SessionContext } from '../../../session/session-context';
import { JournalTabs } from '../JournalTabs';
import { dayPath, monthGrid, monthOf, monthTitle, shiftMonth, todayIn } from './day-dates';
import '../journal.css';
import './days.css';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
export const MOODS = ['', 'Awful', 'Poor', 'Okay', 'Good', 'Great'];

export default function DaysPage() {
  const { accountId, account, loading: accountsLoading = false } = useCurrentAccount();
  const timeZone = useContext(SessionContext)?.user?.timezone;
  const today = todayIn(timeZone);
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : today.slice(0, 7);
  const { first, last } = monthOf(`${month}-01`);
  const { data, dataState, previousData, loading, error } = useJournalDaysMonthQuery({
    variables: { from: first, to: last, accountId },
    skip: accountsLoading,
    fetchPolicy: 'cache-and-network',
  });
  const entries = new Map((dataState === 'complete' ? data : previousData)?.journalDays.map((d) => [d.date, d]) ?? []);
  const go = (n: number) => setParams({ month: shiftMonth(month, n) }, { replace: true });
  const currency = account?.currency ?? 'USD';

  return (
    <section className="jr-page" aria-labelledby="days-title">
      <header className="jr-header">
        <h1 id="days-title" className="jr-title">
          Trading Journal
        </h1>
        <JournalTabs />
      </header>
      <div className="jr-panel dy-month">
        <div className="dy-month__bar">
          <button type="button" className="btn btn--ghost" onClick={() => go(-1)} aria-label="Previous month">
            ‹
          </button>
          <h2 className="dy-month__title" aria-live="polite">
            {monthTitle(month)} · {account ? account.name : 'All accounts'}
          </h2>
          <button type="button" className="btn btn--ghost" onClick={() => go(1)} aria-label="Next month">
            ›
          </button>
          <Link className="btn btn--primary dy-today" to={dayPath(today, accountId)}>
            Today
          </Link>
        </div>
        {error && (
          <p className="jr-error" role="alert">
            Could not load the journal: {error.message}
          </p>
        )}
        <div className="dy-grid" role="grid" aria-label={`Days of ${monthTitle(month)}`} aria-busy={loading}>
          <div role="row" className="dy-row dy-row--head">
            {WEEKDAYS.map((d) => (
              <span role="columnheader" key={d} className="dy-head">
                {d}
              </span>
            ))}
          </div>
          {monthGrid(month).map((week, w) => (
            <div role="row" className="dy-row" key={w}>
              {week.map((date, i) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    today={date === today}
                    entry={entries.get(date)}
                    accountId={accountId}
                    currency={currency}
                  />
                ) : (
                  <span role="gridcell" key={`x${i}`} className="dy-cell dy-cell--out" />
                ),
              )}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

function DayCell({
  date,
  today,
  entry,
  accountId,
  currency,
}: {
  date: string;
  today: boolean;
  entry?: { mood?: number | null; figures: { trades: number; netPnl: string } };
  accountId: string | null;
  currency: string;
}) {
  const label = entry
    ? `${date}: journal entry${entry.mood ? `, mood ${MOODS[entry.mood]}` : ''}, ${entry.figures.trades} trades`
    : `${date}: no entry`;
  return (
    <span role="gridcell" className={`dy-cell${today ? ' is-today' : ''}${entry ? ' has-entry' : ''}`}>
      <Link to={dayPath(date, accountId)} aria-label={label} className="dy-cell__link">
        <span className="dy-cell__day">{Number(date.slice(8))}</span>
        {entry && (
          <>
            {entry.mood ? <span className="dy-cell__mood">{'★'.repeat(entry.mood)}</span> : <span className="dy-dot" />}
            {entry.figures.trades > 0 && (
              <span className={`dy-cell__pnl ${pnlClass(entry.figures.netPnl)}`}>
                {formatPnl(entry.figures.netPnl, currency)}
              </span>
            )}
          </>
        )}
      </Link>
    </span>
  );
}
