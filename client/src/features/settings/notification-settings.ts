// Notification preferences (spec: two checkboxes). Kept on the server per user (issue 30 item 3);
// localStorage `notificationSettings` holds this browser's copy in its original shape.
import type { NotificationsTab_NotificationsFragment } from '../../__generated__/graphql';

export interface NotificationSettings {
  dailySummary: boolean;
  dailyLossAlert: boolean;
}

/** The loss-limit alert is on unless the trader opts out (issue 32; the server's default too). */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { dailySummary: false, dailyLossAlert: true };
export const NOTIFICATIONS_STORAGE_KEY = 'notificationSettings';

export function loadNotificationSettings(storage: Pick<Storage, 'getItem'>): NotificationSettings {
  try {
    const parsed = JSON.parse(
      storage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? '{}',
    ) as Partial<NotificationSettings> | null;
    return {
      dailySummary: typeof parsed?.dailySummary === 'boolean' ? parsed.dailySummary : false,
      dailyLossAlert: typeof parsed?.dailyLossAlert === 'boolean' ? parsed.dailyLossAlert : true,
    };
  } catch {
    return DEFAULT_NOTIFICATION_SETTINGS;
  }
}

export function saveNotificationSettings(storage: Pick<Storage, 'setItem'>, settings: NotificationSettings): void {
  storage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(settings));
}

export const notificationsFromServer = (n: NotificationsTab_NotificationsFragment): NotificationSettings => ({
  dailySummary: n.dailySummary,
  dailyLossAlert: n.lossLimitAlert,
});
