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
  type ReactNode,
} from 'react';
import { countMounted, createGate, dropGate, type Gate, type Scope } from './gates.ts';
import { useHydrating } from './hydrating.ts';
import { listenForNavigation } from './navigation-intent.ts';

/** How far ahead of the viewport a part starts hydrating, so that it is ready when it is reached. */
const LOOKAHEAD = '50% 0px';

const ScopeContext = createContext<Scope>('frame');

/** Marks its children as one page's content (see Scope in src/runtime/gates.ts). */
export function PageParts({ children }: { children: ReactNode }) {
  return <ScopeContext value="page">{children}</ScopeContext>;
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
  const [gate] = useState(() => {
    if (!hydrating || typeof window === 'undefined') return null;
    listenForNavigation();
    return createGate(scope);
  });
  const [hydrated, setHydrated] = useState(false);
  const markHydrated = useCallback(() => {
    setHydrated(true);
    gate?.settle();
  }, [gate]);
  const wrapper = useRef<HTMLDivElement>(null);

  // Counted in the commit itself, not in a later effect: the router listens for popstate from the same commit,
  // and a popstate in between would reach it while this part still shows only prerendered HTML.
  useLayoutEffect(() => {
    if (gate) countMounted(gate);
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
      dropGate(gate);
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
