import { expect, type Page, type Route } from '@playwright/test';
import { frameKey, PAGE_CHUNKS_FILE, visitChunksFile, type PageChunks } from '../../src/app/page-chunks.ts';
import { blockComponentName } from '../../src/blocks/names.ts';
import { pageDataUrl } from '../../src/content/page-data-url.ts';
import { imageEntriesUrl } from '../../src/runtime/image-entries-url.ts';
import { test } from './console.ts';
import { manifest, pageContent, site } from './content.ts';
import { disclosure, experiences, hasFullMenu, header, hydratedByReact, menuButton, waitForHydration } from './helpers-chrome.ts';

const home = pageContent(manifest.routes['/'] ?? '');
const chunkOf = (type: string): RegExp => new RegExp(`/assets/${blockComponentName(type)}-[\\w-]+\\.js$`);

/** The paths of the scripts the page has fetched so far. */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Leaves out what the page fetches once idle for the links on it (src/app/prefetch.ts), which the last
 * test here covers: the tests before it look at what the page itself loads.
 */
const withoutPrefetch = (page: Page) => page.route(PAGE_CHUNKS_FILE, (route) => route.fulfill({ json: {} }));

/**
 * Opens / and waits until its idle prefetch (src/app/prefetch.ts) has all that leaving it and showing
 * /contact need: that page's code and content, with the sizes of its pictures. It waits on those
 * requests, not on a number of idle periods: the main thread is idle while they are on their way, and
 * a slow machine's network answers after any fixed count. Gives the scripts' paths.
 */
async function openHomeIdle(page: Page): Promise<Set<string>> {
  const chunks = (await (await page.request.get(PAGE_CHUNKS_FILE)).json()) as PageChunks;
  const visit = (await (await page.request.get(visitChunksFile('contact'))).json()) as string[];
  const scripts = new Set([...(chunks.leave[frameKey(undefined)] ?? []), ...visit].map((file) => `/${file}`));
  expect(scripts.size, 'the build names what leaving / and visiting /contact need').toBeGreaterThan(0);
  const needed = [...scripts, pageDataUrl('contact')];
  const arrived = new Set<string>();
  page.on('requestfinished', (request) => arrived.add(new URL(request.url()).pathname));
  await page.goto('/');
  // Nothing is scrolled or pointed at: the idle page gets all of it, and hydrates the footer far below.
  await expect.poll(() => needed.filter((file) => !arrived.has(file)), { timeout: 30_000 }).toEqual([]);
  // The footer, far below, has hydrated (its button works before that too: it sends without JavaScript).
  await expect
    .poll(() => page.locator('footer form button[type="submit"]').evaluate(hydratedByReact), { timeout: 15_000 })
    .toBe(true);
  // What arrived is then run, each in a task of its own (preparePage, then the frame's parts at idle).
  for (let i = 0; i < 3; i++) await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return scripts;
}

