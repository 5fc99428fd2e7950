import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

// useLayoutEffect warns during server rendering; scrolling only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/** Every path change starts at the top of the new page; a #hash scrolls to its anchor instead. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useBrowserLayoutEffect(() => {
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
