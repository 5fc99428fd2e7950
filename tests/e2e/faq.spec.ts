import { expect, test as base } from '@playwright/test';
import type { FaqBlock } from '../../src/generated/content.ts';
import { test } from './console.ts';
import { pageContent } from './content.ts';
import { scrollToHydrated, waitForHydration } from './helpers-chrome.ts';

const faq = pageContent('faqs').blocks.find((b): b is FaqBlock => b.type === 'faq');
if (!faq) throw new Error('content/pages/faqs.json has no faq block');
const questions = faq.sections.flatMap((s) => s.items.map((i) => i.question));

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`FAQ accordions in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('follow the WAI-ARIA accordion pattern: one open per section, closable, arrows wrap, Home and End', async ({ page }) => {
      await page.goto('/faqs');
      await waitForHydration(page);
      const group = page.getByRole('region', { name: faq.sections[0].title });
      const triggers = group.getByRole('button');
      const count = faq.sections[0].items.length;
      await expect(triggers).toHaveCount(count);
      await scrollToHydrated(triggers.first());

      // Every answer starts closed, and each trigger names the panel it controls.
      for (let i = 0; i < count; i++) await expect(triggers.nth(i)).toHaveAttribute('aria-expanded', 'false');
      const panelId = await triggers.first().getAttribute('aria-controls');
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toBeHidden();

      await triggers.first().focus();
      await page.keyboard.press('Enter');
      await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();
      await expect(panel).toHaveAttribute('role', 'region');

      // Opening another closes the first: one open answer per section.
      await page.keyboard.press('ArrowDown');
      await expect(triggers.nth(1)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false');

      // The open answer closes again.
      await page.keyboard.press('Enter');
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');

      // Up from the first wraps to the last, Down from the last to the first; Home and End.
      await triggers.first().focus();
      await page.keyboard.press('ArrowUp');
      await expect(triggers.nth(count - 1)).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(triggers.first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(triggers.nth(count - 1)).toBeFocused();
      await page.keyboard.press('Home');
      await expect(triggers.first()).toBeFocused();

      // Another section keeps its own state.
      const other = page.getByRole('region', { name: faq.sections[1].title }).getByRole('button').first();
      await scrollToHydrated(other);
      await other.click();
      await expect(other).toHaveAttribute('aria-expanded', 'true');
      await triggers.first().click();
      await expect(other).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true');
    });
  });
}

test('the FAQPage structured data parses and lists exactly the visible questions', async ({ page }) => {
  await page.goto('/faqs');
  const raw = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = raw.map(
    (text) =>
      JSON.parse(text) as {
        '@type': string;
        mainEntity: { '@type': string; name: string; acceptedAnswer: { '@type': string; text: string } }[];
      },
  );
  const faqPage = data.find((d) => d['@type'] === 'FAQPage');
  expect(faqPage).toBeDefined();
  expect(faqPage?.mainEntity.map((q) => q.name)).toEqual(questions);
  const visible = await page.getByRole('button').filter({ hasText: /\?$/ }).allTextContents();
  expect(visible.map((q) => q.trim())).toEqual(questions);
  for (const entry of faqPage?.mainEntity ?? []) {
    expect(entry['@type']).toBe('Question');
    expect(entry.acceptedAnswer['@type']).toBe('Answer');
    // Plain text: the rich-text markup is resolved, not passed on.
    expect(entry.acceptedAnswer.text).not.toMatch(/\*\*|\]\(/);
    expect(entry.acceptedAnswer.text.length).toBeGreaterThan(20);
  }
});

base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false });

  base('every answer of the FAQ is visible', async ({ page }) => {
    await page.goto('/faqs');
    const panels = page.locator('[data-reach-accordion-panel]');
    await expect(panels).toHaveCount(questions.length);
    for (let i = 0; i < questions.length; i++) await expect(panels.nth(i)).toBeVisible();
  });
});
