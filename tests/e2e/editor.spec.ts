/**
 * The visual editor (/edit in `npm run dev`) as a person uses it, in a development server of its own
 * working on a copy of the project (tests/e2e/dev-copy.ts), so the saves land in the copy.
 */
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repeatedBlocks } from '../../scripts/lib/bench-editor.ts';
import { validateContent } from '../../scripts/lib/validate/index.ts';
import { EDITOR_PREVIEW_PATH, PREVIEW_HOSTNAME } from '../../src/editor/addresses.ts';
import { diffLines } from '../../src/editor/diff.ts';
import { violationsInBothThemes, wcagViolations } from './axe.ts';
import { watchConsole } from './console.ts';
import { startDevCopy, type DevCopy } from './dev-copy.ts';

const PAGE_FILE = 'content/pages/our-story.json';

let dev: DevCopy;
let original = '';
const onDisk = (): string => readFileSync(path.join(dev.root, PAGE_FILE), 'utf8');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.skip(test.info().project.name !== 'desktop', 'one browser is enough for the development server');
  test.setTimeout(120_000);
  dev = await startDevCopy('editor-', '/edit');
  original = onDisk();
  // A first /edit builds the editor when this version of the code has no build yet (a page says so, then reloads).
  const page = await browser.newPage();
  await page.goto(`${dev.origin}/edit/our-story`);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 60_000 });
  await page.close();
});

test.afterAll(() => dev?.stop());

async function open(page: Page, id = 'our-story'): Promise<void> {
  await page.goto(`${dev.origin}/edit/${id}`);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  // The preview loads its own files after the form: a test's wait for a change to show there is for the change alone.
  await expect(preview(page).locator('h1').first()).toBeVisible({ timeout: 20_000 });
}

