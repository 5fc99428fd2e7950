/**
 * The editor part of `npm run bench` (`npm run bench -- --editor`, against the editor's budgets): in a development
 * server of its own on a copy of the project (tests/e2e/dev-copy.ts), so nothing in content/ changes,
 * with the site's largest page and a page of 40 blocks made from it in the copy:
 *  - a key typed in a block's heading → that block painted in the preview: p50 / p95 / max, and the
 *    key's Event Timing duration (p95), one key at a time, at 4× and 1× CPU;
 *  - editor ready: navigation start → the form's rows and the preview's first screen painted with their
 *    real content (median), and, beside it, until every block of the preview is drawn;
 *  - save: Save pressed → the editor says the file is saved (median).
 * The goals are printed beside each figure; a goal missed makes the bench exit non-zero.
 */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startDevCopy } from '../../../tests/e2e/dev-copy.ts';
import { contentDir } from '../paths.ts';

/** The editor's budgets: ahead of Puck 0.23 on this machine (p95 56 ms, ready 1.24 s at 4×). */
export const EDITOR_GOALS = { keyP95Ms: 40, readyMs: 1000 } as const;
const ANCHOR_4X = 'Puck 0.23: p50 38 / p95 56 / max 93 ms, Event Timing p95 56 ms, ready 1.24 s';
const ANCHOR_1X = 'Puck 0.23: p50 18 / p95 26 ms, ready 0.47 s';
const FORTY = 'bench-forty-blocks';
const KEYS = 40;
/** About a fast typist's pace: the next key comes while the last one's check may still be on its way. */
const KEY_GAP_MS = 120;
const READY_RUNS = 3;
const SAVE_RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

const quantile = (xs: number[], q: number): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
};
const ms = (n: number): string => `${Math.round(n)}`.padStart(5);

/** The page with the most blocks (the site's largest to edit). */
function largestPage(): { id: string; blocks: number } {
  return readdirSync(path.join(contentDir, 'pages'))
    .map((name) => ({
      id: name.replace(/\.json$/, ''),
      blocks: (JSON.parse(readFileSync(path.join(contentDir, 'pages', name), 'utf8')) as { blocks: unknown[] }).blocks.length,
    }))
    .reduce((a, b) => (b.blocks > a.blocks ? b : a));
}

/** `count` blocks: these over and over, the repeats' anchors made unique. */
export function repeatedBlocks(blocks: { id?: string }[], count: number): { id?: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const block = structuredClone(blocks[i % blocks.length]);
    if (block.id && i >= blocks.length) block.id = `${block.id}-${i}`;
    return block;
  });
}

/** A routed page of 40 blocks in the copy: the largest page's blocks over and over. */
function writeFortyBlocks(root: string, from: string): void {
  const source = JSON.parse(readFileSync(path.join(root, 'content/pages', `${from}.json`), 'utf8')) as {
    blocks: { id?: string }[];
  };
  writeFileSync(
    path.join(root, 'content/pages', `${FORTY}.json`),
    `${JSON.stringify({ ...source, title: 'Forty blocks', blocks: repeatedBlocks(source.blocks, 40) }, null, 2)}\n`,
  );
  const routesFile = path.join(root, 'content/routes.json');
  const routes = JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: Record<string, string> };
  routes.routes[`/${FORTY}`] = FORTY;
  writeFileSync(routesFile, `${JSON.stringify(routes, null, 2)}\n`);
}

/**
 * Records, in the editor page, each preview block painted (the preview's `rendered`, posted in the task after
 * the frame that laid it out and painted it), the time of each keydown, each interaction's Event Timing
 * duration, when the editor was ready (the form's rows and the preview's first screen painted with their real
 * content: the preview's `shown`) and when every block of the preview was. The preview is in a process of its
 * own, so its messages reach the editor whenever the editor's thread is free: its times are those it stamps
 * (`performance.timeOrigin` + `now()` in the frame), made relative to the editor's own time origin.
 */
