import { expect, test } from '@playwright/test';
import { wcagViolations } from './axe.ts';
import { servedPages } from './content.ts';

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
        expect(await wcagViolations(page)).toEqual([]);
      });
    }
  });
}