const block = (page: Page, index: number) => page.locator(`[data-path="blocks/${index}"]`);
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview"]');
const previewFrame = (page: Page): Frame => {
  const frame = page.frames().find((f) => new URL(f.url()).pathname === EDITOR_PREVIEW_PATH);
  if (!frame) throw new Error('no preview frame');
  return frame;
};
const status = (page: Page) => page.getByRole('status').first();
const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${String(locator)} is not shown`);
  return found;
};

test('a whole editing session: change, add, pick, refuse, fix, save only what changed', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchConsole(page);
  await open(page);

  // Change the hero's heading: the preview shows it.
  await block(page, 0).locator('summary').first().click();
  const heading = block(page, 0)
    .getByRole('textbox', { name: /^Title/ })
    .first();
  await heading.fill('From one desk to a nationwide network');
  await expect(preview(page).getByRole('heading', { name: 'From one desk to a nationwide network' })).toBeVisible();

  // Add a block from the list: it arrives filled from its schema's example, valid at once.
  const blockCount = (JSON.parse(original) as { blocks: unknown[] }).blocks.length;
  await page.getByLabel('Type of block to add').selectOption('cta');
  await page.getByRole('button', { name: 'Add block' }).click();
  const added = block(page, blockCount);
  await expect(added).toHaveAttribute('open', '');
  await expect(preview(page).getByRole('heading', { name: 'Schedule a Complimentary Consultation' })).toBeVisible();

  // Pick a picture with the image picker, and a link with the link picker.
  await added.locator('[data-path$="/image"] > summary').click();
  await added.getByRole('button', { name: 'Choose picture…' }).click();
  const picker = page.getByRole('dialog', { name: /Choose the picture/ });
  await picker.getByLabel('Filter by path').fill('home/paris');
  await picker
    .getByRole('button', { name: /home\/paris/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await expect(added.locator('code', { hasText: '/images/home/paris' })).toBeVisible();
  await added.locator('[data-path$="/actions"] > summary').click();
  await added.locator('[data-path$="/actions/0"] > summary').click();
  const href = added.locator('[data-path$="/actions/0"]').getByRole('combobox', { name: /^Href/ });
  await href.fill('/our-advisors');
  await expect(href).toHaveAttribute('list', /.+/);

  // Empty a required field: the build's message shows on it, and the save is refused.
  await heading.fill('');
  await expect(block(page, 0).getByText('must NOT have fewer than 1 characters.').first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Control+s');
  await expect(status(page)).toContainText('Not saved');
  expect(onDisk()).toBe(original);

  // Fix it and save, through the change shown first.
  await heading.fill('From one desk to a nationwide network');
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Control+s');
  const confirm = page.getByRole('dialog', { name: /Save these changes/ });
  await expect(confirm.locator('.added').first()).toBeVisible();
  await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page)).toContainText(`Saved ${PAGE_FILE}`);

  // Only the edited lines changed, and the build accepts the page.
  const saved = onDisk();
  const removed = diffLines(original, saved).filter((l) => l.kind === 'removed');
  const addedLines = diffLines(original, saved).filter((l) => l.kind === 'added');
  expect(removed.map((l) => l.text.trim())).toEqual(['"title": "From one desk to a national network",']);
  expect(addedLines.map((l) => l.text)).toContain('      "title": "From one desk to a nationwide network",');
  expect(addedLines.some((l) => l.text.includes('/images/home/paris'))).toBe(true);
  expect(addedLines.some((l) => l.text.includes('"/our-advisors"'))).toBe(true);
  const { problems: found } = validateContent({
    content: path.join(dev.root, 'content'),
    schemas: path.join(dev.root, 'schemas'),
    public: path.join(dev.root, 'public'),
  });
  expect(found.filter((p) => p.file.endsWith(PAGE_FILE))).toEqual([]);
  expect(problems).toEqual([]);
});

test('undo and redo go through every change; a form with no change saves byte-identical', async ({ page }) => {
  await open(page);
  const before = onDisk();
  await block(page, 0).locator('summary').first().click();
  const heading = block(page, 0)
    .getByRole('textbox', { name: /^Title/ })
    .first();
  const was = await heading.inputValue();
  await heading.fill(`${was} again`);
  await block(page, 1).locator('summary').first().click();
  await page.getByRole('button', { name: 'Move Block 2 down' }).click();
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(heading).toHaveValue(was);
  await page.keyboard.press('Control+Shift+z');
  await expect(heading).toHaveValue(`${was} again`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(heading).toHaveValue(was);
  await page.keyboard.press('Control+s');
  await expect(status(page)).toContainText('Nothing to save');
  expect(onDisk()).toBe(before);
});

test('a block dragged to another place moves in the form, the preview and the saved file', async ({ page }) => {
  await open(page);
  const before = onDisk();
  const blocks = (JSON.parse(before) as { blocks: unknown[] }).blocks;
  const rowSummary = (index: number) => block(page, index).locator('> summary .group-summary');
  const previewText = (index: number) =>
    preview(page)
      .locator(`[data-editor-block="${index}"]`)
      .evaluate((el) => (el.textContent ?? '').slice(0, 80));
  const rows = await Promise.all([0, 1, 2].map((i) => rowSummary(i).textContent()));
  const shown = await Promise.all([0, 1, 2].map(previewText));

  // The third block's row dragged by its handle to the top of the list.
  const handle = page.getByRole('button', { name: 'Drag Block 3 to another place' });
  await handle.scrollIntoViewIfNeeded();
  const from = await box(handle);
  const to = await box(block(page, 0).locator('> summary'));
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y - from.y - 4) * step) / 10);
  await page.mouse.up();

  await expect(rowSummary(0)).toHaveText(rows[2] ?? '');
  await expect(rowSummary(1)).toHaveText(rows[0] ?? '');
  await expect(rowSummary(2)).toHaveText(rows[1] ?? '');
  await expect.poll(() => Promise.all([0, 1, 2].map(previewText))).toEqual([shown[2], shown[0], shown[1]]);

  // From the keyboard: Space picks the first block up, an arrow moves it down one place, Space drops it.
  await page.getByRole('button', { name: 'Drag Block 1 to another place' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Block 1 is over place 1 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/^Block 1 is over place 2 of \d+\.$/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Block 1 dropped at place 2 of \d+\.$/)).toBeAttached();
  await expect(rowSummary(0)).toHaveText(rows[0] ?? '');
  await expect(rowSummary(1)).toHaveText(rows[2] ?? '');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rowSummary(0)).toHaveText(rows[2] ?? '');

  await page.keyboard.press('Control+s');
  await page
    .getByRole('dialog', { name: /Save these changes/ })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(status(page)).toContainText(`Saved ${PAGE_FILE}`);
  expect((JSON.parse(onDisk()) as { blocks: unknown[] }).blocks).toEqual([blocks[2], blocks[0], blocks[1], ...blocks.slice(3)]);
  writeFileSync(path.join(dev.root, PAGE_FILE), before);
});

test('a key typed draws again only the block it changes in the preview', async ({ page }) => {
  await open(page);
  await block(page, 0).locator('summary').first().click();
  const heading = block(page, 0)
    .getByRole('textbox', { name: /^Title/ })
    .first();
  await heading.focus();
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { rendered: number[] }).rendered = seen;
    addEventListener('message', (e: MessageEvent<{ kind?: string; index?: number }>) => {
      if (e.data?.kind === 'rendered') seen.push(e.data.index as number);
    });
  });
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await expect(preview(page).getByRole('heading', { name: /network!$/ })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => [...new Set((window as unknown as { rendered: number[] }).rendered)])).toEqual([0]);
});

test('the preview, in a process of its own, draws a key while the editor still draws the form; each block first drawn as itself, the endless motion still while typing', async ({
  page,
}) => {
  // In the frame: any block drawn as its stand-in (its code not run yet) before it is drawn as itself.
  await page.addInitScript(() => {
    if (window === window.parent) return;
    const stand = { ins: 0 };
    (window as unknown as { standIns: typeof stand }).standIns = stand;
    const standIn = '[data-editor-block] [style*="min-height: 40vh"]';
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches(standIn) || node.querySelector(standIn))) stand.ins += 1;
    }).observe(document, { childList: true, subtree: true });
  });
  // A page whose hero has a scroll cue, the page's one endless animation.
  await open(page, 'destination-weddings-honeymoons');
  const frame = previewFrame(page);
  await expect.poll(() => frame.evaluate(() => document.querySelectorAll('[data-editor-block]').length)).toBeGreaterThan(3);
  expect(await frame.evaluate(() => (window as unknown as { standIns: { ins: number } }).standIns.ins)).toBe(0);
  const endless = () =>
    frame.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations === Infinity)
        .map((a) => a.playState),
    );
  await expect.poll(endless).toContain('running');

  await block(page, 0).locator('summary').first().click();
  const heading = block(page, 0)
    .getByRole('textbox', { name: /^Title/ })
    .first();
  const typed = `${await heading.inputValue()}?`;
  // What the form's row of the block (it shows the block's heading) says as each command leaves for the preview.
  await page.evaluate(() => {
    const send = MessagePort.prototype.postMessage;
    const rows: string[] = [];
    (window as unknown as { rowsAtSend: string[] }).rowsAtSend = rows;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      // (React's scheduler posts to a port of its own too.)
      if ((args[0] as { source?: string } | null)?.source === 'halcyon-editor')
        rows.push(document.querySelector('[data-path="blocks/0"] > summary')?.textContent ?? '');
      send.apply(this, args);
    } as MessagePort['postMessage'];
  });
  // A key's input event, then the editor's thread held busy in the same task: the preview, sent the change from
  // the field's handler, before the form is drawn, draws it meanwhile in a process of its own.
  const BUSY_MS = 5000;
  const editorTask = heading.evaluate(
    (field: HTMLInputElement | HTMLTextAreaElement, { typed, busy }) => {
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      const until = performance.now() + busy;
      while (performance.now() < until);
      return {
        rows: (window as unknown as { rowsAtSend: string[] }).rowsAtSend,
        end: performance.timeOrigin + performance.now(),
      };
    },
    { typed, busy: BUSY_MS },
  );
  // In the frame, once it shows the key: when, and whether the endless motion is held still.
  const drawn = await frame.waitForFunction(
    (text) =>
      document.querySelector('[data-editor-block="0"]')?.textContent?.includes(text) && {
        at: performance.timeOrigin + performance.now(),
        moving: document.getAnimations().some((a) => a.effect?.getTiming().iterations === Infinity && a.playState === 'running'),
      },
    typed,
    { timeout: BUSY_MS * 2 },
  );
  const { at, moving } = (await drawn.jsonValue()) as { at: number; moving: boolean };
  const { rows, end } = await editorTask;
  expect(at).toBeLessThan(end);
  expect(rows).toHaveLength(1);
  expect(rows[0]).not.toContain(typed);
  await expect(block(page, 0).locator('summary').first()).toContainText(typed);
  expect(moving).toBe(false);
  await expect.poll(endless, { timeout: 5000 }).toContain('running');
});

test('the preview draws its first screen first, and a block further down when its row is focused', async ({ page }) => {
  // In the frame, the idle slices that draw the rest of the page never come: only the first screen is drawn,
  // and whatever the form asks for.
  await page.addInitScript(() => {
    if (window !== window.parent) window.requestIdleCallback = () => 0;
  });
  const id = 'destination-weddings-honeymoons';
  const last =
    (JSON.parse(readFileSync(path.join(dev.root, 'content/pages', `${id}.json`), 'utf8')) as { blocks: unknown[] }).blocks
      .length - 1;
  await open(page, id);
  const frame = preview(page);
  // The first screen is the blocks themselves, not stand-ins, and no more of the page than that.
  await expect(frame.locator('[data-editor-block="0"]').getByRole('heading').first()).toBeInViewport();
  const drawn = await frame.locator('[data-editor-block]').count();
  expect(drawn).toBeLessThan(last);
  await expect(frame.locator(`[data-editor-block="${last}"]`)).toHaveCount(0);

  await block(page, last).locator('summary').first().click();
  await block(page, last).getByRole('textbox').first().focus();
  await expect(frame.locator(`[data-editor-block="${last}"]`)).toBeInViewport();
  expect(await frame.locator(`[data-editor-block="${last}"]`).innerText()).not.toBe('');
  // The first block's content, now off the frame's screen, is skipped by the frame's layout and paint.
  const rendered = (index: number) =>
    frame
      .locator(`[data-editor-block="${index}"] > *`)
      .first()
      .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  // (The frame, in a process of its own, learns a moment later which part of it the editor's page shows.)
  await expect.poll(() => rendered(0)).toBe(false);
  await expect.poll(() => rendered(last)).toBe(true);
});

test('the editor and its preview are a few files each, not one per block and per icon', async ({ page }) => {
  await open(page, 'destination-weddings-honeymoons');
  const frame = previewFrame(page);
  const scripts = (where: typeof page | typeof frame) =>
    where.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((file) => file.startsWith('/edit/__bundle/') && file.endsWith('.js')),
    );
  // The preview's entry and the modules it shares with the editor; the editor's entry, that, and the check's worker.
  expect((await scripts(frame)).length).toBeLessThanOrEqual(3);
  expect(await page.locator('link[rel="prefetch"]').count()).toBeLessThanOrEqual(3);
});

test('the preview measures its page only while it draws its first screen, not at each slice after it', async ({ page }) => {
  // In the frame: the number of blocks drawn at each measure of the page's height (a layout in the middle of the script).
  await page.addInitScript(() => {
    if (window === window.parent) return;
    const measured: number[] = [];
    (window as unknown as { measured: number[] }).measured = measured;
    const measure = Element.prototype.getBoundingClientRect;
    Element.prototype.getBoundingClientRect = function (this: Element) {
      if (this.id === 'main') measured.push(this.querySelectorAll('[data-editor-block]').length);
      return measure.call(this);
    };
  });
  const id = 'destination-weddings-honeymoons';
  const blocks = (JSON.parse(readFileSync(path.join(dev.root, 'content/pages', `${id}.json`), 'utf8')) as { blocks: unknown[] })
    .blocks.length;
  await open(page, id);
  const frame = previewFrame(page);
  await expect.poll(() => frame.evaluate(() => document.querySelectorAll('[data-editor-block]').length)).toBe(blocks);
  const measured = await frame.evaluate(() => (window as unknown as { measured: number[] }).measured);
  // One block more at each measure, until the screen was full; none once the rest came in slices.
  expect(measured.length).toBeGreaterThan(0);
  expect(measured).toEqual(measured.map((_, i) => i + 1));
  expect(measured.length).toBeLessThan(blocks);
});

test('a long list draws about a screen of its rows first, the others a moment after', async ({ page }) => {
  // A page of forty blocks in the copy: a page's blocks over and over.
  const id = 'forty-blocks';
  const file = path.join(dev.root, 'content/pages', `${id}.json`);
  const source = JSON.parse(readFileSync(path.join(dev.root, 'content/pages/destination-weddings-honeymoons.json'), 'utf8')) as {
    blocks: { id?: string }[];
  };
  const blocks = repeatedBlocks(source.blocks, 40);
  writeFileSync(file, `${JSON.stringify({ ...source, blocks }, null, 2)}\n`);
  // The rows there are when the list first appears in the editor's page.
  await page.addInitScript(() => {
    if (window !== window.parent) return;
    const w = window as unknown as { rows: () => number; firstRows: number };
    w.rows = () =>
      [...document.querySelectorAll('[data-path]')].filter((row) => /^blocks\/\d+$/.test(row.getAttribute('data-path') ?? ''))
        .length;
    new MutationObserver((_, observer) => {
      if (!document.querySelector('[data-path="blocks"]')) return;
      observer.disconnect();
      w.firstRows = w.rows();
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    await page.goto(`${dev.origin}/edit/${id}`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { rows: () => number }).rows())).toBe(blocks.length);
    const firstRows = await page.evaluate(() => (window as unknown as { firstRows: number }).firstRows);
    expect(firstRows).toBeGreaterThan(0);
    expect(firstRows).toBeLessThan(blocks.length);
  } finally {
    rmSync(file);
  }
});

test('unsaved work is offered back after a reload', async ({ page }) => {
  await open(page);
  await page
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill('Our Story | Kept in the browser | Halcyon Voyages');
  await expect(page.getByText('Unsaved changes.')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toHaveValue(
    'Our Story | Kept in the browser | Halcyon Voyages',
  );
});

test('a letter typed and taken back leaves nothing unsaved; a change is kept in the browser without a reload', async ({
  page,
}) => {
  await open(page);
  const title = page.getByRole('textbox', { name: /^Title/ }).first();
  await title.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('!');
  await expect(page.getByText('Unsaved changes.')).toBeVisible();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await page.keyboard.type('?');
  const kept = (): Promise<string | null> =>
    page.evaluate(
      () => Object.keys(localStorage).find((key) => key.startsWith('editor-draft:content/pages/our-story.json')) ?? null,
    );
  await expect.poll(kept).not.toBeNull();
  await page.keyboard.press('Backspace');
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  await expect.poll(kept).toBeNull();
});

/** A raw request to the endpoint, with any Host and Origin (a browser would not let a page set them). */
function post(pathname: string, headers: Record<string, string>, body: unknown): Promise<number> {
  const url = new URL(dev.origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: pathname,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

test('the write endpoint refuses another site, a foreign Host and paths outside the content', async ({ page }) => {
  await page.goto(`${dev.origin}/edit`);
  const token = await page.locator('meta[name="editor-token"]').getAttribute('content');
  const before = onDisk();
  const value = { ...(JSON.parse(before) as object), title: 'Written by another site | Halcyon Voyages' };
  const host = new URL(dev.origin).host;
  const save = { file: PAGE_FILE, value, hash: 'any' };
  // A page on another site, even one that somehow had the token.
  expect(
    await post(
      '/__editor/save',
      { host, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'x-editor-token': String(token) },
      save,
    ),
  ).toBe(403);
  // A host name that resolves to this machine (DNS rebinding): its page is "same-origin" to itself.
  const rebound = host.replace('localhost', 'rebind.example');
  expect(
    await post(
      '/__editor/save',
      { host: rebound, origin: `http://${rebound}`, 'sec-fetch-site': 'same-origin', 'x-editor-token': String(token) },
      save,
    ),
  ).toBe(403);
  // The editor's own origin without the token.
  expect(await post('/__editor/save', { host, origin: dev.origin }, save)).toBe(403);
  // From the editor page itself, a path outside the content.
  const refused = await page.evaluate(async (t) => {
    const response = await fetch('/__editor/upload', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Editor-Token': String(t) },
      body: JSON.stringify({ folder: '../../src', name: 'x.jpg', data: '' }),
    });
    const open = await fetch('/__editor/open', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Editor-Token': String(t) },
      body: JSON.stringify({ file: 'content/../package.json' }),
    });
    return [response.status, open.status];
  }, token);
  // (This copy's public/ is a link to the project's, so the upload is refused for that too: nothing is written through a link.)
  expect(refused).toEqual([400, 400]);
  expect(existsSync(path.join(dev.root, 'src/x.jpg'))).toBe(false);
  expect(onDisk()).toBe(before);
});

