// Saving a Settings tab on the server, one hook per mutation. Each answer is a singleton in the
// cache (apollo/type-policies.ts), so the UserSettings query follows with no refetch. What was
// sent is also written to this browser's copy at once, so an unreachable server keeps the change
// here (until the server next answers: its value wins).
import { useCallback } from 'react';
import {
  useSaveGoalsMutation,
  useSaveNotificationSettingsMutation,
  useSaveTradingRulesMutation,
} from '../../__generated__/hooks';
import { goalsToInput, saveGoals, type TradingGoals } from './trading-goals';
import { rulesToInput, saveRules, type TradingRule } from './trading-rules';
import { saveNotificationSettings, type NotificationSettings } from './notification-settings';

export function useSaveTradingGoals(): (goals: TradingGoals) => Promise<void> {
  const [mutate] = useSaveGoalsMutation();
  return useCallback(
    async (goals: TradingGoals) => {
      saveGoals(localStorage, goals);
      await mutate({ variables: { input: goalsToInput(goals) } });
    },
    [mutate],
  );
}

export function useSaveTradingRules(): (rules: readonly TradingRule[]) => Promise<void> {
  const [mutate] = useSaveTradingRulesMutation();
  return useCallback(
    async (rules: readonly TradingRule[]) => {
      saveRules(localStorage, rules);
      await mutate({ variables: { rules: rulesToInput(rules) } });
    },
    [mutate],
  );
}

export function useSaveNotificationSettings(): (settings: NotificationSettings) => Promise<void> {
  const [mutate] = useSaveNotificationSettingsMutation();
  return useCallback(
    async (settings: NotificationSettings) => {
      saveNotificationSettings(localStorage, settings);
      await mutate({
        variables: { input: { dailySummary: settings.dailySummary, lossLimitAlert: settings.dailyLossAlert } },
      });
    },
    [mutate],
  );
}
