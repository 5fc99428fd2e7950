/**
 * The lead forms with JavaScript off, as for a visitor whose scripts did not load: the prerendered
 * contact form and newsletter sign-up post as plain HTML forms to the site's own endpoint; a success
 * comes back to the page with its confirmation, and a refusal comes back as the page with each message
 * under its field and every value kept. What was sent is found with `npm run inbox`.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { ContactFormBlock } from '../../src/generated/content.ts';
import { violationsInBothThemes } from './axe.ts';
import { pageContent, site } from './content.ts';
import { validContact } from '../fixtures/forms.ts';

const root = path.resolve(import.meta.dirname, '../..');
const found = pageContent('contact').blocks.find((b) => b.type === 'contact-form');
if (found?.type !== 'contact-form') throw new Error('content/pages/contact.json has no contact-form block');
const block: ContactFormBlock = found;

test.use({ javaScriptEnabled: false });
// What the server answers a plain form post, and where the page puts its messages, is the same at every
// width; the no-script page at phone width is frame.spec.ts's. One project also keeps the suite's accepted
// posts, which all come from one address, under the rate limit.
test.skip(({ isMobile }) => isMobile, 'the same at every width: checked at desktop width');

/** The submissions `npm run inbox -- --json` prints for a form, as the test server stores them. */
function inbox(formId: string): Array<{ fields: Record<string, string> }> {
  const out = execFileSync('npx', ['tsx', 'scripts/inbox.ts', '--json', '--form', formId], {
    cwd: root,
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? 'test-results/data' },
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { fields: Record<string, string> });
}

const marker = (): string => `no-js-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test('an enquiry sent without JavaScript is stored, and the page shows its confirmation', async ({ page }) => {
  const id = marker();
  await page.goto('/contact');
  const section = page.locator(`section#${block.id}`);
  const form = section.locator('form');
  await expect(form).toHaveAttribute('method', 'post');
  await expect(form).toHaveAttribute('action', `/api/forms/f/${site.forms.contactFormId}`);
  const values = {
    ...validContact,
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    phone: '+1 (239) 555-0100',
    subject: 'A walking week in the Dolomites',
    message: `Two of us, late June, gentle days and good dinners. (${id})`,
  };
  for (const [name, value] of Object.entries(values)) {
    await section
      .getByLabel(block.fields[name as keyof typeof values].label, { exact: false })
      .first()
      .fill(value);
  }
  const submit = section.getByRole('button', { name: block.submitLabel });
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page).toHaveURL(/\/contact\?sent=1#sent-contact$/);
  const confirmation = page.locator('#sent-contact');
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('heading', { name: block.success.title })).toBeVisible();
  await expect(section.locator('form')).toBeHidden();
  expect(
    inbox(site.forms.contactFormId)
      .filter((s) => s.fields.message?.includes(id))
      .map((s) => s.fields),
  ).toEqual([values]);

  // "Write another message" is the page again, with the form.
  await confirmation.getByRole('link', { name: block.success.againLabel ?? 'Write another message' }).click();
  await expect(section.locator('form')).toBeVisible();
  await expect(confirmation).toBeHidden();
});

test('a field error comes back as the page, each message under its field and every value kept', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/contact');
  const section = page.locator(`section#${block.id}`);
  const field = (name: keyof ContactFormBlock['fields']) =>
    section.getByLabel(block.fields[name].label, { exact: false }).first();
  const typed = {
    name: 'Zoë <Hart> & "family"',
    email: 'zoe@example',
    phone: '',
    subject: 'Kenya in July',
    message: 'Too short',
  };
  for (const [name, value] of Object.entries(typed)) await field(name as keyof typeof typed).fill(value);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    section.getByRole('button', { name: block.submitLabel }).click(),
  ]);
  expect(answer.status()).toBe(422);
  const refusedHtml = await answer.text();
  await page.waitForLoadState();

  for (const [name, value] of Object.entries(typed)) await expect(field(name as keyof typeof typed)).toHaveValue(value);
  await expect(field('email')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('email')).toHaveAccessibleDescription(/valid email address/);
  await expect(field('message')).toHaveAccessibleDescription(/at least 10 characters/);
  await expect(field('name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(field('email')).toBeFocused();
  await expect(section.getByText('Please enter a valid email address, such as name@example.com.')).toBeVisible();
  // The page is the plain form again: no module is loaded over the markup the server filled in.
  expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0);
  // axe runs in the page, so the answer is checked where scripts run: it has none of its own to run.
  const checker = await browser.newPage({ javaScriptEnabled: true, baseURL });
  await checker.route('**/refused-contact-page', (route) =>
    route.fulfill({ status: 422, contentType: 'text/html; charset=utf-8', body: refusedHtml }),
  );
  await checker.goto('/refused-contact-page');
  expect(await violationsInBothThemes(checker)).toEqual({ light: [], dark: [] });
  await checker.close();
});

test('the newsletter sign-up in the footer works without JavaScript too', async ({ page }) => {
  const address = `${marker()}@example.com`;
  await page.goto('/faqs');
  const form = page.locator('footer form');
  const email = form.getByRole('textbox');
  await email.fill('not-an-address');
  await form.getByRole('button').click();
  await expect(email).toHaveValue('not-an-address');
  await expect(email).toHaveAccessibleDescription(/valid email address/);
  await expect(email).toBeFocused();

  await email.fill(address);
  await form.getByRole('button').click();
  await expect(page).toHaveURL(/\/faqs\?sent=1#sent-newsletter$/);
  await expect(page.locator('#sent-newsletter')).toBeVisible();
  await expect(page.locator('footer form')).toBeHidden();
  expect(inbox(site.forms.newsletterFormId).filter((s) => s.fields.email === address)).toHaveLength(1);
});
