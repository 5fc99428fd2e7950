/**
 * A short account of a browser-test run, read from Playwright's JSON report and printed last by `npm test`:
 * where a run's output is seen only by its end (a CI log's tail), the failures' first lines, the tests that
 * passed only on a retry, what tests noted while they ran and the ones that came close to their time limit
 * are there, not scrolled away.
 */
import { seconds } from './figures.ts';

/** Where playwright.config.ts has the JSON report written, from the project root. */
export const E2E_REPORT = 'test-results/e2e-report.json';

/** The parts of Playwright's JSON report (reporter 'json') read here. */
export interface JsonReport {
  suites?: JsonSuite[];
}
interface JsonSuite {
  title: string;
  suites?: JsonSuite[];
  specs?: Array<{ title: string; file: string; line: number; tests: JsonTest[] }>;
}
interface Annotation {
  type: string;
  description?: string;
}
interface JsonTest {
  projectName: string;
  timeout: number;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
  results: Array<{ duration: number; status: string; error?: { message?: string }; annotations?: Annotation[] }>;
}

/** Annotations Playwright itself gives (a skipped or slow test, a serial group's): not something a test noted while it ran. */
const PLAYWRIGHT_ANNOTATIONS = new Set(['skip', 'fixme', 'fail', 'slow', 'serial', 'parallel']);

export interface TestOutcome {
  name: string;
  status: JsonTest['status'];
  /** The longest attempt, in ms. */
  duration: number;
  timeout: number;
  /** The first error's opening lines, colour codes removed. */
  error?: string;
  /** What the test noted in its report while it ran (`testInfo.annotations`), once each: "type: description". */
  notes: string[];
}

/** A test above this share of its time limit is named: on a slower or busier machine it may not finish. */
export const NEAR_TIMEOUT = 0.5;

// eslint-disable-next-line no-control-regex -- the ANSI colour codes Playwright puts in its messages
const ansi = /\u001b\[[0-9;]*m/g;

export function outcomes(report: JsonReport): TestOutcome[] {
  const found: TestOutcome[] = [];
  const walk = (suite: JsonSuite, path: string[]): void => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const error = test.results.find((result) => result.error?.message)?.error?.message;
        found.push({
          name: `[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}`,
          status: test.status,
          duration: Math.max(0, ...test.results.map((result) => result.duration)),
          timeout: test.timeout,
          error: error?.replace(ansi, '').split('\n').slice(0, 6).join('\n'),
          notes: [
            ...new Set(
              test.results
                .flatMap((result) => result.annotations ?? [])
                .filter((note) => !PLAYWRIGHT_ANNOTATIONS.has(note.type))
                .map((note) => (note.description ? `${note.type}: ${note.description}` : note.type)),
            ),
          ],
        });
      }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return found;
}

/** The lines to print: failures with their errors, flaky tests, tests near their limit, the slowest few. */
export function summary(report: JsonReport, slowest = 5): string[] {
  const all = outcomes(report).filter((test) => test.status !== 'skipped');
  const lines: string[] = [];
  const failed = all.filter((test) => test.status === 'unexpected');
  if (failed.length) {
    lines.push(`Failed (${failed.length}):`);
    for (const test of failed)
      lines.push(`  ${test.name}`, ...(test.error ?? 'no message').split('\n').map((line) => `      ${line}`));
  }
  const flaky = all.filter((test) => test.status === 'flaky');
  if (flaky.length) lines.push(`Passed only on a retry (${flaky.length}):`, ...flaky.map((test) => `  ${test.name}`));
  const noted = all.filter((test) => test.notes.length > 0);
  if (noted.length)
    lines.push(
      `Noted while they ran (${noted.length}):`,
      ...noted.flatMap((test) => [`  ${test.name}`, ...test.notes.map((note) => `      ${note}`)]),
    );
  const near = all.filter((test) => test.status !== 'unexpected' && test.duration > test.timeout * NEAR_TIMEOUT);
  if (near.length)
    lines.push(
      `Used over ${NEAR_TIMEOUT * 100} % of their time limit (${near.length}):`,
      ...near.map((test) => `  ${seconds(test.duration)} of ${seconds(test.timeout)}  ${test.name}`),
    );
  lines.push(
    `Slowest of ${all.length}:`,
    ...[...all]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, slowest)
      .map((test) => `  ${seconds(test.duration)}  ${test.name}`),
  );
  return lines;
}
