import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { servedPages } from './content.ts';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

// Aliases show the same page as their route, so each page is checked once, plus the fallback page.
const paths = [...new Set(servedPages.filter((p) => p.urlPath === p.canonical).map((p) => p.urlPath)), '/no-such-page'];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in the ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const urlPath of paths) {
      test(`${urlPath} has no WCAG 2.1 A/AA violations`, async ({ page }) => {
        await page.goto(urlPath);
        // A first visit follows the system preference.
        await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        const summary = results.violations.map(
          (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
        );
        expect(summary).toEqual([]);
      });
    }
  });
}
