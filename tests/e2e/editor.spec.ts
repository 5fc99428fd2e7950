/**
 * The visual editor (/edit in `npm run dev`) as a person uses it, in a development server of its own
 * working on a copy of the project (tests/e2e/dev-copy.ts), so the saves land in the copy.
 */
import { expect, test, type Frame, type Locator, type Page } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repeatedBlocks } from '../../scripts/lib/bench/editor.ts';
import { validateContent } from '../../scripts/lib/content/validate/index.ts';
import { EDITOR_PREVIEW_PATH, FIRST_SCREEN_ID, PREVIEW_HOSTNAME } from '../../src/editor/addresses.ts';
import { EARLY_CALLS } from '../../src/editor/api.ts';
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

/** Goes to the editor of page `id`. */
async function goToEditor(page: Page, id = 'our-story'): Promise<void> {
  // A test before may have changed site.json, on which the development server restarts, sometimes a moment
  // after the change shows: the page is asked for again until the server answers.
  await expect(async () => {
    await page.goto(`${dev.origin}/edit/${id}`);
  }).toPass({ timeout: 30_000 });
}

async function open(page: Page, id = 'our-story'): Promise<void> {
  await goToEditor(page, id);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  // The preview loads its own files after the form: a test's wait for a change to show there is for the change alone.
  await expect(preview(page).locator('h1').first()).toBeVisible({ timeout: 20_000 });
}

const block = (page: Page, index: number) => page.locator(`[data-path="blocks/${index}"]`);
/** The first block's row opened, and its heading's field. */
async function firstBlockTitle(page: Page): Promise<Locator> {
  await block(page, 0).locator('summary').first().click();
  return block(page, 0)
    .getByRole('textbox', { name: /^Title/ })
    .first();
}

/** Block `n` (counted from 1) picked up from the keyboard, moved one place by `key`, and dropped, each step as announced. */
async function dragOnePlace(page: Page, n: number, key: 'ArrowUp' | 'ArrowDown'): Promise<void> {
  const to = key === 'ArrowDown' ? n + 1 : n - 1;
  await page.getByRole('button', { name: `Drag Block ${n} to another place` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Block ${n} is over place ${n} of \\d+\\.$`))).toBeAttached();
  // dnd-kit's keyboard sensor listens for the arrows from a timer it sets as the drag starts, which a busy page
  // runs after the pick-up is announced: a timer set now runs after it, and an arrow pressed then is heard.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  await page.keyboard.press(key);
  await expect(page.getByText(new RegExp(`^Block ${n} is over place ${to} of \\d+\\.$`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(new RegExp(`^Block ${n} dropped at place ${to} of \\d+\\.$`))).toBeAttached();
}
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
  const heading = await firstBlockTitle(page);
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
  await picker.getByLabel('Find a picture by its name').fill('home/paris');
  await picker
    .getByRole('button', { name: /home\/paris/ })
    .first()
    .click();
  await expect(picker).toBeHidden();
  await expect(added.locator('code', { hasText: '/images/home/paris' })).toBeVisible();
  // Another picture asks for its own description: the example's described another.
  const described = added.getByRole('textbox', { name: /^What the picture shows/ });
  await expect(described).toHaveValue('');
  await described.fill('The rooftops of Paris at dawn');
  await added.locator('[data-path$="/actions"] > summary').click();
  await added.locator('[data-path$="/actions/0"] > summary').click();
  const href = added.locator('[data-path$="/actions/0"]').getByRole('combobox', { name: /^Where the button leads/ });
  // Typing narrows the offer: the site's pages whose address or title holds it, each with its title.
  await href.fill('/our-adv');
  const offered = page.locator(`datalist#${await href.getAttribute('list')} option`);
  await expect(offered.first()).toHaveAttribute('value', '/our-advisors');
  await expect(offered.first()).toHaveAttribute('label', /Advisors/);
  await href.fill('/our-advisors');
  await expect(added.getByText('is not a page, alias, planned path or anchor of this site.')).toBeHidden();
  await href.fill('/our-advisers');
  await expect(added.getByText('/our-advisers is not a page, alias, planned path or anchor of this site.')).toBeVisible();
  await href.fill('/our-advisors');

  // Empty a required field: the build's message shows on it, and the save is refused.
  await heading.fill('');
  await expect(block(page, 0).getByText('is empty: write something here.').first()).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Control+s');
  await expect(status(page)).toContainText('Not saved');
  expect(onDisk()).toBe(original);
  // The list at the top names the place in the form's words, and in the build's for the file.
  const listed = page.getByLabel('Problems').getByRole('listitem').first();
  await expect(listed.locator('strong')).toHaveText('Block 1 (Hero) › Title');
  // The build's place, for developers, is folded away until asked for.
  await expect(listed.locator('code')).toBeHidden();
  await listed.getByText('Details for developers').click();
  await expect(listed.locator('code')).toHaveText(/^content\/pages\/our-story\.json:\d+:\d+ blocks\[0\] \(hero\) › title$/);
  // The list at the top leads to the field, its block's row closed first.
  await block(page, 0).locator('summary').first().click();
  await page.getByLabel('Problems').getByRole('button', { name: 'Show the field' }).first().click();
  await expect(heading).toBeFocused();

  // Fix it and save, through the change shown first.
  await heading.fill('From one desk to a nationwide network');
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Control+s');
  const confirm = page.getByRole('dialog', { name: /Save these changes/ });
  // The change in the form's words, the file's lines one click away.
  await expect(confirm.getByRole('listitem').filter({ hasText: 'Block 1 (Hero) › Title' })).toContainText(
    '“From one desk to a national network” → “From one desk to a nationwide network”',
  );
  // Save has the focus, not the choice to skip this window: a space pressed does not tick it.
  await expect(confirm.getByRole('button', { name: 'Save', exact: true })).toBeFocused();
  await expect(confirm.locator('.added').first()).toBeHidden();
  await confirm.getByText('The lines of the file that change').click();
  await expect(confirm.locator('.added').first()).toBeVisible();
  await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page)).toHaveText('Saved.');

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

/** The group at `locator` opened, when it is not. */
async function unfold(locator: Locator): Promise<void> {
  if ((await locator.getAttribute('open')) === null) await locator.locator(':scope > summary').click();
}

test('a picture is never left undescribed: emptied, replaced, with the sample, or decorative by choice', async ({ page }) => {
  await open(page);
  const before = onDisk();
  for (const at of ['blocks/0', 'blocks/0/slides', 'blocks/0/slides/0', 'blocks/0/slides/0/image'])
    await unfold(page.locator(`[data-path="${at}"]`));
  const picture = page.locator('[data-path="blocks/0/slides/0/image"]');
  const description = picture.getByRole('textbox', { name: /^What the picture shows/ });
  const undescribed = picture.getByText('has no description');

  // Emptied: a problem on the field, and the save refused.
  await description.fill('');
  await expect(undescribed).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Control+s');
  await expect(status(page)).toContainText('Not saved');
  expect(onDisk()).toBe(before);

  // The sample a new page starts with is no description either.
  await description.fill('Describe the photograph of the Our Story page for visitors who cannot see it');
  await expect(picture.getByText('is still the sample description')).toBeVisible({ timeout: 10_000 });

  // Another picture chosen does not keep the last one's description.
  await description.fill('Old travel journals stacked on a table');
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 10_000 });
  await picture.getByRole('button', { name: 'Choose picture…' }).click();
  const picker = page.getByRole('dialog', { name: /Choose the picture/ });
  await picker.getByLabel('Find a picture by its name').fill('home/paris');
  await picker
    .getByRole('button', { name: /home\/paris/ })
    .first()
    .click();
  await expect(description).toHaveValue('');
  await expect(undescribed).toBeVisible({ timeout: 10_000 });

  // Decoration is a choice made in so many words, and undone the same way.
  const decorative = picture.getByRole('checkbox', { name: 'Only decoration: nothing to describe' });
  await decorative.check();
  await expect(description).toBeHidden();
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 10_000 });
  await decorative.uncheck();
  await expect(undescribed).toBeVisible({ timeout: 10_000 });
  await decorative.check();
  await page.keyboard.press('Control+s');
  await page
    .getByRole('dialog', { name: /Save these changes/ })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(status(page)).toHaveText('Saved.');
  const image = (JSON.parse(onDisk()) as { blocks: { slides: { image: unknown }[] }[] }).blocks[0].slides[0].image;
  expect(image).toEqual({ src: expect.stringMatching(/^\/images\/home\/paris/), alt: '', decorative: true });
  writeFileSync(path.join(dev.root, PAGE_FILE), before);
});

