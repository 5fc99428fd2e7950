import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { usePageLoaded } from '../../runtime/page-load.ts';
import { REDUCED_MOTION } from './useSlideshow.ts';

const notOnServer = (): boolean => false;

const subscribeToMotion = (onChange: () => void): (() => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const prefersReducedMotion = (): boolean => window.matchMedia(REDUCED_MOTION).matches;

export interface BackgroundVideo {
  /** Whether the film plays: the visitor's choice, or else their motion preference. */
  playing: boolean;
  /** Whether the <video> element is in the page; until then, and without it, the poster shows. */
  mounted: boolean;
  /** Whether its first frame has played, so that it can fade in over the poster. */
  shown: boolean;
  toggle: () => void;
  videoProps: {
    ref: (element: HTMLVideoElement | null) => void;
    onPlaying: () => void;
  };
}

/**
 * The background film's state. The server and the first client render both show the poster with a
 * pause button; the motion preference is read after hydration, so the markup always matches. A visitor
 * who asks for less motion gets the still picture, and the play button stays theirs to press.
 */
export function useBackgroundVideo(): BackgroundVideo {
  const [choice, setChoice] = useState<'play' | 'pause' | undefined>(undefined);
  const [shown, setShown] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, notOnServer);
  // The film waits for the page's load event: the poster, the page's largest paint, never shares the
  // network with it, and the film fades in over the poster once its first frame plays.
  const pageLoaded = usePageLoaded();
  const video = useRef<HTMLVideoElement | null>(null);
  const playing = choice === undefined ? !reducedMotion : choice === 'play';
  // Once it has played, the element stays (paused on its frame) rather than jumping back to the poster.
  const mounted = pageLoaded && (playing || shown);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // A browser that refuses to play (a data saver, a policy) leaves the button offering play.
    if (playing) element.play().catch(() => setChoice('pause'));
    else element.pause();
  }, [playing, mounted]);

  const ref = useCallback((element: HTMLVideoElement | null) => {
    video.current = element;
  }, []);
  const onPlaying = useCallback(() => setShown(true), []);

  return {
    playing,
    mounted,
    shown,
    toggle: () => setChoice(playing ? 'pause' : 'play'),
    videoProps: { ref, onPlaying },
  };
}
