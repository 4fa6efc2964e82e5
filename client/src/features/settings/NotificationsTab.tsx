// Notifications: the spec's two checkboxes, saved in this browser as soon as they change.
import { useEffect, useId, useState } from 'react';
import { loadNotificationSettings, saveNotificationSettings, type NotificationSettings } from './notification-settings';

const OPTIONS: readonly { key: keyof NotificationSettings; label: string }[] = [
  { key: 'dailySummary', label: 'Send me daily trading summary' },
  { key: 'dailyLossAlert', label: 'Alert me when I reach my daily loss limit' },
];

export function NotificationsTab() {
  const id = useId();
  const [settings, setSettings] = useState<NotificationSettings>(() => loadNotificationSettings(localStorage));
  useEffect(() => saveNotificationSettings(localStorage, settings), [settings]);
  return (
    <div className="st-form">
      <h2 className="st-panel__title">Notifications</h2>
      <p className="st-muted">Saved in this browser as soon as you change them.</p>
      <div className="st-stack">
        {OPTIONS.map((o) => (
          <div key={o.key} className="st-checkbox">
            <input
              id={`${id}-${o.key}`}
              type="checkbox"
              checked={settings[o.key]}
              onChange={(e) => setSettings((s) => ({ ...s, [o.key]: e.target.checked }))}
            />
            <label htmlFor={`${id}-${o.key}`}>{o.label}</label>
          </div>
        ))}
      </div>
    </div>
  );
}
