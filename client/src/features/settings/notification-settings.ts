// Notification preferences (spec: two checkboxes, kept in this browser only).
export interface NotificationSettings {
  dailySummary: boolean;
  dailyLossAlert: boolean;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = { dailySummary: false, dailyLossAlert: false };
export const NOTIFICATIONS_STORAGE_KEY = 'notificationSettings';

export function loadNotificationSettings(storage: Pick<Storage, 'getItem'>): NotificationSettings {
  try {
    const parsed = JSON.parse(
      storage.getItem(NOTIFICATIONS_STORAGE_KEY) ?? '{}',
    ) as Partial<NotificationSettings> | null;
    return {
      dailySummary: parsed?.dailySummary === true,
      dailyLossAlert: parsed?.dailyLossAlert === true,
    };
  } catch {
    return DEFAULT_NOTIFICATION_SETTINGS;
  }
}

export function saveNotificationSettings(storage: Pick<Storage, 'setItem'>, settings: NotificationSettings): void {
  storage.setItem(NOTIFICATIONS_STORAGE_KEY, JSON.stringify(settings));
}
