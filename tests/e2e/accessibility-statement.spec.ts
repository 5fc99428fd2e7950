import type { Page } from '@playwright/test';
import { site } from './content.ts';
import { expect, gotoHydrated, test } from './helpers-chrome.ts';

// The claims of the accessibility statement that no other test holds: gates.spec.ts covers, on every
// page, axe-core (names, contrast, alt attributes), reflow at 320 px and described pictures and icons;
// header, home, theme and contact specs cover the menus, the slideshow, the theme switch and the
// form's errors. Each test here names the claim it keeps true.

const STATEMENT = '/accessibility-statement';

/**
 * After a Tab: 'round' once focus has left the document or come back to the skip link (the first stop),
 * else why the focused element shows no focus indicator, or '' when it shows one. One call per stop:
 * the page has many, and each round trip to the browser counts on a busy machine.
 */
const afterTab = (page: Page, firstStop: boolean): Promise<string> =>
  page.evaluate((firstStop) => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'round';
    if (!firstStop && active.textContent?.trim() === 'Skip to content') return 'round';
    const label = `${active.tagName.toLowerCase()} "${(active.textContent ?? '').trim().slice(0, 40)}"`;
    if (!active.matches(':focus-visible')) return `${label}: not :focus-visible`;
    // An outline on the element or on a pseudo-element that draws it (a card-wide link), or a ring.
    const outlined = [null, '::before', '::after'].some((pseudo) => {
      const style = getComputedStyle(active, pseudo);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    const ringed = getComputedStyle(active).boxShadow !== 'none';
    return outlined || ringed ? '' : `${label}: no outline and no ring`;
  }, firstStop);

test("'Skip to content' is the first stop of the keyboard and moves focus to the page's content", async ({ page }) => {
  await gotoHydrated(page, STATEMENT);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('every keyboard stop of the statement page shows a focus indicator', async ({ page }) => {
  await gotoHydrated(page, STATEMENT);
  const problems: string[] = [];
  let stops = 0;
  // Round the whole page: header, content, footer, until focus leaves the document or comes back.
  for (; stops < 120; stops++) {
    await page.keyboard.press('Tab');
    const problem = await afterTab(page, stops === 0);
    if (problem === 'round') break;
    if (problem) problems.push(problem);
  }
  expect(stops, 'keyboard stops visited').toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

test('the statement offers the email address and phone number of site.json as links', async ({ page }) => {
  await gotoHydrated(page, STATEMENT);
  const main = page.getByRole('main');
  const tel = `tel:+${site.contact.phone.replace(/\D/g, '')}`;
  await expect(main.locator(`a[href="mailto:${site.contact.email}"]`).first()).toBeVisible();
  await expect(main.locator(`a[href="${tel}"]`).first()).toBeVisible();
  for (const href of ['/website-policy', '/privacy-policy', '/contact']) {
    await expect(main.locator(`a[href="${href}"]`).first()).toBeAttached();
  }
});

test('every form field has a label a visitor can see', async ({ page }) => {
  await gotoHydrated(page, '/contact');
  const fields = page.locator('input:not([type="hidden"]), textarea, select');
  expect(await fields.count()).toBeGreaterThan(0);
  const unlabelled = await fields.evaluateAll((elements) =>
    elements
      .filter((field) => {
        const label = (field as HTMLInputElement).labels?.[0];
        if (!label) return true;
        const box = label.getBoundingClientRect();
        const style = getComputedStyle(label);
        return box.width < 2 || box.height < 2 || style.visibility === 'hidden' || style.opacity === '0';
      })
      .map((field) => field.getAttribute('name') ?? field.id),
  );
  expect(unlabelled).toEqual([]);
});
