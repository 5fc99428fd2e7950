import { expect, test as base, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { violationsInBothThemes } from './axe.ts';
import { test, watchConsole } from './console.ts';
import { scrollToHydrated, waitForHydration } from './helpers-chrome.ts';

const standIns = path.join(import.meta.dirname, 'stand-ins');
const WIDGET = 'https://widgets.advisor-reviews.example/**';
const QUOTE_TOOL = 'https://quote.voyagesure.example/**';

/**
 * A card's load button, once the block has hydrated: the button exists only then (it needs the page's
 * code), so the card is scrolled to first, which hydrates its block.
 */
async function cardButton(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('heading', { level: 2, name: /^(What travellers say about our advisors|Compare plans for your journey)$/ })
    .scrollIntoViewIfNeeded();
  const button = page.getByRole('button', { name });
  await button.scrollIntoViewIfNeeded();
  return button;
}

/** The reviews provider, answered by a local stand-in script. */
const serveWidget = (page: Page) =>
  page.route(WIDGET, (route) =>
    route.fulfill({ path: path.join(standIns, 'advisor-widget.js'), contentType: 'text/javascript' }),
  );

test.describe('the advisors page widget', () => {
  test('loads the provider script on the page and removes it, and all it added, after a client-side navigation', async ({
    page,
  }) => {
    await serveWidget(page);
    await page.goto('/our-advisors');
    await waitForHydration(page);
    const widget = page.getByRole('region', { name: "Travellers' reviews of Halcyon Voyages advisors" });
    const show = await cardButton(page, 'Show the reviews');
    await expect(page.locator('script[data-embed-script="advisor-reviews"]')).toHaveCount(0);
    await show.click();
    await expect(page.locator('script[data-embed-script="advisor-reviews"]')).toHaveCount(1);
    await expect(widget.locator('.stand-in-review')).toBeVisible();
    await expect(page.locator('#stand-in-badge')).toHaveCount(1);
    await expect(page.locator('#stand-in-style')).toHaveCount(1);
    // Once the widget is drawn, the card steps aside.
    await expect(page.getByRole('link', { name: 'Ask to speak with a past traveller' })).toHaveCount(0);
    await expect(show).toHaveCount(0);

    await page.getByRole('link', { name: 'Join Our Team' }).click();
    await expect(page).toHaveURL(/\/join-our-team$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('script[data-embed-script]')).toHaveCount(0);
    await expect(page.locator('#stand-in-badge')).toHaveCount(0);
    await expect(page.locator('#stand-in-style')).toHaveCount(0);
    await expect(page.locator('#advisor-reviews')).toHaveCount(0);
    // The app's own styles survive the clean-up.
    await expect(page.locator('style[data-styled]').first()).toBeAttached();
  });

  base('reads well when the provider is blocked: a fallback, the page intact, one network line and no more', async ({ page }) => {
    const problems = watchConsole(page);
    await page.route(WIDGET, (route) => route.abort('blockedbyclient'));
    await page.goto('/our-advisors');
    await waitForHydration(page);
    const fallback = page.getByRole('link', { name: 'Ask to speak with a past traveller' });
    const show = await cardButton(page, 'Show the reviews');
    await show.click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Advisor Reviews could not be reached just now\.\s*Would you rather hear it in person\?/ }),
    ).toBeVisible();
    // The same card stays, with its ways on, and the press can be tried again.
    await expect(page.getByText("Shows travellers' reviews of our advisors")).toBeVisible();
    await expect(fallback).toHaveAttribute('href', '/contact?topic=consultation');
    await expect(page.getByRole('link', { name: /Read the reviews on Advisor Reviews/ })).toHaveAttribute('target', '_blank');
    await expect(show).toBeEnabled();
    await expect(page.locator('h1')).toHaveText('Our Advisors');
    await expect(page.getByRole('heading', { name: 'Become a Halcyon Voyages advisor' })).toBeVisible();
    expect(problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
    expect(problems.length).toBeLessThanOrEqual(1);
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`the advisory-team button scrolls to its section (${reducedMotion === 'reduce' ? 'at once under reduced motion' : 'smoothly'})`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion });
      await serveWidget(page);
      await page.goto('/our-advisors');
      await waitForHydration(page);
      const button = page.getByRole('link', { name: 'Meet the Advisory Team' });
      await expect.poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps')))).toBe(true);
      const behaviour = await button.evaluate((el) => {
        (el as HTMLAnchorElement).click();
        return document.documentElement.style.scrollBehavior;
      });
      expect(behaviour).toBe(reducedMotion === 'reduce' ? '' : 'smooth');
      await expect(page.locator('#advisory-team')).toBeInViewport();
      await expect(page).toHaveURL(/#advisory-team$/);
      // The page-wide setting lasts for that one scroll only.
      await expect.poll(() => page.evaluate(() => document.documentElement.style.scrollBehavior)).toBe('');
    });
  }
});

