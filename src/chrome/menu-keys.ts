/**
 * The keys the header's menus answer to, in one place (the WAI-ARIA disclosure navigation pattern):
 * the dropdowns, the menu bar and the phone menu read them from here, and so do their tests. Enter and
 * Space need no entry: the disclosures are buttons, which the browser presses on both.
 */
export const menuKeys = {
  /** Closes an open dropdown or the phone menu; focus goes back to the button that opened it. */
  close: 'Escape',
  /** The next link of an open dropdown; from a disclosure button, into its open dropdown or on along the bar. */
  next: 'ArrowDown',
  previous: 'ArrowUp',
  /** Along the menu bar's links and disclosure buttons. */
  barNext: 'ArrowRight',
  barPrevious: 'ArrowLeft',
  /** The first and last of the list focus is in: a dropdown's links, or the bar's. */
  first: 'Home',
  last: 'End',
} as const;

/** Where `moves` sends focus for `key`: null for other keys and at either end, where the keys stop rather than wrap. */
const within = (moves: Record<string, number | undefined>, key: string, current: number, count: number): number | null => {
  const target = moves[key];
  return target === undefined || target < 0 || target >= count || target === current ? null : target;
};

/** Where a key moves focus in an open dropdown of `count` links, from the one at `current`. */
export const nextFocusIndex = (current: number, key: string, count: number): number | null => {
  if (count === 0) return null;
  const moves = {
    [menuKeys.next]: current + 1,
    [menuKeys.previous]: current - 1,
    [menuKeys.first]: 0,
    [menuKeys.last]: count - 1,
  };
  return within(moves, key, current, count);
};

/**
 * Where a key moves focus among the menu bar's top-level links and disclosure buttons, from the one at
 * `current` of `count`: along the bar, or to its first or last; on a disclosure button (`disclosure`
 * tells whether its dropdown is open), `next`/`previous` move along the bar while it is closed, and
 * `next` enters the dropdown (`'entries'`) once it is open. Null: the key is not ours.
 */
export const topLevelFocus = (
  current: number,
  key: string,
  count: number,
  disclosure: 'open' | 'closed' | null,
): number | 'entries' | null => {
  if (key === menuKeys.next && disclosure === 'open') return 'entries';
  const closedButton = disclosure === 'closed';
  const moves = {
    [menuKeys.barNext]: current + 1,
    [menuKeys.barPrevious]: current - 1,
    [menuKeys.first]: 0,
    [menuKeys.last]: count - 1,
    [menuKeys.next]: closedButton ? current + 1 : undefined,
    [menuKeys.previous]: closedButton ? current - 1 : undefined,
  };
  return within(moves, key, current, count);
};
