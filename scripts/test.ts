/**
 * `npm test`: runs every check in order (content, generated types, type check, lint, unit tests, build, browser
 * tests), stops at the first that fails, and prints how long each took and the total at the end, so
 * the suite's time stays visible (README states the figure; the budget is 15 minutes). Before that comes
 * the browser tests' account (scripts/lib/e2e-report.ts): failures, retries, tests near their time limit.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_REPORT, summary, type JsonReport } from './lib/e2e-report.ts';
import { projectRoot } from './lib/paths.ts';

const STEPS = ['validate', 'types:check', 'typecheck', 'lint', 'test:unit', 'build', 'test:e2e'];

const minutes = (ms: number): string => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(0).padStart(2)} s`;

function main(): void {
  const started = Date.now();
  const times: [string, number][] = [];
  let failed: string | undefined;
  for (const step of STEPS) {
    const stepStarted = Date.now();
    const run = spawnSync('npm', ['run', '--silent', step], { cwd: projectRoot, stdio: 'inherit' });
    times.push([step, Date.now() - stepStarted]);
    if (run.status !== 0) {
      failed = step;
      break;
    }
  }
  const report = join(projectRoot, E2E_REPORT);
  if (times.some(([step]) => step === 'test:e2e') && existsSync(report)) {
    console.log('\nBrowser tests');
    for (const line of summary(JSON.parse(readFileSync(report, 'utf8')) as JsonReport)) console.log(`  ${line}`);
  }
  console.log('\nnpm test, time by step');
  for (const [step, ms] of times) console.log(`  ${step.padEnd(12)} ${minutes(ms)}`);
  console.log(`  ${'total'.padEnd(12)} ${minutes(Date.now() - started)}${failed ? `   (stopped: ${failed} failed)` : ''}`);
  if (failed) process.exit(1);
}

main();
