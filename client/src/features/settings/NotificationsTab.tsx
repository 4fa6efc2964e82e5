// Notifications: the spec's two checkboxes, saved to the account as soon as they change (with
// this browser's copy).
import { useId, useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { SAVED_LOCALLY_MESSAGE } from './settings-offline';
import type { NotificationSettings } from './notification-settings';
import { useUserSettings } from './use-user-settings';
import { useSaveNotificationSettings } from './use-user-settings-mutations';

const OPTIONS: readonly { key: keyof NotificationSettings; label: string }[] = [
  { key: 'dailySummary', label: 'Send me daily trading summary' },
  { key: 'dailyLossAlert', label: 'Alert me when I reach my daily loss limit' },
];

export function NotificationsTab() {
  const { notifications } = useUserSettings();
  return <NotificationChoices key={JSON.stringify(notifications)} initial={notifications} />;
}

function NotificationChoices({ initial }: { initial: NotificationSettings }) {
  const id = useId();
  const notify = useNotify();
  const save = useSaveNotificationSettings();
  const [settings, setSettings] = useState<NotificationSettings>(initial);
  const toggle = (key: keyof NotificationSettings, checked: boolean) => {
    const next = { ...settings, [key]: checked };
    setSettings(next);
    save(next).catch(() => notify(SAVED_LOCALLY_MESSAGE, 'error'));
  };
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Notifications</h2>
      <p className="st-muted">Saved to your account as soon as you change them.</p>
      <div className="st-stack">
        {OPTIONS.map((o) => (
          <div key={o.key} className="st-checkbox">
            <input
              id={`${id}-${o.key}`}
              type="checkbox"
              checked={settings[o.key]}
              onChange={(e) => toggle(o.key, e.target.checked)}
            />
            <label htmlFor={`${id}-${o.key}`}>{o.label}</label>
          </div>
        ))}
      </div>
    </div>
  );
}
