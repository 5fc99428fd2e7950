import { useCallback, useRef, useState } from 'react';

/** Quick edits of one field within this time are one undo step, as a word typed is. */
const COALESCE_MS = 1000;

export interface History<T> {
  value: T;
  /** Sets a new value, or one made from the current; `group` names the field, so quick edits of one field are one step. */
  set: (next: T | ((current: T) => T), group?: string) => void;
  /** Starts over from a value with no history (a file opened or reloaded). */
  reset: (value: T) => void;
  undo: () => void;
  redo: () => void;
  canUndo: boolean;
  canRedo: boolean;
}

/** Undo and redo across every change of one value: fields, added, moved and removed items alike. */
export function useHistory<T>(initial: T): History<T> {
  const [state, setState] = useState({ past: [] as T[], value: initial, future: [] as T[] });
  const last = useRef<{ group?: string; at: number }>({ at: 0 });

  const set = useCallback((next: T | ((current: T) => T), group?: string) => {
    const now = performance.now();
    const joins = group !== undefined && last.current.group === group && now - last.current.at < COALESCE_MS;
    last.current = { group, at: now };
    setState((s) => ({
      past: joins ? s.past : [...s.past, s.value],
      value: typeof next === 'function' ? (next as (current: T) => T)(s.value) : next,
      future: [],
    }));
  }, []);
  const reset = useCallback((value: T) => {
    last.current = { at: 0 };
    setState({ past: [], value, future: [] });
  }, []);
  const undo = useCallback(() => {
    last.current = { at: 0 };
    setState((s) =>
      s.past.length ? { past: s.past.slice(0, -1), value: s.past.at(-1) as T, future: [s.value, ...s.future] } : s,
    );
  }, []);
  const redo = useCallback(() => {
    last.current = { at: 0 };
    setState((s) => (s.future.length ? { past: [...s.past, s.value], value: s.future[0], future: s.future.slice(1) } : s));
  }, []);
  return { value: state.value, set, reset, undo, redo, canUndo: state.past.length > 0, canRedo: state.future.length > 0 };
}
