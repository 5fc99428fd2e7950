import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';
import { CATALOGUE_PATH } from '../catalogue/path.ts';
import { loadedResolution } from '../content/resolutions.ts';
import { hydratedFor } from '../runtime/gates.ts';
import { showingPath } from '../runtime/navigation-intent.ts';
import { pageReady } from './page-ready.ts';

interface Shown {
  action: NavigationType;
  location: Location;
}

let started: { history: ReturnType<typeof createBrowserHistory>; first: Shown } | undefined;

/**
 * The browser's history and the entry the app first renders, made once. React may begin the first
 * render again from the top (when the first block's code arrives after the header has hydrated), and
 * it must hydrate the address the HTML was made for, not one the visitor has moved to meanwhile:
 * rendering that one, React found HTML that did not match and rendered the whole page again (#418).
 */
function start(): NonNullable<typeof started> {
  if (!started) {
    const history = createBrowserHistory({ window, v5Compat: true });
    started = { history, first: { action: history.action, location: history.location } };
  }
  return started;
}

/**
 * React Router's BrowserRouter, but a navigation whose page is all here renders at once, in one task:
 * in a transition, React renders it in slices of 5 ms with a frame of the old page painted between
 * them, which made a navigation to another page cost half a full page load, and let a key pressed
 * right after another (the next picture) act on the picture before. That is a new page whose first
 * screen and resolution were loaded ahead (src/app/page-ready.ts, src/content/resolutions.ts), or a
 * change within the page shown (a filter, a picture opened), once the parts it would update have
 * hydrated. Any other navigation stays a
 * transition, which keeps the old page shown while the new one's parts load, instead of a blank
 * screen: a page not loaded ahead, the block catalogue, or a #hash on another page (which renders
 * whole, see src/runtime/HydrateWhenVisible.tsx).
 */
export function SiteRouter({ children }: { children: ReactNode }) {
  const [{ history, first }] = useState(start);
  const [shown, setShown] = useState<Shown>(first);

  useLayoutEffect(() => {
    let previous = first.location;
    showingPath(previous.pathname);
    const stop = history.listen(({ action, location }) => {
      const next = { action, location };
      const resolution = loadedResolution(location.pathname);
      const atOnce =
        location.pathname === previous.pathname
          ? hydratedFor('all')
          : !location.hash &&
            location.pathname !== CATALOGUE_PATH &&
            hydratedFor('frame') &&
            resolution !== undefined &&
            pageReady(resolution.pageId);
      previous = location;
      showingPath(location.pathname);
      if (atOnce) setShown(next);
      else startTransition(() => setShown(next));
    });
    // A navigation made before the router listened (back, or a link followed while the page hydrated)
    // is heard now, as its popstate would have been: held until the parts it waits for have hydrated
    // (src/runtime/navigation-intent.ts).
    const { pathname, search, hash } = history.location;
    if (pathname !== first.location.pathname || search !== first.location.search || hash !== first.location.hash)
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
    return stop;
  }, [history, first]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={history}>
      {children}
    </Router>
  );
}
