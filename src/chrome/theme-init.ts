/** The localStorage key holding the visitor's theme choice, 'light' or 'dark'. */
export const THEME_STORAGE_KEY = 'theme';

/** The class on <html> that switches every colour token to the dark palette. */
export const DARK_CLASS = 'dark';

/**
 * Inlined into <head> by the build, before any stylesheet or script, so a prerendered page is
 * painted in the right theme from its first frame. Without a stored choice it follows the system.
 */
export const themeInitScript = `(function(){try{var s=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});var d=s?s==='dark':matchMedia('(prefers-color-scheme: dark)').matches;if(d)document.documentElement.classList.add(${JSON.stringify(DARK_CLASS)});}catch(e){}})();`;
