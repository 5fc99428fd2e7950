/**
 * What working on a large site costs, for the scale bench (scripts/lib/bench/scale.ts), in a grown copy
 * of the project:
 *  - `npm run validate`, and `npm run validate -- --changed` with one page changed (wall time, with
 *    Node's start, and the time the gate itself reports);
 *  - `npm run dev`: from its start until it answers `/`, then a page; then, with that page open in
 *    Chromium, from its JSON file written on disk until the new text is painted (median of a few saves);
 *  - the editor there (docs/editor.md, "At 10,000 pages"): its list of pages shown, and a page's form and
 *    the check's answer shown, from navigation.
 */
import { chromium, type Browser } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../../../tests/e2e/dev-copy.ts';
import type { RouteManifest } from '../../../src/generated/content.ts';
import { seconds } from '../figures.ts';

/** Under a second, two decimals: a tenth would hide the difference between the fast steps. */
const secondsFine = (ms: number): string => seconds(ms, ms < 1000 ? 2 : 1);

/** The goals for working on a site of 10,000 pages. */
export const WORK_GOALS = { validateMs: 5000, changedMs: 500, devReadyMs: 3000, saveShownMs: 200 } as const;

export interface WorkTimings {
  /** `npm run validate`: wall time, and the time the gate reports ("checked in … ms"). */
  validateMs: number;
  validateGateMs: number;
  /** `npm run validate -- --changed` with one page's file changed. */
  changedMs: number;
  changedGateMs: number;
  /** `npm run dev` started → `/` answered, then → a page answered. */
  devRootMs: number;
  devPageMs: number;
  /** A page's file written → its new text painted in the open page (median). */
  saveShownMs: number;
  /** /edit navigated to → its list of pages shown; /edit/<page> → the form's rows, then the check's answer, shown. */
  editorListMs: number;
  editorFormMs: number;
  editorCheckedMs: number;
}

const SAVES = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** A run of `npm run validate` in the copy, the command the goal names: its wall time and the gate's own. */
function validateRun(root: string, args: string[]): { wallMs: number; gateMs: number } {
  const started = performance.now();
  const run = spawnSync('npm', ['run', '--silent', 'validate', '--', ...args], { cwd: root, encoding: 'utf8' });
  const wallMs = performance.now() - started;
  const gate = /checked in (\d+) ms/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !gate) throw new Error(`npm run validate ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return { wallMs, gateMs: Number(gate) };
}

const git = (root: string, args: string[]): void => {
  const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: root });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${run.stderr.toString()}`);
};

/**
 * A page whose first block has a title, the text a save changes: one of the copies (a `/scale/…`
 * route) when the site has grown, else one of its own. Its id, its path and its file.
 */
function editablePage(root: string): { pageId: string; urlPath: string; file: string } {
  const manifest = JSON.parse(readFileSync(path.join(root, 'content/routes.json'), 'utf8')) as RouteManifest;
  const copiesFirst = Object.entries(manifest.routes).sort(
    ([a], [b]) => Number(b.startsWith('/scale/')) - Number(a.startsWith('/scale/')),
  );
  for (const [urlPath, pageId] of copiesFirst) {
    if (pageId === undefined) continue;
    const file = path.join(root, 'content/pages', `${pageId}.json`);
    const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: { title?: unknown }[] };
    if (typeof page.blocks[0]?.title === 'string') return { pageId, urlPath, file };
  }
  throw new Error('no routed page has a first block with a title');
}

/** Writes the page's first block's title as `title`. */
function writeTitle(file: string, title: string): void {
  const page = JSON.parse(readFileSync(file, 'utf8')) as { blocks: { title?: string }[] };
  page.blocks[0].title = title;
  writeFileSync(file, JSON.stringify(page, null, 2));
}

/** The validate runs: everything, then `--changed` after one page's file changed since a commit of the copy. */
export function measureValidate(
  root: string,
): Pick<WorkTimings, 'validateMs' | 'validateGateMs' | 'changedMs' | 'changedGateMs'> {
  const all = validateRun(root, []);
  git(root, ['init', '-q']);
  try {
    git(root, ['add', 'content', 'schemas']);
    git(root, ['commit', '-q', '-m', 'the grown site']);
    const { file } = editablePage(root);
    const before = readFileSync(file);
    writeTitle(file, 'A title changed for validate --changed');
    const changed = validateRun(root, ['--changed']);
    writeFileSync(file, before);
    return { validateMs: all.wallMs, validateGateMs: all.gateMs, changedMs: changed.wallMs, changedGateMs: changed.gateMs };
  } finally {
    // The build's own measurements are of a copy outside any repository, as before.
    rmSync(path.join(root, '.git'), { recursive: true, force: true });
  }
}

