import { expect } from '@playwright/test';
import { violationsInBothThemes } from './axe.ts';
import { test } from './console.ts';
import { scrollToHydrated } from './helpers-chrome.ts';

test.describe('apartments filters', () => {
  test('filter by guests, location and price together; the URL holds them and Back works', async ({ page }) => {
    await page.goto('/apartments');
    const cards = page.getByRole('link', { name: /^View Details/ });
    await expect(cards).toHaveCount(6);
    await expect(page.getByRole('status')).toHaveText('Showing 6 of 6 apartments');

    // A choice made before the page is interactive is applied once it is (early-press.spec.ts); this
    // test works the live list.
    await scrollToHydrated(page.getByLabel('Guests'));
    await page.getByLabel('Guests').selectOption('4');
    await expect(page).toHaveURL(/\?guests=4$/);
    await expect(cards).toHaveCount(2);
    await page.getByLabel('Location').selectOption('Beachfront');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toHaveAttribute('href', '/apartments/4');

    // The price thumbs work from the keyboard, one step of $10 per arrow.
    const lowest = page.getByRole('slider', { name: 'Lowest price' });
    const highest = page.getByRole('slider', { name: 'Highest price' });
    await highest.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    await expect(highest).toHaveValue('300');
    await expect(page).toHaveURL(/max=300/);
    await expect(page.getByRole('heading', { name: 'No apartments match your filters' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filter criteria to see more options.')).toBeVisible();

    // Back undoes the whole price change at once, then the location.
    await page.goBack();
    await expect(page).toHaveURL(/\?guests=4&location=Beachfront$/);
    await expect(cards).toHaveCount(1);
    await page.goBack();
    await expect(cards).toHaveCount(2);
    await page.goForward();
    await page.goForward();
    await expect(page.getByRole('heading', { name: 'No apartments match your filters' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(cards).toHaveCount(6);
    await expect(page).toHaveURL(/\/apartments$/);
    await expect(lowest).toHaveValue('100');
  });

  test('a shared filtered address shows its list', async ({ page }) => {
    await page.goto('/apartments?guests=3&min=150&max=200');
    const cards = page.getByRole('link', { name: /^View Details/ });
    await expect(cards).toHaveCount(1);
    await expect(page.getByLabel('Guests')).toHaveValue('3');
    await expect(page.getByRole('heading', { name: 'Garden View Apartment' })).toBeVisible();
    await expect(page.getByText('+2 more')).toBeVisible();
  });

  test('room pages answer, an unknown room is the demo not-found page with 404', async ({ page }) => {
    const response = await page.goto('/apartments/4');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Luxury Penthouse Suite | Seabreeze Residences, Destin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Luxury Penthouse Suite');
    await expect(page.getByText('Washing Machine')).toBeVisible();
    await expect(page.getByRole('note').first()).toContainText('no booking is real');
    const missing = await page.goto('/apartments/7');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByText('Perhaps you took a wrong turn in paradise?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  test('demo pages have no accessibility violations in either theme', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/apartments', '/apartments/1', '/amenities', '/apartments/9']) {
      await page.goto(path);
      await page.mouse.wheel(0, 20000);
      await page.waitForTimeout(300);
      expect(await violationsInBothThemes(page), path).toEqual({ light: [], dark: [] });
    }
  });
});

test('the header keeps Book Now beside the wordmark on every phone from 320 px', async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/apartments');
    const header = page.getByRole('banner');
    const brand = await header.getByRole('link', { name: 'Seabreeze Residences', exact: true }).boundingBox();
    const book = await header.getByRole('link', { name: 'Book Now' }).boundingBox();
    if (!brand || !book) throw new Error(`the wordmark or Book Now is not shown at ${width} px`);
    // One row: the button's middle lies within the wordmark's height, and it ends inside the screen.
    expect(Math.abs(book.y + book.height / 2 - (brand.y + brand.height / 2)), `${width} px`).toBeLessThan(brand.height / 2);
    expect(book.x + book.width, `${width} px`).toBeLessThanOrEqual(width);
    expect(book.x, `${width} px: the two do not overlap`).toBeGreaterThan(brand.x + brand.width);
  }
});
