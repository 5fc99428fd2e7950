import { describe, expect, it } from 'vitest';
import { isCurrentPath, itemContainsPath } from '../../src/chrome/current-path.ts';
import { HEADER_SOLID_AFTER_PX, isHeaderSolid } from '../../src/chrome/header-look.ts';
import { cardImages, cardSide, hoverCardContent } from '../../src/chrome/hover-card.ts';
import { menuKeys, nextFocusIndex, topLevelFocus } from '../../src/chrome/menu-keys.ts';
import {
  closedMenu,
  DROPDOWN_CLOSE_DELAY_MS,
  menuReducer,
  type MenuAction,
  type MenuState,
} from '../../src/chrome/useDesktopMenu.ts';
import { mailtoHref, telHref } from '../../src/content/tel.ts';
import { site } from '../../src/content/site.ts';
import type { NavItem } from '../../src/generated/content.ts';

const pool = { src: '/images/nav/pool.jpg', alt: 'A pool' };
const item: NavItem = {
  name: 'Experiences',
  href: '/experiences',
  hoverCopy: 'Every way we travel.',
  dropdown: [
    {
      name: 'River Cruises',
      href: '/river-cruises',
      hoverCopy: 'Rivers.',
      hoverImage: { src: '/images/nav/river.jpg', alt: 'A river' },
    },
    { name: 'Ocean Cruises', href: '/ocean-cruises', hoverCopy: 'Oceans.' },
  ],
};

const run = (actions: MenuAction[], from: MenuState = closedMenu) => actions.reduce(menuReducer, from);

describe('constants', () => {
  it('match the specification', () => {
    expect(HEADER_SOLID_AFTER_PX).toBe(50);
    expect(DROPDOWN_CLOSE_DELAY_MS).toBe(150);
  });
});

describe('isHeaderSolid', () => {
  it('is see-through only over a picture, at the top, with nothing open', () => {
    expect(isHeaderSolid({ transparent: true, scrolled: false, menuOpen: false })).toBe(false);
    expect(isHeaderSolid({ transparent: true, scrolled: true, menuOpen: false })).toBe(true);
    expect(isHeaderSolid({ transparent: true, scrolled: false, menuOpen: true })).toBe(true);
    expect(isHeaderSolid({ transparent: false, scrolled: false, menuOpen: false })).toBe(true);
  });
});

describe('cardSide', () => {
  it('puts the card on the left for items in the right half of the menu', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => cardSide(i, 6))).toEqual(['right', 'right', 'right', 'left', 'left', 'left']);
    expect(cardSide(0, 1)).toBe('right');
  });

  it('opens the site’s ABOUT & RESOURCES card to the left and EXPERIENCES to the right', () => {
    const { items } = site.navigation;
    const side = (name: string) =>
      cardSide(
        items.findIndex((i) => i.name === name),
        items.length,
      );
    expect(side('About & Resources')).toBe('left');
    expect(side('Experiences')).toBe('right');
  });
});

