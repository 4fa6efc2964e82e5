// The document's own loading screen (index.html's #boot: the brand and a bar, painted before any
// script) stays up until React renders something to read, instead of being replaced at React's
// first commit by a copy of itself. Replacing it meant the first paint sometimes never happened
// (React committed first) and the phone's first content waited for the entry script. While it is
// up, BootScreen renders nothing; once it is gone, BootScreen draws the same screen itself.
import { useSyncExternalStore } from 'react';

const SPLASH_ID = 'boot';
const listeners = new Set<() => void>();
const isShown = (): boolean => typeof document !== 'undefined' && document.getElementById(SPLASH_ID) !== null;

function removeSplash(): void {
  document.getElementById(SPLASH_ID)?.remove();
  listeners.forEach((listener) => listener());
}

/** Removes the splash as soon as `root` shows any text (the sign-in form, the shell, a banner). */
export function removeSplashOnContent(root: HTMLElement): void {
  if (!isShown()) return;
  const observer = new MutationObserver(() => {
    if (!root.textContent?.trim()) return;
    observer.disconnect();
    removeSplash();
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}

/** Whether the document's splash is still on screen. */
export function useBootSplashShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isShown,
    () => false,
  );
}
