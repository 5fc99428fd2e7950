/**
 * A lead from the contact page to the inbox and the mailbox, in a browser against `npm run serve`: sent
 * with JavaScript and without, each is received within 5 seconds by the SMTP server this test runs
 * (the test server's SMTP_URL, playwright.config.ts), Reply-To the visitor, and listed at /admin/leads
 * for someone of the leads role. The leads' pages pass axe in light and in dark.
 */
import { expect, test, type Browser } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import type { ContactFormBlock } from '../../src/generated/content.ts';
import { expectAccessible, invite, PASSWORD } from './admin-helpers.ts';
import { pageContent } from './content.ts';
import { validContact } from '../fixtures/forms.ts';

const found = pageContent('contact').blocks.find((b) => b.type === 'contact-form');
if (found?.type !== 'contact-form') throw new Error('content/pages/contact.json has no contact-form block');
const block: ContactFormBlock = found;

const received: string[] = [];
let smtp: SMTPServer;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const parts: Buffer[] = [];
      stream.on('data', (c: Buffer) => parts.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(parts).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Sends the contact form from /contact, with or without JavaScript; the visitor's email is `email`. */
async function sendEnquiry(browser: Browser, email: string, javaScriptEnabled: boolean, marker: string): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await page.goto('/contact');
  const section = page.locator(`section#${block.id}`);
  const values = { ...validContact, name: 'Jane Smith', email, message: `A quiet week by the sea, please. (${marker})` };
  for (const [name, value] of Object.entries(values))
    await section
      .getByLabel(block.fields[name as keyof typeof values].label, { exact: false })
      .first()
      .fill(value);
  await section.getByRole('button', { name: block.submitLabel }).click();
  await expect(page.getByRole('heading', { name: block.success.title })).toBeVisible();
  await context.close();
}

test('a lead sent with and without JavaScript is mailed Reply-To the visitor and listed at /admin/leads', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // One project listens as the mail server: the phone's run would need the same port.
  test.skip(testInfo.project.name !== 'desktop', 'one mail server, in the desktop project');
  test.setTimeout(90_000);
  const marker = `lead-${Date.now().toString(36)}`;
  const withScript = `${marker}-js@visitor.example`;
  const without = `${marker}-plain@visitor.example`;
  await sendEnquiry(browser, withScript, true, marker);
  await sendEnquiry(browser, without, false, marker);

  for (const email of [withScript, without]) {
    await expect
      .poll(() => received.find((mail) => mail.includes(email)), { timeout: 5_000, message: `a mail about ${email}` })
      .toBeTruthy();
    const mail = received.find((m) => m.includes(email)) ?? '';
    expect(mail).toMatch(new RegExp(`^Reply-To: Jane Smith <${email.replace(/\./g, '\\.')}>\\r?$`, 'm'));
  }

  await page.goto(invite(`leads-${marker}@agency.example`, 'leads', baseURL ?? ''));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('The same password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await page.getByRole('link', { name: /^Leads/ }).click();
  await expect(page.getByText(withScript)).toBeVisible();
  await expect(page.getByText(without)).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Search').fill(withScript);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('link', { name: 'Jane Smith' }).click();
  await expect(page.getByRole('cell', { name: '/contact', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: /^mailed to .*delivered/ })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/admin/leads/settings');
  await expectAccessible(page);
});
