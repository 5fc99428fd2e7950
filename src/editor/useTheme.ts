import { useCallback, useSyncExternalStore } from 'react';
import { DARK_CLASS, THEME_STORAGE_KEY } from '../chrome/theme-init.ts';

export type Theme = 'light' | 'dark';

const read = (): Theme => (document.documentElement.classList.contains(DARK_CLASS) ? 'dark' : 'light');

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** The editor's theme, which its preview wears too; remembered as the site remembers a visitor's. */
export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribe, read);
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle(DARK_CLASS, next === 'dark');
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // The choice then lasts for this page only.
    }
  }, []);
  return { theme, setTheme };
}
