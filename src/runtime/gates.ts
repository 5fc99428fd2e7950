/**
 * Where a part stands: in the frame around the pages (header, footer), which stays through a
 * navigation, or in one page's content, which a navigation to another path replaces.
 */
export type Scope = 'frame' | 'page';

/** What holds back the hydration of one prerendered part (src/runtime/HydrateWhenVisible.tsx). */
export interface Gate {
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

/** Whether a gate is among those `scope` names. */
const inScope = (gate: Gate, scope: Scope | 'all'): boolean => scope === 'all' || gate.scope === scope;

export function openGates(scope: Scope | 'all'): void {
  for (const gate of closedGates) if (inScope(gate, scope)) gate.open();
}

/**
 * Whether every part a navigation would update has hydrated, so React can apply it at once: the
 * frame's for a new path (the page's own are replaced), all of them for a change within the page.
 */
export const hydratedFor = (scope: Scope | 'all'): boolean => ![...unsettledGates].some((gate) => inScope(gate, scope));

/**
 * Resolves once every mounted part of the scope `scope()` names has hydrated, including parts mounted
 * while it waits; asked again at each step, so a wait can widen to every part.
 */
export async function hydratedAll(scope: () => Scope | 'all'): Promise<void> {
  for (;;) {
    const waiting = [...unsettledGates].filter((gate) => inScope(gate, scope()));
    if (waiting.length === 0) return;
    await Promise.all(waiting.map((gate) => gate.settled));
  }
}

/**
 * Hydrates the frame's parts that have not hydrated yet (a footer far below, a menu row a narrow screen
 * does not show): any navigation waits for them (src/runtime/navigation-intent.ts), and a tap on a
 * phone gives no warning before it. Called once the page is idle and their code is here
 * (src/app/prefetch.ts).
 */
export function readyFrameForNavigation(): void {
  openGates('frame');
}

export function createGate(scope: Scope): Gate {
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

/**
 * Counts a gate once its part has mounted: a render React set aside may have created gates that
 * never mount.
 */
export function countMounted(gate: Gate): void {
  if (!gate.isSettled()) unsettledGates.add(gate);
}

/** A part replaced before it could hydrate (by the next page, say): nothing is left to wait for or open. */
export function dropGate(gate: Gate): void {
  closedGates.delete(gate);
  gate.settle();
}
