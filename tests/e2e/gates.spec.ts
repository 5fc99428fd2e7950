/**
 * The route-wide gates: every path the manifest names (routes, aliases, planned paths) and a sample of
 * unknown ones, each loaded once per width (the desktop and phone projects). One load checks the
 * status the manifest implies, the page's own title, description, single h1 and canonical link (or
 * noindex on the fallback), a quiet console, and at phone width the first-load JavaScript against the
 * route's budget in content/budgets.json. At desktop width the same load runs under the server's
 * Content-Security-Policy and nothing the page does may be blocked. At phone width the header's look
 * at the top of the page (see-through over a picture, or solid) is the page's.
 *
 * Each page shown is also checked in depth, once per width: axe-core in both themes (every WCAG rule in
 * the first, the colour rules in the other, switched in the page rather than loading it again), alt text and icon names,
 * geometry at the width of the project (every picture loaded: none drawn out of its proportions, no
 * sideways scrolling), reflow at 320 px on the phone, and at desktop width every part hydrated by
 * scrolling through it under the CSP. An alias shows its route's page and every planned or unknown path the fallback page, so
 * those are checked in depth at their route, and at the first planned and the first unknown path.
 *
 * No test here names a page: a route added to content/routes.json is checked by adding it.
 */
import { expect, test, type Page, type Request, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { firstLoadJsBudget, kB, readBudgets } from '../../scripts/lib/bench/budgets.ts';
import { pageAt, resolvePath } from '../../src/content/manifest.ts';
import { PAGE_CHUNKS_FILE } from '../../src/app/page-chunks.ts';
import { violationsInBothThemes } from './axe.ts';
import { watchConsole, watchCspViolations } from './console.ts';
import { manifest, pageContent, site } from './content.ts';
import { loadEveryPicture, picturesOutOfProportion, sidewaysOverflow } from './geometry.ts';
import { inDepth, targets } from './targets.ts';
import { expectHeaderLook, waitForHydration } from './helpers-chrome.ts';

const budgets = readBudgets();

/** How long the scroll through a page waits for frames at each place (see `hydrateEveryPart`). */
const FRAME_WAIT_MS = 2000;

/**
 * Scrolls through the page a screen at a time, so every part hydrates as a visitor's scrolling opens it
 * and adds its styles, the footer too. A part opens once it comes within half a screen of the viewport
 * (LOOKAHEAD in src/runtime/HydrateWhenVisible.tsx), so steps of one screen pass every part; two animation
 * frames at each stop let the observers report it. A part inside another opens only once the outer one
 * has hydrated, perhaps after the pass went by, so passes repeat until one fetches no more code. Then
 * the Tab focuses the skip link, which opens anything still closed. Waiting for the page's scripts to
 * arrive is what matters, not the network: `waitForLoadState('networkidle')` returns at once on a page
 * that was idle once.
 */
async function hydrateEveryPart(page: Page): Promise<void> {
  let fetched = 0;
  let inFlight = 0;
  const isScript = (request: Request): boolean => request.resourceType() === 'script';
  const onRequest = (request: Request): void => {
    if (!isScript(request)) return;
    fetched++;
    inFlight++;
  };
  const onDone = (request: Request): void => {
    if (isScript(request)) inFlight--;
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  // Done when no script is on its way at two checks 100 ms apart: a part's code, once it has arrived
  // and run, may ask for the next part's.
  const scriptsSettled = async (): Promise<void> => {
    for (let quiet = 0; quiet < 2; quiet = inFlight === 0 ? quiet + 1 : 0) await page.waitForTimeout(100);
  };
  for (let before = -1; before !== fetched;) {
    before = fetched;
    const stalls = await page.evaluate(async (atMostMs) => {
      // Two frames at each place, or FRAME_WAIT_MS: in four runs of the suite on a fresh machine, the headless
      // shell drew no frame for the rest of the test's two minutes at some place of one page (a different page
      // each time), while the page still answered. Where it happens, the test says so in its report.
      const twoFrames = () =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), atMostMs);
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              clearTimeout(timer);
              resolve(true);
            }),
          );
        });
      let stalled = 0;
      for (let y = 0; y <= document.body.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: 'instant' });
        if (!(await twoFrames())) stalled++;
      }
      return stalled;
    }, FRAME_WAIT_MS);
    if (stalls > 0)
      test.info().annotations.push({
        type: 'no frame drawn',
        description: `at ${stalls} place${stalls === 1 ? '' : 's'} of the scroll, within ${FRAME_WAIT_MS} ms each`,
      });
    await scriptsSettled();
  }
  await page.keyboard.press('Tab');
  await scriptsSettled();
  page.off('request', onRequest);
  page.off('requestfinished', onDone);
  page.off('requestfailed', onDone);
}

/** Every picture has alt text; every icon is hidden from screen readers or named (what axe lets pass). */
const undescribedPicturesAndIcons = (page: Page): Promise<string[]> =>
  page.evaluate(() => [
    ...[...document.querySelectorAll('img')]
      .filter((img) => !(img.getAttribute('alt') ?? '').trim())
      .map((img) => `img ${img.getAttribute('src')}`),
    ...[...document.querySelectorAll('svg')]
      .filter((svg) => !svg.closest('[aria-hidden="true"]'))
      .filter((svg) => !(svg.getAttribute('role') === 'img' && svg.getAttribute('aria-label')))
      .map((svg) => svg.outerHTML.slice(0, 80)),
  ]);

