/**
 * Passkeys in a browser, with Chromium's virtual authenticator (a device with a screen lock, driven
 * over the DevTools protocol): one added from the passkeys page, then a sign-in with it and no password;
 * once removed it signs in no more. axe checks the pages in light and dark.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, invite, PASSWORD } from './admin-helpers.ts';

test('a passkey added once signs in without the password, until it is removed', async ({ page, baseURL }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  const email = `passkey-${Date.now()}@agency.example`;
  await page.goto(invite(email, 'editor', baseURL ?? ''));
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('The same password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByText('You have no passkey yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(page.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  const sent = page.waitForRequest('**/admin/sign-in/passkey');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  // The device's signed answer, sent again (caught on the way, say), signs no one in: its challenge counted once.
  const replay = await page.request.post('/admin/sign-in/passkey', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: new URL(baseURL ?? '').origin },
    data: (await sent).postData() ?? '',
  });
  expect(replay.status()).toBe(401);
  expect(replay.headers()['set-cookie']).toBeUndefined();

  // Removing it asks for nothing more within 10 minutes of signing in; then it signs in no more.
  await page.getByRole('link', { name: 'Passkeys' }).click();
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The passkey is removed')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('This passkey does not sign in here')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
});
