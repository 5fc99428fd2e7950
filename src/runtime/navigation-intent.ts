import { hydratedAll, hydratedFor, openGates, type Scope } from './gates.ts';

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

/** The path the app shows (src/app/SiteRouter.tsx says so): the router has not heard of a popstate yet. */
let shownPath: string | null = null;
export function showingPath(path: string): void {
  shownPath = path;
}

/** The parts a held popstate waits for: null while none is held. */
let heldFor: Scope | 'all' | null = null;

/**
 * Back, forward or a #hash typed into the address bar, while some part it would update has not
 * hydrated yet: React renders the router's update of a popstate at once, and a part that cannot hydrate
 * at once (its code still on its way) would lose its prerendered HTML and show nothing until the code
 * arrives; the #hash's target with it. So the router hears of the popstate once those parts have
 * hydrated: this capturing listener keeps it from the router's and dispatches it again then. The
 * browser has already shown the new entry, scrolled to its #hash, by the time the event fires.
 *
 * Which parts, as for a link: an entry of another path replaces the page's parts, so only the frame's
 * (header, footer) must hydrate first; an entry of the same path keeps them all.
 */
function holdPopstate(event: PopStateEvent): void {
  const scope: Scope | 'all' = shownPath !== null && window.location.pathname !== shownPath ? 'frame' : 'all';
  if (heldFor === null && hydratedFor(scope)) return;
  event.stopImmediatePropagation();
  openGates(scope);
  if (heldFor !== null) {
    // Another entry while one is held: the wait covers what either needs.
    if (scope === 'all') heldFor = 'all';
    return;
  }
  heldFor = scope;
  void hydratedAll(() => heldFor ?? 'all').then(() => {
    heldFor = null;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  });
}
