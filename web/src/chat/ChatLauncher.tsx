import { lazy, Suspense, useEffect, useState } from 'react';

// The whole widget, its round button included, is one on-demand chunk: the landing page's initial
// JavaScript carries only this launcher (issue 19: the chat costs the first load nothing).
const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** The first interaction that loads the widget at once, if the browser has not been idle before. */
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;
/** Latest moment after hydration to load it when the page never goes idle. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Mounts the chat widget once the page is interactive: after hydration (effects run only then),
 * at the browser's first idle moment or the visitor's first interaction, whichever is sooner.
 * The server and the first browser render show nothing, so hydration always matches.
 */
export function ChatLauncher() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    const load = () => setWanted(true);
    let cancelIdle: () => void;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(load, 1);
      cancelIdle = () => window.clearTimeout(id);
    }
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      cancelIdle();
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