test('undo and redo go through every change; a form with no change saves byte-identical', async ({ page }) => {
  await open(page);
  const before = onDisk();
  const heading = await firstBlockTitle(page);
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
  await dragOnePlace(page, 1, 'ArrowDown');
  await expect(rowSummary(0)).toHaveText(rows[0] ?? '');
  await expect(rowSummary(1)).toHaveText(rows[2] ?? '');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(rowSummary(0)).toHaveText(rows[2] ?? '');

  await page.keyboard.press('Control+s');
  await page
    .getByRole('dialog', { name: /Save these changes/ })
    .getByRole('button', { name: 'Save', exact: true })
    .click();
  await expect(status(page)).toHaveText('Saved.');
  expect((JSON.parse(onDisk()) as { blocks: unknown[] }).blocks).toEqual([blocks[2], blocks[0], blocks[1], ...blocks.slice(3)]);
  writeFileSync(path.join(dev.root, PAGE_FILE), before);
});

test('a key typed draws again only the block it changes in the preview', async ({ page }) => {
  await open(page);
  const heading = await firstBlockTitle(page);
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

test('a letter typed is sent to the preview before the browser puts it into the field, once; one the browser does not put there is taken back', async ({
  page,
}) => {
  await open(page);
  const heading = await firstBlockTitle(page);
  await heading.focus();
  await heading.press('End');
  // In the editor's page, in order: each change sent to the preview (whether it carries a mark) and each input
  // event of the field, heard before React hears it.
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const send = MessagePort.prototype.postMessage;
    MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
      const message = args[0] as { source?: string; kind?: string; changed?: unknown } | null;
      if (message?.source === 'halcyon-editor' && message.kind === 'page') {
        const text = JSON.stringify(message.changed);
        heard.push(`sent ${['§', '¤'].filter((mark) => text.includes(mark)).join('') || 'none'}`);
      }
      send.apply(this, args);
    } as MessagePort['postMessage'];
    addEventListener('input', () => heard.push('input'), true);
    // A letter whose edit something on the page cancels, after the field's own listeners have heard it coming.
    addEventListener('beforeinput', (event) => event.data === '¤' && event.preventDefault());
  });
  const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
  await page.keyboard.type('§');
  await expect(preview(page).getByRole('heading', { name: /network§$/ })).toBeVisible();
  await page.waitForTimeout(500);
  // Sent before the field's input event, and not again by the change that event makes.
  expect(await heard()).toEqual(['sent §', 'input']);
  await page.keyboard.type('¤');
  await expect.poll(heard).toEqual(['sent §', 'input', 'sent §¤', 'sent §']);
  await expect(heading).toHaveValue(/network§$/);
  await expect(preview(page).getByRole('heading', { name: /network§$/ })).toBeVisible();
});