const recorder = (): void => {
  // No named functions in here: the script runner names them with a helper the page does not have.
  if (window !== window.parent) return;
  const w = window as unknown as {
    bench: {
      painted: number[];
      keys: number[];
      events: Map<number, number>;
      form?: number;
      firstScreen?: number;
      everyBlock?: number;
    };
  };
  w.bench = { painted: [], keys: [], events: new Map() };
  // The form's rows, looked for at each change of the page (one selector, not a search of its text), timed at the next frame.
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-path="blocks"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => (w.bench.form = performance.now()));
  }).observe(document, { childList: true, subtree: true });
  addEventListener('message', (event: MessageEvent<{ source?: string; kind?: string; all?: boolean; at?: number }>) => {
    if (event.data?.source !== 'halcyon-editor' || event.data.at === undefined) return;
    const at = event.data.at - performance.timeOrigin;
    if (event.data.kind === 'rendered') w.bench.painted.push(at);
    if (event.data.kind !== 'shown') return;
    w.bench.firstScreen ??= at;
    if (event.data.all) w.bench.everyBlock ??= at;
  });
  addEventListener('keydown', (event) => w.bench.keys.push(event.timeStamp), true);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId)
        w.bench.events.set(entry.interactionId, Math.max(w.bench.events.get(entry.interactionId) ?? 0, entry.duration));
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** The processor's busy and total time since boot, summed over its cores (Linux's /proc/stat, in clock ticks). */
function cpuTicks(): { busy: number; total: number } {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = fields.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/** How much of the machine may be busy for it to count as quiet, over how long, and the longest wait for it. */
const QUIET = { share: 0.1, windowMs: 250, atMostMs: 10_000 } as const;

/** Waits until the machine is quiet (QUIET), or for QUIET.atMostMs on one that stays busy. */
async function quiet(): Promise<void> {
  if (!existsSync('/proc/stat')) return new Promise((resolve) => setTimeout(resolve, 3000));
  const until = Date.now() + QUIET.atMostMs;
  while (Date.now() < until) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, QUIET.windowMs));
    const after = cpuTicks();
    if (after.busy - before.busy <= QUIET.share * (after.total - before.total)) return;
  }
}

/**
 * A browser's window of its own, nothing cached, with one empty tab open and the browser's own work on the
 * window done, so that the editor opens in a new tab of an open window, as a person opens it. A new window
 * of the full Chromium loads its own interface (a renderer of its toolbar's pages) for about 1.7 s of a core
 * at once: in a trace of a start at 4× it ran beside the editor and the preview on the two cores, and put
 * about 0.3 to 0.5 s on the preview's first paint, which an open browser does not pay when it opens a tab.
 */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.newPage();
  await quiet();
  return context;
}

/** Opens the editor on a page in `context`. */
async function openEditor(context: BrowserContext, origin: string, id: string, rate: number) {
  const page = await context.newPage();
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  // The preview, a frame of another site, runs in a process of its own, throttled on its own: from each of its
  // loads on (Playwright reports it as its document commits). Its session fails if it shares the page's process.
  let frameThrottled: Promise<unknown> | undefined;
  page.on('framenavigated', (frame) => {
    if (!frame.parentFrame()) return;
    frameThrottled = page
      .context()
      .newCDPSession(frame)
      .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }));
    frameThrottled.catch(() => undefined);
  });
  await page.addInitScript(recorder);
  // Save without the diff window, so a save is one press.
  await page.addInitScript(() => localStorage.setItem('editor:skip-diff', 'yes'));
  await page.goto(`${origin}/edit/${id}`);
  // Every block drawn first, looked for a few times a second: a search of the page's text at every frame
  // would take the processor from the start it measures, and blocks still being drawn from the keys.
  await page.waitForFunction(
    () => (window as unknown as { bench: { everyBlock?: number } }).bench.everyBlock !== undefined,
    null,
    {
      timeout: 60_000,
      polling: 100,
    },
  );
  await page.getByText('No problems: the build accepts this file.').waitFor({ timeout: 60_000 });
  if (!frameThrottled) throw new Error('The preview frame never loaded');
  await frameThrottled;
  const { form, firstScreen, everyBlock, painted } = await page.evaluate(
    () => (window as unknown as { bench: { form: number; firstScreen: number; everyBlock: number; painted: number[] } }).bench,
  );
  // The preview's first screen may be the one the server drew; its code's own drawing of it comes later.
  return { page, ready: Math.max(form, firstScreen), form, firstScreen, ownDraw: painted[0] ?? NaN, everyBlock };
}