test.describe('every path of the manifest', () => {
  // Two axe runs over a long page take a while on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  for (const urlPath of targets) {
    const resolution = resolvePath(urlPath, manifest);
    const content = pageAt(pageContent(resolution.pageId), resolution);
    const fallback = resolution.kind === 'fallback';
    const what = fallback ? (resolution.planned ? 'planned path' : 'unknown path') : resolution.kind;

    const deep = inDepth.has(urlPath);
    const title = deep
      ? `${urlPath} (${what}): status, head, one h1, quiet console, CSP, no WCAG 2.1 A/AA violation in either theme`
      : `${urlPath} (${what}, its page checked in depth at another path): status, head, one h1, quiet console, CSP`;
    test(title, async ({ page }, testInfo) => {
      const desktop = testInfo.project.name === 'desktop';
      const cspViolations = desktop ? await watchCspViolations(page) : [];
      const problems = watchConsole(page);
      const logged: string[] = [];
      page.on('console', (message) => logged.push(message.text()));
      // Links prefetch their pages' code once the page is idle (src/app/prefetch.ts): that is not the
      // page's own first load, so the table of page chunks it works from is empty here.
      await page.route(PAGE_CHUNKS_FILE, (route) => route.fulfill({ json: {} }));
      // Script bodies are read for the phone's first load only, and only until it is weighed: a body
      // still on its way when the test ends would fail it for nothing.
      const scripts = new Map<string, Promise<Buffer>>();
      const onResponse = (response: Response): void => {
        if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
      };
      if (!desktop) page.on('response', onResponse);

      const response = await page.goto(urlPath);
      // A planned path has a page of its own, one that is coming; only an unknown path is not found.
      expect(response?.status(), 'status').toBe(fallback && !resolution.planned ? 404 : 200);
      const scriptSrc = (response?.headers()['content-security-policy'] ?? '')
        .split('; ')
        .find((d) => d.startsWith('script-src'));
      expect(scriptSrc, 'the CSP allows only its own and hashed scripts').toMatch(/^script-src 'self' 'sha256-/);
      expect(scriptSrc).not.toContain('unsafe-inline');
      await expect(page).toHaveTitle(content.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', content.description);
      await expect(page.locator('h1')).toHaveCount(1);
      if (fallback) {
        await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      } else {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${resolution.canonicalPath}`);
      }
      // The code is asked for after the first paint: the app must be running before the network's
      // quiet means anything, and before the console has said all it will.
      await waitForHydration(page);
      // Whether the header starts see-through over a picture or solid depends on the page, not the width.
      if (!desktop) await expectHeaderLook(page, content.header === 'transparent' ? 'transparent' : 'solid');
      await page.waitForLoadState('networkidle');

      if (!desktop) {
        // What a first visit downloads before the visitor scrolls or touches anything, as `npm run bench` counts it.
        page.off('response', onResponse);
        let gzip = 0;
        for (const body of scripts.values()) gzip += gzipSync(await body).length;
        const budget = firstLoadJsBudget(budgets, manifest, urlPath);
        expect(gzip / 1024, `first-load JavaScript ${kB(gzip)} gzipped, budget ${budget.kb} kB`).toBeLessThanOrEqual(budget.kb);
      }

      // Each check in depth is a step of its own, so the report says what the page's time went to.
      if (deep) {
        await test.step('axe-core in both themes', async () => {
          expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
        });
        await test.step('alt text and icon names, pictures in proportion, no sideways scrolling', async () => {
          expect(await undescribedPicturesAndIcons(page), 'pictures without alt text, icons without a name').toEqual([]);
          await loadEveryPicture(page);
          expect(await picturesOutOfProportion(page), 'pictures stretched out of their proportions').toEqual([]);
          expect(await sidewaysOverflow(page), 'CSS pixels the page is wider than the screen').toBeLessThanOrEqual(0);
        });
        if (!desktop) {
          // WCAG reflow: at 320 CSS pixels nothing makes the page scroll sideways (the accessibility statement says so).
          await test.step('reflow at 320 px', async () => {
            await page.setViewportSize({ width: 320, height: 640 });
            await expect
              .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
              .toBeLessThanOrEqual(0);
          });
        }
        if (desktop) await test.step('every part hydrated by scrolling', () => hydrateEveryPart(page));
      }
      expect(cspViolations, 'blocked by the Content-Security-Policy').toEqual([]);
      // The fallback page's one line naming the path is expected; nothing else may be said.
      // Logged by an effect of the hydrated page, which may run a moment after the test sees it hydrated.
      if (fallback) await expect.poll(() => logged.filter((line) => line.includes(urlPath))).toHaveLength(1);
      expect(problems, 'console errors, React warnings or uncaught exceptions').toEqual([]);
    });
  }
});
