/**
 * The back office in a browser, against `npm run serve` (the test server's DATA_DIR): the first owner
 * made with `npm run admin`, the link opened and a password chosen (a weak one refused first), the
 * people and activity pages, two-step sign-in turned on, signing out and in again with the keyboard and a
 * code. Every page passes axe's WCAG
 * 2.1 A/AA rules in light and in dark, and the browser reports nothing its policy blocked.
 */
import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectAccessible, invite, PASSWORD } from './admin-helpers.ts';

test('the first owner sets up their sign-in, invites someone, signs out and in again', async ({ page, baseURL }) => {
  // Up to half a minute of it waits for the code app's next code.
  test.setTimeout(90_000);
  const blocked: string[] = [];
  page.on('console', (message) => {
    // Refused forms answer 401 and 422, which the console reports too: only the policy's refusals count here.
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  const email = `owner-${Date.now()}@agency.example`;
  const link = invite(email, 'owner', baseURL ?? '');

  const opened = await page.goto(link);
  expect(opened?.headers()['cache-control']).toBe('no-store');
  expect(opened?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.getByRole('heading', { name: 'Set up your sign-in' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('New password').fill('qwerty123456');
  await expect(page.locator('#strength-words')).toHaveText(/^Strength: weak\. This password is on the lists of common passwords/);
  await page.getByLabel('The same password again').fill('qwerty123456');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('lists of common passwords')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('New password')).toBeFocused();
  await expect(page.getByLabel('New password')).toHaveValue('');
  await expectAccessible(page);

  await page.getByLabel('New password').fill(PASSWORD);
  await expect(page.locator('#strength-words')).toHaveText(/^Strength: (strong|very strong)$/);
  await page.getByLabel('The same password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'People' }).click();
  const invited = `editor-${Date.now()}@agency.example`;
  await page.getByLabel('Their email').fill(invited);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Make an invitation link' }).click();
  await expect(page.locator('.link')).toContainText('/admin/accept?token=');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Activity' }).click();
  // Its own invitation: the other width's run shares the server and its log.
  await expect(page.getByRole('cell', { name: `invited ${invited}` })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code of the key for your code app' })).toBeVisible();
  await expectAccessible(page);
  const secret = await page.locator('input[name="secret"]').inputValue();
  const code = (): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.getByLabel('Six-digit code').fill(code());
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expectAccessible(page);

  // With the keyboard alone: the email field has the focus, Tab to the password, Enter to send.
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('a wrong password for sure');
  await page.keyboard.press('Enter');
  await expect(page.getByText('The email or the password is not right')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your one-time code' })).toBeVisible();
  await expectAccessible(page);
  // The code just used to turn it on is taken: wait for the app's next one.
  const used = code();
  await expect.poll(code, { timeout: 31_000, intervals: [1000] }).not.toBe(used);
  await page.getByLabel('Code').fill(code());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  expect(blocked).toEqual([]);
});
