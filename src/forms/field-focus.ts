/**
 * What every form of the site does the same way around its messages: the aria wiring that ties a
 * control to its hint and its error, and moving focus, once the render that shows a message is on
 * screen, to the first field to fix (or to a message, or a confirmation). Used by the contact form and
 * the newsletter sign-up (useFormSubmission) and by the booking wizard's steps.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';

/** The ids a field's hint and error carry, made from the control's id (the error's is FieldError's). */
export const hintId = (id: string): string => `${id}-hint`;
export const errorId = (id: string): string => `${id}-error`;

/** A control's aria attributes: invalid while it has an error, described by its hint and its error. */
export function fieldAria(id: string, { hint = false, error }: { hint?: boolean; error?: string }) {
  const describedBy = [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ');
  return {
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

/** The first of `order` that has an error, or undefined. */
export const firstInvalid = <F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, string | undefined>>,
): F | undefined => order.find((field) => errors[field]);

/**
 * Focus that waits for the next render: `bind(key)` is the ref of anything that can take focus (a
 * field, a heading, a message box); `focusAfterRender(key)` moves focus there once the render that
 * shows it has committed. The element is centred rather than scrolled just into view, so that the
 * fixed header never covers what the visitor is asked to read or fix, and scrolled smoothly only when
 * the visitor has not asked for reduced motion.
 */
export function useFocusAfterRender<K extends string>() {
  const elements = useRef(new Map<K, HTMLElement>());
  const refs = useRef(new Map<K, (element: HTMLElement | null) => void>());
  const pending = useRef<K | null>(null);

  useEffect(() => {
    const key = pending.current;
    if (key === null) return;
    pending.current = null;
    const element = elements.current.get(key);
    if (!element) return;
    element.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  });

  /** A stable callback ref per key, so that React does not detach and attach it on every render. */
  const bind = useCallback((key: K) => {
    let ref = refs.current.get(key);
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (element) elements.current.set(key, element);
        else elements.current.delete(key);
      };
      refs.current.set(key, ref);
    }
    return ref;
  }, []);

  const focusAfterRender = useCallback((key: K) => {
    pending.current = key;
  }, []);

  /** The element bound to a key now, if any (to read a field's value, say). */
  const element = useCallback((key: K) => elements.current.get(key), []);

  return useMemo(() => ({ bind, focusAfterRender, element }), [bind, focusAfterRender, element]);
}
