/**
 * Passkeys in a browser, with Chromium's virtual authenticator (a device with a screen lock, driven
 * over the DevTools protocol): one added from the passkeys page, then a sign-in with it and no password;
 * once removed it signs in no more. axe checks the pages in light and dark.
 */
import { expect, test, type Page } from '@playwright/test';
import { sha256 } from '../../scripts/lib/hash.ts';
import { ABSOLUTE_TIMEOUT_MS } from '../../src/server/admin/endpoint.ts';
import { createFileAdminStore } from '../../src/server/admin/store.ts';
import { DATA_DIR, expectAccessible, invite, PASSWORD } from './admin-helpers.ts';

/** A device with a screen lock, as Chromium's virtual authenticator makes one. */
async function addDevice(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
}

test('an invitation accepted with a passkey signs in with no password, confirms with it, and keeps the last one', async ({
  page,
  baseURL,
}) => {
  await addDevice(page);
  const email = `passkey-only-${Date.now()}@agency.example`;
  const link = invite(email, 'owner', baseURL ?? '');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'With a passkey' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Make a passkey on this device' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Two-step sign-in' })).toHaveCount(0);

  // The link worked once: opened again, it says so, and a password cannot be set through it.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This link has been used' })).toBeVisible();

  // Its only passkey is kept: removing it would lock its person out.
  await page.goto('/admin/passkeys');
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('This is your only way to sign in, so it was kept.')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sign-in/);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText(`You are signed in as ${email}`)).toBeVisible();

  // A change to people more than ten minutes after signing in asks for the passkey, not for a password it
  // does not have: the session is aged in the server's own store.
  const cookie = (await page.context().cookies()).find((c) => c.name.endsWith('halcyon-admin'));
  await createFileAdminStore(DATA_DIR, { sessionLifetimeMs: ABSOLUTE_TIMEOUT_MS }).confirmSession(
    sha256(cookie?.value ?? ''),
    Date.now() - 11 * 60_000,
  );
  const invited = `invited-by-passkey-${Date.now()}@agency.example`;
  await page.goto('/admin/people');
  await page.getByLabel('Their email').fill(invited);
  await page.getByRole('button', { name: 'Make an invitation link' }).click();
  await expect(page.getByRole('heading', { name: 'Please confirm it is you' })).toBeVisible();
  await expect(page.getByLabel('Your password')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm with your passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: invited })).toBeVisible();
});

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