test('the preview is of another site, in a process of its own, and gets neither the token nor a write', async ({ page }) => {
  await open(page);
  const token = await page.locator('meta[name="editor-token"]').getAttribute('content');
  const frame = previewFrame(page);
  const frameOrigin = new URL(frame.url()).origin;
  expect(new URL(frameOrigin).hostname).toBe(PREVIEW_HOSTNAME);
  expect(frameOrigin).not.toBe(dev.origin);
  // A frame in its page's own process has no session of its own: this throws for it.
  await page.context().newCDPSession(frame);
  const before = onDisk();
  const value = { ...(JSON.parse(before) as object), title: 'Written by the preview | Halcyon Voyages' };
  const tried = await frame.evaluate(
    async ({ editor, token, save }) => {
      const json = (t?: string) => ({
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(t ? { 'X-Editor-Token': t } : {}) },
        body: JSON.stringify(save),
      });
      const status = (answer: Promise<Response>) =>
        answer.then(
          (r) => r.status,
          () => 'blocked',
        );
      let parentDocument = 'readable';
      try {
        void window.parent.document.title;
      } catch {
        parentDocument = 'not readable';
      }
      return {
        parentDocument,
        // The editor's page, with the token: on the preview's host, and on the editor's (a cross-origin read).
        ownEditorPage: await status(fetch('/edit/our-story')),
        editorPage: await status(fetch(`${editor}/edit/our-story`)),
        // The write endpoint on either host, even with the token in hand.
        ownSave: await status(fetch('/__editor/save', json(token))),
        editorSave: await status(fetch(`${editor}/__editor/save`, json(token))),
      };
    },
    { editor: dev.origin, token: String(token), save: { file: PAGE_FILE, value, hash: 'any' } },
  );
  expect(tried).toEqual({
    parentDocument: 'not readable',
    ownEditorPage: 403,
    editorPage: 'blocked',
    ownSave: 403,
    editorSave: 403,
  });
  expect(onDisk()).toBe(before);
});

