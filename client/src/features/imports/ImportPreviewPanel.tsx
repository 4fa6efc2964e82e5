// The dry run: what the file would import, before anything is written — the detected format,
// the counts, the warnings (unmatched closes, skipped rows by kind, unreadable rows) and the
// first round trips. Executions the account already holds are counted as duplicates (the same
// rule as the import); the round trips are those the new executions would create or change.
import { formatDateTimeCompact, formatDecimal, formatPnl, pnlClass } from '../../lib/format';
import type { ImportPreviewResult, PreviewConversion } from './import-upload';

const money = (n: string | null, currency: string) => (n === null ? '—' : formatPnl(n, currency));

const rateText = (c: PreviewConversion) =>
  c.min_rate === c.max_rate ? formatDecimal(c.min_rate) : `${formatDecimal(c.min_rate)}–${formatDecimal(c.max_rate)}`;

/** Issue 27: every currency converted into the account's, at whose rate — figures are then all the account's. */
function Conversions({ conversions }: { conversions: PreviewConversion[] }) {
  if (!conversions.length) return null;
  return (
    <ul className="im-conversions" aria-label="Currency conversions" data-testid="import-conversions">
      {conversions.map((c) => (
        <li key={`${c.from}-${c.source}`}>
          {c.executions} {c.executions === 1 ? 'execution' : 'executions'} in {c.from} converted to {c.to} at{' '}
          {c.source === 'broker' ? 'the file’s own rate' : 'your exchange rates'}: 1 {c.from} = {rateText(c)} {c.to}
        </li>
      ))}
    </ul>
  );
}

function Warnings({ preview, accountName }: { preview: ImportPreviewResult; accountName: string }) {
  const unmatched = preview.round_trips.unmatched_closes;
  const brokerAccounts = preview.broker_accounts ?? [];
  const duplicates = preview.duplicates ?? 0;
  const missing = preview.missing_rates ?? [];
  const skipped = Object.entries(preview.rows_skipped);
  const notes = preview.warnings ?? [];
  if (
    !skipped.length &&
    !unmatched &&
    !preview.errors.length &&
    !duplicates &&
    brokerAccounts.length < 2 &&
    !missing.length &&
    !notes.length
  )
    return <p className="im-muted">No warnings.</p>;
  return (
    <ul className="im-warnings" aria-label="Warnings">
      {notes.map((note) => (
        <li key={note} className="im-warning" data-testid="import-warning">
          {note}
        </li>
      ))}
      {duplicates > 0 && (
        <li className="im-warning" data-testid="import-duplicates">
          {duplicates} {duplicates === 1 ? 'duplicate' : 'duplicates'} (already imported): skipped, they add nothing.
        </li>
      )}
      {brokerAccounts.length > 1 && (
        <li className="im-warning" data-testid="import-broker-accounts">
          The file holds accounts {brokerAccounts.join(', ')}; all rows go to {accountName}.
        </li>
      )}
      {missing.map((m) => (
        <li key={m.symbol} className="im-warning im-warning--error" data-testid="import-missing-rate">
          {m.message}
        </li>
      ))}
      {unmatched > 0 && (
        <li className="im-warning">
          {unmatched} unmatched {unmatched === 1 ? 'close' : 'closes'}: the opening lies before this file. Kept as
          executions, no P&L until the earlier period is imported.
        </li>
      )}
      {skipped.length > 0 && (
        <li className="im-warning">
          Skipped rows (not trades): {skipped.map(([kind, count]) => `${count} ${kind}`).join(', ')}
        </li>
      )}
      {preview.errors.map((e) => (
        <li key={`${e.row}-${e.message}`} className="im-warning im-warning--error">
          Row {e.row}: {e.message}
        </li>
      ))}
    </ul>
  );
}

export function ImportPreviewPanel({
  preview,
  timeZone,
  currency,
  accountName,
}: {
  preview: ImportPreviewResult;
  timeZone: string;
  currency: string;
  accountName: string;
}) {
  const rt = preview.round_trips;
  return (
    <section className="im-card" aria-labelledby="im-preview-title">
      <div className="im-card__header">
        <h2 id="im-preview-title" className="im-card__title">
          Preview
        </h2>
        <span className="badge">Nothing written yet</span>
      </div>
      <dl className="im-stats">
        <div className="im-stat">
          <dt>Detected format</dt>
          <dd data-testid="import-format">{preview.format}</dd>
        </div>
        <div className="im-stat">
          <dt>Rows</dt>
          <dd className="num">{preview.rows_total}</dd>
        </div>
        <div className="im-stat">
          <dt>Executions</dt>
          <dd className="num">{preview.executions}</dd>
        </div>
        <div className="im-stat">
          <dt>New</dt>
          <dd className="num">{preview.executions - (preview.duplicates ?? 0)}</dd>
        </div>
        {(preview.cash_flows ?? 0) + (preview.cash_flow_duplicates ?? 0) > 0 && (
          <div className="im-stat">
            <dt>Cash flows</dt>
            <dd className="num" data-testid="import-cash-flows">
              {preview.cash_flows ?? 0} new
              {preview.cash_flow_duplicates ? ` · ${preview.cash_flow_duplicates} already in the account` : ''}
            </dd>
          </div>
        )}
        <div className="im-stat">
          <dt>Round trips</dt>
          <dd className="num">
            {rt.closed} closed · {rt.open} open
          </dd>
        </div>
        <div className="im-stat">
          <dt>Net P&L</dt>
          <dd className={`num ${pnlClass(rt.net_pnl)}`}>{money(rt.net_pnl, currency)}</dd>
        </div>
      </dl>
      <Conversions conversions={preview.conversions ?? []} />
      <Warnings preview={preview} accountName={accountName} />
      {rt.first.length > 0 && (
        <div className="im-table-wrap">
          <table className="im-table">
            <caption className="im-caption">
              First {rt.first.length} round trips (times in {timeZone || 'your time zone'})
            </caption>
            <thead>
              <tr>
                <th scope="col">Symbol</th>
                <th scope="col">Side</th>
                <th scope="col">Qty</th>
                <th scope="col">Entry</th>
                <th scope="col">Exit</th>
                <th scope="col">Opened</th>
                <th scope="col">P&L</th>
              </tr>
            </thead>
            <tbody>
              {rt.first.map((t, i) => (
                <tr key={`${t.symbol}-${t.entry_date}-${i}`}>
                  <td>{t.symbol}</td>
                  <td>{t.trade_type}</td>
                  <td className="num">{formatDecimal(t.quantity)}</td>
                  <td className="num">{formatDecimal(t.entry_price)}</td>
                  <td className="num">{t.exit_price === null ? 'open' : formatDecimal(t.exit_price)}</td>
                  <td className="num">{formatDateTimeCompact(t.entry_date, timeZone || undefined)}</td>
                  <td className={`num ${pnlClass(t.pnl)}`}>{money(t.pnl, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
