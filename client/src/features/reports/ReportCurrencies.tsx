// All accounts in several currencies: P&L per account currency and, when every rate is known,
// the total in the base currency (server-side conversion at each exit day's rate); otherwise the
// server's notice naming the missing rates — never a sum of different currencies.
import { useReportCurrenciesQuery } from '../../__generated__/hooks';
import { formatPercent, formatPnl } from '../../lib/format';

export function ReportCurrencies({ from, to }: { from: string | null; to: string }) {
  const { data, dataState } = useReportCurrenciesQuery({ variables: { from, to } });
  const summary = dataState === 'complete' ? data.analytics.currencySummary : null;
  if (!summary || summary.currencies.length < 2) return null;
  const rows = summary.converted ? [...summary.currencies, summary.converted] : summary.currencies;
  return (
    <section className="rp-card" aria-labelledby="report-currencies-title">
      <h2 id="report-currencies-title" className="rp-card__title">
        Currencies (base {summary.baseCurrency ?? '—'})
      </h2>
      {summary.notice && (
        <p className="rp-error" role="status">
          {summary.notice} Missing: {summary.missingRates.map((m) => `${m.currency} ${m.from} – ${m.to}`).join('; ')}
        </p>
      )}
      <dl className="rp-stats__grid">
        {rows.map((f, i) => (
          <div key={`${f.currency}-${i}`} className="rp-stat">
            <dt>{i === summary.currencies.length ? `Total in ${f.currency}` : f.currency}</dt>
            <dd className="num">{formatPnl(f.totalPnl, f.currency)}</dd>
            <dd className="rp-muted rp-stat__detail">
              {f.totalTrades} trades · {formatPercent(f.winRate)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
