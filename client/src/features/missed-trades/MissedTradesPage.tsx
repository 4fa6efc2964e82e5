// /playbooks/missed (issue 30 item 2): setups seen but not taken, newest first, narrowed to one
// playbook through the address (?playbook=…), logged, edited and deleted here. Reached from the
// Playbooks screen (its link and each card's "missed" count).
import { useContext, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MissedTradeRow_MissedTradeFragment } from '../../__generated__/graphql';
import { useMissedTradesScreenQuery } from '../../__generated__/hooks';
import { browserTimeZone } from '../../components/date-time-picker/zoned-time';
import { formatDateTime } from '../../lib/format';
import { useUrlParams } from '../../lib/use-url-params';
import { SessionContext } from '../../session/session-context';
import { DeleteMissedTradeDialog } from './DeleteMissedTradeDialog';
import { MissedTradeDialog } from './MissedTradeDialog';
import './missed-trades.css';

/** "+2", "-0.5": planned R exactly as stored, signed. */
export const formatPlannedR = (r: string) => (r.startsWith('-') || r === '0' ? r : `+${r}`);

type Editing = { mode: 'new' } | { mode: 'edit'; missedTrade: MissedTradeRow_MissedTradeFragment };

export default function MissedTradesPage() {
  const [params, updateParams] = useUrlParams();
  const playbookId = params.get('playbook') || null;
  const timeZone = useContext(SessionContext)?.user?.timezone ?? browserTimeZone();
  // cache-and-network: another filter's list may be older than a change made under this one.
  const { data, dataState, previousData, error, loading } = useMissedTradesScreenQuery({
    variables: { playbookId },
    fetchPolicy: 'cache-and-network',
  });
  const shown = dataState === 'complete' ? data : previousData;
  const playbooks = shown?.playbooks ?? [];
  const list = shown?.missedTrades ?? [];
  const playbookName = (id: string | null | undefined) => playbooks.find((p) => p.id === id)?.name ?? null;
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<MissedTradeRow_MissedTradeFragment | null>(null);

  const setFilter = (id: string) =>
    updateParams((latest) => {
      if (id) latest.set('playbook', id);
      else latest.delete('playbook');
      return latest;
    });

  return (
    <section className="mt-page" aria-labelledby="missed-title">
      <header className="mt-header">
        <div>
          <Link to="/playbooks" className="mt-back">
            ← Playbooks
          </Link>
          <h1 id="missed-title" className="mt-title">
            Missed trades
          </h1>
          <p className="mt-muted">Setups you saw but did not take, so hesitation shows up next to your trades.</p>
        </div>
        <button type="button" className="btn btn--primary" onClick={() => setEditing({ mode: 'new' })}>
          <span aria-hidden="true">+</span> Log missed trade
        </button>
      </header>
      <div className="mt-toolbar">
        <label className="mt-filter">
          Playbook
          <select className="select" value={playbookId ?? ''} onChange={(e) => setFilter(e.target.value)}>
            <option value="">All playbooks</option>
            {playbooks.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <p className="mt-muted mt-count" aria-live="polite" data-testid="missed-count">
          {loading && !shown ? 'Loading…' : `${list.length} missed ${list.length === 1 ? 'trade' : 'trades'}`}
        </p>
      </div>
      {error && (
        <p className="mt-error" role="alert">
          Could not load missed trades: {error.message}
        </p>
      )}
      {shown && list.length === 0 && (
        <p className="mt-empty">
          {playbookId ? 'No missed trades for this playbook yet.' : 'No missed trades yet.'} Log one when you see a
          setup and let it go.
        </p>
      )}
      {list.length > 0 && (
        <table className="mt-table" aria-label="Missed trades">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Symbol</th>
              <th scope="col">Playbook</th>
              <th scope="col" className="mt-right">
                Planned R
              </th>
              <th scope="col">Note</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((m) => {
              const label = `${m.symbol} of ${formatDateTime(m.time, timeZone)}`;
              return (
                <tr key={m.id} data-testid="missed-row">
                  <td data-label="Time">
                    <time dateTime={m.time}>{formatDateTime(m.time, timeZone)}</time>
                  </td>
                  <td data-label="Symbol" className="mt-symbol">
                    {m.symbol}
                  </td>
                  <td data-label="Playbook">{playbookName(m.playbookId) ?? <span className="mt-muted">—</span>}</td>
                  <td data-label="Planned R" className="mt-right num">
                    {formatPlannedR(m.plannedR)} R
                  </td>
                  <td data-label="Note" className="mt-note">
                    {m.note ?? <span className="mt-muted">—</span>}
                  </td>
                  <td className="mt-actions">
                    <button
                      type="button"
                      className="btn btn--ghost"
                      aria-label={`Edit missed trade ${label}`}
                      onClick={() => setEditing({ mode: 'edit', missedTrade: m })}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost mt-danger"
                      aria-label={`Delete missed trade ${label}`}
                      onClick={() => setDeleting(m)}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {editing && (
        <MissedTradeDialog
          missedTrade={editing.mode === 'edit' ? editing.missedTrade : null}
          playbooks={playbooks}
          defaultPlaybookId={playbookId ?? ''}
          timeZone={timeZone}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteMissedTradeDialog
          missedTrade={deleting}
          description={`${deleting.symbol} · ${formatDateTime(deleting.time, timeZone)}`}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
