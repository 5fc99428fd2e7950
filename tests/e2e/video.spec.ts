import { expect } from '@playwright/test';
import { violationsInBothThemes } from './axe.ts';
import { test } from './console.ts';
import { pageContent } from './content.ts';
import { scrollToHydrated, waitForHydration } from './helpers-chrome.ts';

/** The first film of the small-ship page, a file of the site's own, as the content names it. */
const block = pageContent('small-ship-cruises').blocks.find((b) => b.type === 'video');
if (!block || block.type !== 'video' || !block.sources) throw new Error('/small-ship-cruises has no video block with sources');
const film = block;

test.describe('a video block with a film of the site’s own', () => {
  test('fetches nothing before play; play starts the film in the browser’s player, with focus on it', async ({ page }) => {
    const filmRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/videos/')) filmRequests.push(request.url());
    });
    await page.goto('/small-ship-cruises');
    await waitForHydration(page);
    const play = page.getByRole('button', { name: `Play video: ${film.title}` });
    await scrollToHydrated(play);
    expect(filmRequests, 'films fetched before play was pressed').toEqual([]);

    await play.press('Enter');
    const video = page.locator(`video[aria-label="${film.title}"]`);
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute('controls', '');
    // Playing, not merely started: the clock of the film moves on.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0.5), { timeout: 10_000 })
      .toBe(true);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
      /\/videos\/small-ship-cruises\/[a-z-]+\.(webm|mp4)$/,
    );
    expect(await video.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  });

  test('the player is axe-clean in both themes', async ({ page }) => {
    await page.goto('/small-ship-cruises');
    await waitForHydration(page);
    const play = page.getByRole('button', { name: `Play video: ${film.title}` });
    await scrollToHydrated(play);
    await play.click();
    await expect(page.locator(`video[aria-label="${film.title}"]`)).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});

test('without JavaScript, the browser’s own player stands in for the play button and plays the film', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/small-ship-cruises');
  const section = page.locator(`#${film.id}`);
  await expect(section.getByRole('button', { name: `Play video: ${film.title}` })).toBeHidden();
  const video = section.locator('video[controls]');
  await expect(video).toBeVisible();
  await expect(video.locator('source')).toHaveCount(film.sources?.length ?? 0);
  // The player's own controls take the key press: the film starts without any script of the page.
  await video.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime > 0.5), { timeout: 10_000 }).toBe(true);
  await context.close();
});
