// Top-level routes. Only the login screen is in the first bundle; everything behind the session
// (Apollo Client, the shell, forms, charts, the explorer) loads lazily.
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ConnectionBanner } from '../components/ConnectionBanner';
import { NotificationsProvider } from '../components/Notifications';
import { BootScreen } from '../components/BootScreen';
import { useBootSplashShown } from '../boot/boot-splash';
import LoginPage from '../features/auth/LoginPage';
import { SessionProvider } from '../session/SessionProvider';
import { useSession } from '../session/session-context';

const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
// Public: whoever was handed a signed statement checks it here (issue 35 item 5).
const VerifyStatementPage = lazy(() => import('../features/statements/VerifyStatementPage'));

/** The app's loading screen, drawn only once the document's own splash is gone. */
function Starting() {
  return <BootScreen splashShown={useBootSplashShown()} />;
}

function LoginRoute() {
  const { status } = useSession();
  if (status === 'checking') return <Starting />;
  return status === 'authenticated' ? <Navigate to="/" replace /> : <LoginPage />;
}

function SignedInRoutes() {
  const { status } = useSession();
  if (status === 'checking') return <Starting />;
  if (status === 'anonymous') return <Navigate to="/login" replace />;
  return <AuthenticatedApp />;
}

export function App() {
  return (
    <BrowserRouter>
      <NotificationsProvider>
        <SessionProvider>
          <ConnectionBanner />
          <Suspense fallback={<Starting />}>
            <Routes>
              <Route path="/login" element={<LoginRoute />} />
              <Route path="/reset-password" element={<ResetPasswordPage />} />
              <Route path="/verify-statement" element={<VerifyStatementPage />} />
              <Route path="/*" element={<SignedInRoutes />} />
            </Routes>
          </Suspense>
        </SessionProvider>
      </NotificationsProvider>
    </BrowserRouter>
  );
}
