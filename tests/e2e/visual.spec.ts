/**
 * Visual baselines: each page shown (one path per page, as the route-wide gates check in depth) is
 * photographed at the width of the project (1440 px desktop, 390 px phone) in both themes, and compared
 * with the picture committed under tests/e2e/__screenshots__/. A styling rule that stops reaching its
 * element changes the picture even when every other check still passes. The page is loaded once, in
 * the light theme, and switched to the dark one as the theme switch does (loading it again in the dark
 * theme took about a third of the visual tests' time).
 *
 * What would differ from run to run is held still: the clock is frozen (the slideshow stays on its
 * first slide, dates are the same), motion is reduced and CSS animations are stopped, every picture is
 * loaded and decoded and the typefaces have arrived before the shot. The shot is the first screen of the
 * page as it stands, never a full-page capture: for one of those Chromium lays the page out again at
 * another size while it draws (the desktop window shrinks to a pixel and back), and a shot taken during
 * that layout shows the page at the wrong size, a hero of `max(560px, 100svh)` 560 px tall. Pictures
 * drawn out of shape or a page wider than the screen further down are the route-wide gates' to catch
 * (tests/e2e/geometry.ts); a whole page in both themes at both widths would make the baselines about 100 MB.
 *
 * The same load checks text drawn over pictures (heroes, banners): each line keeps 4.5:1 against the
 * brightest point of the picture behind its box, shades included (tests/e2e/text-on-pictures.ts).
 *
 * After an intended change of the look: `npm run test:e2e:update-snapshots`, then look at the new
 * pictures (git diff shows which) before committing them.
 */
import { expect, test } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/chrome/theme-init.ts';
import { loadEveryPicture } from './geometry.ts';
import { switchTheme } from './axe.ts';
import { faintTextOnPictures, MIN_CONTRAST } from './text-on-pictures.ts';
import { waitForHydration } from './helpers-chrome.ts';
import { closestPaths } from '../../src/app/suggest.ts';
import { resolvePath, servedPaths } from '../../src/content/manifest.ts';
import { manifest } from './content.ts';
import { inDepth } from './targets.ts';

const FROZEN_AT = new Date('2025-06-02T09:00:00Z').getTime();

/** `/` → `home`, `/apartments/1` → `apartments-1`: a file name per path. */
const shotName = (urlPath: string): string => urlPath.replace(/^\/$/, '/home').slice(1).replaceAll('/', '-');

test.use({ reducedMotion: 'reduce' });

test.describe('the look of every page', () => {
  // Two themes a test: twice the shots of a page the suite's time limit is made for.
  test.describe.configure({ timeout: 90_000 });
  for (const urlPath of inDepth) {
    test(`${urlPath} in the light and the dark theme`, async ({ page }) => {
      await page.clock.install({ time: FROZEN_AT });
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, 'light']);
      await page.goto(urlPath);
      await waitForHydration(page);
      // What a page loads after it hydrates (a not-found page's suggestions) must be in the shot, not race it.
      // On a busy machine the network can be quiet before they are asked for: they are waited for by number.
      await page.waitForLoadState('networkidle');
      const resolution = resolvePath(urlPath, manifest);
      const suggested = resolution.kind === 'fallback' && !resolution.planned ? closestPaths(urlPath, servedPaths(manifest)) : [];
      await expect(page.getByRole('navigation', { name: 'Did you mean …?' }).getByRole('link')).toHaveCount(suggested.length);
      // Timers stop only now: the page's code is asked for after its first paint, by a timer too, and on a
      // busy machine a clock paused a second after the start could stop it from ever hydrating.
      // A second ahead of the page's clock: the pause must not land in its past on a busy machine.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await loadEveryPicture(page);
      await page.evaluate(() => document.fonts.ready);
      const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
      for (const theme of ['light', 'dark'] as const) {
        if (theme === 'dark') await switchTheme(page);
        const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
        await expect.soft(page).toHaveScreenshot(`${shotName(urlPath)}-${theme}.png`, {
          clip: { x: 0, y: 0, width, height: Math.min(pageHeight, height) },
          animations: 'disabled',
          timeout: 30_000,
          caret: 'hide',
          // Text is drawn the same way on the same machine; what may differ is a few pixels of a
          // picture's scaling at its edges.
          maxDiffPixelRatio: 0.002,
        });
        expect
          .soft(
            await faintTextOnPictures(page),
            `text over pictures below ${MIN_CONTRAST}:1 against the brightest point behind it, in the ${theme} theme`,
          )
          .toEqual([]);
      }
    });
  }
});
