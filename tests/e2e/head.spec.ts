/**
 * The head a page sets while the app runs: after a navigation in the app it says the new page's title,
 * description, canonical link, Open Graph card and structured data once each, and <html> keeps its
 * language. The prerendered head of every page is checked in dist.spec.ts.
 */
import { expect, type Page } from '@playwright/test';
import { SITE_LANGUAGE } from '../../src/app/PageHead.tsx';
import { test } from './console.ts';
import { manifest, pageContent, site } from './content.ts';
import { isSameDocument, markWindow, waitForHydration } from './helpers-chrome.ts';

/** What the document's head says now, each kind of element counted. */
const headNow = (page: Page) =>
  page.evaluate(() => {
    const all = (selector: string): Element[] => [...document.querySelectorAll(selector)];
    return {
      lang: document.documentElement.lang,
      title: document.title,
      titles: all('title').length,
      descriptions: all('meta[name="description"]').map((m) => m.getAttribute('content')),
      canonicals: all('link[rel="canonical"]').map((l) => l.getAttribute('href')),
      ogTitles: all('meta[property="og:title"]').map((m) => m.getAttribute('content')),
      ogUrls: all('meta[property="og:url"]').map((m) => m.getAttribute('content')),
      structuredData: all('script[type="application/ld+json"]').map(
        (s) => (JSON.parse(s.textContent ?? '') as { '@type': string })['@type'],
      ),
    };
  });

const expectedHead = (urlPath: string, structuredData: string[]) => {
  const { title, description } = pageContent(manifest.routes[urlPath] as string);
  return {
    lang: SITE_LANGUAGE,
    title,
    titles: 1,
    descriptions: [description],
    canonicals: [`${site.url}${urlPath}`],
    ogTitles: [title],
    ogUrls: [`${site.url}${urlPath}`],
    structuredData,
  };
};

/** A navigation in the app, as a link or the back button makes it. */
const navigateInApp = (page: Page, urlPath: string): Promise<void> =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, urlPath);

test('a navigation in the app replaces the head: one title, description, canonical link and card, the language kept', async ({
  page,
}) => {
  await page.goto('/');
  await waitForHydration(page);
  await markWindow(page);
  await expect.poll(() => headNow(page)).toEqual(expectedHead('/', []));

  await navigateInApp(page, '/faqs');
  await expect.poll(() => headNow(page)).toEqual(expectedHead('/faqs', ['FAQPage']));

  await navigateInApp(page, '/contact');
  await expect.poll(() => headNow(page)).toEqual(expectedHead('/contact', []));
  expect(await isSameDocument(page), 'the pages were shown by the app, not loaded anew').toBe(true);
});
