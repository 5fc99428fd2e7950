/**
 * `npm run dev` as a content editor uses it: a mistake saved in a page shows in the browser with its
 * file, line and column, and goes away once fixed; a valid edit appears in place, without a reload.
 * Runs its own development server in a copy of the project's sources (tests/e2e/dev-copy.ts), so the
 * files it breaks are never the ones the other tests read while they run.
 *
 * How soon feedback shows is a speed figure, not a gate: on a busy 2-core machine running browsers
 * in parallel it can take several seconds, so the waits here are generous (FEEDBACK_WAIT) and each
 * test records the time it saw as an annotation in the report.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../scripts/lib/paths.ts';
import { startDevCopy, type DevCopy } from './dev-copy.ts';

const PAGE_FILE = 'content/pages/contact.json';
const original = readFileSync(path.join(projectRoot, PAGE_FILE), 'utf8');

let dev: DevCopy | undefined;
let pageFile = '';
let origin = '';

/** 1-based line and column of the first occurrence of `needle` in `text`, as the validator counts them. */
function positionOf(text: string, needle: string): string {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`"${needle}" is not in ${PAGE_FILE}`);
  const before = text.slice(0, index).split('\n');
  return `${before.length}:${before[before.length - 1].length + 1}`;
}

function save(text: string): void {
  writeFileSync(pageFile, text);
}

/** Long enough for a cold development server on a loaded machine; a broken feedback path still fails. */
const FEEDBACK_WAIT = 15_000;

/** Records how long the editor waited for feedback, for the report. */
function noteWait(what: string, started: number): void {
  test.info().annotations.push({ type: 'feedback time', description: `${what}: ${Date.now() - started} ms` });
}

const overlay = (page: Page) => page.locator('content-problems').getByRole('alert');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.skip(test.info().project.name !== 'desktop', 'one browser is enough for the development server');
  dev = await startDevCopy('dev-feedback-', '/contact');
  origin = dev.origin;
  pageFile = path.join(dev.root, PAGE_FILE);
  // A first page load makes the server transform and pre-bundle the app's modules, which may reload the
  // page once; doing that here keeps it out of the first test.
  const page = await browser.newPage();
  await page.goto(`${origin}/contact`);
  await page.waitForLoadState('networkidle');
  await page.close();
});

test.afterEach(() => {
  if (pageFile) save(original);
});

test.afterAll(() => dev?.stop());

async function openContact(page: Page): Promise<void> {
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let us plan your next journey');
}

/** Saves the broken text, expects the overlay to name `where`, then fixes it and expects recovery. */
async function expectProblemShownThenCleared(page: Page, broken: string, where: string, words: RegExp): Promise<void> {
  await openContact(page);
  let started = Date.now();
  save(broken);
  await expect(overlay(page)).toContainText(`${PAGE_FILE}:${where}`, { timeout: FEEDBACK_WAIT });
  noteWait('problem shown', started);
  await expect(overlay(page)).toContainText(words);
  // The page itself is still there, as it was last valid.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let us plan your next journey');
  started = Date.now();
  save(original);
  await expect(overlay(page)).toHaveCount(0, { timeout: FEEDBACK_WAIT });
  noteWait('problem cleared', started);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let us plan your next journey');
}

test('broken JSON shows where, and clears when fixed', async ({ page }) => {
  // A comma after the last item of the actions list: pointed at itself.
  const broken = original.replace('"variant": "primary" }]', '"variant": "primary" },]');
  await expectProblemShownThenCleared(
    page,
    broken,
    positionOf(broken, ',]\n    },\n    {'),
    /remove the comma after the last item/i,
  );
});

test('a missing required field points at the block that lacks it', async ({ page }) => {
  const broken = original.replace('      "title": "Let us plan your next journey",\n', '');
  await expectProblemShownThenCleared(page, broken, positionOf(broken, '{\n      "type": "hero"'), /Add "title"/);
});

test('a dead link shows where it is', async ({ page }) => {
  const broken = original.replace('(/privacy-policy)', '(/privacy-polcy)');
  await expectProblemShownThenCleared(page, broken, positionOf(broken, '"We use your details'), /not a page of this site/);
});

test('a valid edit appears in place, without a reload and at the same scroll position', async ({ page }) => {
  await openContact(page);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  const scrolled = await page.evaluate(() => window.scrollY);
  const started = Date.now();
  save(original.replace('Let us plan your next journey', 'Let us plan your next voyage'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Let us plan your next voyage', { timeout: FEEDBACK_WAIT });
  noteWait('edit shown', started);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(overlay(page)).toHaveCount(0);
});
