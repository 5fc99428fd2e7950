import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// useLayoutEffect warns during server rendering; scrolling only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Every path change starts at the top of the new page; a #hash scrolls to its anchor instead.
 * The first page is left where the browser put it: at its #hash, or where a reload left off.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef({ pathname, hash });
  useBrowserLayoutEffect(() => {
    if (shown.current.pathname === pathname && shown.current.hash === hash) return;
    shown.current = { pathname, hash };
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
