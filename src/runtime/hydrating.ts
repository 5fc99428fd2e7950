import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const whileHydrating = () => true;

/**
 * True on the server and while React hydrates prerendered HTML; false in every later render.
 * (React reads the server snapshot during hydration, then renders again with the browser's.)
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, whileHydrating);
}
