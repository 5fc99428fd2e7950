import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { afterNextPaint } from '../runtime/after-next-paint.ts';
import { palettes } from '../theme/tokens.ts';
import { DARK_CLASS, THEME_STORAGE_KEY } from './theme-init.ts';

export type Theme = 'light' | 'dark';

const readTheme = (): Theme => (document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light');

// The server cannot know the visitor's theme (the inline script decides it before first paint), so
// the server snapshot is null and the first client render matches the prerendered HTML.
const serverTheme = (): Theme | null => null;

/**
 * The class on <html> is the single source of truth: the inline script sets it before React loads,
 * and several toggles (footer, mobile menu) must agree, so every hook instance watches that class.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  // A choice made in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY || (event.newValue !== 'light' && event.newValue !== 'dark')) return;
    applyTheme(event.newValue);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    observer.disconnect();
    window.removeEventListener('storage', onStorage);
  };
}

/** Keeps the browser's own chrome (address bar on phones) the colour of the page. */
function syncThemeColor(theme: Theme): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (meta) meta.content = palettes[theme].bg;
}

function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle(DARK_CLASS, theme === 'dark');
  syncThemeColor(theme);
}

/**
 * The current theme (null until the page has hydrated) and a function that flips and remembers it.
 * The theme a press chooses is this hook's at once, so the switch answers in the frame that follows the
 * press; the class on <html> follows a frame later, as it makes the browser restyle every element of
 * the page (tens of milliseconds on a phone), which would hold that frame back.
 */
export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const applied = useSyncExternalStore(subscribe, readTheme, serverTheme);
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme = chosen ?? applied;
  const cancelPending = useRef<(() => void) | null>(null);

  useEffect(() => {
    // The inline script set the class but not the meta tag.
    if (applied) syncThemeColor(applied);
  }, [applied]);
  useEffect(() => () => cancelPending.current?.(), []);

  const toggle = useCallback(() => {
    const next: Theme = (chosen ?? readTheme()) === 'dark' ? 'light' : 'dark';
    setChosen(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
    }
    // A second press before the first choice was applied replaces it.
    cancelPending.current?.();
    cancelPending.current = afterNextPaint(() => {
      cancelPending.current = null;
      applyTheme(next);
      setChosen(null);
    });
  }, [chosen]);

  return { theme, toggle };
}
