// Spec "App shell": sidebar (navigation + version), header (logo, account switcher, user,
// Logout), the screens, the floating add-trade button and the copyright footer.
import { memo, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '../../components/Spinner';
import type { ShellState } from '../onboarding/PostLoginSequence';
import { AddTradeFab } from './AddTradeFab';
import { Header } from './Header';
import { EXPLORER, JOURNAL_DAY_SCREENS, MISSED_TRADES_SCREEN, SCREENS } from './routes';
import { Sidebar } from './Sidebar';
import './shell.css';

function useDocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    const screen = [...SCREENS, EXPLORER].find((s) => s.path === pathname);
    document.title = screen ? `${screen.label} · Candlog` : 'Candlog';
  }, [pathname]);
}

// Memoised: PostLoginSequence re-renders when the account list arrives (a synchronous render, as
// every query result's) and calls its children again; with the same props the whole shell and the
// screen in it are skipped, and those that read the account update in their own deferred pass.
export const AppShell = memo(function AppShell({ setupOpen, blurIn }: ShellState) {
  const [navOpen, setNavOpen] = useState(false);
  const { pathname } = useLocation();
  useDocumentTitle();
  // Navigating closes the phone drawer.
  const [navPath, setNavPath] = useState(pathname);
  if (navPath !== pathname) {
    setNavPath(pathname);
    setNavOpen(false);
  }
  // The phone drawer closes on Escape, like the other popovers.
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setNavOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navOpen]);

  return (
    <>
      {/* The FAB stays outside the blurred container: a CSS filter would re-anchor position: fixed. */}
      <div className={`shell${blurIn ? ' blur-in' : ''}`}>
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Sidebar open={navOpen} onClose={() => setNavOpen(false)} />
        <div className="shell__body">
          <Header onToggleNav={() => setNavOpen((o) => !o)} navOpen={navOpen} />
          <main id="main" className="shell__main" tabIndex={-1}>
            <Suspense fallback={<Spinner />}>
              <Routes>
                {SCREENS.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                {JOURNAL_DAY_SCREENS.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                <Route path={MISSED_TRADES_SCREEN.path} element={<MISSED_TRADES_SCREEN.Page />} />
                <Route path={EXPLORER.path} element={<EXPLORER.Page />} />
                <Route path="*" element={<Navigate to="/" replace />} />
              </Routes>
            </Suspense>
          </main>
          <footer className="shell__footer">© 2024 Candlog. All rights reserved.</footer>
        </div>
      </div>
      {!setupOpen && <AddTradeFab />}
    </>
  );
});
