import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './helpers-chrome.ts';

/**
 * Page-view analytics, against a build made with ANALYTICS=vercel (ANALYTICS_BASE_URL; `npm run test:e2e`
 * makes one). The provider's script is replaced by a local stand-in that, like the real one, takes the
 * queued calls and posts each page view to {folder}/view.
 */
const analyticsBase = process.env.ANALYTICS_BASE_URL;
test.skip(!analyticsBase, 'Needs a build made with ANALYTICS=vercel (ANALYTICS_BASE_URL).');
test.use({ baseURL: analyticsBase });
// Loading and counting do not depend on the viewport: the desktop one, where a visible link leads to /contact, suffices.
test.skip(({ isMobile }) => isMobile, 'Runs at desktop width only.');

const SCRIPT = '/_vercel/insights/script.js';
const STAND_IN = `(() => {
  const endpoint = document.currentScript.dataset.endpoint || '/_vercel/insights';
  const send = (name, data) => {
    if (name !== 'pageview') return;
    fetch(endpoint + '/view', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data), keepalive: true });
  };
  const queued = window.vaq || [];
  window.va = (name, data) => send(name, data);
  for (const [name, data] of queued) send(name, data);
})();`;

async function standIn(page: Page): Promise<{ views: string[]; scriptLoads: number }> {
  const seen = { views: [] as string[], scriptLoads: 0 };
  await page.route(SCRIPT, (route) => {
    seen.scriptLoads += 1;
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN });
  });
  await page.route('/_vercel/insights/view', async (route) => {
    seen.views.push((route.request().postDataJSON() as { path: string }).path);
    await route.fulfill({ status: 200, body: '' });
  });
  return seen;
}

test.describe('analytics', () => {
  test('loads after the page is idle, counts every navigation, and sets no cookie', async ({ page, context }) => {
    const seen = await standIn(page);
    const errors: string[] = [];
    page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const response = await page.goto('/');
    // Not part of the first load: the script is not among the page's own tags (once the page is idle it
    // may already have been added, so the prerendered HTML is what tells).
    expect(await response?.text()).not.toContain(SCRIPT);
    await waitForHydration(page);
    await expect.poll(() => seen.views).toEqual(['/']);
    await expect(page.locator(`head script[src="${SCRIPT}"]`)).toHaveAttribute('data-disable-auto-track', '1');
    // A marker on the window survives client-side navigation only.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect.poll(() => seen.views, { timeout: 10_000 }).toEqual(['/', '/contact']);
    await page.goBack();
    await expect.poll(() => seen.views).toEqual(['/', '/contact', '/']);
    expect(seen.scriptLoads).toBe(1);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    expect(errors).toEqual([]);
  });

  for (const signal of ['globalPrivacyControl', 'doNotTrack'] as const) {
    test(`counts nothing for visitors who send ${signal}`, async ({ page }) => {
      await page.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, { get: () => (name === 'doNotTrack' ? '1' : true) });
      }, signal);
      const seen = await standIn(page);
      await page.goto('/');
      await waitForHydration(page);
      // Past the idle time the script would have waited for (five seconds at most).
      await page.waitForTimeout(5_500);
      expect(seen).toEqual({ views: [], scriptLoads: 0 });
    });
  }

  test('a script that cannot load logs one message, and the site keeps working', async ({ page }) => {
    const messages: string[] = [];
    const errors: string[] = [];
    page.on('console', (m) => {
      if (/analytics/i.test(m.text())) messages.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await page.route(SCRIPT, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => messages.length).toBe(1);
    expect(messages[0]).toMatch(/Failed to load script/);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /contact/i })
      .first()
      .click();
    await expect(page).toHaveURL('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForTimeout(500);
    expect(messages).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