/** Polls a URL until it answers 200; the time it took from `since`. */
async function answered(url: string, since: number, deadline: number): Promise<number> {
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false, // Not listening yet.
    );
    if (ok) return performance.now() - since;
    if (Date.now() > deadline) throw new Error(`the development server did not answer ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The development server in the copy: how soon it answers, and how soon a page's save is on screen. */
export async function measureDev(
  root: string,
): Promise<Omit<WorkTimings, 'validateMs' | 'validateGateMs' | 'changedMs' | 'changedGateMs'>> {
  const { file, urlPath, pageId } = editablePage(root);
  const original = readFileSync(file);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const started = performance.now();
  const dev = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort'], {
    cwd: root,
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => dev.once('exit', () => resolve()));
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const deadline = Date.now() + 120_000;
    const devRootMs = await answered(`${origin}/`, started, deadline);
    const devPageMs = await answered(`${origin}${urlPath}`, started, deadline);
    const page = await browser.newPage();
    await page.goto(`${origin}${urlPath}`, { waitUntil: 'networkidle' });
    const shown: number[] = [];
    for (let save = 1; save <= SAVES; save++) {
      const title = `A title saved ${save} times`;
      // In the page: when the text is in the document, the frame that paints it, then its end.
      await page.evaluate((text) => {
        const w = window as unknown as { benchShown: Promise<number> };
        w.benchShown = new Promise((resolve) => {
          // No named function here: the bundler would wrap it in a helper the page does not have.
          const observer = new MutationObserver(() => {
            if (!document.body.textContent?.includes(text)) return;
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => resolve(performance.timeOrigin + performance.now())));
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, title);
      const saved = performance.timeOrigin + performance.now();
      writeTitle(file, title);
      const painted = await page.evaluate(() => (window as unknown as { benchShown: Promise<number> }).benchShown);
      shown.push(painted - saved);
    }
    shown.sort((a, b) => a - b);
    await page.close();
    return {
      devRootMs,
      devPageMs,
      saveShownMs: shown[Math.floor(shown.length / 2)],
      ...(await measureEditor(browser, origin, pageId)),
    };
  } finally {
    await browser.close();
    dev.kill();
    await exited;
    writeFileSync(file, original);
  }
}

/** The editor on the grown site: its list of pages, then one page's form and the check's answer, each from navigation. */
async function measureEditor(
  browser: Browser,
  origin: string,
  pageId: string,
): Promise<Pick<WorkTimings, 'editorListMs' | 'editorFormMs' | 'editorCheckedMs'>> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const listShown = () => page.getByRole('table', { name: 'Pages' }).locator('tbody tr').first().waitFor({ timeout: 180_000 });
  // The first /edit builds the editor when this version of the code has none yet; that page reloads itself when it is done.
  await page.goto(`${origin}/edit`);
  await listShown();
  let started = performance.now();
  await page.goto(`${origin}/edit`);
  await listShown();
  const editorListMs = performance.now() - started;
  started = performance.now();
  await page.goto(`${origin}/edit/${pageId}`);
  await page.locator('[data-path="blocks"]').waitFor({ timeout: 60_000 });
  const editorFormMs = performance.now() - started;
  await page.getByText('No problems: the build accepts this file.').waitFor({ timeout: 60_000 });
  const editorCheckedMs = performance.now() - started;
  await page.close();
  return { editorListMs, editorFormMs, editorCheckedMs };
}

/** Every measurement above, in one copy. */
export async function measureWork(root: string): Promise<WorkTimings> {
  return { ...measureValidate(root), ...(await measureDev(root)) };
}

/** The figures beside their goals, one row per size and figure. */
export function workTable(results: { pages: number; work: WorkTimings }[]): string {
  const rows = results.flatMap(({ pages, work }) => {
    const size = pages.toLocaleString('en-US');
    const row = (what: string, ms: number, goal: number, note = ''): string =>
      `| ${size} | ${what} | ${secondsFine(ms)}${note} | ${secondsFine(goal)} | ${ms <= goal ? 'yes' : 'no'} |`;
    return [
      row('npm run validate', work.validateMs, WORK_GOALS.validateMs, ` (gate ${secondsFine(work.validateGateMs)})`),
      row(
        'validate --changed, 1 page',
        work.changedGateMs,
        WORK_GOALS.changedMs,
        ` in the gate (${secondsFine(work.changedMs)} wall)`,
      ),
      row('npm run dev answers /', work.devRootMs, WORK_GOALS.devReadyMs, ` (a page: ${secondsFine(work.devPageMs)})`),
      row('a page saved → painted', work.saveShownMs, WORK_GOALS.saveShownMs),
      `| ${size} | editor: list of pages shown; a page's form, the check's answer | ${secondsFine(work.editorListMs)}; ${secondsFine(work.editorFormMs)}, ${secondsFine(work.editorCheckedMs)} | — | — |`,
    ];
  });
  return ['| pages | what | measured | goal at 10,000 | met |', '|---|---|---|---|---|', ...rows].join('\n');
}
