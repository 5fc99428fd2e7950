import { allHydrated, hydratedFor, openGates, type Scope } from './gates.ts';

/**
 * Spread on the element of a block that changes the address of its own page (filters, a picture
 * opened), so that reaching into it readies the page's parts for that (see listenForNavigation).
 */
export const navigatesInPage = { 'data-navigates-in-page': '' };

/**
 * The gates a navigation would wait for, if the event on `target` leads to one: a link to another
 * path replaces the page's parts, so only the frame's must hydrate first; a link within the page, or
 * a block that navigates in place, keeps them all.
 */
function gatesAhead(target: EventTarget | null): Scope | 'all' | null {
  if (!(target instanceof Element)) return null;
  if (target.closest('[data-navigates-in-page]')) return 'all';
  const link = target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return null;
  return link.pathname === location.pathname ? 'all' : 'frame';
}

let listening = false;

/**
 * React must hydrate a part before it can apply any update to it, and it counts every change of a
 * context above the part (the router's location, on any navigation) as one: a navigation would wait
 * for parts that are not in view, and hydrate them all on the way. So the first sign of a navigation
 * opens the gates it would wait for, and their code is fetched in parallel before the click: a link
 * hovered, focused or pressed, or a press in a block that navigates in place. Presses that do not
 * navigate (a menu, the theme, a slideshow) open none, and stay quick. A popstate is held (below).
 */
export function listenForNavigation(): void {
  if (listening) return;
  listening = true;
  const onIntent = (event: Event): void => {
    const scope = gatesAhead(event.target);
    if (scope) openGates(scope);
  };
  for (const event of ['pointerover', 'focusin', 'pointerdown', 'keydown'] as const) {
    window.addEventListener(event, onIntent, { capture: true, passive: true });
  }
  window.addEventListener('popstate', holdPopstate, true);
}

let popstateHeld = false;

/**
 * Back, forward or a #hash typed into the address bar, while some part has not hydrated yet: React
 * renders the router's update of a popstate at once, and a part that cannot hydrate at once (its code
 * still on its way) would lose its prerendered HTML and show nothing until the code arrives; the
 * #hash's target with it. So the router hears of the popstate once every part has hydrated: this
 * capturing listener keeps it from the router's and dispatches it again then. The browser has
 * already shown the new entry, scrolled to its #hash, by the time the event fires.
 */
function holdPopstate(event: PopStateEvent): void {
  if (hydratedFor('all')) return;
  event.stopImmediatePropagation();
  openGates('all');
  if (popstateHeld) return;
  popstateHeld = true;
  void allHydrated().then(() => {
    popstateHeld = false;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  });
}
