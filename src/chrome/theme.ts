import { useCallback, useEffect, useSyncExternalStore } from 'react';
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

/** The current theme (null until the page has hydrated) and a function that flips and remembers it. */
export function useTheme(): { theme: Theme | null; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, readTheme, serverTheme);

  useEffect(() => {
    // The inline script set the class but not the meta tag.
    if (theme) syncThemeColor(theme);
  }, [theme]);

  const toggle = useCallback(() => {
    const next: Theme = readTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the choice then lasts for this page only.
    }
  }, []);

  return { theme, toggle };
}
