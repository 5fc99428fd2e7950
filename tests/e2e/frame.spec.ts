import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import type { Frame } from '../../src/generated/content.ts';
import { violationsInBothThemes } from './axe.ts';
import { site } from './content.ts';
import {
  aboutResources,
  experiences,
  expect,
  hasFullMenu,
  header,
  hydratedByReact,
  internalEntries,
  test,
  waitForHydration,
} from './helpers-chrome.ts';

/*
 * The header's menus where the page runs no script (turned off, or blocked): the prerendered HTML
 * alone must lead to every page the menus list. The hydrated menus are header.spec.ts's.
 */

const { navigation } = site;
const firstInternal = (item: typeof experiences) => {
  const [entry] = internalEntries(item);
  if (!entry) throw new Error(`site.json: ${item.name} has no entry on this site`);
  return entry;
};
const river = firstInternal(experiences);
const aboutEntry = firstInternal(aboutResources);

const seabreeze = JSON.parse(readFileSync(new URL('../../content/frames/seabreeze.json', import.meta.url), 'utf8')) as Frame;

/** No script runs: React has taken over nothing, so every open or closed menu is the CSS's doing. */
const expectNoScript = async (page: Page) =>
  expect(await header(page).getByRole('link').first().evaluate(hydratedByReact)).toBe(false);

const openNoScript = async (page: Page, path: string) => {
  await page.goto(path);
  await expectNoScript(page);
};

/**
 * axe-core waits on timers, which a page without scripts never fires; so its check of the no-script
 * state runs where scripts do, with the site's own answered empty (so nothing hydrates) and the
 * page's no-script rules, taken from its own stylesheet, applied unconditionally.
 */
async function openForAxeAsWithoutScript(page: Page, path: string) {
  await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(path);
  await expectNoScript(page);
  const applied = await page.evaluate(() => {
    const noScript = [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSMediaRule => rule instanceof CSSMediaRule && /scripting:\s*none/.test(rule.conditionText));
    const style = document.createElement('style');
    style.textContent = noScript.flatMap((rule) => [...rule.cssRules].map((inner) => inner.cssText)).join('\n');
    document.head.append(style);
    return noScript.length;
  });
  expect(applied, 'the page has no-script rules').toBeGreaterThan(0);
}

const dropdownOf = (page: Page, href: string) =>
  page.getByRole('navigation', { name: 'Main' }).locator(`li:has(> a[href="${href}"]) > div[id^="nav-menu-"]`);

test.describe('without a script, at the full menu’s width', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ viewport }) => !hasFullMenu(viewport), 'the full menu shows from the large breakpoint up');

  test('pointing at an item opens its dropdown, whose entries lead to their pages', async ({ page }) => {
    await openNoScript(page, '/faqs');
    const dropdown = dropdownOf(page, experiences.href);
    await expect(dropdown).toBeHidden();

    await header(page).getByRole('link', { name: experiences.name, exact: true }).hover();
    await expect(dropdown).toBeVisible();
    await expect(dropdownOf(page, aboutResources.href)).toBeHidden();
    await dropdown.getByRole('link', { name: river.name, exact: true }).click();

    await expect(page).toHaveURL(river.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the keyboard opens a dropdown as focus reaches it and leaves it closed behind', async ({ page }) => {
    await openNoScript(page, '/faqs');
    const about = dropdownOf(page, aboutResources.href);
    await header(page).getByRole('link', { name: aboutResources.name, exact: true }).focus();
    await expect(about).toBeVisible();
    // On to the disclosure button, which keeps it open, then to the first entry.
    await page.keyboard.press('Tab');
    await expect(about).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(about.getByRole('link', { name: aboutEntry.name, exact: true })).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(aboutEntry.href);
  });
});

