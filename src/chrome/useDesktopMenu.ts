import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';

/** How long a hovered dropdown stays open after the pointer leaves it (SPEC 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/**
 * The desktop menu's state. `open` is the item whose dropdown (or, for an item without one, whose
 * hint) is showing; `openedBy` tells a hover, which closes again when the pointer leaves, from a
 * deliberate press (click, tap, Enter or Space), which stays until dismissed; `entry` is the
 * dropdown entry the hover card describes.
 */
export interface MenuState {
  open: number | null;
  openedBy: 'hover' | 'press' | 'focus' | null;
  entry: number | null;
}

export type MenuAction =
  | { type: 'hover'; index: number }
  | { type: 'press'; index: number }
  | { type: 'focus'; index: number; hasDropdown: boolean }
  | { type: 'entry'; entry: number | null }
  | { type: 'leave' }
  | { type: 'close' };

export const closedMenu: MenuState = { open: null, openedBy: null, entry: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'hover':
      return state.open === action.index ? state : { open: action.index, openedBy: 'hover', entry: null };
    case 'press':
      if (state.open !== action.index) return { open: action.index, openedBy: 'press', entry: null };
      // A click on a dropdown the pointer has just opened by hovering keeps it open rather than
      // snapping it shut under the cursor.
      return state.openedBy === 'hover' ? { ...state, openedBy: 'press' } : closedMenu;
    case 'focus':
      if (state.open === action.index) return state;
      // Focusing a plain item shows its hint; focusing a dropdown's link only closes the other
      // dropdown, since its own opens from its disclosure button.
      return action.hasDropdown ? closedMenu : { open: action.index, openedBy: 'focus', entry: null };
    case 'entry':
      return state.open === null || state.entry === action.entry ? state : { ...state, entry: action.entry };
    case 'leave':
      // Only what a hover opened closes when the pointer leaves; a pressed dropdown waits to be dismissed.
      return state.openedBy === 'hover' ? closedMenu : state;
    case 'close':
      return state.open === null ? state : closedMenu;
  }
}

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
