import { expect } from '@playwright/test';
import type { DocumentBlock } from '../../src/generated/content.ts';
import { test } from './console.ts';
import { pageContent } from './content.ts';

for (const [urlPath, id, shown] of [
  ['/website-policy', 'website-policy', 'August 7, 2025'],
  ['/privacy-policy', 'privacy-policy', 'January 1, 2025'],
] as const) {
  const doc = pageContent(id).blocks.find((b): b is DocumentBlock => b.type === 'document');
  if (!doc) throw new Error(`content/pages/${id}.json has no document block`);

  test(`${urlPath}: dates as dates, contents linking to every numbered section, related cards`, async ({ page }) => {
    await page.goto(urlPath);
    await expect(page.locator(`time[datetime="${doc.effective}"]`).first()).toHaveText(shown);
    await expect(page.locator('time')).toHaveCount(doc.updated ? 2 : 1);
    const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
    await expect(contents).toHaveCount(doc.sections.length);
    for (const [i, section] of doc.sections.entries()) {
      await expect(contents.nth(i)).toHaveAttribute('href', `#${section.id}`);
      await expect(page.locator(`section#${section.id} h2`)).toHaveText(`${i + 1}.${section.title}`);
    }
    for (const card of doc.related?.cards ?? []) {
      await expect(page.getByRole('complementary').getByRole('link', { name: card.title })).toHaveAttribute('href', card.href);
    }
    await contents.last().click();
    await expect(page.locator(`#${doc.sections.at(-1)?.id}`)).toBeInViewport();
  });

  test(`${urlPath} prints the document alone`, async ({ page }) => {
    await page.goto(urlPath);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Contents' })).toBeHidden();
    await expect(page.locator('#root footer').last()).toBeHidden();
    await expect(page.locator(`section#${doc.sections[0].id}`)).toBeVisible();
  });
}