test.describe('without a script, on a phone', () => {
  test.use({ javaScriptEnabled: false });
  test.skip(({ viewport }) => hasFullMenu(viewport), 'the menu button shows below the large breakpoint');

  const menuLink = (page: Page) => header(page).getByRole('link', { name: navigation.menuLabel, exact: true });
  const menu = (page: Page) => page.locator('#mobile-menu');

  test('the menu button is a link to the menu, whose every entry is listed, and a link closes it', async ({ page }) => {
    await openNoScript(page, '/');
    await expect(header(page).getByRole('button', { name: navigation.menuLabel, exact: true })).toBeHidden();
    await expect(menu(page)).toBeHidden();

    await menuLink(page).click();
    await expect(menu(page)).toBeVisible();
    // Where it comes to rest once it has slid in.
    const box = await menu(page).evaluate((element) => {
      for (const animation of element.getAnimations()) animation.finish();
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height, screen: { width: window.innerWidth, height: window.innerHeight } };
    });
    expect(box, 'the menu covers the screen').toEqual({ x: 0, y: 0, ...box.screen, screen: box.screen });
    // No sub-list needs a press to open: each lists its entries under the item's name.
    for (const item of navigation.items) {
      for (const entry of item.dropdown ?? []) {
        // An external entry's name goes on to say that it opens a new tab.
        await expect(menu(page).getByRole('link', { name: entry.name }).first()).toBeVisible();
      }
    }
    // Buttons that only a script could press are not shown.
    await expect(menu(page).getByRole('button')).toHaveCount(0);

    await menu(page).getByRole('link', { name: navigation.closeMenuLabel, exact: true }).click();
    await expect(menu(page)).toBeHidden();
    await expect(menuLink(page)).toBeVisible();
  });

  test('a page is reached through the menu', async ({ page }) => {
    await openNoScript(page, '/faqs');
    await menuLink(page).click();
    await menu(page).getByRole('link', { name: river.name, exact: true }).click();
    await expect(page).toHaveURL(river.href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(menu(page)).toBeHidden();
  });
});

test.describe('without a script, in both themes', () => {
  test.skip(({ viewport }) => !hasFullMenu(viewport), 'the full menu shows from the large breakpoint up');

  test('an open dropdown passes axe in both themes', async ({ page }) => {
    await openForAxeAsWithoutScript(page, '/');
    await header(page).getByRole('link', { name: experiences.name, exact: true }).hover();
    await expect(dropdownOf(page, experiences.href)).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('without a script, on a phone, in both themes', () => {
  test.skip(({ viewport }) => hasFullMenu(viewport), 'the menu button shows below the large breakpoint');

  test('the open menu passes axe in both themes', async ({ page }) => {
    await openForAxeAsWithoutScript(page, '/');
    await header(page).getByRole('link', { name: navigation.menuLabel, exact: true }).click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test.describe('the demo hotel’s frame', () => {
  test('its menu button opens the links, and Escape closes them with the focus back on the button', async ({
    page,
    viewport,
  }) => {
    test.skip(hasFullMenu(viewport), 'the menu button shows below the large breakpoint');
    await page.goto('/apartments');
    // Escape is the page's code's: without it, the menu opens and closes by its button alone.
    await waitForHydration(page);
    const button = page.getByRole('banner').locator('summary');
    const first = page.getByRole('banner').locator('details').getByRole('link').first();
    await button.click();
    await expect(first).toBeVisible();
    await first.focus();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('every link of its menu is whole on screen', async ({ page, viewport }) => {
    await page.goto('/apartments');
    // Below the large breakpoint the links are folded under the menu button, a <details>' summary.
    if (!hasFullMenu(viewport)) await page.getByRole('banner').locator('summary').click();
    const links = page.getByRole('navigation', { name: seabreeze.brand.name }).getByRole('link');
    await expect(links).toHaveCount(seabreeze.navigation.length);
    for (const link of await links.all()) {
      const place = await link.evaluate((element) => {
        const { left, right } = element.getBoundingClientRect();
        // A row that scrolls sideways cuts the link it cannot show whole.
        const row = element.closest('nav');
        return { left, right, screen: window.innerWidth, rowScrolls: !!row && row.scrollWidth > row.clientWidth };
      });
      expect(place.rowScrolls, 'the menu row does not scroll sideways').toBe(false);
      expect(place.left, `${await link.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(place.right, `${await link.textContent()} ends on screen`).toBeLessThanOrEqual(place.screen);
    }
  });
});
