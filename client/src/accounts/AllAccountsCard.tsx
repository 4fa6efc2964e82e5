// The dashboard's "All accounts" figures when the accounts are in several currencies (issue 15):
// the total P&L and the balance with deposits and withdrawals, converted by the server to the base
// currency at each day's rate; where a rate is missing, the figures per currency with the
// server's notice naming the missing rates, never a sum of different currencies.
import { memo } from 'react';
import { useAllAccountsMoneyQuery } from '../__generated__/hooks';
import { Panel } from '../components/charts/Panel';
import { formatMoney, formatPnl, pnlClass } from '../lib/format';
import { useAccounts } from './use-accounts';

function AllAccountsFigures() {
  const query = useAllAccountsMoneyQuery();
  const a = query.dataState === 'complete' ? query.data.analytics : undefined;
  const summary = a?.currencySummary;
  if (!a || !summary) return <p className="muted">Loading…</p>;
  const balances = a.balanceCurve.series;
  const pnlRows = summary.converted ? [summary.converted] : summary.currencies;
  return (
    <>
      {summary.notice && (
        <p className="form-error" role="status" data-testid="all-accounts-notice">
          {summary.notice} Missing: {summary.missingRates.map((m) => `${m.currency} ${m.from} – ${m.to}`).join('; ')}
        </p>
      )}
      <dl className="returns-grid" aria-label="All accounts">
        {pnlRows.map((r) => (
          <div key={`pnl-${r.currency}`}>
            <dt>{summary.converted ? `Total P&L in ${r.currency}` : `P&L in ${r.currency}`}</dt>
            <dd className={`num ${pnlClass(r.totalPnl)}`} data-testid="all-accounts-pnl">
              {formatPnl(r.totalPnl, r.currency)}
            </dd>
          </div>
        ))}
        {balances.map((s) => (
          <div key={`balance-${s.currency}`}>
            <dt>Balance in {s.currency}</dt>
            <dd className="num" data-testid="all-accounts-balance">
              {formatMoney(s.finalBalance, s.currency)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** Shown only when the viewer's accounts use more than one currency (one currency needs no conversion). */
function AllAccountsCardWidget({ className }: { className?: string }) {
  const { accounts } = useAccounts();
  const currencies = new Set(accounts?.map((x) => x.currency));
  if (currencies.size < 2) return null;
  return (
    <Panel title="All accounts" className={className}>
      <AllAccountsFigures />
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const AllAccountsCard = memo(AllAccountsCardWidget);
