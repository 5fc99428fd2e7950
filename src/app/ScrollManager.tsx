import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

// useLayoutEffect warns during server rendering; scrolling only matters in the browser anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? () => {} : useLayoutEffect;

/**
 * Every path change starts at the top of the new page; a #hash scrolls to its anchor instead. A link
 * to the very address shown (the brand on the home page, say) does the same, as a visitor pressing it
 * expects; a change of the query alone (a filter) keeps the place.
 * The first page is left where the browser put it: at its #hash, or where a reload left off.
 */
export function ScrollManager() {
  const { pathname, hash, search, key } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef({ pathname, hash, search, key });
  useBrowserLayoutEffect(() => {
    const before = shown.current;
    shown.current = { pathname, hash, search, key };
    const moved = before.pathname !== pathname || before.hash !== hash;
    const sameAddressAgain = !moved && before.search === search && before.key !== key && navigationType !== 'POP';
    if (!moved && !sameAddressAgain) return;
    if (hash) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target) {
        const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash, search, key, navigationType]);
  return null;
}