test('keyboard only, and no axe violations in either theme', async ({ page }) => {
  await open(page);
  // Tab reaches the toolbar's actions, each with a visible focus ring.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All content' })).toBeFocused();
  const outline = await page.getByRole('link', { name: 'All content' }).evaluate((el) => getComputedStyle(el).outlineStyle);
  expect(outline).not.toBe('none');
  // A block opens from the keyboard.
  await block(page, 1).locator('summary').first().focus();
  await page.keyboard.press('Enter');
  await expect(block(page, 1)).toHaveAttribute('open', '');
  expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  await page.goto(`${dev.origin}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit the site' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
});

// Last: the restarts of the development server it causes (a changed site.json) keep the server busy for a while after it.
test('content changed in a code editor shows at once: in the preview, and in a form with no unsaved change', async ({ page }) => {
  // Two restarts of the development server, each several seconds on a busy machine, and a page's change after them.
  test.setTimeout(120_000);
  await open(page);
  const siteFile = path.join(dev.root, 'content/site.json');
  const site = readFileSync(siteFile, 'utf8');
  // The preview's code reads site.json from the server when it loads, so nothing of it is built into the editor.
  writeFileSync(siteFile, site.replace('"name": "Halcyon Voyages"', '"name": "Halcyon Journeys"'));
  // Vite restarts when site.json changes (its configuration reads it); the editor finds its server again.
  await expect(preview(page).getByText('Halcyon Journeys').first()).toBeVisible({ timeout: 30_000 });
  writeFileSync(siteFile, site);
  await expect(preview(page).getByText('Halcyon Voyages', { exact: true })).toBeVisible({ timeout: 30_000 });

  const pageText = onDisk();
  writeFileSync(path.join(dev.root, PAGE_FILE), pageText.replace('"title": "From one desk', '"title": "From a single desk'));
  await expect(page.getByText(`${PAGE_FILE} changed on disk; the form shows it now.`)).toBeVisible({ timeout: 30_000 });
  // The preview may still be loading again after the restart above, which takes seconds on a busy machine.
  await expect(preview(page).getByRole('heading', { name: /^From a single desk/ })).toBeVisible({ timeout: 30_000 });
  writeFileSync(path.join(dev.root, PAGE_FILE), pageText);
});
