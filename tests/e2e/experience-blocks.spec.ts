/**
 * The behaviours of the experience pages' block types in the browser: the hero's background film
 * (silent, looping, pausable, a still picture under reduced motion, nothing fetched from elsewhere),
 * feature rows that alternate sides, and a featured list that shows its featured item large.
 */
import { expect, type Page } from '@playwright/test';
import type { FeaturedListBlock, FeatureRowsBlock, HeroBlock } from '../../src/generated/content.ts';
import { test } from './console.ts';
import { pageContent } from './content.ts';

function blockOf<T extends { type: string }>(pageId: string, type: T['type']): T {
  const found = pageContent(pageId).blocks.find((b) => b.type === type);
  if (!found) throw new Error(`content/pages/${pageId}.json has no ${type} block`);
  return found as unknown as T;
}

const hero = blockOf<HeroBlock>('vip-hotels', 'hero');
const video = hero.video;
if (!video) throw new Error('The VIP hotels hero has no video');
const pauseLabel = video.pauseLabel ?? 'Pause background video';
const playLabel = video.playLabel ?? 'Play background video';

/** Every request the page makes to another origin. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== new URL(page.url() || 'http://x').origin && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  return foreign;
}

test.describe('the background-video hero', () => {
  test('the poster is prerendered as the largest picture; the film joins it muted, looping, without controls', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/vip-hotels')).text();
    expect(html).not.toContain('<video');
    expect(html).toMatch(
      new RegExp(
        `<img[^>]*fetchPriority="high"[^>]*src="${hero.slides[0].image.src}"|<img[^>]*src="${hero.slides[0].image.src}"[^>]*fetchPriority="high"`,
        'i',
      ),
    );

    await page.goto('/vip-hotels');
    const foreign = foreignRequests(page);
    const film = page.locator('section video');
    await expect(film).toHaveCount(1);
    const props = await film.evaluate((v: HTMLVideoElement) => ({
      muted: v.muted,
      loop: v.loop,
      controls: v.controls,
      playsInline: v.playsInline,
      sources: [...v.querySelectorAll('source')].map((s) => s.getAttribute('src')),
    }));
    expect(props).toEqual({ muted: true, loop: true, controls: false, playsInline: true, sources: video.sources });
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    expect(foreign).toEqual([]);
  });

  test('the pause button stops the film and plays it again', async ({ page }) => {
    await page.goto('/vip-hotels');
    const film = page.locator('section video');
    // Playing on screen: a pause pressed before its first frame takes the film away (the test below).
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await page.getByRole('button', { name: pauseLabel }).click();
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    const play = page.getByRole('button', { name: playLabel });
    await expect(play).toBeVisible();
    await play.press('Enter');
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: pauseLabel })).toBeVisible();
  });

  test('a pause pressed before the film’s first frame keeps the still picture, with no film behind it', async ({ page }) => {
    // The film's bytes held back: it has been asked to play, and has no frame yet.
    await page.route(
      (url) => video.sources.includes(url.pathname),
      () => undefined,
    );
    await page.goto('/vip-hotels');
    const film = page.locator('section video');
    await expect.poll(() => film.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime === 0)).toBe(true);
    await page.getByRole('button', { name: pauseLabel }).click();
    await expect(film).toHaveCount(0);
    await expect(page.getByRole('button', { name: playLabel })).toBeVisible();
    await expect(page.locator(`section img[src="${hero.slides[0].image.src}"]`)).toBeVisible();
  });

  test('under reduced motion the still picture stays, and play is the visitor’s choice', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/vip-hotels');
    await page.waitForLoadState('load');
    const play = page.getByRole('button', { name: playLabel });
    await expect(play).toBeVisible();
    await expect(page.locator('section video')).toHaveCount(0);
    await expect(page.locator(`section img[src="${hero.slides[0].image.src}"]`)).toBeVisible();
    await play.click();
    await expect.poll(() => page.locator('section video').evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true);
  });
});

test('feature rows alternate the picture’s side on wide screens and lead with it on phones', async ({ page }) => {
  const rows = blockOf<FeatureRowsBlock>('sports-adventure-travel', 'feature-rows').rows;
  await page.goto('/sports-adventure-travel');
  const wide = (page.viewportSize()?.width ?? 0) >= 900;
  const articles = page.locator('article[data-layout]');
  await expect(articles).toHaveCount(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const article = articles.nth(i);
    await article.scrollIntoViewIfNeeded();
    await expect(article.getByRole('heading', { name: rows[i].title })).toBeVisible();
    const picture = await article.getByRole('img', { name: rows[i].image.alt }).boundingBox();
    const text = await article.getByRole('heading', { name: rows[i].title }).boundingBox();
    if (!picture || !text) throw new Error(`row ${i} is not laid out`);
    if (!wide) expect(picture.y + picture.height, `row ${i}: picture above text`).toBeLessThanOrEqual(text.y);
    else if (i % 2 === 0) expect(picture.x + picture.width, `row ${i}: picture left`).toBeLessThanOrEqual(text.x);
    else expect(text.x + text.width, `row ${i}: picture right`).toBeLessThanOrEqual(picture.x);
  }
});

test('the featured list shows its featured item large, above a grid of the others', async ({ page }) => {
  const block = blockOf<FeaturedListBlock>('women-who-wander', 'featured-list');
  const featured = block.items.find((item) => item.featured) ?? block.items[0];
  await page.goto('/women-who-wander');
  const section = page.locator(`section#${block.id}`);
  await section.scrollIntoViewIfNeeded();
  const large = section.locator('[data-featured="true"]');
  await expect(large.getByRole('heading', { name: featured.title })).toBeVisible();
  await expect(large.getByText(block.featuredLabel ?? 'Featured journey')).toBeVisible();
  const cards = section.locator('li article');
  await expect(cards).toHaveCount(block.items.length - 1);
  await expect(cards.getByRole('heading', { name: featured.title })).toHaveCount(0);
  const largeBox = await large.boundingBox();
  const cardBox = await cards.first().boundingBox();
  if (!largeBox || !cardBox) throw new Error('the featured list is not laid out');
  expect(largeBox.y + largeBox.height).toBeLessThanOrEqual(cardBox.y);
  if ((page.viewportSize()?.width ?? 0) >= 640) expect(largeBox.width).toBeGreaterThan(cardBox.width * 1.8);
});