describe('links', () => {
  it('makes dialable tel: and mailto: addresses', () => {
    expect(telHref('+1 (239) 555-0148')).toBe('tel:+12395550148');
    expect(mailtoHref('concierge@halcyonvoyages.example')).toBe('mailto:concierge@halcyonvoyages.example');
  });

  it('knows the current page, ignoring a trailing slash and external links', () => {
    expect(isCurrentPath('/faqs', '/faqs/')).toBe(true);
    // The one path normaliser of the router (normalizePath) decides: a run of slashes is the root.
    expect(isCurrentPath('/', '//')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/faqs', '/')).toBe(false);
    expect(isCurrentPath('https://example.com/faqs', '/faqs')).toBe(false);
    expect(itemContainsPath(item, '/ocean-cruises')).toBe(true);
    expect(itemContainsPath(item, '/blog')).toBe(false);
  });
});

describe('hover card', () => {
  it('describes the dropdown’s own item until an entry is pointed at', () => {
    expect(hoverCardContent(item, null, pool)).toEqual({ image: pool, name: 'Experiences', copy: 'Every way we travel.' });
  });

  it('describes the pointed entry, with the default picture when it has none', () => {
    expect(hoverCardContent(item, 0, pool).image.src).toBe('/images/nav/river.jpg');
    expect(hoverCardContent(item, 1, pool)).toEqual({ image: pool, name: 'Ocean Cruises', copy: 'Oceans.' });
    expect(hoverCardContent(item, 9, pool).name).toBe('Experiences');
  });

  it('keeps each picture once', () => {
    expect(cardImages(item, pool).map((i) => i.src)).toEqual(['/images/nav/pool.jpg', '/images/nav/river.jpg']);
  });
});

describe('menuKeys', () => {
  it('are the keys of the WAI-ARIA disclosure navigation pattern', () => {
    expect(menuKeys).toEqual({
      close: 'Escape',
      next: 'ArrowDown',
      previous: 'ArrowUp',
      barNext: 'ArrowRight',
      barPrevious: 'ArrowLeft',
      first: 'Home',
      last: 'End',
    });
  });
});

describe('nextFocusIndex', () => {
  it('moves with the arrows without wrapping, and jumps with Home and End', () => {
    expect(nextFocusIndex(0, menuKeys.next, 3)).toBe(1);
    expect(nextFocusIndex(2, menuKeys.next, 3)).toBeNull();
    expect(nextFocusIndex(1, menuKeys.previous, 3)).toBe(0);
    expect(nextFocusIndex(0, menuKeys.previous, 3)).toBeNull();
    expect(nextFocusIndex(1, menuKeys.first, 3)).toBe(0);
    expect(nextFocusIndex(1, menuKeys.last, 3)).toBe(2);
    expect(nextFocusIndex(2, menuKeys.last, 3)).toBeNull();
    expect(nextFocusIndex(1, 'Enter', 3)).toBeNull();
    expect(nextFocusIndex(0, menuKeys.next, 0)).toBeNull();
  });
});

describe('topLevelFocus', () => {
  it('moves between the top-level links and buttons with Left and Right, without wrapping', () => {
    expect(topLevelFocus(1, menuKeys.barNext, 5, null)).toBe(2);
    expect(topLevelFocus(1, menuKeys.barPrevious, 5, 'closed')).toBe(0);
    expect(topLevelFocus(4, menuKeys.barNext, 5, null)).toBeNull();
    expect(topLevelFocus(0, menuKeys.barPrevious, 5, null)).toBeNull();
  });

  it('jumps to the first and last with Home and End', () => {
    expect(topLevelFocus(2, menuKeys.first, 5, 'open')).toBe(0);
    expect(topLevelFocus(2, menuKeys.last, 5, null)).toBe(4);
    expect(topLevelFocus(4, menuKeys.last, 5, null)).toBeNull();
  });

  it('moves on with Down and back with Up from a closed disclosure button, and enters an open one', () => {
    expect(topLevelFocus(2, menuKeys.next, 5, 'closed')).toBe(3);
    expect(topLevelFocus(2, menuKeys.previous, 5, 'closed')).toBe(1);
    expect(topLevelFocus(4, menuKeys.next, 5, 'closed')).toBeNull();
    expect(topLevelFocus(2, menuKeys.next, 5, 'open')).toBe('entries');
    expect(topLevelFocus(2, menuKeys.previous, 5, 'open')).toBeNull();
  });

  it('leaves Up and Down on a link, and every other key, to the browser', () => {
    expect(topLevelFocus(2, menuKeys.next, 5, null)).toBeNull();
    expect(topLevelFocus(2, menuKeys.previous, 5, null)).toBeNull();
    expect(topLevelFocus(2, 'Enter', 5, 'closed')).toBeNull();
    expect(topLevelFocus(2, ' ', 5, 'open')).toBeNull();
  });
});

describe('menuReducer', () => {
  it('opens one item at a time on hover', () => {
    expect(run([{ type: 'hover', index: 0 }])).toEqual({ open: 0, openedBy: 'hover', entry: null });
    expect(
      run([
        { type: 'hover', index: 0 },
        { type: 'hover', index: 4 },
      ]).open,
    ).toBe(4);
  });

  it('closes a hovered item when the pointer leaves, but not a pressed one', () => {
    expect(run([{ type: 'hover', index: 0 }, { type: 'leave' }])).toEqual(closedMenu);
    expect(run([{ type: 'press', index: 0 }, { type: 'leave' }]).open).toBe(0);
  });

  it('toggles on press, and a press on a hover-opened dropdown keeps it open', () => {
    expect(run([{ type: 'press', index: 0 }]).open).toBe(0);
    expect(
      run([
        { type: 'press', index: 0 },
        { type: 'press', index: 0 },
      ]),
    ).toEqual(closedMenu);
    const pinned = run([
      { type: 'hover', index: 0 },
      { type: 'press', index: 0 },
    ]);
    expect(pinned).toEqual({ open: 0, openedBy: 'press', entry: null });
    expect(menuReducer(pinned, { type: 'leave' }).open).toBe(0);
    expect(
      run([
        { type: 'press', index: 0 },
        { type: 'press', index: 4 },
      ]).open,
    ).toBe(4);
  });

  it('shows a plain item’s hint on focus and closes other dropdowns when a dropdown’s link gets focus', () => {
    expect(run([{ type: 'focus', index: 1, hasDropdown: false }])).toEqual({ open: 1, openedBy: 'focus', entry: null });
    expect(
      run([
        { type: 'press', index: 0 },
        { type: 'focus', index: 4, hasDropdown: true },
      ]),
    ).toEqual(closedMenu);
    expect(
      run([
        { type: 'press', index: 0 },
        { type: 'focus', index: 0, hasDropdown: true },
      ]).open,
    ).toBe(0);
  });

  it('tracks the hover card’s entry only while something is open, and resets it when another item opens', () => {
    expect(run([{ type: 'entry', entry: 2 }])).toEqual(closedMenu);
    const pointed = run([
      { type: 'hover', index: 0 },
      { type: 'entry', entry: 2 },
    ]);
    expect(pointed.entry).toBe(2);
    expect(menuReducer(pointed, { type: 'hover', index: 4 }).entry).toBeNull();
    expect(menuReducer(pointed, { type: 'close' })).toEqual(closedMenu);
  });
});