test.describe('the travel insurance quote tool', () => {
  test('waits behind its partner card, then loads as a titled frame 600 px tall, the link to a new tab kept', async ({
    page,
  }) => {
    await page.route(QUOTE_TOOL, (route) =>
      route.fulfill({ path: path.join(standIns, 'quote-tool.html'), contentType: 'text/html' }),
    );
    await page.goto('/travel-insurance');
    await waitForHydration(page);
    const frame = page.locator('iframe[title="Travel insurance quote from our insurance partner"]');
    const load = await cardButton(page, 'Load the quote tool');
    await expect(page.getByText('VoyageSure', { exact: true })).toBeVisible();
    await expect(frame).toHaveCount(0);
    await load.click();
    await expect(load).toHaveCount(0);
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute('src', /^https:\/\/quote\.voyagesure\.example\//);
    await frame.scrollIntoViewIfNeeded();
    expect((await frame.boundingBox())?.height).toBe(600);
    await expect(page.frameLocator('iframe[title="Travel insurance quote from our insurance partner"]').locator('h1')).toHaveText(
      'Get a travel insurance quote',
    );
    const open = page.getByRole('link', { name: /Open the quote tool in a new tab/ });
    await expect(open).toHaveAttribute('target', '_blank');
    await expect(open).toHaveAttribute('rel', /noopener/);
    await expect(open).toHaveAttribute('href', (await frame.getAttribute('src')) ?? '');
  });
});

test.describe('third parties', () => {
  for (const [urlPath, press] of [
    ['/our-advisors', 'Show the reviews'],
    ['/travel-insurance', 'Load the quote tool'],
  ] as const) {
    test(`${urlPath}: no request leaves for a third party before the visitor presses “${press}”`, async ({ page, baseURL }) => {
      const ownOrigin = new URL(baseURL ?? 'http://localhost').origin;
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(ownOrigin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
      });
      await page.route(WIDGET, (route) => route.abort('blockedbyclient'));
      await page.route(QUOTE_TOOL, (route) => route.abort('blockedbyclient'));
      await page.goto(urlPath);
      await waitForHydration(page);
      const button = await cardButton(page, press);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(500);
      expect(elsewhere).toEqual([]);
      await button.click();
      await expect.poll(() => elsewhere.length).toBe(1);
    });
  }

  test('without JavaScript the card offers the tool in a new tab and no button that cannot work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/travel-insurance');
    await expect(page.getByRole('link', { name: /Open the quote tool in a new tab/ })).toHaveAttribute(
      'href',
      /^https:\/\/quote\.voyagesure\.example\//,
    );
    await expect(page.getByRole('button', { name: 'Load the quote tool' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('the packing checklist', () => {
  test('keeps its ticks across a reload, hydrating without a warning', async ({ page }) => {
    await page.goto('/packing-tips');
    await waitForHydration(page);
    const passport = page.getByRole('checkbox', { name: 'Passport, valid at least 6 months after you return' });
    const adapter = page.getByRole('checkbox', { name: 'Universal plug adapter' });
    await scrollToHydrated(passport);
    await passport.check();
    await adapter.check();
    await expect(page.getByText(/^2 of \d+ ticked$/)).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await scrollToHydrated(passport);
    await expect(passport).toBeChecked();
    await expect(adapter).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Visas and entry forms' })).not.toBeChecked();

    await passport.uncheck();
    await page.reload();
    await waitForHydration(page);
    await scrollToHydrated(adapter);
    await expect(adapter).toBeChecked();
    await expect(passport).not.toBeChecked();

    await page.getByRole('button', { name: 'Clear all ticks' }).click();
    await expect(adapter).not.toBeChecked();
  });

  test('links to the shop in a new tab', async ({ page }) => {
    await page.goto('/packing-tips');
    const shop = page.getByRole('link', { name: /Shop Travel Essentials/ });
    await expect(shop).toHaveAttribute('target', '_blank');
    await expect(shop).toHaveAttribute('rel', /noopener/);
  });
});

// The a11y spec checks the prerendered pages; these check the states only the browser reaches.
test.describe('after hydration, in both themes', () => {
  test('a ticked checklist has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await page.goto('/packing-tips');
    await waitForHydration(page);
    const passport = page.getByRole('checkbox', { name: 'Passport, valid at least 6 months after you return' });
    await scrollToHydrated(passport);
    await passport.check();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  test('the advisors page with its widget drawn has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await serveWidget(page);
    await page.goto('/our-advisors');
    await waitForHydration(page);
    const widget = page.getByRole('region', { name: "Travellers' reviews of Halcyon Voyages advisors" });
    const show = await cardButton(page, 'Show the reviews');
    expect(await violationsInBothThemes(page), 'the cards').toEqual({ light: [], dark: [] });
    await show.click();
    await expect(widget.locator('.stand-in-review')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
