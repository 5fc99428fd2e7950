/**
 * The not-found and coming-soon pages' own behaviour and scrolling between paths. What holds for every path of the
 * manifest (status, head, one h1, console, accessibility) is checked in gates.spec.ts; the
 * prerendered HTML of every page in dist.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { watchConsole } from './console.ts';
import { manifest, pageContent, site } from './content.ts';
import { isSameDocument, markWindow, waitForHydration } from './helpers-chrome.ts';

const heroTitle = (pageId: string): string => {
  const hero = pageContent(pageId).blocks[0];
  return hero.type === 'hero' ? hero.title : '';
};
const notFoundPage = manifest.notFound ?? manifest.fallback;
/** A page's name as the suggestions give it: its title up to the first " | ". */
const nameOf = (path: string): string => pageContent(manifest.routes[path] as string).title.split(' | ')[0] as string;

test.describe('the not-found and coming-soon pages', () => {
  // Status, head, heading count and the logged path of every planned and unknown path: gates.spec.ts.
  test('an unknown path answers 404 with the not-found page, suggests pages by their names and logs the path', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/contcat');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(notFoundPage));
    expect(heroTitle(notFoundPage)).toBe('Page Not Found');
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    const suggestions = page.getByRole('navigation', { name: 'Did you mean …?' }).getByRole('link');
    await expect(suggestions).toHaveText([nameOf('/contact')]);
    await expect(suggestions).toHaveAttribute('href', '/contact');
    await expect.poll(() => logged.some((line) => line.includes('/contcat'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(problems).toEqual([]);
  });

  test('a mistyped article address suggests the journal and the article, by their titles', async ({ page }) => {
    await page.goto('/blog/choose-right-safar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(notFoundPage));
    // The page it lies under first, then the nearest address.
    await expect(page.getByRole('navigation', { name: 'Did you mean …?' }).getByRole('link')).toHaveText([
      nameOf('/blog'),
      'How to Choose the Right Safari',
    ]);
  });

  test('without JavaScript the not-found page still offers its way on', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/contcat');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByRole('link', { name: 'travel journal' })).toHaveAttribute('href', '/blog');
    await context.close();
  });

  test('a planned path keeps the coming-soon page, without suggestions', async ({ page }) => {
    const [planned] = manifest.planned;
    const response = await page.goto(planned as string);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(manifest.fallback));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Contact an Advisor' }).waitFor();
    await expect(page.getByRole('navigation', { name: 'Did you mean …?' })).toHaveCount(0);
  });

  test('following a link to an unknown path within the site shows the not-found page with its suggestions', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // As a link within the site does: the router follows the history, no document is loaded.
    await page.evaluate(() => {
      history.pushState(null, '', '/faq');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle(notFoundPage));
    await expect(page.getByRole('navigation', { name: 'Did you mean …?' }).getByRole('link').first()).toHaveText(nameOf('/faqs'));
  });

  test('Return Home navigates in the app, to the top of the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
    // The home page was not loaded ahead: its code and content come with the click, 1.5–2.2 s at 6× CPU
    // slowdown, and more than expect's 5 s once on a busy test machine. How fast is the bench's to say.
    await expect(page).toHaveTitle(pageContent(manifest.routes['/'] as string).title, { timeout: 15_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('scrolling', () => {
  test('a path change scrolls to the top; a #hash scrolls to its anchor', async ({ page }) => {
    await page.goto('/');
    // Hydrated first, so that the router follows the hash (hydration.spec.ts types one earlier).
    await waitForHydration(page);
    const anchored = pageContent(manifest.routes['/'] as string).blocks.find((b) => 'id' in b && b.id);
    expect(anchored, 'the home page has an anchored block').toBeTruthy();
    const anchor = (anchored as { id: string }).id;
    await page.goto(`/#${anchor}`);
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
    // A footer link leads to another page, which must open at its top.
    const link = site.footer.quickLinks.links[0];
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('footer').getByRole('link', { name: link.label, exact: true }).click();
    await expect(page).toHaveURL(link.href);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link to the address shown (the brand on the home page) goes back to the top, in the app', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await markWindow(page);
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('link', { name: site.brand.name, exact: true }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await isSameDocument(page), 'stayed in the app').toBe(true);
  });

  test("a link to another page's anchor opens that page at the anchor, below parts whose code came with the click", async ({
    page,
  }) => {
    // The first link in content to an anchor on another page, followed within the app.
    const [from, href] = Object.entries(manifest.routes)
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .flatMap(([path, id]) =>
        [...JSON.stringify(pageContent(id)).matchAll(/"href":"(\/[\w/-]+#[\w-]+)"/g)].map((m) => [path, m[1] as string]),
      )
      .find(([path, target]) => !target.startsWith(`${path}#`)) ?? ['', ''];
    expect(href, 'content links to an anchor on another page').toMatch(/#/);
    await page.goto(from);
    await waitForHydration(page);
    const link = page.locator(`main a[href="${href}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page).toHaveURL(href);
    const target = page.locator(`#${href.split('#')[1]}`);
    await expect(target).toBeInViewport();
    // Where it was scrolled to is its final place: nothing above it arrived later and pushed it away.
    await page.waitForLoadState('networkidle');
    await expect(target).toBeInViewport();
  });
});
