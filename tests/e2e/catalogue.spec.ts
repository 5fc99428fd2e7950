/** The block catalogue: every block type of schemas/blocks, rendered in both themes, unlisted and accessible. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { CATALOGUE_PATH } from '../../src/catalogue/path.ts';
import { violationsInBothThemes } from './axe.ts';
import { test } from './console.ts';
import { sidewaysOverflow } from './geometry.ts';

const blockTypes = readdirSync(path.join(projectRoot, 'schemas/blocks')).map((f) => f.replace(/\.schema\.json$/, ''));

test('shows every block type with its fields, its JSON and its rendering in both themes', async ({ page }) => {
  const response = await page.goto(CATALOGUE_PATH);
  expect(response?.status()).toBe(200);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // The hero's examples hold an h1 of their own, as they do on a page.
  await expect(page.getByRole('heading', { level: 1, name: 'Block catalogue' })).toBeVisible();
  for (const type of blockTypes) {
    const section = page.locator(`#block-${type}`);
    await expect(section.getByRole('heading', { level: 2, name: type, exact: true }), type).toBeVisible();
    await expect(section.getByRole('row', { name: /^type required/ })).toBeVisible();
    await expect(section.locator('pre code').first()).toContainText(`"type": "${type}"`);
    await expect(section.locator(':scope > div > figure > figcaption')).toHaveText(['Light theme', 'Dark theme']);
  }
  // Field tables and example JSON wrap their long lines on a phone instead of widening the page.
  expect(await sidewaysOverflow(page), 'CSS pixels the page is wider than the screen').toBeLessThanOrEqual(0);
});

test('renders its examples’ headings as a page does, untouched by the catalogue’s own', async ({ page }) => {
  // A page's tile grid and the catalogue's light preview of one, at the same width: the section title keeps
  // its size, and both it and the card titles their typeface and case (the catalogue's h2/h3 rules once
  // reached them). A card title's size follows the grid's columns, which differ between the two.
  const looks = (scope: string) =>
    page.evaluate((selector) => {
      const section = document.querySelector(selector);
      const of = (tag: string, withSize: boolean) => {
        const heading = section?.querySelector(tag);
        if (!heading) return null;
        const { fontSize, fontFamily, textTransform } = getComputedStyle(heading);
        return { tag, fontFamily, textTransform, ...(withSize ? { fontSize } : {}) };
      };
      return [of('h2', true), of('ul h3', false)];
    }, scope);
  await page.goto('/alumni-travel');
  const onPage = await looks('main section:has(ul h3)');
  expect(onPage, 'the page has a tile grid with a title and card titles').not.toContain(null);
  await page.goto(CATALOGUE_PATH);
  expect(await looks('#block-tile-grid figure')).toEqual(onPage);
});

test('is not in the sitemap', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(CATALOGUE_PATH);
});

test('axe-core finds nothing in either theme', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(CATALOGUE_PATH);
  // Every example hydrated and rendered before the check.
  for (const type of blockTypes) await page.locator(`#block-${type}`).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
});