test.describe('hydration of the parts below the first screen', () => {
  test('their code is fetched only as they near the viewport, and they then work', async ({ page }) => {
    await withoutPrefetch(page);
    const scripts = scriptsFetched(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Each block's top edge, in viewport heights from the top of the page.
    const tops = await page.locator('main').evaluate((main) =>
      [...main.children]
        .filter((child) => child.tagName !== 'SCRIPT')
        .map((child) => {
          const block = getComputedStyle(child).display === 'contents' ? child.firstElementChild : child;
          return (block?.getBoundingClientRect().top ?? 0) / innerHeight;
        }),
    );
    expect(tops).toHaveLength(home.blocks.length);
    const typesWithin = (screens: number): Set<string> =>
      new Set(home.blocks.filter((_, index) => (tops[index] ?? 0) < screens).map((block) => block.type));
    const near = typesWithin(2);
    const farOnly = home.blocks.map((block) => block.type).filter((type) => !near.has(type));
    expect(farOnly.length, 'the home page has blocks two screens down').toBeGreaterThan(0);
    const fetched = (type: string): boolean => scripts.some((script) => chunkOf(type).test(script));
    expect(fetched(home.blocks[0]?.type ?? ''), 'the first block').toBe(true);
    for (const type of farOnly) expect(fetched(type), type).toBe(false);
    expect(scripts.filter((script) => /\/Footer-/.test(script))).toEqual([]);

    // Scrolled by the wheel, which is no interaction that would wake every part at once.
    const footer = page.locator('footer');
    while (!(await footer.evaluate((element) => element.getBoundingClientRect().top < innerHeight))) {
      await page.mouse.wheel(0, 600);
    }
    for (const type of farOnly) await expect.poll(() => fetched(type), type).toBe(true);
    // The newsletter's button is enabled only once the footer is interactive.
    await expect(footer.locator('form button[type="submit"]')).toBeEnabled();
  });

  test('opening a menu brings in no code of the parts below, which only a navigation would need', async ({ page, viewport }) => {
    await withoutPrefetch(page);
    const scripts = scriptsFetched(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    const button = hasFullMenu(viewport) ? disclosure(page, experiences) : menuButton(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.waitForLoadState('networkidle');
    const fetched = scripts.slice(before);
    expect(fetched.filter((script) => /\/Footer-/.test(script))).toEqual([]);
    for (const block of home.blocks.slice(1))
      expect(
        fetched.filter((script) => chunkOf(block.type).test(script)),
        block.type,
      ).toEqual([]);
  });

  test('a link followed before anything below has hydrated shows the next page', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Start Planning' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const contactHero = pageContent(manifest.routes['/contact'] ?? '').blocks[0];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHero?.type === 'hero' ? contactHero.title : /\S/);
  });

  test("a link's page shows its first screen without waiting for the code of the parts below it", async ({ page }) => {
    const contact = pageContent(manifest.routes['/contact'] ?? '');
    const below = contact.blocks[1]?.type ?? '';
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf(below), async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Start Planning' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const hero = contact.blocks[0];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero?.type === 'hero' ? hero.title : /\S/);
    // The part below follows once its code is let through.
    const form = page.locator('main form');
    await expect(form).toHaveCount(0);
    release();
    await expect(form).toBeVisible();
  });

  test('the scroll cue reaches the section below, with its prerendered content intact', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const explore = page.locator('#explore');
    const text = await explore.textContent();
    await page.getByRole('link', { name: 'Scroll to explore' }).click();
    await expect(page).toHaveURL(/#explore$/);
    await expect(explore).toBeInViewport();
    await expect(explore).toHaveText(text ?? '');
  });

  test('a #hash typed while the section it names is still hydrating keeps its content and shows it', async ({ page }) => {
    const anchored = home.blocks.find((block) => 'id' in block && block.id);
    expect(anchored, 'the home page has an anchored block').toBeTruthy();
    const { type, id } = anchored as { type: string; id: string };
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf(type), async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    const section = page.locator(`#${id}`);
    const text = await section.textContent();
    // The address bar's way: a popstate, which the router would render at once.
    await page.goto(`/#${id}`);
    await expect(section).toBeInViewport();
    await expect(section).toHaveText(text ?? '');
    release();
    await expect.poll(() => section.evaluate(hydratedByReact)).toBe(true);
    await expect(section).toHaveText(text ?? '');
    await expect(section).toBeInViewport();
    // The router has heard of the new entry: the brand's link to this same path is a change, to the top.
    await header(page).getByRole('link', { name: site.brand.name, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('what is typed into a form before it is interactive is kept', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/Footer-[\w-]+\.js$/, async (route: Route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    const email = page.locator('footer input[type="email"]');
    await email.evaluate((element) => element.scrollIntoView());
    const button = page.locator('footer form button[type="submit"]');
    expect(await button.evaluate(hydratedByReact)).toBe(false);
    await email.fill('early@example.com');
    release();
    await expect.poll(() => button.evaluate(hydratedByReact)).toBe(true);
    await expect(email).toHaveValue('early@example.com');
  });

  test('once the page is idle, a tap on a link shows the next page without fetching any code first', async ({ page }) => {
    const needed = await openHomeIdle(page);
    const scripts = scriptsFetched(page);
    await page.getByRole('link', { name: 'Start Planning' }).click();
    const hero = pageContent(manifest.routes['/contact'] ?? '').blocks[0];
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero?.type === 'hero' ? hero.title : /\S/);
    expect(scripts.filter((script) => needed.has(script))).toEqual([]);
  });

  test('once the page is idle, a link to a page loaded ahead shows that page at once, not a render later', async ({ page }) => {
    const hero = pageContent(manifest.routes['/contact'] ?? '').blocks[0];
    const title = hero?.type === 'hero' ? hero.title : '';
    expect(title, 'the contact page opens with a hero').not.toBe('');
    await openHomeIdle(page);
    const shown = await page.evaluate(async (name) => {
      const link = [...document.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);
      link?.click();
      // A render at once is committed before the click's microtasks are done; a transition is not.
      for (let i = 0; i < 3; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
      return document.querySelector('h1')?.textContent;
    }, 'Start Planning');
    expect(shown).toBe(title);
  });

  test('a navigation made while the page is still hydrating shows the next page, without rendering anything again from scratch', async ({
    page,
  }) => {
    const hero = pageContent(manifest.routes['/contact'] ?? '').blocks[0];
    const title = hero?.type === 'hero' ? hero.title : '';
    expect(title, 'the contact page opens with a hero').not.toBe('');
    // The home page's first block hydrates with the header, outside any boundary: while its code is on its
    // way (a slow phone, a slow connection), the header has hydrated and React waits to finish the rest.
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(chunkOf(home.blocks[0]?.type ?? ''), async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto('/');
    await waitForHydration(page);
    // What the router does for a link: push the entry and let the app render it, with no document load.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // The console fixture fails the test on React's word that the server's HTML did not match (#418).
  });

  test("Back to another page does not wait for the code of this page's parts below the first screen", async ({ page }) => {
    const contact = pageContent(manifest.routes['/contact'] ?? '');
    const hero = contact.blocks[0];
    const title = hero?.type === 'hero' ? hero.title : '';
    expect(title, 'the contact page opens with a hero').not.toBe('');
    // A part of the home page far below whose code never arrives (the contact page has no block of its kind).
    const below = home.blocks.slice(1).find((block) => !contact.blocks.some((other) => other.type === block.type));
    expect(below, 'a block of the home page below its first screen that the contact page lacks').toBeDefined();
    await page.route(chunkOf(below?.type ?? ''), () => undefined);
    await page.goto('/');
    await waitForHydration(page);
    // What Back does after a link followed within the site: the browser shows the entry, then says so.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/contact');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });
});

test.describe('pictures on a page reached in the app', () => {
  // A page of the agency with pictures of its own, and one of the apartments, whose pictures are its collection's.
  for (const path of ['/our-story', '/apartments']) {
    test(`${path}: every picture comes with its box reserved, from the sizes of its own folders only`, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
      await page.goto('/');
      await waitForHydration(page);
      // Any picture put on the page without its size would move what is below it once it loads.
      await page.evaluate(() => {
        const unsized: string[] = ((window as unknown as { unsized: string[] }).unsized = []);
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.addedNodes)
              if (node instanceof Element)
                for (const img of [node, ...node.querySelectorAll('img')])
                  if (img instanceof HTMLImageElement && !img.getAttribute('height')) unsized.push(img.getAttribute('src') ?? '');
        }).observe(document.body, { childList: true, subtree: true });
      });
      // What Back or Forward does; the router hears of it once the header and footer have hydrated
      // (src/runtime/navigation-intent.ts), the footer's code fetched then, which a busy machine takes time for.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page).toHaveTitle(pageContent(manifest.routes[path] ?? '').title, { timeout: 10_000 });
      // Read to the end, so that every part below the first screen is drawn with its pictures.
      await page.evaluate(async () => {
        while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
          scrollBy(0, innerHeight);
          await new Promise((resolve) => setTimeout(resolve, 150));
        }
      });
      await expect.poll(() => page.locator('main img').count()).toBeGreaterThan(4);
      expect(await page.evaluate(() => (window as unknown as { unsized: string[] }).unsized)).toEqual([]);
      expect(await page.locator('main picture source[srcset]').count()).toBeGreaterThan(4);
      // The sizes came with the page's content, and a folder at a time for the collections' pictures: no
      // list of every picture of the site was fetched.
      expect(fetched.filter((url) => /image-manifest/.test(url))).toEqual([]);
      if (path === '/our-story') expect(fetched).not.toContain(imageEntriesUrl('/images/pages/our-story/promise.jpg'));
    });
  }
});
