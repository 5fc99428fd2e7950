/**
 * The journal, the site's second collection: /blog lists its articles, each article has its own page
 * made of its own blocks, with BlogPosting data for search engines and the feed announced in its head.
 */
import { expect, test } from '@playwright/test';
import journalJson from '../../content/data/journal.json' with { type: 'json' };
import { watchConsole } from './console.ts';
import { site } from './content.ts';

const articles = [...journalJson.entries].sort((a, b) => b.published.localeCompare(a.published));

test('/blog lists every article, newest first, each link naming its article', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/blog');
  const links = page.getByRole('region', { name: 'Latest articles' }).getByRole('list').getByRole('link');
  await expect(links).toHaveText(articles.map((article) => `Read “${article.title}”`));
  for (const [i, article] of articles.entries()) await expect(links.nth(i)).toHaveAttribute('href', `/blog/${article.id}`);
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', '/blog/feed.xml');
  await links.first().click();
  await expect(page).toHaveURL(`/blog/${articles[0]?.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(articles[0]?.title ?? '');
  expect(problems).toEqual([]);
});

for (const article of articles) {
  test(`/blog/${article.id} shows the article, describes it to search engines and offers the others`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(`/blog/${article.id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${article.title} | Halcyon Voyages Journal`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: article.title,
      description: article.description,
      datePublished: article.published,
      author: { name: article.author },
      image: `${site.url}${article.image.src}`,
      mainEntityOfPage: `${site.url}/blog/${article.id}`,
    });
    const more = page.getByRole('region', { name: 'More from the journal' }).getByRole('list').getByRole('link');
    await expect(more).toHaveText(articles.filter((a) => a.id !== article.id).map((a) => `Read “${a.title}”`));
    expect(problems).toEqual([]);
  });
}

test('the feed lists the articles, newest first', async ({ request }) => {
  const response = await request.get('/blog/feed.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect([...xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>/g)].map((m) => m[1]?.replace(/&apos;/g, "'"))).toEqual(
    articles.map((a) => a.title),
  );
});
