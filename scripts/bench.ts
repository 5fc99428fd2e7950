/**
 * `npm run bench`: builds the site, then prints
 *  - the build's time by stage (budget: 15 s in all),
 *  - per route, at phone and desktop widths, the JavaScript a first visit downloads before the visitor
 *    scrolls or touches anything, raw and gzipped, against the route's budget in content/budgets.json
 *    (the browser tests hold every route to the same figure at phone width). Parts further down the
 *    page load their code as they near the viewport and are not counted (src/runtime/HydrateWhenVisible.tsx);
 *    the bench also prints what the whole page fetches once scrolled to its end,
 *  - per route, LCP and CLS of the hydrated page beside the same prerendered HTML with JavaScript
 *    off, under mobile-like throttling, median of 5 (budget: LCP within 1.10 × static, CLS 0).
 * `--editor` instead prints the visual editor's figures against its budgets (scripts/lib/bench/editor.ts).
 * `--scale 1000,10000` instead builds synthetic sites of those sizes and prints how the build grows
 * (scripts/lib/bench/scale.ts); with `--build-only`, their clean build alone; with `--shards 4`, their build
 * spread over 4 machines, run one part after another, beside the clean build (scripts/lib/bench/scale-shards.ts). `--no-build` measures the existing dist/; `--js-only` prints the build's times and the JavaScript table
 * alone (a quick check while trimming bundles). Those figures do not pass or fail; the PageSpeed goals
 * printed first (scripts/lib/bench/lighthouse.ts) do: the bench exits non-zero when one is missed.
 */
import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import manifestJson from '../content/routes.json' with { type: 'json' };
import type { RouteManifest } from '../src/generated/content.ts';
import { waitForHydration } from './lib/hydration.ts';
import { PAGE_CHUNKS_FILE } from '../src/app/page-chunks.ts';
import { servedPaths } from '../src/content/manifest.ts';
import { benchScale, scaleOption } from './lib/bench/scale.ts';
import { benchShards, shardsOption } from './lib/bench/scale-shards.ts';
import { editorSection } from './lib/bench/editor.ts';
import { benchOptions, interactionSection, lighthouseSection, navigationSection } from './lib/bench/lighthouse.ts';
import { firstLoadJsBudget, kB, readBudgets } from './lib/bench/budgets.ts';
import { buildReportFile, clientDir, projectRoot } from './lib/paths.ts';
import type { StageTiming } from './lib/build/stages.ts';
import { createSiteHandler } from '../src/server/site.ts';
import { median } from './lib/figures.ts';

const manifest = manifestJson as RouteManifest;
const BUILD_BUDGET_MS = 15_000;
const LCP_RATIO_BUDGET = 1.1;
const RUNS = 5;

const pad = (s: string, n: number): string => s.padEnd(n);

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

interface ScriptBytes {
  raw: number;
  gzip: number;
  files: number;
}

function measure(scripts: Set<string>): ScriptBytes {
  let raw = 0;
  let gzip = 0;
  for (const script of scripts) {
    const bytes = readFileSync(path.join(clientDir, script));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip, files: scripts.size };
}

/** The scripts of a first visit: once the page has loaded and settled, and once scrolled to its end. */
async function firstVisitJs(
  browser: Browser,
  origin: string,
  urlPath: string,
  viewport: { width: number; height: number },
): Promise<{ firstLoad: ScriptBytes; scrolled: ScriptBytes }> {
  const page = await browser.newPage({ viewport });
  // Links prefetch their pages' code once the page is idle (src/app/prefetch.ts): that is not this
  // page's own code, and when it lands depends on the machine's load, so it is left out, as the
  // browser tests' budget check leaves it out.
  await page.route(`**${PAGE_CHUNKS_FILE}`, (route) => route.fulfill({ json: {} }));
  const scripts = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
      scripts.add(new URL(response.url()).pathname);
  });
  await page.goto(origin + urlPath, { waitUntil: 'networkidle' });
  // A quiet network before the page's code has run says nothing: the figure is taken once React has
  // taken over the header, as the browser tests wait for it, and the network is quiet again.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const firstLoad = measure(scripts);
  // Scrolled as a reader would, a screen at a time, so each part nears the viewport in turn.
  await page.evaluate(async () => {
    while (scrollY + innerHeight < document.documentElement.scrollHeight - 1) {
      scrollBy(0, innerHeight);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });
  await page.waitForLoadState('networkidle');
  const scrolled = measure(scripts);
  await page.close();
  return { firstLoad, scrolled };
}

interface TimelineEvent {
  event: {
    type: string;
    time: number;
    lcpDetails?: { renderTime: number; loadTime: number };
    layoutShiftDetails?: { value: number; hadRecentInput: boolean };
  };
}

/**
 * LCP and CLS of one load, on a throttled connection and CPU like a mid-range phone. Read from the
 * browser's performance timeline over CDP, so a page with JavaScript off is measured the same way.
 */
