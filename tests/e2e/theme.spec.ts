import type { Page } from '@playwright/test';
import { DARK_CLASS, THEME_STORAGE_KEY } from '../../src/chrome/theme-init.ts';
import { palettes } from '../../src/theme/tokens.ts';
import {
  controlledBy,
  currentTheme,
  expect,
  expectHeaderLook,
  hasFullMenu,
  menuButton,
  openPage,
  paletteColor,
  rgb,
  scrollToHydrated,
  test,
  themeToggle,
  waitForHydration,
} from './helpers-chrome.ts';

type Theme = 'light' | 'dark';
const other = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

const storedTheme = (page: Page) => page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY);

/**
 * The toggle the visitor can reach: in the footer on desktop, inside the menu on phones, where the
 * footer's copy is hidden.
 */
async function reachToggle(page: Page, fullMenu: boolean) {
  const inFooter = page.getByRole('contentinfo').getByRole('button', { name: 'Dark theme', exact: true, includeHidden: true });
  await expect(inFooter).toHaveCount(1);
  if (fullMenu) {
    await expect(inFooter).toBeVisible();
    await scrollToHydrated(inFooter);
    return inFooter;
  }
  await expect(inFooter).toBeHidden();
  await menuButton(page).tap();
  const panel = await controlledBy(menuButton(page));
  const inMenu = panel.getByRole('button', { name: 'Dark theme', exact: true });
  await expect(inMenu).toBeVisible();
  await expect(themeToggle(page)).toHaveCount(1);
  return inMenu;
}

/** Everything that shows which theme is on: the class, the page colours, the switch and the browser's own chrome. */
async function expectTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(new RegExp(`\\b${DARK_CLASS}\\b`));
  else await expect(html).not.toHaveClass(new RegExp(`\\b${DARK_CLASS}\\b`));
  await expect(page.locator('body')).toHaveCSS('background-color', paletteColor(theme, 'bg'));
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', palettes[theme].bg);
}

/**
 * Records, from before the first byte of the document is parsed, the order in which the dark class
 * lands on <html> and the first stylesheet and the body arrive, so a test can tell whether the page
 * could ever have been painted in the wrong theme.
 */
function recordThemeTimeline() {
  const timeline: string[] = [];
  (window as Window & { themeTimeline?: string[] }).themeTimeline = timeline;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') {
        if (record.target === document.documentElement) timeline.push('class');
        continue;
      }
      for (const node of record.addedNodes) {
        if (node instanceof HTMLStyleElement || (node instanceof HTMLLinkElement && node.rel === 'stylesheet'))
          timeline.push('stylesheet');
        else if (node instanceof HTMLBodyElement) timeline.push('body');
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
}

const themeTimeline = (page: Page) => page.evaluate(() => (window as Window & { themeTimeline?: string[] }).themeTimeline ?? []);

for (const system of ['light', 'dark'] as const) {
  test.describe(`with a ${system} system preference`, () => {
    test.use({ colorScheme: system });

    test(`a first visit is ${system}; the switch flips and remembers the theme; the remembered choice wins from the first paint`, async ({
      page,
      viewport,
    }) => {
      const fullMenu = hasFullMenu(viewport);
      await openPage(page, '/');

      await test.step('a first visit follows the system and stores nothing', async () => {
        await expectTheme(page, system);
        expect(await storedTheme(page)).toBeNull();
        await expect(await reachToggle(page, fullMenu)).toHaveAttribute('aria-pressed', String(system === 'dark'));
      });

      const chosen = other(system);
      await test.step(`the switch turns the page ${chosen} and stores '${chosen}'`, async () => {
        const toggle = themeToggle(page);
        await toggle.click();
        // The switch answers at once; the page's colours follow once that frame is painted (the clock
        // is the test's: it moves on only when told).
        await expect(toggle).toHaveAttribute('aria-pressed', String(chosen === 'dark'));
        await page.clock.runFor(100);
        await expectTheme(page, chosen);
        expect(await storedTheme(page)).toBe(chosen);
        if (!fullMenu) await expectHeaderLook(page, 'solid');
      });

      await test.step(`on reload the stored '${chosen}' beats the ${system} system preference before anything is painted`, async () => {
        await page.addInitScript(recordThemeTimeline);
        await page.reload({ waitUntil: 'domcontentloaded' });
        await waitForHydration(page);
        await expectTheme(page, chosen);
        const timeline = await themeTimeline(page);
        expect(timeline, 'the stylesheet and the body were seen').toEqual(expect.arrayContaining(['stylesheet', 'body']));
        if (chosen === 'dark') {
          expect(timeline[0], `the ${DARK_CLASS} class came before any stylesheet or the body: ${timeline.join(', ')}`).toBe(
            'class',
          );
          expect(
            timeline.filter((event) => event === 'class'),
            'set once, never undone',
          ).toHaveLength(1);
        } else {
          expect(timeline, `the ${DARK_CLASS} class was never set`).not.toContain('class');
        }
        expect(await storedTheme(page)).toBe(chosen);
      });

      await test.step(`the switch goes back to ${system} and stores that choice too`, async () => {
        const toggle = await reachToggle(page, fullMenu);
        await expect(toggle).toHaveAttribute('aria-pressed', String(chosen === 'dark'));
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', String(system === 'dark'));
        await page.clock.runFor(100);
        await expectTheme(page, system);
        expect(await currentTheme(page)).toBe(system);
        expect(await storedTheme(page)).toBe(system);
      });
    });
  });
}

for (const system of ['light', 'dark'] as const) {
  test.describe(`without JavaScript, with a ${system} system preference`, () => {
    test.use({ javaScriptEnabled: false, colorScheme: system });

    test(`the page and its frame are ${system}, as the script would have chosen`, async ({ page }) => {
      for (const urlPath of ['/', '/apartments']) {
        await page.goto(urlPath);
        await expect(page.locator('html')).not.toHaveClass(new RegExp(`\\b${DARK_CLASS}\\b`));
        await expect(page.locator('body')).toHaveCSS('background-color', paletteColor(system, 'bg'));
        await expect(page.locator('body')).toHaveCSS('color', rgb(palettes[system].text));
      }
      // The agency's footer draws its darker ground in the dark theme only.
      await page.goto('/contact');
      await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', rgb(system === 'dark' ? '#0b0e13' : '#141a23'));
    });
  });
}
