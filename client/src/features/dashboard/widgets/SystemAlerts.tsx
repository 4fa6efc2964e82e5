// Rule-based alerts from the server, refreshed every 30 s, dismissible; the footer sums up today.
// The spec's rules are evaluated by the server with the account's risk profile where it restates
// them (daily loss limit, maximum trades per day; the spec's numbers without a profile). Above
// them, the loss-limit alert (issue 32): the daily loss and drawdown limits reached or close,
// from the live risk status, unless Settings → Notifications turned it off.
import { memo, useMemo } from 'react';
import { Panel, SkeletonBlock } from '../../../components/charts/Panel';
import { formatPnl, pnlClass } from '../../../lib/format';
import { useDismissedAlerts } from '../dismissed-alerts';
import type { RiskStatusCard_StatusFragment } from '../../../__generated__/graphql';
import type { AlertData, DailyStatsData } from '../dashboard-types';
import { riskAlerts } from '../risk-alerts';
import { LiveUnavailable } from './LiveUnavailable';

const LEVEL_ICON: Record<string, string> = { success: '✓', danger: '✕', warning: '!', info: 'i' };

interface SystemAlertsProps {
  alerts?: AlertData[];
  daily?: DailyStatsData;
  currency: string;
  loading: boolean;
  /** The live query failed: say so instead of showing a skeleton forever. */
  failed?: boolean;
  /** The account's risk status (pushed live): its loss and drawdown limits raise the loss-limit alert. */
  riskStatus?: RiskStatusCard_StatusFragment;
  /** Settings → Notifications "Alert me when I reach my daily loss limit" (on unless turned off). */
  lossLimitAlert?: boolean;
}

function SystemAlertsWidget({
  alerts,
  daily,
  currency,
  loading,
  failed = false,
  riskStatus,
  lossLimitAlert = true,
}: SystemAlertsProps) {
  const { dismissed, dismiss } = useDismissedAlerts();
  const limits = useMemo(
    () => (lossLimitAlert ? riskAlerts(riskStatus, currency) : []),
    [lossLimitAlert, riskStatus, currency],
  );
  // The spec's alerts always show as the spec words them (its "Daily Loss Warning" included, even
  // when the loss limit's own alert is there too): they are the contract.
  const visible = [...limits, ...(alerts ?? [])].filter((a) => !dismissed.has(a.id));
  const footer = (
    <div className="alerts-foot">
      <span>
        Today: <strong className="num">{daily?.totalTrades ?? 0}</strong> trades
      </span>
      <span>
        P&L:{' '}
        <strong className={`num ${pnlClass(daily?.dailyPnl)}`}>
          {daily ? formatPnl(daily.dailyPnl, currency) : '—'}
        </strong>
      </span>
      <span>
        Alerts:{' '}
        <strong className="num" data-testid="alert-count">
          {visible.length}
        </strong>
      </span>
    </div>
  );
  return (
    <Panel title="System Alerts" footer={footer}>
      {failed ? (
        <LiveUnavailable />
      ) : loading || !alerts ? (
        <div className="stack">
          <SkeletonBlock height={48} />
          <SkeletonBlock height={48} />
        </div>
      ) : visible.length === 0 ? (
        <p className="empty-state">No alerts at the moment</p>
      ) : (
        <ul className="alert-list">
          {visible.map((a) => (
            <li key={a.id} className={`alert alert-${a.level}`} data-level={a.level}>
              <span className="alert-icon" aria-hidden="true">
                {LEVEL_ICON[a.level] ?? 'i'}
              </span>
              <div className="alert-text">
                <strong>{a.title}</strong>
                <span>{a.message}</span>
              </div>
              <button
                type="button"
                className="alert-dismiss"
                aria-label={`Dismiss alert: ${a.title}`}
                onClick={() => dismiss(a.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

// Memoized: the screen re-renders on each query result; unchanged props skip this card then.
export const SystemAlerts = memo(SystemAlertsWidget);
