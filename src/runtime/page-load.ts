import { useSyncExternalStore } from 'react';

const isPageLoaded = (): boolean => document.readyState === 'complete';
const notOnServer = (): boolean => false;

const subscribeToLoad = (onLoad: () => void): (() => void) => {
  window.addEventListener('load', onLoad);
  return () => window.removeEventListener('load', onLoad);
};

/**
 * Runs `work` once the page's load event has fired, or at once if it has. The code of a prerendered
 * page is asked for only after its first paint (src/app/load-after-paint.ts), so on a quick
 * connection the event may be over before any module runs.
 */
export function afterPageLoad(work: () => void): void {
  if (isPageLoaded()) work();
  else window.addEventListener('load', work, { once: true });
}

/**
 * Whether the page's load event has fired; false on the server and while hydrating, so the first
 * render matches the prerendered HTML. Work that must not compete with the first screen's downloads
 * (later slides, a film) waits for it.
 */
export const usePageLoaded = (): boolean => useSyncExternalStore(subscribeToLoad, isPageLoaded, notOnServer);