/** Types one key at a time into the first block's heading and pairs each key with the next paint of that block. */
async function typeKeys(page: Page): Promise<{ keyToPaint: number[]; eventTiming: number[] }> {
  await page.locator('[data-path="blocks/0"] > summary').click();
  const field = page
    .locator('[data-path="blocks/0"]')
    .getByRole('textbox', { name: /^Title/ })
    .first();
  await field.click();
  await field.press('End');
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const b = (window as unknown as { bench: { painted: number[]; keys: number[]; events: Map<number, number> } }).bench;
    b.painted.length = 0;
    b.keys.length = 0;
    b.events.clear();
  });
  const keyToPaint: number[] = [];
  for (let i = 0; i < KEYS; i++) {
    // Words and spaces, as a heading is typed.
    await page.keyboard.press(i % 6 === 5 ? 'Space' : 'abcdefghij'[i % 10]);
    const gap = await page
      .waitForFunction(
        (n) => {
          const b = (window as unknown as { bench: { painted: number[]; keys: number[] } }).bench;
          const key = b.keys[n];
          const painted = key === undefined ? undefined : b.painted.find((t) => t >= key);
          return painted === undefined ? false : painted - key;
        },
        i,
        { timeout: 10_000, polling: 'raf' },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
    keyToPaint.push(gap);
    await page.waitForTimeout(KEY_GAP_MS);
  }
  await page.waitForTimeout(500);
  const eventTiming = await page.evaluate(() => [
    ...(window as unknown as { bench: { events: Map<number, number> } }).bench.events.values(),
  ]);
  // An interaction under the threshold is not reported: it counts as that threshold at most.
  while (eventTiming.length < KEYS) eventTiming.push(16);
  return { keyToPaint, eventTiming };
}

async function saveTimes(page: Page): Promise<number[]> {
  const times: number[] = [];
  const field = page
    .locator('[data-path="blocks/0"]')
    .getByRole('textbox', { name: /^Title/ })
    .first();
  for (let i = 0; i < SAVE_RUNS; i++) {
    await field.press('x');
    const button = page.getByRole('button', { name: 'Save…' });
    await button.waitFor();
    const started = await page.evaluate(() => performance.now());
    // The status says "Saved" from the last save until this one's answer: wait for the answer first.
    const answered = page.waitForResponse((response) => response.url().endsWith('/__editor/save'), { timeout: 30_000 });
    await button.click();
    await answered;
    await page
      .getByRole('status')
      .getByText(/^Saved /)
      .waitFor({ timeout: 30_000 });
    times.push((await page.evaluate(() => performance.now())) - started);
    await page.waitForTimeout(300);
  }
  return times;
}

