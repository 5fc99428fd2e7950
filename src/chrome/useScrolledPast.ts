import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as the last scroll event left it. React reads a snapshot on every render
 * of the header, a menu press included, after the DOM has changed and before the frame is painted;
 * reading window.scrollY there would make the browser lay out the whole page first, in the middle of
 * answering the press. Read in a scroll event (or on subscribing), the layout is already up to date.
 */
let lastScrollY = 0;
const listeners = new Set<() => void>();

function onScroll(): void {
  lastScrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    lastScrollY = window.scrollY;
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

/**
 * Whether the page is scrolled further than `px`. The server snapshot is false, so the prerendered
 * header and the first render in the browser agree; the real position is read right after hydration.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => lastScrollY > px,
    () => false,
  );
}
