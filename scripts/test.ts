/**
 * `npm test`: runs every check (content, generated types, type check, lint, unit tests, build, browser
 * tests), stops at the first stage that fails, and prints how long each step took and the total at the
 * end, so the suite's time stays visible (README states the figure; the budget is 15 minutes). Before
 * that comes the browser tests' account (scripts/lib/e2e-report.ts): failures, retries, tests near
 * their time limit.
 *
 * The content and its generated types come first, alone: every later step reads them, and a content
 * error is the most common failure and should be the first thing said. The type check, lint, unit tests
 * and build need nothing from each other, so they run at once, each one's output held and printed whole
 * when it ends; the browser tests need the build.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_REPORT, summary, type JsonReport } from './lib/e2e-report.ts';
import { projectRoot } from './lib/paths.ts';
import { exitWithoutTestBrowser } from './lib/test-browser.ts';

const STAGES = [['validate'], ['types:check'], ['typecheck', 'lint', 'test:unit', 'build'], ['test:e2e']];

const minutes = (ms: number): string => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0).padStart(2)} s`;

interface StepResult {
  step: string;
  ms: number;
  ok: boolean;
}

/**
 * Runs one npm script. Alone, its output goes straight to the terminal; beside others, it is held and
 * printed whole, under the step's name, when the step ends, so outputs never interleave.
 */
function runStep(step: string, alone: boolean): Promise<StepResult> {
  const started = Date.now();
  const child = spawn('npm', ['run', '--silent', step], {
    cwd: projectRoot,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    // Colours survive the pipe, as they would in the terminal.
    env: alone || !process.stdout.isTTY ? process.env : { ...process.env, FORCE_COLOR: '1' },
  });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (!alone) {
        console.log(`\n▸ ${step} (${minutes(ms)})`);
        process.stdout.write(Buffer.concat(held));
      }
      resolve({ step, ms, ok: code === 0 });
    });
  });
}

async function main(): Promise<void> {
  // Said before the first step rather than after the build: the browser tests are the last one.
  exitWithoutTestBrowser();
  const started = Date.now();
  const results: StepResult[] = [];
  for (const stage of STAGES) {
    if (stage.length > 1) console.log(`\n▸ ${stage.join(', ')}: at once, each printed when it ends`);
    results.push(...(await Promise.all(stage.map((step) => runStep(step, stage.length === 1)))));
    if (results.some((result) => !result.ok)) break;
  }
  const failed = results.filter((result) => !result.ok).map((result) => result.step);
  const report = join(projectRoot, E2E_REPORT);
  if (results.some(({ step }) => step === 'test:e2e') && existsSync(report)) {
    console.log('\nBrowser tests');
    for (const line of summary(JSON.parse(readFileSync(report, 'utf8')) as JsonReport)) console.log(`  ${line}`);
  }
  console.log('\nnpm test, time by step');
  for (const stage of STAGES) {
    const ran = results.filter(({ step }) => stage.includes(step));
    if (ran.length > 1) console.log('  at once:');
    const indent = ran.length > 1 ? '    ' : '  ';
    for (const { step, ms } of ran) console.log(`${indent}${step.padEnd(14 - indent.length)} ${minutes(ms)}`);
  }
  const stopped = failed.length > 0 ? `   (stopped: ${failed.join(', ')} failed)` : '';
  console.log(`  ${'total'.padEnd(12)} ${minutes(Date.now() - started)}${stopped}`);
  if (failed.length > 0) process.exit(1);
}

await main();
