// Spec "App start" after a login on this page: loading splash → account-setup prompt when the
// user has no account → post-login intro → the app with a blur-in. A reload skips all of it.
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAccounts } from '../../accounts/use-accounts';
import { useSession } from '../../session/session-context';
import { LoadingSplash } from './LoadingSplash';
import { PostLoginIntro } from './PostLoginIntro';

const WelcomeSetupDialog = lazy(() => import('../../accounts/WelcomeSetupDialog'));

export type Stage = 'splash' | 'awaiting-accounts' | 'setup' | 'intro' | 'app';
export interface ShellState {
  /** The setup prompt is showing (the floating add-trade button hides). */
  setupOpen: boolean;
  /** The app appears with the blur-in transition (right after the intro). */
  blurIn: boolean;
}

/** After the splash: the setup prompt for a user with zero accounts, else straight to the intro. */
export function stageAfterSplash(accountCount: number | undefined): Stage {
  if (accountCount === undefined) return 'awaiting-accounts';
  return accountCount === 0 ? 'setup' : 'intro';
}

export function PostLoginSequence({ children }: { children(state: ShellState): ReactNode }) {
  const { freshLogin, finishOnboarding } = useSession();
  const [stage, setStage] = useState<Stage>(freshLogin ? 'splash' : 'app');
  const [blurIn, setBlurIn] = useState(false);
  const { accounts, error } = useAccounts();
  // A failed account load must not strand the trader on the splash: treat it as "has accounts".
  const accountCount = error ? 1 : accounts?.length;

  // The splash ended before the accounts arrived: move on as soon as they do (in that render).
  if (stage === 'awaiting-accounts' && accountCount !== undefined) setStage(stageAfterSplash(accountCount));

  if (stage === 'splash' || stage === 'awaiting-accounts') {
    return <LoadingSplash onComplete={() => setStage(stageAfterSplash(accountCount))} />;
  }
  if (stage === 'intro') {
    return (
      <PostLoginIntro
        onComplete={() => {
          finishOnboarding();
          setBlurIn(true);
          setStage('app');
        }}
      />
    );
  }
  return (
    <>
      {children({ setupOpen: stage === 'setup', blurIn })}
      {stage === 'setup' && (
        <Suspense fallback={null}>
          <WelcomeSetupDialog onClose={() => setStage('intro')} />
        </Suspense>
      )}
    </>
  );
}
