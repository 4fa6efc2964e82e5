// The non-blocking "connection lost" state: a polite status line over the page while the server
// (or its database) is unreachable. Nothing is disabled and nobody is signed out; it disappears
// by itself when the connection returns (see session/connection-status.ts).
import { useConnectionState } from '../session/connection-status';
import './connection-banner.css';

export function ConnectionBanner() {
  const state = useConnectionState();
  if (state === 'online') return null;
  return (
    <div role="status" aria-live="polite" className="connection-banner">
      <span className="connection-banner__dot" aria-hidden="true" />
      Connection lost — retrying…
    </div>
  );
}
