import {
  createContext,
  memo,
  Suspense,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

const noSubscription = () => () => undefined;
const inBrowser = () => false;
const whileHydrating = () => true;

/**
 * True on the server and while React hydrates prerendered HTML; false in every later render.
 * (React reads the server snapshot during hydration, then renders again with the browser's.)
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, inBrowser, whileHydrating);
}

/** How far ahead of the viewport a part starts hydrating, so that it is ready when it is reached. */
const LOOKAHEAD = '50% 0px';

/**
 * Where a part stands: in the frame around the pages (header, footer), which stays through a
 * navigation, or in one page's content, which a navigation to another path replaces.
 */
type Scope = 'frame' | 'page';

const ScopeContext = createContext<Scope>('frame');

/** Marks its children as one page's content (see Scope). */
export function PageParts({ children }: { children: ReactNode }) {
  return <ScopeContext value="page">{children}</ScopeContext>;
}

/**
 * Spread on the element of a block that changes the address of its own page (filters, a picture
 * opened), so that reaching into it readies the page's parts for that (see listenForNavigation).
 */
export const navigatesInPage = { 'data-navigates-in-page': '' };

interface Gate {
  scope: Scope;
  opened: Promise<void>;
  open: () => void;
  /** Settles once the part has hydrated, or has left the page without. */
  settled: Promise<void>;
  settle: () => void;
  isSettled: () => boolean;
}

/** The gates not yet opened. */
const closedGates = new Set<Gate>();
/** The gates of mounted parts not yet hydrated. */
const unsettledGates = new Set<Gate>();

function openGates(scope: Scope | 'all'): void {
  for (const gate of closedGates) if (scope === 'all' || gate.scope === scope) gate.open();
}

/**
 * Whether every part a navigation would update has hydrated, so React can apply it at once: the
 * frame's for a new path (the page's own are replaced), all of them for a change within the page.
 */
export const hydratedFor = (scope: Scope | 'all'): boolean =>
  ![...unsettledGates].some((gate) => scope === 'all' || gate.scope === scope);

/**
 * Hydrates the frame's parts that have not hydrated yet (a footer far below, a menu row a narrow screen
 * does not show): any navigation waits for them (see listenForNavigation), and a tap on a phone gives
 * no warning before it. Called once the page is idle and their code is here (src/app/prefetch.ts).
 */
export function readyFrameForNavigation(): void {
  openGates('frame');
}

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
function listenForNavigation(): void {
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
  if (unsettledGates.size === 0) return;
  event.stopImmediatePropagation();
  openGates('all');
  if (popstateHeld) return;
  popstateHeld = true;
  void (async () => {
    while (unsettledGates.size > 0) await Promise.all([...unsettledGates].map((gate) => gate.settled));
    popstateHeld = false;
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  })();
}

function createGate(scope: Scope): Gate {
  listenForNavigation();
  let open = (): void => undefined;
  let settle = (): void => undefined;
  let settled = false;
  const gate: Gate = {
    scope,
    opened: new Promise<void>((resolve) => (open = resolve)),
    open: () => {
      closedGates.delete(gate);
      open();
    },
    settled: new Promise<void>((resolve) => (settle = resolve)),
    settle: () => {
      settled = true;
      unsettledGates.delete(gate);
      settle();
    },
    isSettled: () => settled,
  };
  closedGates.add(gate);
  return gate;
}

function Gated({ gate, onHydrated, children }: { gate: Gate; onHydrated: () => void; children: ReactNode }) {
  use(gate.opened);
  useEffect(onHydrated, [onHydrated]);
  return children;
}

interface BoundaryProps {
  gate: Gate | null;
  hydrated: boolean;
  onHydrated: () => void;
  children: ReactNode;
}

const Boundary = memo(
  function Boundary({ gate, onHydrated, children }: BoundaryProps) {
    return (
      <Suspense fallback={null}>
        {gate ? (
          <Gated gate={gate} onHydrated={onHydrated}>
            {children}
          </Gated>
        ) : (
          children
        )}
      </Suspense>
    );
  },
  // Until its content has hydrated, new props would make React drop the prerendered HTML and render
  // the boundary afresh, showing nothing while it waits.
  (previous, next) => !next.hydrated && previous.gate === next.gate,
);

/** Keeps what follows a part still on its way below the fold, so it does not show and then jump. */
const awaitedPart = <div style={{ minHeight: '100vh' }} />;

/**
 * A part rendered after a client-side navigation. The new page is shown as soon as its first screen is
 * ready, and this part follows in a render of its own once that has painted (useDeferredValue), and
 * once its code has arrived, instead of holding the page back for either: rendering a whole page at
 * once made a navigation cost most of a full page load. A page opened at a #hash waits for every part,
 * so that its anchor is in its final place when it is scrolled to (src/app/ScrollManager.tsx).
 * Decided when the part mounts, so the tree keeps its shape.
 */
function Arriving({ children }: { children: ReactNode }) {
  const [streamed] = useState(() => typeof window !== 'undefined' && !window.location.hash);
  const shown = useDeferredValue(true, !streamed);
  return streamed ? <Suspense fallback={awaitedPart}>{shown ? children : awaitedPart}</Suspense> : children;
}

/**
 * Prerendered content that hydrates only when it nears the viewport (or a navigation needs it).
 * Until then the visitor sees and reads the prerendered HTML, its links work as plain links, and its
 * code is not downloaded, so the first screen's JavaScript has the connection to itself. Rendered
 * later in the browser (after a client-side navigation), its children render as soon as their code is
 * there (Arriving).
 *
 * React keeps the HTML of a Suspense boundary whose children suspend while hydrating, and hydrates it
 * when they resume; the wrapper, outside the boundary, is hydrated at once, so it can be observed.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  // Decided by the first render, so that the boundary stays when `hydrating` turns false.
  const [prerendered] = useState(hydrating);
  const scope = use(ScopeContext);
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate(scope) : null));
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => {
    setHydrated(true);
    gate?.settle();
  }, [gate]);
  const wrapper = useRef<HTMLDivElement>(null);

  // Counted once mounted: a render React set aside may have created gates that never mount. Counted in
  // the commit itself, not in a later effect: the router listens for popstate from the same commit,
  // and a popstate in between would reach it while this part still shows only prerendered HTML.
  useLayoutEffect(() => {
    if (gate && !gate.isSettled()) unsettledGates.add(gate);
  }, [gate]);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
    // The first report tells where the part is as the page opens: only a part on the first screen
    // hydrates then, so the first load carries no code for what lies below it. A part already within
    // LOOKAHEAD opens at the visitor's first scroll (the observer will not report it again until it
    // leaves that zone); the others open as scrolling brings them within it, ready when reached.
    let first = true;
    const openOnScroll = (): void => gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        const near = entries.filter((entry) => entry.isIntersecting);
        const onFirstScreen = near.some(
          (entry) => entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0,
        );
        if (near.length > 0 && (!first || onFirstScreen)) gate.open();
        else if (near.length > 0) window.addEventListener('scroll', openOnScroll, { once: true, passive: true });
        first = false;
      },
      { rootMargin: LOOKAHEAD },
    );
    for (const child of element.children) observer.observe(child);
    // Nothing was prerendered here (the server rendered nothing): there is nothing to wait for.
    if (element.children.length === 0) gate.open();
    void gate.opened.then(() => {
      observer.disconnect();
      window.removeEventListener('scroll', openOnScroll);
    });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', openOnScroll);
      // Replaced before it could hydrate (by the next page, say): nothing is left to wait for or open.
      closedGates.delete(gate);
      gate.settle();
    };
  }, [gate]);

  return (
    // `display: contents` leaves the layout as if the children stood here alone.
    <div ref={wrapper} style={{ display: 'contents' }}>
      {prerendered ? (
        <Boundary gate={gate} hydrated={hydrated} onHydrated={markHydrated}>
          {children}
        </Boundary>
      ) : (
        <Arriving>{children}</Arriving>
      )}
    </div>
  );
}
