/**
 * The hero slideshow's state and timers, free of React so that its timing can be tested with fake
 * timers and so that one object owns every timer (no stray timeouts after a slide change).
 *
 * Timing uses setTimeout and Date.now only, so test clocks (vitest's and Playwright's page.clock)
 * drive it exactly.
 */

/** How long each slide stays before the next one (SPEC section 9). */
export const SLIDE_INTERVAL_MS = 6000;
/** After a move the arrows are disabled and further moves are ignored for this long (SPEC section 4). */
export const TRANSITION_LOCK_MS = 500;
/** The crossfade between two slides; longer than the lock, so a quick second move starts a new fade. */
export const CROSSFADE_MS = 1000;

/** Why the slideshow stands still for the moment, whatever the play/pause choice is. */
export type HoldReason = 'hover' | 'focus' | 'hidden';

export interface SlideshowState {
  /** The slide shown, 0-based. */
  readonly index: number;
  readonly count: number;
  /** True during the transition lock that follows every move. */
  readonly locked: boolean;
  /** The play/pause choice: true until the visitor pauses (or reduced motion pauses it). */
  readonly playing: boolean;
  /** True while hovered, focused or in a hidden tab. */
  readonly held: boolean;
}

/** Whether slides advance on their own right now: played, not held, and more than one slide. */
export const isRunning = (s: SlideshowState): boolean => s.playing && !s.held && s.count > 1;

export const wrapIndex = (index: number, count: number): number => ((index % count) + count) % count;

export interface SlideshowOptions {
  intervalMs?: number;
  lockMs?: number;
  playing?: boolean;
}

export interface Slideshow {
  getState(): SlideshowState;
  subscribe(listener: () => void): () => void;
  /** The visitor's moves; ignored during the transition lock. Return whether the slide changed. */
  next(): boolean;
  previous(): boolean;
  play(): void;
  pause(): void;
  toggle(): void;
  hold(reason: HoldReason, on: boolean): void;
  /** Arms the timers (on mount). Safe to call again after stop(), as React's strict mode does. */
  start(): void;
  /** Clears every timer (on unmount), keeping the time left on the current slide. */
  stop(): void;
}

export function createSlideshow(count: number, options: SlideshowOptions = {}): Slideshow {
  const intervalMs = options.intervalMs ?? SLIDE_INTERVAL_MS;
  const lockMs = options.lockMs ?? TRANSITION_LOCK_MS;
  const holds = new Set<HoldReason>();
  const listeners = new Set<() => void>();

  let state: SlideshowState = { index: 0, count, locked: false, playing: options.playing ?? true, held: false };
  let active = false;
  // The countdown to the next slide survives a hover or a pause: it resumes with the time that was left,
  // so the progress bar and the timer agree.
  let remaining = intervalMs;
  let countdownStartedAt = 0;
  let advanceTimer: ReturnType<typeof setTimeout> | undefined;
  let lockTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (patch: Partial<SlideshowState>): void => {
    const next = { ...state, ...patch };
    if ((Object.keys(patch) as (keyof SlideshowState)[]).every((k) => next[k] === state[k])) return;
    state = next;
    listeners.forEach((listener) => listener());
  };

  const suspend = (): void => {
    if (advanceTimer === undefined) return;
    clearTimeout(advanceTimer);
    advanceTimer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - countdownStartedAt));
  };

  const schedule = (): void => {
    if (advanceTimer !== undefined) clearTimeout(advanceTimer);
    advanceTimer = undefined;
    if (!active || !isRunning(state)) return;
    countdownStartedAt = Date.now();
    advanceTimer = setTimeout(() => {
      advanceTimer = undefined;
      move(1);
    }, remaining);
  };

  const move = (delta: number): boolean => {
    if (state.locked || state.count < 2) return false;
    if (lockTimer !== undefined) clearTimeout(lockTimer);
    lockTimer = setTimeout(() => {
      lockTimer = undefined;
      set({ locked: false });
    }, lockMs);
    remaining = intervalMs;
    set({ index: wrapIndex(state.index + delta, state.count), locked: true });
    schedule();
    return true;
  };

  const setPlaying = (playing: boolean): void => {
    if (playing === state.playing) return;
    if (!playing) suspend();
    else {
      if (remaining <= 0) remaining = intervalMs;
      // Pressing Play is an explicit request (WAI carousel pattern): it rotates even while the pointer
      // or focus rests on the carousel. A hidden tab still holds it.
      holds.delete('hover');
      holds.delete('focus');
    }
    set({ playing, held: holds.size > 0 });
    schedule();
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    next: () => move(1),
    previous: () => move(-1),
    play: () => setPlaying(true),
    pause: () => setPlaying(false),
    toggle: () => setPlaying(!state.playing),
    hold: (reason, on) => {
      const wasRunning = isRunning(state);
      if (on) holds.add(reason);
      else holds.delete(reason);
      set({ held: holds.size > 0 });
      if (wasRunning && !isRunning(state)) suspend();
      else if (!wasRunning && isRunning(state)) schedule();
    },
    start: () => {
      active = true;
      schedule();
    },
    stop: () => {
      active = false;
      suspend();
      if (lockTimer !== undefined) clearTimeout(lockTimer);
      lockTimer = undefined;
      set({ locked: false });
    },
  };
}
