import { expect, type Locator, type Page, type ViewportSize } from '@playwright/test';
import type { NavDropdownItem, NavItem } from '../../src/generated/content.ts';
import { breakpoint, palettes } from '../../src/theme/tokens.ts';
import { hydratedByReact, waitForHydration } from '../../scripts/lib/hydration.ts';
import { test } from './console.ts';
import { pageContent, servedPages, site } from './content.ts';

/** Every test of the header and theme fails on a console error, React warning or uncaught exception. */
export { test };

export { expect };

export { hydratedByReact, waitForHydration } from '../../scripts/lib/hydration.ts';

/** From this width the header shows the full menu; below it, the menu button. */
const FULL_MENU_MIN_WIDTH = parseInt(breakpoint.lg, 10);

export const hasFullMenu = (viewport: ViewportSize | null): boolean => (viewport?.width ?? 0) >= FULL_MENU_MIN_WIDTH;

const START = new Date('2025-06-02T09:00:00Z').getTime();

/**
 * Opens a path with the page's clock frozen from the start, so no timer (close delay, slideshow)
 * fires unless a test moves the clock on, and returns once React has taken over the prerendered HTML.
 */
export async function openPage(page: Page, urlPath: string): Promise<void> {
  await page.clock.install({ time: START });
  // Real time runs between the two calls, and pausing can only move the clock forward: on a busy machine
  // a second had sometimes passed already. Nothing is loaded yet whose timers the jump could fire.
  await page.clock.pauseAt(START + 60_000);
  await gotoHydrated(page, urlPath);
}

/** A full page load of another path, on a page whose clock is already under the test's control. */
export async function gotoHydrated(page: Page, urlPath: string): Promise<void> {
  await page.goto(urlPath, { waitUntil: 'domcontentloaded' });
  await waitForHydration(page);
}

/**
 * Scrolls to an element below the first screen and waits until it is interactive: such parts hydrate
 * as they near the viewport (src/runtime/HydrateWhenVisible.tsx), as a visitor's scrolling gives them time to.
 */
export async function scrollToHydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => locator.evaluate(hydratedByReact)).toBe(true);
}

// ---- Content ----

type DropdownItem = NavItem & { dropdown: NavDropdownItem[] };

const navItem = (href: string): DropdownItem => {
  const item = site.navigation.items.find((candidate) => candidate.href === href);
  if (!item?.dropdown) throw new Error(`site.json has no menu item with a dropdown at ${href}`);
  return item as DropdownItem;
};

/** The two dropdowns the specification names: EXPERIENCES (card on the right) and ABOUT & RESOURCES (card on the left). */
export const experiences = navItem('/experiences');
export const aboutResources = navItem('/about');

export const plainItems = site.navigation.items.filter((item) => !item.dropdown);

export const isExternalHref = (href: string): boolean => /^https?:\/\//.test(href);

export const internalEntries = (item: DropdownItem): NavDropdownItem[] =>
  item.dropdown.filter((entry) => entry.href.startsWith('/'));

export const externalEntry = (() => {
  const entry = site.navigation.items.flatMap((item) => item.dropdown ?? []).find((candidate) => isExternalHref(candidate.href));
  if (!entry) throw new Error('site.json has no external dropdown entry');
  return entry;
})();

/** Served paths whose page opens under a transparent header (every page's own look is a route-wide gate). */
export const transparentPaths = servedPages
  .filter(({ id }) => pageContent(id).header === 'transparent')
  .map(({ urlPath }) => urlPath);

// ---- Locators ----

export const header = (page: Page): Locator => page.getByRole('banner');

/** The main navigation on screen: the full menu on desktop, the one in the open mobile menu on phones. */
export const mainNav = (page: Page): Locator => page.getByRole('navigation', { name: 'Main' });

export const topLink = (page: Page, item: NavItem): Locator => mainNav(page).getByRole('link', { name: item.name, exact: true });

export const disclosure = (page: Page, item: NavItem): Locator =>
  header(page).getByRole('button', { name: `${item.name} menu`, exact: true });

/** The element a disclosure or menu button shows and hides, found through its aria-controls. */
export async function controlledBy(button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'the button names the element it controls').toBeTruthy();
  return button.page().locator(`[id="${id}"]`);
}

/** The hover card of a dropdown panel: hidden from assistive technology, which reads each link's description instead. */
export const hoverCard = (panel: Locator): Locator => panel.locator(':scope > [aria-hidden="true"]');

export const menuButton = (page: Page): Locator =>
  header(page).getByRole('button', { name: site.navigation.menuLabel, exact: true });

export const themeToggle = (page: Page): Locator => page.getByRole('button', { name: 'Dark theme', exact: true });

// ---- Computed state ----

export const rgb = (hex: string): string => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

export const TRANSPARENT = 'rgba(0, 0, 0, 0)';

export const paletteColor = (theme: 'light' | 'dark', name: 'headerSolid' | 'bg'): string => rgb(palettes[theme][name]);

export const currentTheme = (page: Page): Promise<'light' | 'dark'> =>
  page.evaluate(() => (document.documentElement.classList.contains('dark') ? 'dark' : 'light'));

/**
 * The header's background once its colour transition has ended. Finishing the running CSS
 * transitions reads the state the header is heading for, not a frame halfway through the fade.
 */
export const settledHeaderBackground = (page: Page): Promise<string> =>
  header(page).evaluate((element) => {
    for (const animation of element.getAnimations()) animation.finish();
    return getComputedStyle(element).backgroundColor;
  });

/** 'transparent', 'solid' (the current theme's solid colour) or the unexpected colour itself. */
export async function headerLook(page: Page): Promise<string> {
  const [background, theme] = await Promise.all([settledHeaderBackground(page), currentTheme(page)]);
  if (background === TRANSPARENT) return 'transparent';
  return background === paletteColor(theme, 'headerSolid') ? 'solid' : background;
}

export const expectHeaderLook = (page: Page, look: 'transparent' | 'solid'): Promise<void> =>
  expect.poll(() => headerLook(page), { message: `the header is ${look}` }).toBe(look);

/** Scrolls the window and resolves once the page has dispatched its scroll event (and React has seen it). */
export async function scrollWindowTo(page: Page, top: number): Promise<void> {
  const reached = await page.evaluate(
    (y) =>
      new Promise<number>((resolve) => {
        if (window.scrollY === y) {
          resolve(window.scrollY);
          return;
        }
        window.addEventListener('scroll', () => resolve(window.scrollY), { once: true });
        window.scrollTo(0, y);
      }),
    top,
  );
  expect(reached, 'the page scrolled exactly that far').toBe(top);
}

/** The alt text of the card picture being shown (the others are kept loaded but invisible). */
export const shownCardImage = (card: Locator): Promise<string[]> =>
  card.evaluate((element) => {
    for (const animation of element.getAnimations({ subtree: true })) animation.finish();
    return [...element.querySelectorAll('img')].filter((img) => getComputedStyle(img).opacity === '1').map((img) => img.alt);
  });

type MarkedWindow = Window & { chromeTestMark?: true };

/** Marks the window; the mark survives in-app navigation and is gone after a full page load. */
export const markWindow = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as MarkedWindow).chromeTestMark = true;
  });

export const isSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as MarkedWindow).chromeTestMark === true);