test('the preview, in a process of its own, draws a key while the editor still draws the form; each block first drawn as itself, the motion still while typing', async ({
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

  const heading = await firstBlockTitle(page);
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
  // In the frame, once it shows the key and holds the page's motion still (once it has painted the key): when.
  const drawn = await frame.waitForFunction(
    (text) =>
      document.querySelector('[data-editor-block="0"]')?.textContent?.includes(text) &&
      !document.getAnimations().some((a) => a instanceof CSSAnimation && a.playState === 'running') &&
      performance.timeOrigin + performance.now(),
    typed,
    { timeout: BUSY_MS * 2 },
  );
  const at = (await drawn.jsonValue()) as number;
  const { rows, end } = await editorTask;
  expect(at).toBeLessThan(end);
  expect(rows).toHaveLength(1);
  expect(rows[0]).not.toContain(typed);
  await expect(block(page, 0).locator('summary').first()).toContainText(typed);
  // An animation that starts while the motion is held (a block drawn anew, a slide that comes) is held too: a key,
  // then, in the frame once it shows that key, such an animation, while the hold of that key is on.
  const again = `${typed}!`;
  await heading.evaluate((field: HTMLInputElement | HTMLTextAreaElement, text) => {
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, again);
  const started = await frame.evaluate(async (text) => {
    while (!document.querySelector('[data-editor-block="0"]')?.textContent?.includes(text))
      await new Promise((resolve) => requestAnimationFrame(resolve));
    const style = document.createElement('style');
    style.textContent = `@keyframes test-spin { to { rotate: 1turn; } }
      .test-spin { animation: test-spin 1s linear infinite; }
      .test-cue::after { content: ''; display: block; animation: test-spin 1s linear infinite; }
      .test-drift { animation: test-spin 8s ease-out both; }`;
    document.head.append(style);
    // One on an element, one on a pseudo-element, as the hero's scroll cue is, and one that ends, as a hero's drift.
    const spinner = document.createElement('div');
    const cue = document.createElement('div');
    const drift = document.createElement('div');
    document.body.append(spinner, cue, drift);
    spinner.className = 'test-spin';
    cue.className = 'test-cue';
    drift.className = 'test-drift';
    for (let frames = 0; frames < 2; frames++) await new Promise((resolve) => requestAnimationFrame(resolve));
    return [spinner, cue, drift].map((element) => element.getAnimations({ subtree: true })[0]?.playState);
  }, again);
  expect(started).toEqual(['paused', 'paused', 'paused']);
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
  // Drawn, with its text: the frame skips drawing what it has not yet learnt is on its screen, so this is asked again.
  await expect(frame.locator(`[data-editor-block="${last}"]`)).toHaveText(/\S/, { useInnerText: true });
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

test('a page says when the menu, footer and contact details have changes not saved yet, with the way to them', async ({
  page,
}) => {
  await open(page);
  await expect(page.getByText('Menu, footer and contact details have changes')).toBeHidden();
  await goToEditor(page, 'file/content/site.json');
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  const contact = page.locator('[data-path="contact"]');
  await unfold(contact);
  await contact.getByRole('textbox', { name: /^Phone/ }).fill('+1 (239) 555-0199');
  // Kept in the browser a moment after the last change.
  await expect
    .poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('editor-draft:content/site.json:'))))
    .toBe(true);
  page.once('dialog', (dialog) => void dialog.accept());
  await open(page);
  const notice = page.getByRole('status').filter({ hasText: 'Menu, footer and contact details have changes' });
  await expect(notice).toBeVisible();
  await notice.getByRole('link', { name: 'Open them to save' }).click();
  await page.getByRole('button', { name: 'Restore it' }).click({ timeout: 20_000 });
  await expect(page.locator('[data-path="contact"]').getByRole('textbox', { name: /^Phone/ })).toHaveValue('+1 (239) 555-0199');
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
  // Work typed while the kept draft is offered is kept too: a second reload offers it.
  await expect(page.getByRole('button', { name: 'Restore it' })).toBeVisible({ timeout: 20_000 });
  await page
    .getByRole('textbox', { name: /^Title/ })
    .first()
    .fill('Our Story | Typed after the reload | Halcyon Voyages');
  await (await firstBlockTitle(page)).fill('A heading kept in the browser');
  await expect(page.getByText('Unsaved changes.')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('button', { name: 'Restore it' }).click();
  await expect(page.getByRole('textbox', { name: /^Title/ }).first()).toHaveValue(
    'Our Story | Typed after the reload | Halcyon Voyages',
  );
  // The preview, which opened with the page on disk, shows the work restored.
  await expect(preview(page).locator('h1').first()).toHaveText('A heading kept in the browser');
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

test('a text field stays the field it was while typed in: no letter is lost as its text grows or shrinks', async ({ page }) => {
  await open(page);
  // The title has 59 characters: typing takes it past 70.
  const title = page.getByRole('textbox', { name: /^Title/ }).first();
  const was = await title.inputValue();
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and a few more words here');
  await expect(title).toHaveValue(`${was} and a few more words here`);
  await expect(title).toBeFocused();
  // The description has 157: typed over, it has a few.
  const description = page.getByRole('textbox', { name: /^Description/ }).first();
  await description.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Our story in a sentence.');
  await expect(description).toHaveValue('Our story in a sentence.');
  await expect(description).toBeFocused();
});

test('keys typed fast on a slow processor are all kept, where the cursor is, and undo takes them back', async ({ page }) => {
  await open(page);
  // At a quarter of the speed, keys come while the editor and the preview are still drawing the ones before.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const heading = await firstBlockTitle(page);
  const was = await heading.inputValue();
  await heading.click();
  await page.keyboard.press('Home');
  await page.keyboard.type('Quite simply, ', { delay: 0 });
  await page.keyboard.press('End');
  await page.keyboard.type(' today', { delay: 0 });
  await expect(heading).toHaveValue(`Quite simply, ${was} today`);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`Quite simply, ${was} today`);
  // Quick keys of one field are one undo step; a pause of a second or more (a busy moment of the slowed
  // processor, say) starts another: undone until nothing is left to undo.
  const undo = page.getByRole('button', { name: 'Undo' });
  while (await undo.isEnabled()) await page.keyboard.press('Control+z');
  await expect(heading).toHaveValue(was);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(was);
  // A key right after the undo, typed before the form has drawn it, is typed on the text the undo gave.
  await page.keyboard.type('!', { delay: 0 });
  await page.keyboard.press('Control+z');
  await page.keyboard.type('?', { delay: 0 });
  await expect(heading).toHaveValue(`${was}?`);
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(`${was}?`);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('a name in a map changes when the field is left or Enter pressed, and a name in use is refused', async ({ page }) => {
  await page.goto(`${dev.origin}/edit/file/content/routes.json`);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  const routes = Object.keys(
    (JSON.parse(readFileSync(path.join(dev.root, 'content/routes.json'), 'utf8')) as { routes: object }).routes,
  );
  const entries = page.locator('[data-path="routes"] .map > li');
  const name = (index: number) => entries.nth(index).getByRole('textbox', { name: 'Name', exact: true });
  const valueOf = (key: string) => page.getByRole('textbox', { name: `Value of ${key} (required)`, exact: true });
  await expect(entries).toHaveCount(routes.length);

  // "/" on the way to "/questions" is the home route's name: nothing is renamed until Enter.
  const faqs = routes.indexOf('/faqs');
  await name(faqs).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('/questions');
  await expect(name(faqs)).toBeFocused();
  await expect(valueOf('/faqs')).toHaveValue('faqs');
  await page.keyboard.press('Enter');
  await expect(valueOf('/questions')).toHaveValue('faqs');
  await expect(name(faqs)).toHaveValue('/questions');
  await expect(name(faqs)).toBeFocused();
  await expect(valueOf('/')).toHaveValue('home');
  await expect(entries).toHaveCount(routes.length);

  // Another entry's name is refused when the field is left, with a message on the field; nothing is overwritten.
  const contact = routes.indexOf('/contact');
  await name(contact).fill('/');
  await page.keyboard.press('Tab');
  await expect(entries.nth(contact).getByRole('alert')).toHaveText(/"\/" is already the name of another entry/);
  await expect(name(contact)).toHaveAttribute('aria-invalid', 'true');
  await expect(valueOf('/')).toHaveValue('home');
  await expect(valueOf('/contact')).toHaveValue('contact');
  await expect(entries).toHaveCount(routes.length);
  // Escape puts the old name back.
  await name(contact).focus();
  await page.keyboard.press('Escape');
  await expect(name(contact)).toHaveValue('/contact');
  await expect(entries.nth(contact).getByRole('alert')).toHaveCount(0);
  await expect(name(contact)).not.toHaveAttribute('aria-invalid');
});

test('a list missing from its file shows empty, and the form goes on working around it', async ({ page }) => {
  // A call to action without its buttons (required), as a file edited by hand may be.
  const text = onDisk();
  const value = JSON.parse(text) as { blocks: { type: string; actions?: unknown }[] };
  const cta = value.blocks.findIndex((b) => b.type === 'cta');
  delete value.blocks[cta].actions;
  writeFileSync(path.join(dev.root, PAGE_FILE), `${JSON.stringify(value, null, 2)}\n`);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(`${dev.origin}/edit/our-story`);
    // Each group opened draws the list again: its items' ids are worked out anew from an empty list each time.
    await block(page, cta).locator('> summary').click();
    const actions = block(page, cta).locator(`[data-path="blocks/${cta}/actions"]`);
    await actions.locator('> summary').click();
    await actions.getByRole('button', { name: 'Add button' }).click();
    await expect(actions.locator(`[data-path="blocks/${cta}/actions/0"]`)).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    writeFileSync(path.join(dev.root, PAGE_FILE), text);
  }
});

test('a block moved or removed takes its open state and the focus with it', async ({ page }) => {
  await open(page);
  const count = (JSON.parse(onDisk()) as { blocks: unknown[] }).blocks.length;
  const rowSummary = (index: number) => block(page, index).locator('> summary .group-summary');
  const rows = await Promise.all(Array.from({ length: count }, (_, i) => rowSummary(i).textContent()));
  const isOpen = (index: number) => block(page, index).evaluate((row) => (row as HTMLDetailsElement).open);

  // Block 3, open, moved up: it is open at place 2, and the focus is on its own Move up.
  await block(page, 2).locator('> summary').click();
  await page.getByRole('button', { name: 'Move Block 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(rowSummary(1)).toHaveText(rows[2] ?? '');
  await expect(page.getByRole('button', { name: 'Move Block 2 up' })).toBeFocused();
  expect([await isOpen(1), await isOpen(2)]).toEqual([true, false]);
  // Undone, it goes back to place 3 with its open row; redone, it comes up again, open.
  await page.keyboard.press('Control+z');
  await expect(rowSummary(2)).toHaveText(rows[2] ?? '');
  await expect.poll(async () => [await isOpen(1), await isOpen(2)]).toEqual([false, true]);
  await page.keyboard.press('Control+Shift+z');
  await expect(rowSummary(1)).toHaveText(rows[2] ?? '');
  await expect.poll(async () => [await isOpen(1), await isOpen(2)]).toEqual([true, false]);
  await page.getByRole('button', { name: 'Move Block 2 up' }).focus();
  // A second press moves the same block again; at the top, where it cannot go up, the focus is on its Move down.
  await page.keyboard.press('Enter');
  await expect(rowSummary(0)).toHaveText(rows[2] ?? '');
  await expect(page.getByRole('button', { name: 'Move Block 1 down' })).toBeFocused();
  expect([await isOpen(0), await isOpen(1), await isOpen(2)]).toEqual([true, false, false]);

  // Block 4 removed, Block 5 closed and Block 6 open: the focus is on the next row's summary (Block 5's), each block
  // as it was.
  await block(page, 3).locator('> summary').click();
  await block(page, 5).locator('> summary').click();
  await page.getByRole('button', { name: 'Remove Block 4' }).focus();
  await page.keyboard.press('Enter');
  await expect(block(page, count - 1)).toHaveCount(0);
  await expect(rowSummary(3)).toHaveText(rows[4] ?? '');
  await expect(block(page, 3).locator('> summary')).toBeFocused();
  expect([await isOpen(3), await isOpen(4)]).toEqual([false, true]);
  // A second Enter opens that row and removes nothing.
  await page.keyboard.press('Enter');
  await expect.poll(() => isOpen(3)).toBe(true);
  await expect(block(page, count - 2)).toHaveCount(1);

  // The last block removed: the focus is on Add block.
  await block(page, count - 2)
    .locator('> summary')
    .click();
  await page.getByRole('button', { name: `Remove Block ${count - 1}` }).focus();
  await page.keyboard.press('Enter');
  await expect(block(page, count - 2)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add block' })).toBeFocused();

  // Dragged from the keyboard, Block 2 up past the open Block 1: each is open or closed as it was, the dragged one's
  // handle focused. Both on the screen: to a place off it, dnd-kit scrolls the form first, and the move may come later.
  await block(page, 0).evaluate((row) => row.scrollIntoView({ block: 'start' }));
  await dragOnePlace(page, 2, 'ArrowUp');
  await expect(rowSummary(0)).toHaveText(rows[0] ?? '');
  await expect(rowSummary(1)).toHaveText(rows[2] ?? '');
  await expect(page.getByRole('button', { name: 'Drag Block 1 to another place' })).toBeFocused();
  expect([await isOpen(0), await isOpen(1)]).toEqual([false, true]);

  // A map's entry removed: the focus is on the next entry's name, not on its Remove.
  await page.goto(`${dev.origin}/edit/file/content/routes.json`);
  const routes = Object.keys(
    (JSON.parse(readFileSync(path.join(dev.root, 'content/routes.json'), 'utf8')) as { routes: object }).routes,
  );
  const entries = page.locator('[data-path="routes"] .map > li');
  const faqs = routes.indexOf('/faqs');
  await page.getByRole('button', { name: 'Remove /faqs' }).focus();
  await page.keyboard.press('Enter');
  await expect(entries).toHaveCount(routes.length - 1);
  await expect(entries.nth(faqs).getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(entries.nth(faqs).getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(routes[faqs + 1] ?? '');
});

test('a copy of a block with an anchor gets an id of its own', async ({ page }) => {
  await open(page);
  const blocks = (JSON.parse(onDisk()) as { blocks: { id?: string }[] }).blocks;
  const voices = blocks.findIndex((b) => b.id === 'voices');
  const id = (index: number) =>
    block(page, index)
      .getByRole('textbox', { name: /^Name for links to this part of the page/ })
      .first();
  await block(page, voices).locator('> summary').click();
  await page.getByRole('button', { name: `Duplicate Block ${voices + 1}` }).click();
  await block(page, voices + 1)
    .locator('> summary')
    .click();
  await expect(id(voices + 1)).toHaveValue('voices-2');
  // Copied again: the first id free.
  await page.getByRole('button', { name: `Duplicate Block ${voices + 1}` }).click();
  await expect(id(voices)).toHaveValue('voices');
  await expect(id(voices + 2)).toHaveValue('voices-2');
  await block(page, voices + 1)
    .locator('> summary')
    .click();
  await expect(id(voices + 1)).toHaveValue('voices-3');
  // A block added twice from its type's example, which has an id: each gets one the page does not have yet.
  const count = blocks.length + 2;
  await page.getByLabel('Type of block to add').selectOption('cta');
  await page.getByRole('button', { name: 'Add block' }).click();
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(id(count + 1)).toHaveValue(/^consultation/);
  const ids = [...blocks.flatMap((b) => (b.id ? [b.id] : [])), 'voices-2', 'voices-3'];
  const added = [await id(count).inputValue(), await id(count + 1).inputValue()];
  expect(new Set([...ids, ...added]).size).toBe(ids.length + 2);
  // The page is valid: a save shows the change rather than a problem.
  await page.keyboard.press('Control+s');
  const confirm = page.getByRole('dialog', { name: /Save these changes/ });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('a copied room gets a number of its own', async ({ page }) => {
  const roomsFile = 'content/data/rooms.json';
  const rooms = (JSON.parse(readFileSync(path.join(dev.root, roomsFile), 'utf8')) as { entries: { id: string }[] }).entries;
  await page.goto(`${dev.origin}/edit/file/${roomsFile}`);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  await page.locator('[data-path="entries/0"] > summary').click();
  await page.getByRole('button', { name: 'Duplicate Room 1' }).click();
  const copy = page.locator('[data-path="entries/1"]');
  await copy.locator('> summary').click();
  await expect(copy.getByRole('textbox', { name: /^Short name in its address/ }).first()).toHaveValue(
    String(Math.max(...rooms.map((r) => Number(r.id))) + 1),
  );
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
});

test('a block is added where it is asked for, the next one after it, and the preview draws them there', async ({ page }) => {
  await open(page);
  const text = onDisk();
  const rows = (JSON.parse(text) as { blocks: unknown[] }).blocks.length;
  // Each row's type, in the form's words: "Block 2 (Text section)".
  const kinds: string[] = [];
  for (let i = 0; i < rows; i++)
    kinds.push((await block(page, i).locator('> summary').textContent())?.match(/^Block \d+ \(([^)]+)\)/)?.[1] ?? '');
  const count = (kind: string) => kinds.filter((k) => k === kind).length;
  const type = page.getByLabel('Type of block to add');
  // The type first offered is one the page is made of (the one it has most of, the first by name of a tie),
  // not the demo hotel's booking wizard, first of every type by name.
  const most = [...new Set(kinds)].sort().sort((a, b) => count(b) - count(a))[0];
  expect(most).not.toBe('Booking wizard');
  await expect(type.locator('option:checked')).toHaveText(most);
  const where = page.getByLabel('Where', { exact: true });
  await expect(where).toHaveValue('end');
  await type.selectOption('cta');
  await where.selectOption({ label: `Before Block 2 (${kinds[1]})` });
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(block(page, 1).locator('> summary')).toBeFocused();
  await expect(block(page, 1).locator('> summary')).toContainText('Block 2 (Call to action)');
  await expect(block(page, 2).locator('> summary')).toContainText(`Block 3 (${kinds[1]})`);
  // The place moves on past the block just added, so a second one follows it.
  await expect(where).toHaveValue('2');
  await type.selectOption('faq');
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(block(page, 2).locator('> summary')).toContainText('Block 3 (FAQ)');
  await expect(block(page, 3).locator('> summary')).toContainText(`Block 4 (${kinds[1]})`);
  await expect(block(page, rows + 1)).toHaveCount(1);
  // The preview draws them in those places.
  await expect(preview(page).locator('[data-editor-block="1"]')).toContainText('Schedule a Complimentary Consultation');
  await expect(preview(page).locator('[data-editor-block="2"]')).toContainText('Frequently asked questions');
  // Each add is one step back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(block(page, rows + 1)).toHaveCount(0);
  await expect(block(page, 2).locator('> summary')).toContainText(`Block 3 (${kinds[1]})`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('No unsaved changes.')).toBeVisible();
  expect(onDisk()).toBe(text);
});

test('on a narrow screen the form and the page take turns, and a block pressed in the page brings its form', async ({ page }) => {
  await page.setViewportSize({ width: 820, height: 1180 });
  await goToEditor(page);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  const formPane = page.getByRole('region', { name: 'Form' });
  const pagePane = page.getByRole('region', { name: 'Preview' });
  const showPage = page.getByRole('button', { name: 'Page', exact: true });
  // The form first: below it, the page was out of reach.
  await expect(formPane).toBeVisible();
  await expect(pagePane).toBeHidden();
  await expect(page.getByRole('button', { name: 'Form', exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The page drawn at the width of the screen it is edited on.
  await expect(page.getByRole('button', { name: 'Tablet', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await violationsInBothThemes(page)).toEqual({ light: [], dark: [] });
  await showPage.click();
  await expect(showPage).toHaveAttribute('aria-pressed', 'true');
  await expect(formPane).toBeHidden();
  await expect(preview(page).locator('[data-editor-block="1"]')).toBeVisible({ timeout: 20_000 });
  expect(await wcagViolations(page)).toEqual([]);
  // The blocks answer a press once the preview's code has drawn them in place of the server's first screen.
  await expect(preview(page).locator(`#${FIRST_SCREEN_ID}`)).toHaveCount(0, { timeout: 20_000 });
  // A click event of its own: Playwright aims a click into a frame of another site by the frame's own layout,
  // without the scale the pane draws it at (a block 1,280 pixels wide at x 16), and hit the pane beside it.
  await preview(page).locator('[data-editor-block="1"]').dispatchEvent('click');
  await expect(formPane).toBeVisible();
  await expect(pagePane).toBeHidden();
  await expect(block(page, 1).locator('> summary')).toBeFocused();
  // Wide enough for both side by side: both show, and the switch is gone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(pagePane).toBeVisible();
  await expect(formPane).toBeVisible();
  await expect(showPage).toBeHidden();
});

test('an added item takes the focus, and each item button says what it does', async ({ page }) => {
  await open(page);
  const count = (JSON.parse(onDisk()) as { blocks: unknown[] }).blocks.length;
  await page.getByLabel('Type of block to add').selectOption('cta');
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(block(page, count).locator('> summary')).toBeFocused();
  // A list in a block: its new item's summary.
  const actions = block(page, count).locator(`[data-path="blocks/${count}/actions"]`);
  await actions.locator('> summary').click();
  // Counted once the opened list shows its rows (the example's buttons): counted before, they were none.
  await expect(actions.locator('.items > li')).not.toHaveCount(0);
  const buttons = await actions.locator('.items > li').count();
  await actions.getByRole('button', { name: 'Add button' }).click();
  await expect(actions.locator(`[data-path="blocks/${count}/actions/${buttons}"] > summary`)).toBeFocused();
  // An optional list of the page: the list once added, then its new item's field.
  await page.getByRole('button', { name: /^Add details for search engines/ }).click();
  const structured = page.locator('[data-path="structuredData"]');
  await expect(structured.locator('> summary')).toBeFocused();
  await structured.getByRole('button', { name: 'Add kind of detail for search engines', exact: true }).click();
  await expect(structured.getByRole('combobox', { name: /^Kind of detail for search engines 1/ })).toBeFocused();

  // Each item button is an icon: its name is said and shown as a tooltip.
  await block(page, 1).locator('> summary').click();
  for (const name of [
    'Move Block 2 up',
    'Move Block 2 down',
    'Duplicate Block 2',
    'Remove Block 2',
    'Drag Block 2 to another place',
  ])
    await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('title', name);

  // A map's new entry: its name, ready to be typed over.
  await page.goto(`${dev.origin}/edit/file/content/routes.json`);
  const aliases = page.locator('[data-path="aliases"]');
  await aliases.getByRole('button', { name: 'Add an entry' }).click();
  const added = aliases.locator('.map > li').last().getByRole('textbox', { name: 'Name', exact: true });
  await expect(added).toBeFocused();
  await page.keyboard.type('/an-alias');
  await expect(added).toHaveValue('/an-alias');
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

test('the list of pages shows the first hundred of a large site, and finds any page by its title or address', async ({
  page,
}) => {
  // 150 more pages in the copy (not routed: the list shows every page file).
  const pagesDir = path.join(dev.root, 'content/pages');
  const source = readFileSync(path.join(pagesDir, 'faqs.json'), 'utf8');
  const added = Array.from({ length: 150 }, (_, i) => path.join(pagesDir, `listed-${i}.json`));
  added.forEach((file, i) => writeFileSync(file, source.replace(/"title": "[^"]*"/, `"title": "Listed page number ${i}"`)));
  try {
    await page.goto(`${dev.origin}/edit`);
    const rows = page.getByRole('table', { name: 'Pages' }).locator('tbody tr');
    const total = readdirSync(pagesDir).length;
    await expect(rows).toHaveCount(100);
    await expect(page.getByText(`${total} pages; the first 100 are shown: type in the box to find the others.`)).toBeVisible();
    // In the order of their addresses, the home page first; a page shown without an address of its own says where it is shown.
    await expect(rows.first().getByRole('cell').nth(1)).toHaveText('/');
    await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('/about-evelyn-hart');
    const find = page.getByRole('searchbox', { name: /Find a page/ });
    await find.fill('number 149');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('link', { name: 'Listed page number 149' })).toHaveAttribute('href', '/edit/listed-149');
    await expect(page.getByText(`1 of ${total} pages matches.`)).toBeVisible();
    // By address.
    await find.fill('/our-st');
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole('link', { name: /^Our Story/ })).toHaveAttribute('href', '/edit/our-story');
    await find.fill('journal-article');
    await expect(rows.getByRole('cell').nth(1)).toHaveText('For each entry of the journal collection, at /blog/:id');
    await find.fill('nothing-is-called-this');
    await expect(rows).toHaveCount(0);
    await expect(page.getByText(`0 of ${total} pages match.`)).toBeVisible();
    await expect(page.getByText('No page has “nothing-is-called-this” in its title or address.')).toBeVisible();
    // Enter opens the first page found.
    await find.fill('/our-st');
    await find.press('Enter');
    await expect(page).toHaveURL(/\/edit\/our-story$/);
  } finally {
    for (const file of added) rmSync(file, { force: true });
  }
});

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

test('the preview is the page at the width chosen, scaled to its pane, and follows the rows opened', async ({ page }) => {
  await open(page);
  const frame = page.locator('iframe[title^="Preview"]');
  const pane = await box(page.locator('.preview-pane'));
  for (const [name, width] of [
    ['Desktop', 1280],
    ['Tablet', 820],
    ['Phone', 390],
  ] as const) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect
      .poll(() =>
        preview(page)
          .locator('html')
          .evaluate(() => window.innerWidth),
      )
      .toBe(width);
    const shown = await box(frame);
    // Wider than the pane, it is scaled down to fit, whole; narrower, it is drawn at its size.
    expect(shown.width).toBeLessThanOrEqual(pane.width);
    if (width > pane.width) {
      expect(shown.width).toBeGreaterThan(pane.width - 48);
      await expect(frame).toHaveAttribute('title', /1280 pixels wide, shown at \d+ %$/);
    } else expect(Math.round(shown.width)).toBe(width);
  }
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();

  // The page is shown at its own address: the menus mark no other page as the one shown.
  await expect(preview(page).locator('header a[href="/"][aria-current="page"]')).toHaveCount(0);
  await expect(preview(page).locator('header a[href="/our-story"][aria-current="page"]').first()).toBeAttached();
  // A row opened shows its block in the preview.
  const last = (JSON.parse(original) as { blocks: unknown[] }).blocks.length - 1;
  await block(page, last).locator('summary').first().click();
  await expect(preview(page).locator(`[data-editor-block="${last}"]`)).toBeInViewport({ timeout: 10_000 });
});

test('the save window can be skipped and brought back; a change after a save is said to be unsaved', async ({ page }) => {
  await open(page);
  const before = onDisk();
  const title = page.getByRole('textbox', { name: /^Title/ }).first();
  const was = await title.inputValue();
  await title.fill(was.replace('Our Story', 'Our Own Story'));
  await page.keyboard.press('Control+s');
  const confirm = page.getByRole('dialog', { name: /Save these changes/ });
  await confirm.getByLabel('Save at once next time, without showing the change').check();
  await confirm.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page)).toHaveText('Saved.');

  await title.fill(was);
  await expect(status(page)).toHaveText('Unsaved changes.');
  await page.keyboard.press('Control+s');
  await expect(status(page)).toHaveText('Saved.');
  await expect(confirm).toBeHidden();
  expect(onDisk()).toBe(before);

  // Taken back from the toolbar: the next save shows its change first.
  await page.getByLabel('Show the change before saving').click();
  await expect(page.getByLabel('Show the change before saving')).toBeHidden();
  await title.fill(was.replace('Our Story', 'Our Own Story'));
  await page.keyboard.press('Control+s');
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(onDisk()).toBe(before);
});

test('a file that cannot be opened says why, with the way back', async ({ page }) => {
  await page.goto(`${dev.origin}/edit/no-such-page`);
  await expect(page.getByRole('heading', { name: 'No such page could not be opened' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'All pages' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the site' })).toBeVisible();
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
    // The editor's endpoint answers no other origin's preflight: the write is not even sent.
    editorSave: 'blocked',
  });
  expect(onDisk()).toBe(before);
});

test('where the browser does not reach the preview’s host, the preview is drawn on the editor’s own', async ({ page }) => {
  // As in a browser that does not take `*.localhost` for this machine: the name is not found.
  await page.route(
    (url) => url.hostname === PREVIEW_HOSTNAME,
    (route) => route.abort('namenotresolved'),
  );
  await open(page);
  expect(new URL(previewFrame(page).url()).origin).toBe(dev.origin);
  const heading = await firstBlockTitle(page);
  await heading.fill('Drawn on the editor’s own host');
  await expect(preview(page).getByRole('heading', { name: 'Drawn on the editor’s own host' })).toBeVisible();
});

test('a page’s preview draws the page from disk before the editor has read its file and the list of content', async ({
  page,
}) => {
  // Both answers held back: meanwhile the form says it is opening, and the preview draws the file as it is on disk.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/__editor\/(open|list)$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${dev.origin}/edit/our-story`);
  await expect(page.getByText(`Opening Our story…`)).toBeVisible({ timeout: 30_000 });
  const [hero] = (JSON.parse(onDisk()) as { blocks: { title: string }[] }).blocks;
  await expect(preview(page).locator('h1').first()).toHaveText(hero?.title ?? '', { timeout: 30_000 });
  release();
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  // Then the form's page is what the preview shows.
  await (await firstBlockTitle(page)).fill('Drawn from the form');
  await expect(preview(page).locator('h1').first()).toHaveText('Drawn from the form');
});

test('a page’s editor asks for its file and the list of content once, as its page is parsed', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    const name = /\/__editor\/(open|list)$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) calls.push(name);
  });
  await open(page);
  expect(calls.sort()).toEqual(['list', 'open']);
  // The page's own calls, taken by the editor's code: none is left, and none was made again.
  expect(await page.evaluate((name) => (window as unknown as Record<string, object>)[name], EARLY_CALLS)).toEqual({});
});

test('the preview’s first screen comes drawn in its HTML, and gives way to the preview’s own drawing of it', async ({ page }) => {
  test.setTimeout(90_000);
  // The preview's code held back: what the frame shows meanwhile is what the server drew.
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/edit\/__bundle\/assets\/preview-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const [hero] = (JSON.parse(onDisk()) as { blocks: { title: string }[] }).blocks;
  const drawnByServer = preview(page).locator('#first-screen[inert] main h1');
  // The server loads what draws it as the first editor opens, and a preview asked for before that comes without it.
  await expect(async () => {
    // Not until its load, which waits for the preview's code.
    await page.goto(`${dev.origin}/edit/our-story`, { waitUntil: 'commit' });
    await expect(drawnByServer).toHaveText(hero?.title ?? '', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(preview(page).locator('#root')).toBeEmpty();
  release();
  // Taken away once the preview has drawn the same beneath it: one heading, the preview's own.
  await expect(preview(page).locator('#first-screen')).toHaveCount(0, { timeout: 30_000 });
  await expect(preview(page).locator('h1')).toHaveCount(1);
  await expect(preview(page).locator('#root main h1')).toHaveText(hero?.title ?? '');
  await (await firstBlockTitle(page)).fill('Drawn by the preview');
  await expect(preview(page).locator('h1')).toHaveText('Drawn by the preview');
});

/** Opens the page's editor and types into its preview: the preview is asked for once, and is the one frame in the page. */
async function previewLoadedOnce(page: Page): Promise<void> {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === EDITOR_PREVIEW_PATH) loads.push(request.url());
  });
  await open(page);
  const heading = await firstBlockTitle(page);
  await heading.fill('Loaded once');
  await expect(preview(page).getByRole('heading', { name: 'Loaded once' })).toBeVisible();
  await expect(page.locator('.preview-stage > iframe')).toHaveCount(1);
  await expect(page.locator('iframe')).toHaveCount(1);
  expect(loads).toHaveLength(1);
}

test('the preview started with the editor’s page is moved into its pane with its document, not loaded again', async ({
  page,
}) => {
  await previewLoadedOnce(page);
});

test('where the browser cannot move a frame with its document, the editor makes the preview’s frame itself', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(Element.prototype, 'moveBefore'));
  await previewLoadedOnce(page);
});

test('a page’s frame is chosen among the files of content/frames, and the preview wears it', async ({ page }) => {
  await open(page);
  const frame = page.getByRole('combobox', { name: /^Frame/ });
  await expect(frame.locator('option')).toHaveText(['None: the header and footer of site.json', 'seabreeze']);
  await frame.selectOption('seabreeze');
  const brand = preview(page).getByRole('link', { name: 'Seabreeze Residences' });
  await expect(brand).toBeVisible();
  await frame.selectOption('');
  await expect(brand).toHaveCount(0);
  await expect(preview(page).getByRole('banner')).toBeVisible();
});

test('site.json’s preview is the header and footer every page wears, and follows the form', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto(`${dev.origin}/edit/file/content/site.json`);
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  await expect(preview(page).getByRole('banner').getByRole('link', { name: 'Halcyon Voyages' })).toBeVisible({ timeout: 20_000 });
  await expect(preview(page).getByRole('contentinfo')).toBeVisible();
  await page.locator('[data-field="brand/name"] input').fill('Halcyon Journeys');
  await expect(preview(page).getByRole('banner').getByRole('link', { name: 'Halcyon Journeys' })).toBeVisible();
  await expect(preview(page).getByRole('contentinfo').getByText('Halcyon Journeys')).toBeVisible();
  // Unsaved: the file on disk and the site are unchanged.
  expect(readFileSync(path.join(dev.root, 'content/site.json'), 'utf8')).toContain('"name": "Halcyon Voyages"');
  expect(problems).toEqual([]);
});

test('a block that cannot be drawn says so in the preview, and is drawn again once an edit mends it', async ({ page }) => {
  // A page written by hand with two mistakes: a type no block has, and a FAQ whose sections are not a list.
  const faqs = JSON.parse(readFileSync(path.join(dev.root, 'content/pages/faqs.json'), 'utf8')) as { blocks: { type: string }[] };
  const faq = faqs.blocks.find((b) => b.type === 'faq');
  const file = path.join(dev.root, 'content/pages/broken-blocks.json');
  writeFileSync(file, JSON.stringify({ ...faqs, blocks: [{ type: 'mystery' }, { ...faq, sections: 'none yet' }] }, null, 2));
  try {
    await page.goto(`${dev.origin}/edit/broken-blocks`);
    await expect(preview(page).getByText('Unknown block type “mystery”.')).toBeVisible({ timeout: 20_000 });
    await expect(preview(page).getByText('Block 2 (faq) failed to render; the browser console shows why.')).toBeVisible();
    await block(page, 1).locator('> summary').click();
    await block(page, 1).locator('[data-path="blocks/1/sections"] > summary').click();
    await block(page, 1).getByRole('button', { name: 'Add FAQ section' }).click();
    await expect(preview(page).getByText('Block 2 (faq) failed to render; the browser console shows why.')).toHaveCount(0);
    await expect(preview(page).getByRole('heading', { name: 'Before you pack a thing' })).toBeVisible();
  } finally {
    rmSync(file);
  }
});

test('keyboard only, and no axe violations in either theme', async ({ page }) => {
  await open(page);
  // Tab reaches the toolbar's actions, each with a visible focus ring.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'All pages' })).toBeFocused();
  const outline = await page.getByRole('link', { name: 'All pages' }).evaluate((el) => getComputedStyle(el).outlineStyle);
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

/**
 * The editor opened with its reads of the file answered until `allowReads(n)`, then n more, and every later one
 * refused, as while the development server restarts; with the page's text as opened, to be written back.
 */
async function openWithReadsRefused(page: Page): Promise<{ pageText: string; allowReads: (reads: number) => void }> {
  let answered = Infinity;
  await page.route(/\/__editor\/open$/, (route) => (answered-- > 0 ? route.continue() : route.abort()));
  await open(page);
  return { pageText: onDisk(), allowReads: (reads) => (answered = reads) };
}

/** The page's text with its first block's heading changed, as another program would save it. */
const withHeading = (pageText: string, heading: string): string =>
  pageText.replace('"title": "From one desk', `"title": "${heading}`);

test('a file changed on disk is shown as the read that noticed it found it: a read failing after it leaves the form', async ({
  page,
}) => {
  // The read that finds the change is answered. A second read, as the server restarts again (after a change to
  // site.json), put the file's failure in place of the form.
  const { pageText, allowReads } = await openWithReadsRefused(page);
  allowReads(1);
  try {
    writeFileSync(path.join(dev.root, PAGE_FILE), withHeading(pageText, 'From a single desk'));
    await expect(page.getByText(`${PAGE_FILE} changed on disk; the form shows it now.`)).toBeVisible({ timeout: 20_000 });
    await expect(preview(page).getByRole('heading', { name: /^From a single desk/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: /could not be opened/ })).toHaveCount(0);
  } finally {
    writeFileSync(path.join(dev.root, PAGE_FILE), pageText);
  }
});

test('a file changed on disk under unsaved changes: the editor asks, and reloads what it found or keeps yours', async ({
  page,
}) => {
  // The read that finds the change is answered. A reload that read the file again (the server restarting, say)
  // put the file's failure in place of the form.
  const { pageText, allowReads } = await openWithReadsRefused(page);
  const changedOnDisk = (heading: string): void => writeFileSync(path.join(dev.root, PAGE_FILE), withHeading(pageText, heading));
  const banner = page.getByRole('alert').filter({ hasText: 'was saved elsewhere since you opened it' });
  const title = await firstBlockTitle(page);
  try {
    await title.fill('Typed here, not saved');
    await expect(page.getByText('Unsaved changes.')).toBeVisible();
    allowReads(1);
    changedOnDisk('From a single desk');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    // Asked, not written over, and the form still holds what was typed.
    expect(onDisk()).toContain('"title": "From a single desk');
    await expect(title).toHaveValue('Typed here, not saved');
    await banner.getByRole('button', { name: 'Reload it (lose my changes)' }).click();
    await expect(title).toHaveValue(/^From a single desk/);
    await expect(page.getByText('No unsaved changes.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /could not be opened/ })).toHaveCount(0);

    // Kept: the save then writes it over the other program's change, once it is confirmed.
    await title.fill('Mine, kept');
    allowReads(1);
    changedOnDisk('From two desks');
    await expect(banner).toBeVisible({ timeout: 20_000 });
    await banner.getByRole('button', { name: 'Keep mine' }).click();
    await expect(status(page)).toHaveText('Your version is kept; saving writes it over the file on disk.');
    await page.keyboard.press('Control+s');
    const confirm = page.getByRole('dialog', { name: /Save these changes/ });
    await confirm.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(status(page)).toHaveText('Saved.');
    expect(onDisk()).toContain('"title": "Mine, kept"');
  } finally {
    writeFileSync(path.join(dev.root, PAGE_FILE), pageText);
  }
});

test('a check that cannot run says so beside the problems, and leaves the status line to what was done', async ({ page }) => {
  // What the check reads is refused, as while the development server restarts.
  const checkFiles = /\/__editor\/check-files$/;
  await page.route(checkFiles, (route) => route.abort());
  await goToEditor(page);
  const failed = page.getByText(/^The check could not run: .+\. It runs again at the next change/);
  await expect(failed).toBeVisible({ timeout: 20_000 });
  // Not said to be checking, nor to have no problems, while it cannot.
  await expect(page.getByText(/^(Checking…|No problems: the build accepts this file\.)$/)).toHaveCount(0);
  await expect(status(page)).toHaveText('No unsaved changes.');
  await page.unroute(checkFiles);
  await (await firstBlockTitle(page)).fill('Checked again');
  await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible({ timeout: 20_000 });
  await expect(failed).toHaveCount(0);
  await expect(status(page)).toHaveText('Unsaved changes.');
});

test('the check reads another file again when it changes on disk', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page);
  const linked = path.join(dev.root, 'content/pages/our-advisors.json');
  const linkedText = readFileSync(linked, 'utf8');
  await block(page, 0).locator('summary').first().click();
  await block(page, 0).locator('[data-path="blocks/0/actions"] > summary').click();
  await block(page, 0).locator('[data-path="blocks/0/actions/1"] > summary').click();
  const href = block(page, 0)
    .locator('[data-path="blocks/0/actions/1"]')
    .getByRole('combobox', { name: /^Where the button leads/ });
  await href.fill('/our-advisors#our-promise');
  const missing = page.getByText('the page at /our-advisors has no block with "id": "our-promise".').first();
  await expect(missing).toBeVisible({ timeout: 10_000 });
  try {
    // The anchor is given in a code editor: the check, which holds that page's text, sees it without a key typed.
    writeFileSync(linked, linkedText.replace('"id": "reviews"', '"id": "our-promise"'));
    await expect(missing).toBeHidden({ timeout: 20_000 });
    await expect(page.getByText('No problems: the build accepts this file.')).toBeVisible();
  } finally {
    writeFileSync(linked, linkedText);
  }
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
