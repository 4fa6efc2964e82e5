// Today's standing against the account's risk rules (issue 32): each limit's distance in money
// and percent and its state (ok / warning within 20 % / breached), each objective met or open.
// Pushed live after every trade write; open trades count at their entry price, said below.
import { memo, useState } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import type { RiskStatusCard_StatusFragment } from '../../../__generated__/graphql';
import { RiskRulesDialog } from '../RiskRulesDialog';
import { LiveUnavailable } from './LiveUnavailable';
import { distanceText } from './risk-distance';

type Rule = RiskStatusCard_StatusFragment['rules'][number];

export const RULE_LABELS: Record<string, string> = {
  daily_loss_limit: 'Daily loss limit',
  max_drawdown: 'Max drawdown',
  max_trades_per_day: 'Trades today',
  max_position_size: 'Position size',
  trading_hours: 'Trading hours',
  consistency: 'Consistency',
  profit_target: 'Profit target',
  min_trading_days: 'Trading days',
  daily_profit_target: 'Daily profit target',
  win_rate_target: 'Win rate target',
};
const STATUS_WORDS: Record<string, string> = {
  ok: 'OK',
  warning: 'Warning',
  breached: 'Breached',
  met: 'Met',
  open: 'Open',
};
function RuleRow({ r, currency }: { r: Rule; currency: string }) {
  return (
    <li className={`risk-rule is-${r.status}`} data-rule={r.rule} data-status={r.status}>
      <span className="risk-rule-label">{RULE_LABELS[r.rule] ?? r.rule}</span>
      <span className="risk-rule-distance num">{r.status === 'met' ? 'Reached' : distanceText(r, currency)}</span>
      <span className={`risk-badge is-${r.status}`}>{STATUS_WORDS[r.status] ?? r.status}</span>
    </li>
  );
}

function RiskStatusCardView({
  accountId,
  status,
  currency,
  loading,
  failed,
}: {
  accountId: string;
  status?: RiskStatusCard_StatusFragment;
  currency: string;
  loading: boolean;
  failed: boolean;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Panel
      title="Risk Status"
      className="risk-status-card span-3"
      action={
        <span className="risk-card-actions">
          {status && (
            <span className={`risk-badge is-${status.status}`} data-testid="risk-overall">
              {STATUS_WORDS[status.status]}
            </span>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => setEditing(true)}>
            Edit rules
          </button>
        </span>
      }
      footer={
        status && (
          <span className="muted">
            Trading day {status.day}
            {status.openPositions > 0 &&
              ` · ${status.openPositions} open position${status.openPositions === 1 ? '' : 's'} at entry price (no price feed)`}
          </span>
        )
      }
    >
      {failed ? (
        <LiveUnavailable />
      ) : loading || !status ? (
        <div className="stack">
          {Array.from({ length: 3 }, (_, i) => (
            <SkeletonBlock key={i} height={24} />
          ))}
        </div>
      ) : status.rules.length === 0 ? (
        <p className="muted">No risk rules set.</p>
      ) : (
        <ul className="risk-rule-list">
          {status.rules.map((r) => (
            <RuleRow key={r.rule} r={r} currency={currency} />
          ))}
        </ul>
      )}
      {editing && <RiskRulesDialog accountId={accountId} onClose={() => setEditing(false)} />}
    </Panel>
  );
}

export const RiskStatusCard = memo(RiskStatusCardView);
