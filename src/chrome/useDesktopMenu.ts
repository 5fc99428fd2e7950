import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { closedMenu, DROPDOWN_CLOSE_DELAY_MS, menuReducer, type MenuState } from './nav-logic.ts';

export interface DesktopMenu {
  state: MenuState;
  /** The pointer entered a top-level item. */
  hover: (index: number) => void;
  /** The pointer left a top-level item (with its dropdown). */
  leave: () => void;
  /** A click, tap, Enter or Space on an item's disclosure. */
  press: (index: number) => void;
  /** Keyboard or tap focus reached a top-level link. */
  focus: (index: number, hasDropdown: boolean) => void;
  /** The dropdown entry the hover card should describe. */
  entry: (entry: number | null) => void;
  close: () => void;
}

/** The desktop menu's open item, hover card entry and close timer; everything resets when the path changes. */
export function useDesktopMenu(pathname: string): DesktopMenu {
  const [state, dispatch] = useReducer(menuReducer, closedMenu);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => cancelTimer, [cancelTimer]);

  // Adjusting state while rendering (rather than in an effect) resets it in the same render as the new page.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    dispatch({ type: 'close' });
  }

  const actions = useMemo(
    () => ({
      hover: (index: number) => {
        cancelTimer();
        dispatch({ type: 'hover', index });
      },
      leave: () => {
        cancelTimer();
        timer.current = setTimeout(() => {
          timer.current = null;
          dispatch({ type: 'leave' });
        }, DROPDOWN_CLOSE_DELAY_MS);
      },
      press: (index: number) => {
        cancelTimer();
        dispatch({ type: 'press', index });
      },
      focus: (index: number, hasDropdown: boolean) => dispatch({ type: 'focus', index, hasDropdown }),
      entry: (entry: number | null) => dispatch({ type: 'entry', entry }),
      close: () => {
        cancelTimer();
        dispatch({ type: 'close' });
      },
    }),
    [cancelTimer],
  );

  // One object while nothing changes, so the menu row (memoised) is not rendered again for nothing.
  return useMemo(() => ({ state, ...actions }), [state, actions]);
}
