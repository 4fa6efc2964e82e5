// True returns of the current account (issue 15), shown on the dashboard and in analytics: the
// time-weighted return (trading performance, blind to deposits and withdrawals), the money-
// weighted return (what the money actually in the account earned) and the % drawdown of the
// time-weighted index. Definitions: docs/money.md.
import { memo, useId } from 'react';
import { useAccountReturnsQuery } from '../__generated__/hooks';
import { Panel } from '../components/charts/Panel';
import { formatMoney, formatPnl, pnlClass } from '../lib/format';
import './cash-flows.css';

export const RETURN_TIPS = {
  twr: 'Time-weighted return: the growth of each day chained together, so deposits and withdrawals do not count as gains or losses. Use it to judge your trading.',
  mwr: 'Money-weighted return (IRR for the period, not annualised): what the money you actually had in the account earned, so it weighs the days when more money was in.',
  drawdown:
    'Largest fall of the time-weighted index from its peak: a withdrawal never creates a drawdown and a deposit never hides one.',
} as const;

/** A fraction (0.052) as "+5.20%". */
export function formatReturn(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '—';
  const pct = fraction * 100;
  return `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`;
}

function Term({ label, tip }: { label: string; tip: string }) {
  const tipId = useId();
  return (
    <span className="returns-term">
      {label}{' '}
      <button type="button" className="returns-info" aria-label={`About ${label}`} aria-describedby={tipId}>
        ?
      </button>
      <span role="tooltip" id={tipId} className="returns-tip">
        {tip}
      </span>
    </span>
  );
}

/** The figures' labels, in the order the loaded card shows them. */
const RETURN_LABELS = [
  'Time-weighted return',
  'Money-weighted return',
  'Max drawdown',
  'Balance (with deposits)',
  'Net deposits',
  'Trading P&L',
] as const;
const WITH_TIP = new Set<string>(RETURN_LABELS.slice(0, 3));

/**
 * While the returns load: the loaded grid's own labels (and tip buttons' room) with a dash per
 * figure, so the card already has its loaded height at every width and nothing below it moves
 * when the figures arrive (a fixed-height skeleton was a layout shift on a phone, where the grid
 * wraps to three rows). Hidden from assistive technology: the loaded card says it all.
 */
function ReturnsPlaceholder() {
  return (
    <dl className="returns-grid returns-grid--loading" aria-hidden="true">
      {RETURN_LABELS.map((label) => (
        <div key={label}>
          <dt>
            {WITH_TIP.has(label) ? (
              <span className="returns-term">
                {label} <span className="returns-info">?</span>
              </span>
            ) : (
              label
            )}
          </dt>
          <dd className="num">—</dd>
        </div>
      ))}
    </dl>
  );
}

function AccountReturnsCardWidget(props: {
  accountId: string;
  startDate?: string | null;
  endDate?: string | null;
  className?: string;
}) {
  const { accountId, startDate, endDate, className } = props;
  // Only the bounds given: "no bound" is the server's default period, not a null date.
  const variables = { accountId, ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
  const query = useAccountReturnsQuery({ variables });
  const { error } = query;
  const r = query.dataState === 'complete' ? query.data.account?.returns : undefined;
  return (
    <Panel title="Returns" className={className}>
      {error && !r ? (
        <p role="alert" className="form-error">
          Returns could not be loaded.
        </p>
      ) : !r ? (
        <ReturnsPlaceholder />
      ) : (
        <dl className="returns-grid" aria-label={`Returns from ${r.startDate} to ${r.endDate}`}>
          <div>
            <dt>
              <Term label="Time-weighted return" tip={RETURN_TIPS.twr} />
            </dt>
            <dd className={`num ${pnlClass(r.timeWeightedReturn)}`} data-testid="twr">
              {formatReturn(r.timeWeightedReturn)}
            </dd>
          </div>
          <div>
            <dt>
              <Term label="Money-weighted return" tip={RETURN_TIPS.mwr} />
            </dt>
            <dd className={`num ${pnlClass(r.moneyWeightedReturn)}`} data-testid="mwr">
              {formatReturn(r.moneyWeightedReturn)}
            </dd>
          </div>
          <div>
            <dt>
              <Term label="Max drawdown" tip={RETURN_TIPS.drawdown} />
            </dt>
            <dd className={`num ${r.maxDrawdownPct > 0 ? 'loss' : ''}`}>{formatReturn(-r.maxDrawdownPct)}</dd>
          </div>
          <div>
            <dt>Balance (with deposits)</dt>
            <dd className="num" data-testid="balance-end">
              {formatMoney(r.balanceEnd, r.currency)}
            </dd>
          </div>
          <div>
            <dt>Net deposits</dt>
            <dd className="num">{formatPnl(r.netFlows, r.currency)}</dd>
          </div>
          <div>
            <dt>Trading P&amp;L</dt>
            <dd className={`num ${pnlClass(r.tradingPnl)}`}>{formatPnl(r.tradingPnl, r.currency)}</dd>
          </div>
        </dl>
      )}
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const AccountReturnsCard = memo(AccountReturnsCardWidget);
