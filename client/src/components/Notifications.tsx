// Non-blocking, accessible notifications (role="alert") replacing the spec's browser alerts.
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import './notifications.css';

export type NotificationKind = 'error' | 'success' | 'info';
interface Notice {
  id: number;
  message: string;
  kind: NotificationKind;
}
interface NotifyValue {
  notify(message: string, kind?: NotificationKind): void;
}

const NotifyContext = createContext<NotifyValue>({ notify: () => undefined });
export const useNotify = (): NotifyValue['notify'] => useContext(NotifyContext).notify;

const VISIBLE_MS = 6000;

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (message: string, kind: NotificationKind = 'error') => {
      const id = nextId.current++;
      setNotices((list) => [...list.slice(-3), { id, message, kind }]);
      setTimeout(() => dismiss(id), VISIBLE_MS);
    },
    [dismiss],
  );
  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <div className="notifications" aria-live="assertive">
        {notices.map((n) => (
          <div key={n.id} role="alert" className={`notice notice--${n.kind}`}>
            <span>{n.message}</span>
            <button
              type="button"
              className="icon-button"
              aria-label="Dismiss notification"
              onClick={() => dismiss(n.id)}
            >
              ×
            </button>
          </div>
        ))}
      </div>
    </NotifyContext.Provider>
  );
}
