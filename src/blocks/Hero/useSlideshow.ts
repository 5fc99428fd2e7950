import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { createSlideshow, isRunning, type Slideshow, type SlideshowState } from './slideshow.ts';

export interface SlideshowControls {
  state: SlideshowState;
  running: boolean;
  next: () => void;
  previous: () => void;
  toggle: () => void;
  /** Spread on the carousel's container: hovering it or focusing inside it holds the slides still. */
  containerProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The hero slideshow for React. The server and the first client render both show slide 1 playing;
 * the visitor's motion preference is read only after hydration, so the markup always matches.
 */
export function useSlideshow(count: number): SlideshowControls {
  const [show] = useState<Slideshow>(() => createSlideshow(count));
  const state = useSyncExternalStore(show.subscribe, show.getState, show.getState);

  useEffect(() => {
    show.start();
    return () => show.stop();
  }, [show]);

  useEffect(() => {
    // Visitors who ask for less motion get a still picture; the play button remains theirs to press.
    const query = window.matchMedia(REDUCED_MOTION);
    if (query.matches) show.pause();
    const onChange = (event: MediaQueryListEvent): void => {
      if (event.matches) show.pause();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [show]);

  useEffect(() => {
    // A background tab should not return to a slideshow that raced ahead unseen.
    const onVisibility = (): void => show.hold('hidden', document.hidden);
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [show]);

  return {
    state,
    running: isRunning(state),
    next: () => void show.next(),
    previous: () => void show.previous(),
    toggle: show.toggle,
    containerProps: {
      onMouseEnter: () => show.hold('hover', true),
      onMouseLeave: () => show.hold('hover', false),
      onFocus: () => show.hold('focus', true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) show.hold('focus', false);
      },
    },
  };
}
