import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CROSSFADE_MS,
  SLIDE_INTERVAL_MS,
  TRANSITION_LOCK_MS,
  createSlideshow,
  isRunning,
  wrapIndex,
  type Slideshow,
} from '../../src/blocks/Hero/slideshow.ts';

let show: Slideshow;

const started = (count = 5, playing = true): Slideshow => {
  show = createSlideshow(count, { playing });
  show.start();
  return show;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  show?.stop();
  vi.useRealTimers();
});

describe('hero slideshow constants', () => {
  it('match SPEC sections 4 and 9', () => {
    expect(SLIDE_INTERVAL_MS).toBe(6000);
    expect(TRANSITION_LOCK_MS).toBe(500);
    expect(CROSSFADE_MS).toBe(1000);
    expect(CROSSFADE_MS).toBeGreaterThan(TRANSITION_LOCK_MS);
  });
});

describe('wrapIndex', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });
});

describe('auto-advance', () => {
  it('advances every 6000 ms and wraps around', () => {
    started(3);
    expect(show.getState().index).toBe(0);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1);
    expect(show.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(show.getState().index).toBe(1);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(2);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(0);
  });

  it('does nothing before start() and after stop()', () => {
    show = createSlideshow(3);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(show.getState().index).toBe(0);
    show.start();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(1);
    show.stop();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(show.getState().index).toBe(1);
  });

  it('never runs with a single slide', () => {
    started(1);
    expect(isRunning(show.getState())).toBe(false);
    expect(show.next()).toBe(false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState().index).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('survives a stop and restart, as under React strict mode, without a second timer', () => {
    started(3);
    show.stop();
    show.start();
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(1);
  });
});

describe('arrows and the transition lock', () => {
  it('moves forward and back with wrap', () => {
    started(3);
    expect(show.previous()).toBe(true);
    expect(show.getState().index).toBe(2);
    vi.advanceTimersByTime(TRANSITION_LOCK_MS);
    expect(show.next()).toBe(true);
    expect(show.getState().index).toBe(0);
  });

  it('locks for 500 ms after a move and ignores moves meanwhile', () => {
    started(5);
    show.next();
    expect(show.getState()).toMatchObject({ index: 1, locked: true });
    expect(show.next()).toBe(false);
    expect(show.previous()).toBe(false);
    vi.advanceTimersByTime(TRANSITION_LOCK_MS - 1);
    expect(show.getState()).toMatchObject({ index: 1, locked: true });
    vi.advanceTimersByTime(1);
    expect(show.getState().locked).toBe(false);
    expect(show.next()).toBe(true);
    expect(show.getState().index).toBe(2);
  });

  it('locks after an automatic move too', () => {
    started(5);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState()).toMatchObject({ index: 1, locked: true });
    vi.advanceTimersByTime(TRANSITION_LOCK_MS);
    expect(show.getState().locked).toBe(false);
  });

  it('gives a full interval after a visitor move', () => {
    started(5);
    vi.advanceTimersByTime(5000);
    show.next();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1);
    expect(show.getState().index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(show.getState().index).toBe(2);
  });

  it('unlocks when stopped mid-lock, so a remount is not stuck', () => {
    started(5);
    show.next();
    show.stop();
    expect(show.getState().locked).toBe(false);
  });
});

describe('pause, play and holds', () => {
  it('pauses and plays, resuming with the time that was left', () => {
    started(5);
    vi.advanceTimersByTime(4000);
    show.pause();
    expect(show.getState().playing).toBe(false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3);
    expect(show.getState().index).toBe(0);
    show.play();
    vi.advanceTimersByTime(1999);
    expect(show.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(show.getState().index).toBe(1);
  });

  it('toggle flips the choice', () => {
    started(5);
    show.toggle();
    expect(show.getState().playing).toBe(false);
    show.toggle();
    expect(show.getState().playing).toBe(true);
  });

  it('starts paused when asked (reduced motion) and the visitor can still play', () => {
    started(5, false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState().index).toBe(0);
    show.play();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(1);
  });

  it('an explicit Play rotates even while the pointer and focus rest on the carousel, but not in a hidden tab', () => {
    started(5, false);
    show.hold('hover', true);
    show.hold('focus', true);
    show.play();
    expect(isRunning(show.getState())).toBe(true);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS);
    expect(show.getState().index).toBe(1);
    show.pause();
    show.hold('hidden', true);
    show.play();
    expect(isRunning(show.getState())).toBe(false);
  });

  it('holds while hovered or focused and resumes only when both end', () => {
    started(5);
    vi.advanceTimersByTime(1000);
    show.hold('hover', true);
    show.hold('focus', true);
    expect(isRunning(show.getState())).toBe(false);
    expect(show.getState().playing).toBe(true);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState().index).toBe(0);
    show.hold('hover', false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState().index).toBe(0);
    show.hold('focus', false);
    vi.advanceTimersByTime(4999);
    expect(show.getState().index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(show.getState().index).toBe(1);
  });

  it('lets the visitor move while held, without auto-advancing afterwards', () => {
    started(5);
    show.hold('focus', true);
    show.next();
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState()).toMatchObject({ index: 1, locked: false });
  });

  it('a hold does not override a pause', () => {
    started(5);
    show.pause();
    show.hold('hover', true);
    show.hold('hover', false);
    vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 2);
    expect(show.getState().index).toBe(0);
  });

  it('notifies subscribers on change only', () => {
    started(5);
    const listener = vi.fn();
    const unsubscribe = show.subscribe(listener);
    show.play();
    expect(listener).not.toHaveBeenCalled();
    const before = show.getState();
    show.pause();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(show.getState()).not.toBe(before);
    unsubscribe();
    show.play();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
