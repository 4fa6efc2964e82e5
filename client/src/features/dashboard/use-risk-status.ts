// The risk status card's data (issue 32): read once, then pushed by the server's riskStatusChanged
// after every write that may change it (a trade, a cash flow, the profile) while the live socket
// is up; polled on the dashboard's 30 s clock while it is not.
import { useEffect, useState } from 'react';
import {
  DashboardRiskStatusChangedDocument,
  type DashboardRiskStatusChangedSubscription,
  type RiskStatusCard_StatusFragment,
} from '../../__generated__/graphql';
import { useDashboardRiskStatusQuery } from '../../__generated__/hooks';
import { isLive, liveSubscribe, useLiveState } from '../../session/live-status';
import { POLL_INTERVAL_MS, useVisibleInterval } from './use-dashboard-data';

export function useRiskStatus(accountId: string) {
  const query = useDashboardRiskStatusQuery({ variables: { accountId } });
  const [pushed, setPushed] = useState<{ accountId: string; status: RiskStatusCard_StatusFragment } | null>(null);
  const live = useLiveState();
  useEffect(() => {
    const subscribe = live === 'live' ? liveSubscribe() : null;
    if (!subscribe) return;
    return subscribe<DashboardRiskStatusChangedSubscription>(
      DashboardRiskStatusChangedDocument,
      { accountId },
      {
        next: ({ data }) => {
          if (data?.riskStatusChanged) setPushed({ accountId, status: data.riskStatusChanged });
        },
        error: () => undefined, // the poll below takes over while the socket is down
        complete: () => undefined,
      },
    );
  }, [accountId, live]);
  useVisibleInterval(() => {
    if (!isLive()) void query.refetch().catch(() => undefined);
  }, POLL_INTERVAL_MS);
  const read = query.dataState === 'complete' ? query.data.account?.riskStatus : undefined;
  const status = pushed && pushed.accountId === accountId ? pushed.status : read;
  // The loss-limit alert's preference (Settings → Notifications); on by default.
  const lossLimitAlert = query.dataState === 'complete' ? query.data.settings.notifications.lossLimitAlert : true;
  return {
    status,
    lossLimitAlert,
    loading: !status && query.loading,
    failed: !status && !!query.error,
    refetch: query.refetch,
  };
}