/** Prints the editor's figures; returns the goals missed. */
export async function editorSection(): Promise<string[]> {
  const largest = largestPage();
  const dev = await startDevCopy('bench-editor-', '/edit', (root) => writeFortyBlocks(root, largest.id));
  // Each site in a process of its own, as Chromium does for a person (its headless shell does not by default).
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--site-per-process'],
  });
  const missed: string[] = [];
  try {
    // The first visit builds the editor when this version of the code has no build yet: not part of any figure.
    await (await openEditor(await freshContext(browser), dev.origin, FORTY, 1)).page.context().close();
    console.log(
      `\nThe editor (its production build, served by a development server on a copy; one key at a time, ${KEY_GAP_MS} ms apart, ${KEYS} keys, into the first block's heading)`,
    );
    for (const rate of [4, 1]) {
      console.log(`  ${rate}x CPU   (anchor ${rate === 4 ? ANCHOR_4X : ANCHOR_1X})`);
      for (const [id, name] of [
        [largest.id, `${largest.id} (${largest.blocks} blocks, the largest page)`],
        [FORTY, '40 generated blocks'],
      ] as const) {
        const readies: number[] = [];
        const everyBlocks: number[] = [];
        const parts = { form: [] as number[], firstScreen: [] as number[], ownDraw: [] as number[] };
        // A person opens page after page: the second one finds the editor's files, and their compiled code, cached.
        const warm: number[] = [];
        const context = await freshContext(browser);
        try {
          await (await openEditor(context, dev.origin, id === FORTY ? largest.id : FORTY, rate)).page.close();
          for (let run = 0; run < READY_RUNS; run++) {
            const opened = await openEditor(context, dev.origin, id, rate);
            warm.push(opened.ready);
            await opened.page.close();
          }
        } finally {
          await context.close();
        }
        for (let run = 0; run < READY_RUNS; run++) {
          const { page, ready, everyBlock, ...opened } = await openEditor(await freshContext(browser), dev.origin, id, rate);
          readies.push(ready);
          everyBlocks.push(everyBlock);
          for (const part of ['form', 'firstScreen', 'ownDraw'] as const) parts[part].push(opened[part]);
          if (run < READY_RUNS - 1) await page.context().close();
          else {
            const { keyToPaint, eventTiming } = await typeKeys(page);
            const saves = rate === 4 ? await saveTimes(page) : [];
            await page.context().close();
            const p95 = quantile(keyToPaint, 0.95);
            const ready50 = quantile(readies, 0.5);
            const goal = rate === 4 && id === FORTY;
            console.log(
              `    ${name}\n` +
                `      key → preview painted  p50 ${ms(quantile(keyToPaint, 0.5))}  p95 ${ms(p95)}  max ${ms(Math.max(...keyToPaint))} ms` +
                (goal ? `   goal p95 ≤ ${EDITOR_GOALS.keyP95Ms} ms ${p95 <= EDITOR_GOALS.keyP95Ms ? 'met' : 'MISSED'}` : '') +
                `\n      Event Timing           p95 ${ms(quantile(eventTiming, 0.95))} ms` +
                `\n      editor ready           ${ms(ready50)} ms (median of ${READY_RUNS})` +
                (goal ? `   goal ≤ ${EDITOR_GOALS.readyMs} ms ${ready50 <= EDITOR_GOALS.readyMs ? 'met' : 'MISSED'}` : '') +
                `\n        (the form and the preview's first screen painted with their real content)` +
                `\n        form ${ms(quantile(parts.form, 0.5))}, preview ${ms(quantile(parts.firstScreen, 0.5))} ms; the preview's code drew its own at ${ms(quantile(parts.ownDraw, 0.5))} ms (medians)` +
                `\n      editor ready, warm     ${ms(quantile(warm, 0.5))} ms (median of ${READY_RUNS}, after another page in the same browser)` +
                `\n      every block drawn      ${ms(quantile(everyBlocks, 0.5))} ms (median of ${READY_RUNS})` +
                (saves.length ? `\n      save                   ${ms(quantile(saves, 0.5))} ms (median of ${SAVE_RUNS})` : ''),
            );
            if (goal && p95 > EDITOR_GOALS.keyP95Ms)
              missed.push(`editor key → preview p95 ${Math.round(p95)} ms > ${EDITOR_GOALS.keyP95Ms} ms`);
            if (goal && ready50 > EDITOR_GOALS.readyMs)
              missed.push(`editor ready ${Math.round(ready50)} ms > ${EDITOR_GOALS.readyMs} ms`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await dev.stop();
  }
  return missed;
}
