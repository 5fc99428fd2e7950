import { memo, Suspense, use, useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

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

interface Gate {
  opened: Promise<void>;
  open: () => void;
}

/** The gates not yet opened. */
const closedGates = new Set<Gate>();

/**
 * React must hydrate a part before it can apply any update to it, and it counts every change of a
 * context above the part (the router's location, on any navigation) as one: a navigation would wait
 * for parts that are not in view. So the visitor's first interaction opens every gate, before a click
 * or a key can navigate; the code is then fetched in parallel.
 */
function openAllOnFirstInteraction(): void {
  const events = ['pointerdown', 'keydown', 'popstate'] as const;
  const openAll = (): void => {
    for (const gate of closedGates) gate.open();
    for (const event of events) window.removeEventListener(event, openAll, true);
  };
  for (const event of events) window.addEventListener(event, openAll, { capture: true, passive: true });
}

function createGate(): Gate {
  if (closedGates.size === 0) openAllOnFirstInteraction();
  let resolve = (): void => undefined;
  const opened = new Promise<void>((done) => (resolve = done));
  const gate = {
    opened,
    open: () => {
      closedGates.delete(gate);
      resolve();
    },
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

/**
 * Prerendered content that hydrates only when it nears the viewport (or at the first interaction).
 * Until then the visitor sees and reads the prerendered HTML, its links work as plain links, and its
 * code is not downloaded, so the first screen's JavaScript has the connection to itself. Rendered
 * later in the browser (after a client-side navigation), its children render at once.
 *
 * React keeps the HTML of a Suspense boundary whose children suspend while hydrating, and hydrates it
 * when they resume; the wrapper, outside the boundary, is hydrated at once, so it can be observed.
 */
export function HydrateWhenVisible({ children }: { children: ReactNode }) {
  const hydrating = useHydrating();
  // Decided by the first render, so that the boundary stays when `hydrating` turns false.
  const [prerendered] = useState(hydrating);
  const [gate] = useState(() => (hydrating && typeof window !== 'undefined' ? createGate() : null));
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => setHydrated(true), []);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = wrapper.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) gate.open();
      },
      { rootMargin: LOOKAHEAD },
    );
    for (const child of element.children) observer.observe(child);
    // Nothing was prerendered here (the server rendered nothing): there is nothing to wait for.
    if (element.children.length === 0) gate.open();
    void gate.opened.then(() => observer.disconnect());
    return () => observer.disconnect();
  }, [gate]);

  return (
    // `display: contents` leaves the layout as if the children stood here alone.
    <div ref={wrapper} style={{ display: 'contents' }}>
      {prerendered ? (
        <Boundary gate={gate} hydrated={hydrated} onHydrated={markHydrated}>
          {children}
        </Boundary>
      ) : (
        children
      )}
    </div>
  );
}
