import { expect, test } from '@playwright/test';
import { watchConsole } from './console.ts';
import { manifest, pageContent, servedPages, site } from './content.ts';
import { waitForHydration } from './helpers-chrome.ts';

const fallback = pageContent(manifest.fallback);

test.describe('every route of the manifest', () => {
  for (const { urlPath, id, canonical } of servedPages) {
    test(`${urlPath} answers with its own title, description and canonical link, without console errors`, async ({ page }) => {
      const problems = watchConsole(page);
      const content = pageContent(id);
      const response = await page.goto(urlPath);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(content.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}${canonical}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});

test.describe('prerendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { urlPath, id } of servedPages) {
    test(`${urlPath} shows its title, description and main heading`, async ({ page }) => {
      const content = pageContent(id);
      await page.goto(urlPath);
      await expect(page).toHaveTitle(content.title);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', content.description);
      const first = content.blocks[0];
      const heading = first.type === 'hero' ? first.title : undefined;
      await expect(page.locator('h1')).toHaveText(heading ?? /\S/);
      // Whole HTML: no part is held back for a script to move into place (React's <template> markers
      // and hidden segments), and the footer is there.
      await expect(page.locator('body template, [hidden][id^="S:"]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }
});

test.describe('the fallback page', () => {
  const hero = fallback.blocks[0];
  const fallbackHeading = hero.type === 'hero' ? hero.title : '';

  test('an unknown path answers 404 with the fallback page and logs the path', async ({ page }) => {
    const problems = watchConsole(page);
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fallbackHeading);
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(problems).toEqual([]);
  });

  test('planned paths show the fallback page too', async ({ page }) => {
    for (const planned of manifest.planned.slice(0, 3)) {
      await page.goto(planned);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(fallbackHeading);
    }
  });

  test('Return Home navigates in the app, to the top of the home page', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(pageContent(manifest.routes['/'] as string).title);
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
});
