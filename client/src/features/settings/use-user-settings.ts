// The Settings tabs' values: the server's when it has saved them (and then copied into this
// browser), else this browser's copy (offline, or a tab the server never saved: the copy is what
// the upload in use-settings-upload.ts sends). See docs/decisions.md "Settings on the server".
import { useEffect, useMemo } from 'react';
import { useUserSettingsQuery } from '../../__generated__/hooks';
import { GOALS_STORAGE_KEY, goalsFromServer, loadGoals, saveGoals, type TradingGoals } from './trading-goals';
import { loadRules, RULES_STORAGE_KEY, rulesFromServer, saveRules, type TradingRule } from './trading-rules';
import {
  loadNotificationSettings,
  NOTIFICATIONS_STORAGE_KEY,
  notificationsFromServer,
  saveNotificationSettings,
  type NotificationSettings,
} from './notification-settings';

export interface UserSettingsView {
  goals: TradingGoals;
  rules: readonly TradingRule[];
  notifications: NotificationSettings;
  /** True once the server answered (until then the values are this browser's copy). */
  fromServer: boolean;
}

export const SETTINGS_COPY_KEYS = [GOALS_STORAGE_KEY, RULES_STORAGE_KEY, NOTIFICATIONS_STORAGE_KEY] as const;

export function useUserSettings(): UserSettingsView {
  const { data, dataState } = useUserSettingsQuery({ fetchPolicy: 'cache-and-network' });
  const server = dataState === 'complete' ? data.settings : undefined;
  // Server wins: a tab it has saved replaces this browser's copy.
  useEffect(() => {
    if (!server) return;
    if (server.goals.saved) saveGoals(localStorage, goalsFromServer(server.goals));
    if (server.tradingRules.saved) saveRules(localStorage, rulesFromServer(server.tradingRules));
    if (server.notifications.saved)
      saveNotificationSettings(localStorage, notificationsFromServer(server.notifications));
  }, [server]);
  return useMemo(
    () => ({
      goals: server?.goals.saved ? goalsFromServer(server.goals) : loadGoals(localStorage),
      rules: server?.tradingRules.saved ? rulesFromServer(server.tradingRules) : loadRules(localStorage),
      notifications: server?.notifications.saved
        ? notificationsFromServer(server.notifications)
        : loadNotificationSettings(localStorage),
      fromServer: !!server,
    }),
    [server],
  );
}
