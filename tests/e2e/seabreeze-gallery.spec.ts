import { expect } from '@playwright/test';
import { violationsInBothThemes } from './axe.ts';
import { test } from './console.ts';

test.describe('gallery lightbox', () => {
  test('filters, opens full screen, moves with wrapping keys, keeps focus inside and gives it back', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
    const thumbs = page.getByRole('button', { name: /^Open picture:/ });
    await expect(thumbs).toHaveCount(12);
    await page.getByRole('button', { name: 'Rooms', exact: true }).click();
    await expect(thumbs).toHaveCount(4);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(thumbs).toHaveCount(12);

    const first = thumbs.first();
    await first.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?photo=1$/);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(dialog).toContainText('1 of 12');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL(/\?photo=12$/);
    await expect(dialog).toContainText('12 of 12');
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?photo=1$/);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('2 of 12');

    // Tab cycles through the viewer's three buttons and never leaves it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(thumbs.nth(1)).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('a shared address opens its picture; the buttons close and move', async ({ page }) => {
    await page.goto('/gallery?photo=5');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('5 of 12');
    await dialog.getByRole('button', { name: 'Next picture' }).click();
    await expect(dialog).toContainText('6 of 12');
    await dialog.getByRole('button', { name: 'Previous picture' }).click();
    await expect(dialog).toContainText('5 of 12');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/gallery$/);
  });

  test('the viewer covers the page, and its picture fills the space between its bars', async ({ page }) => {
    await page.goto('/gallery?photo=5');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // An rgba() backdrop lets the page's text show through around the picture.
    expect(await dialog.evaluate((d) => getComputedStyle(d).backgroundColor)).toMatch(/^rgb\(/);
    const picture = dialog.locator('img');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const box = await picture.boundingBox();
    // Drawn at its largest within the viewer: as wide as the screen allows, or tall enough to leave
    // only the counter, caption and buttons above and below it.
    expect(box && (box.width >= viewport.width - 40 || box.height >= viewport.height * 0.55)).toBe(true);
  });

  test('has no accessibility violations in either theme, viewer open included', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('button', { name: /^Open picture:/ })).toHaveCount(12);
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page
      .getByRole('button', { name: /^Open picture:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  });
});