async function vitals(browser: Browser, url: string, javaScriptEnabled: boolean): Promise<{ lcp: number; cls: number }> {
  const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 412, height: 823 }, deviceScaleFactor: 2 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let lcpAt = 0;
  let cls = 0;
  cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }: TimelineEvent) => {
    if (event.lcpDetails) lcpAt = (event.lcpDetails.renderTime || event.lcpDetails.loadTime) * 1000;
    if (event.layoutShiftDetails && !event.layoutShiftDetails.hadRecentInput) cls += event.layoutShiftDetails.value;
  });
  await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint', 'layout-shift'] });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  return { lcp: lcpAt - started, cls };
}

/**
 * The PageSpeed budgets, as PageSpeed measures them (scripts/lib/bench/lighthouse.ts). `--runs N` and
 * `--routes /a,/b` make a quick run; `--only=lighthouse,navigation,interaction` runs only those sections;
 * `--pagespeed-only` skips the sections below. Any goal missed
 * makes the bench exit non-zero.
 */
async function pagespeedGoals(): Promise<void> {
  const options = benchOptions(process.argv, { runs: RUNS, routes: Object.keys(manifest.routes) });
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  const run = (section: string): boolean => !only || only.split(',').includes(section);
  const missed = [
    ...(run('lighthouse') ? await lighthouseSection(options) : []),
    ...(run('navigation')
      ? await navigationSection(options, [...new Set(['/', ...Object.keys(manifest.routes)])].slice(0, 3))
      : []),
    ...(run('interaction') ? await interactionSection(options) : []),
  ];
  if (missed.length) {
    console.log(`\nGoals missed:\n  ${missed.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nEvery PageSpeed goal met.');
}

async function main(): Promise<void> {
  const scale = scaleOption(process.argv);
  const shards = shardsOption(process.argv);
  if (scale && shards) return scale.forEach((pages) => benchShards(pages, shards));
  if (scale) return benchScale(scale, process.argv.includes('--build-only'));
  if (process.argv.includes('--editor')) {
    const missed = await editorSection();
    if (missed.length) {
      console.log(`\nGoals missed:\n  ${missed.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('\nEvery editor goal met.');
    return;
  }
  if (!process.argv.includes('--no-build'))
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: projectRoot, stdio: 'inherit' });
  const jsOnly = process.argv.includes('--js-only');
  if (!jsOnly) await pagespeedGoals();
  if (process.argv.includes('--pagespeed-only')) return;
  if (!existsSync(buildReportFile)) {
    console.error('No build report: run without --no-build.');
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(buildReportFile, 'utf8')) as { timings: StageTiming[]; totalMs: number };
  console.log('\nBuild time by stage');
  for (const { stage, ms } of report.timings) console.log(`  ${pad(stage, 20)} ${String(ms).padStart(6)} ms`);
  console.log(
    `  ${pad('total', 20)} ${String(report.totalMs).padStart(6)} ms   budget ${BUILD_BUDGET_MS} ms  ${report.totalMs <= BUILD_BUDGET_MS ? 'within' : 'OVER'}`,
  );

  const server = createServer(createSiteHandler());
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const paths = [...servedPaths(manifest), '/no-such-page'];
  try {
    const budgets = readBudgets();
    console.log('\nFirst-load JavaScript per route, before any scrolling or interaction (budgets: content/budgets.json)');
    for (const urlPath of paths) {
      const budget = firstLoadJsBudget(budgets, manifest, urlPath).kb * 1024;
      for (const [name, viewport] of Object.entries(VIEWPORTS)) {
        const { firstLoad, scrolled } = await firstVisitJs(browser, origin, urlPath, viewport);
        console.log(
          `  ${pad(urlPath, 28)} ${pad(name, 8)} ${String(firstLoad.files).padStart(2)} files ${kB(firstLoad.raw).padStart(9)} raw ${kB(firstLoad.gzip).padStart(8)} gzip  budget ${kB(budget).padStart(8)} ${firstLoad.gzip <= budget ? 'within' : 'OVER  '}   scrolled to the end: ${kB(scrolled.gzip)} gzip`,
        );
      }
    }
    if (jsOnly) return;
    console.log(
      `\nLCP and CLS, hydrated vs the same HTML without JavaScript (median of ${RUNS}; 4x CPU slowdown, 1.6 Mbps, 150 ms RTT; from navigation start)`,
    );
    for (const urlPath of Object.keys(manifest.routes)) {
      const hydrated: { lcp: number; cls: number }[] = [];
      const plain: { lcp: number; cls: number }[] = [];
      // Interleaved, so both variants see the same machine load.
      for (let i = 0; i < RUNS; i++) {
        plain.push(await vitals(browser, origin + urlPath, false));
        hydrated.push(await vitals(browser, origin + urlPath, true));
      }
      const lcp = median(hydrated.map((v) => v.lcp));
      const lcpStatic = median(plain.map((v) => v.lcp));
      const cls = Math.max(...hydrated.map((v) => v.cls));
      const ratio = lcp / lcpStatic;
      console.log(
        `  ${pad(urlPath, 40)} LCP ${String(Math.round(lcp)).padStart(5)} ms  static ${String(Math.round(lcpStatic)).padStart(5)} ms  ×${ratio.toFixed(2)} ${ratio <= LCP_RATIO_BUDGET ? 'within' : 'OVER'}   CLS ${cls.toFixed(4)} ${cls === 0 ? 'within' : 'OVER'}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
