import type { Image, NavItem } from '../generated/content.ts';

/** Scroll distance after which a transparent header turns solid (SPEC 9). */
export const HEADER_SOLID_AFTER_PX = 50;

/** How long a hovered dropdown stays open after the pointer leaves it (SPEC 9). */
export const DROPDOWN_CLOSE_DELAY_MS = 150;

/** The header is see-through only over a page's opening picture, and only while nothing hangs from it. */
export const isHeaderSolid = ({
  transparent,
  scrolled,
  menuOpen,
}: {
  transparent: boolean;
  scrolled: boolean;
  menuOpen: boolean;
}): boolean => !transparent || scrolled || menuOpen;

/**
 * Which side of its dropdown list the hover card sits on. Items in the right half of the menu open
 * towards the middle of the page, so neither the list nor the card runs off the edge.
 */
export const cardSide = (index: number, count: number): 'left' | 'right' => (count > 1 && index >= count / 2 ? 'left' : 'right');

/** A dialable tel: address from a number written for people, such as +1 (239) 555-0148. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const mailtoHref = (email: string): string => `mailto:${email}`;

/** Whether a menu href is the page being shown, so it can carry aria-current. */
export const isCurrentPath = (href: string, pathname: string): boolean => {
  if (!href.startsWith('/')) return false;
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return trim(href) === trim(pathname);
};

/** The aria-current value of a menu link: 'page' on the link to the page being shown. */
export const ariaCurrent = (href: string, pathname: string): 'page' | undefined =>
  isCurrentPath(href, pathname) ? 'page' : undefined;

/** Whether a menu item or one of its dropdown entries is the page being shown. */
export const itemContainsPath = (item: NavItem, pathname: string): boolean =>
  isCurrentPath(item.href, pathname) || (item.dropdown ?? []).some((entry) => isCurrentPath(entry.href, pathname));

export interface HoverCardContent {
  image: Image;
  name: string;
  copy: string;
}

/** What the hover card shows: the pointed-at entry, or the dropdown's own item until one is pointed at. */
export const hoverCardContent = (item: NavItem, entry: number | null, fallbackImage: Image): HoverCardContent => {
  const pointed = entry === null ? undefined : item.dropdown?.[entry];
  if (pointed) return { image: pointed.hoverImage ?? fallbackImage, name: pointed.name, copy: pointed.hoverCopy };
  return { image: fallbackImage, name: item.name, copy: item.hoverCopy };
};

/** The picture of every entry, once each, so a card can keep them all loaded and cross-fade between them. */
export const cardImages = (item: NavItem, fallbackImage: Image): Image[] => {
  const seen = new Map<string, Image>([[fallbackImage.src, fallbackImage]]);
  for (const entry of item.dropdown ?? []) {
    const image = entry.hoverImage ?? fallbackImage;
    if (!seen.has(image.src)) seen.set(image.src, image);
  }
  return [...seen.values()];
};

/**
 * Where an arrow key, Home or End moves focus in an open dropdown of `count` links; null for other
 * keys and at either end, where the arrows stop rather than wrap (WAI-ARIA disclosure navigation).
 */
export const nextFocusIndex = (current: number, key: string, count: number): number | null => {
  if (count === 0) return null;
  const target = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: count - 1 }[key];
  return target === undefined || target < 0 || target >= count || target === current ? null : target;
};

/**
 * Where a key moves focus among the menu bar's top-level links and disclosure buttons, from the one at
 * `current` of `count`: Left/Right to the previous/next, Home/End to the first/last; on a disclosure
 * button (`disclosure` tells whether its dropdown is open), Down/Up move to the next/previous one while
 * it is closed, and Down enters the dropdown (`'entries'`) once it is open. Null: the key is not ours.
 */
export const topLevelFocus = (
  current: number,
  key: string,
  count: number,
  disclosure: 'open' | 'closed' | null,
): number | 'entries' | null => {
  if (key === 'ArrowDown' && disclosure === 'open') return 'entries';
  const closedButton = disclosure === 'closed';
  const moves: Record<string, number | undefined> = {
    ArrowRight: current + 1,
    ArrowLeft: current - 1,
    Home: 0,
    End: count - 1,
    ArrowDown: closedButton ? current + 1 : undefined,
    ArrowUp: closedButton ? current - 1 : undefined,
  };
  const target = moves[key];
  return target === undefined || target < 0 || target >= count || target === current ? null : target;
};

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
