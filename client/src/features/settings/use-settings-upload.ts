// The first sign-in on a browser that kept the Settings tabs locally (before they moved to the
// server): a tab the server never saved, while this browser holds a copy of it, is uploaded once.
// The server then answers `saved: true` and its value wins from then on (docs/decisions.md).
import { useEffect, useRef } from 'react';
import { useUserSettingsQuery } from '../../__generated__/hooks';
import { GOALS_STORAGE_KEY, loadGoals } from './trading-goals';
import { loadRules, RULES_STORAGE_KEY } from './trading-rules';
import { loadNotificationSettings, NOTIFICATIONS_STORAGE_KEY } from './notification-settings';
import { useSaveNotificationSettings, useSaveTradingGoals, useSaveTradingRules } from './use-user-settings-mutations';

export function useUploadLocalSettingsOnce(): void {
  const { data, dataState } = useUserSettingsQuery({ fetchPolicy: 'network-only' });
  const saveGoals = useSaveTradingGoals();
  const saveRules = useSaveTradingRules();
  const saveNotifications = useSaveNotificationSettings();
  const done = useRef(false);
  const server = dataState === 'complete' ? data.settings : undefined;
  useEffect(() => {
    if (!server || done.current) return;
    done.current = true;
    const held = (key: string) => localStorage.getItem(key) !== null;
    const uploads: Promise<void>[] = [];
    if (!server.goals.saved && held(GOALS_STORAGE_KEY)) uploads.push(saveGoals(loadGoals(localStorage)));
    if (!server.tradingRules.saved && held(RULES_STORAGE_KEY)) uploads.push(saveRules(loadRules(localStorage)));
    if (!server.notifications.saved && held(NOTIFICATIONS_STORAGE_KEY))
      uploads.push(saveNotifications(loadNotificationSettings(localStorage)));
    // A failed upload is tried again at the next sign-in (the server still answers saved: false).
    void Promise.allSettled(uploads);
  }, [server, saveGoals, saveRules, saveNotifications]);
}
