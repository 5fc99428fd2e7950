/**
 * Publishing on the production server, as the staff do it: an editor changes the Our Story heading,
 * publishes, and the same server serves it (the real incremental build, swapped in); git names her;
 * the history lists it and Restore brings the old heading back live as a new commit. A contributor's
 * draft is kept and their publish refused, the live page unchanged.
 *
 * It runs on a copy of the project in a folder of its own (its build copied too, so a publish rebuilds
 * only the page), which is not a git repository: publishing makes it one. The project's own content and
 * history are never touched.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, PASSWORD } from './admin-helpers.ts';

const project = path.resolve(import.meta.dirname, '../..');
/** Left out of the copy: what the project's tests, builds of other kinds and git keep. */
const NOT_COPIED = new Set([
  'node_modules',
  '.git',
  'test-results',
  'playwright-report',
  '.cache',
  'data',
  'dist-hosted-forms',
  'dist-analytics',
]);

let site: string;
let server: ChildProcess | undefined;
let origin: string;
const heading = (): string =>
  (JSON.parse(readFileSync(path.join(site, 'content/pages/our-story.json'), 'utf8')) as { blocks: { title: string }[] }).blocks[0]
    .title;
const git = (...args: string[]): string => execFileSync('git', args, { cwd: site, encoding: 'utf8' }).trim();

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'one server of its own, so one run');
  test.setTimeout(600_000);
  site = mkdtempSync(path.join(tmpdir(), 'publish-site-'));
  cpSync(project, site, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !NOT_COPIED.has(path.relative(project, source).split(path.sep)[0]),
  });
  symlinkSync(path.join(project, 'node_modules'), path.join(site, 'node_modules'), 'dir');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: site, stdio: 'ignore' });
  const port = await freePort();
  origin = `http://localhost:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve.ts'], {
    cwd: site,
    env: { ...process.env, PORT: String(port), DATA_DIR: path.join(site, 'data') },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`${origin}/`)).status).toBe(200)).toPass({ timeout: 30_000 });
});

test.afterAll(() => {
  server?.kill();
  if (site) rmSync(site, { recursive: true, force: true });
});

/** A new person of `role`, signed in through their invitation in a browser of their own. */
async function signedIn(browser: Browser, role: string): Promise<{ page: Page; email: string; blocked: string[] }> {
  const email = `${role}-${Date.now()}@agency.example`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'invite', email, '--role', role], {
    cwd: site,
    env: { ...process.env, DATA_DIR: path.join(site, 'data'), ADMIN_URL: origin },
    encoding: 'utf8',
  });
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto(out.trim().split('\n').at(-1) ?? '');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('The same password again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  return { page, email, blocked };
}

test('an editor publishes the Our Story heading, it is served at once, and Restore brings the old one back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const before = heading();
  const { page, email, blocked } = await signedIn(browser, 'editor');
  await page.getByRole('link', { name: 'Pages' }).click();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Our Story', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Edit: Our Story' })).toBeVisible();
  await expectAccessible(page);

  const field = page.getByLabel('Hero · title', { exact: true });
  await expect(field).toHaveValue(before);
  const next = `Forty years of journeys ${Date.now()}`;
  await field.fill(next);
  const pressed = Date.now();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published: Our Story: hero title' })).toBeVisible({ timeout: 60_000 });
  const live = await page.request.get('/our-story');
  const served = Date.now() - pressed;
  expect(await live.text()).toContain(next);
  console.log(`Press → served: ${served} ms`);
  await expect(page.getByRole('link', { name: 'view it' })).toHaveAttribute('href', '/our-story');
  expect(git('log', '-1', '--format=%ae|%s')).toBe(`${email}|Our Story: hero title`);

  await page.goto('/admin/history/our-story');
  await expect(page.getByRole('heading', { name: 'Our Story: hero title' })).toBeVisible();
  await expect(page.locator('ins').filter({ hasText: next })).toBeVisible();
  await expectAccessible(page);
  const commits = Number(git('rev-list', '--count', 'HEAD'));
  await page.getByRole('button', { name: 'Restore this version' }).first().click();
  await expect(page.getByRole('heading', { name: /^Our Story: restored the version of/ })).toBeVisible({ timeout: 60_000 });
  expect(await (await page.request.get('/our-story')).text()).toContain(before);
  expect(heading()).toBe(before);
  expect(Number(git('rev-list', '--count', 'HEAD'))).toBe(commits + 1);
  expect(blocked, 'what the back office’s policy refused').toEqual([]);
  await page.close();
});

test('a contributor’s draft is kept and their publish refused, the live page unchanged', async ({ browser }) => {
  const { page, blocked } = await signedIn(browser, 'contributor');
  const liveBefore = await (await page.request.get('/our-story')).text();
  await page.goto('/admin/edit/our-story');
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  await page.getByLabel('Hero · title', { exact: true }).fill('A contributor’s heading');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Hero · title', { exact: true })).toHaveValue('A contributor’s heading');

  const form = page.locator('#page-form');
  const refused = await page.evaluate(
    async ({ csrf, version }) =>
      (
        await fetch('/admin/api/pages/our-story/publish', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf ?? '' },
          body: JSON.stringify({ version, values: { '/blocks/0/title': 'A contributor’s heading' } }),
        })
      ).status,
    { csrf: await form.getAttribute('data-csrf'), version: await form.getAttribute('data-version') },
  );
  expect(refused).toBe(403);
  expect(await (await page.request.get('/our-story')).text()).toBe(liveBefore);
  expect(heading()).not.toBe('A contributor’s heading');
  expect(blocked, 'what the back office’s policy refused').toEqual([]);
  await page.close();
});
