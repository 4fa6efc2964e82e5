import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { removeSplashOnContent } from './boot/boot-splash';
import { warmIcuOffMainThread } from './lib/warm-icu';
import { readToken } from './session/token-store';
import './styles/theme.css';

// With a stored session, start the signed-in app's code and the screen's data now, in parallel
// with the session check (a separate chunk: /login never loads it). The signed-in screens format
// money and dates as soon as their data is in: the formatters' one-time set-up runs on a worker
// meanwhile (the login screen formats nothing; signing in starts it there, see SessionProvider).
const SIGNED_OUT_PATHS = ['/login', '/reset-password'];
if (readToken() && !SIGNED_OUT_PATHS.includes(location.pathname)) {
  warmIcuOffMainThread();
  void import('./boot/start-signed-in')
    .then((m) => m.startSignedIn(location.pathname, location.search))
    .catch(() => undefined);
}

const root = document.getElementById('root')!;
removeSplashOnContent(root);
// In a transition, React renders in slices of ~5 ms and yields to the browser between them; a
// plain first render is one task however large the tree (a long task on a slow phone).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
