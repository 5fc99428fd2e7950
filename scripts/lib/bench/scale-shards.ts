/**
 * `npm run bench -- --scale 10000 --shards 4`: the build spread over machines (scripts/lib/build/shard/), run
 * here one part after another as if each had a machine of its own. In a grown copy of the project
 * (scripts/lib/bench/scale.ts) it builds the site clean on one machine first, which leaves the pages'
 * costs in the build cache, then each part (split by those costs), then the merge; it prints each part's
 * time, the merge's, max(part) + merge beside the single machine's build and the speed-up against linear,
 * and checks that the merged site is the clean build's, file for file.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { imageReferencesCache } from '../images/unused.ts';
import { seconds } from '../figures.ts';
import { STAGES, type StageTiming } from '../build/stages.ts';
import { copyProject, growSite } from './scale.ts';

interface Report {
  timings: StageTiming[];
  totalMs: number;
}

/** One build in the copy, as `npm run build` runs it; its wall time as the bench saw it. */
function build(root: string, args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`npm run build -- ${args.join(' ')} failed:\n${run.stderr.slice(-4000)}`);
  return performance.now() - started;
}

const report = (file: string): Report => JSON.parse(readFileSync(file, 'utf8')) as Report;
/** CPU time of the build's processes and threads over all its stages: on a shared machine, steadier than wall time. */
const cpuMs = (r: Report): number => r.timings.reduce((sum, t) => sum + t.cpuMs, 0);
const stageMs = (r: Report, key: keyof typeof STAGES): number => r.timings.find((t) => t.stage === STAGES[key].name)?.ms ?? 0;

/** Every file under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The files that differ between two builds' client folders (or are in one only), by their relative paths. */
export function differences(first: string, second: string): { differing: string[]; files: number } {
  const names = [...new Set([...filesUnder(first), ...filesUnder(second)])].sort();
  const differing = names.filter((name) => {
    try {
      return !readFileSync(path.join(first, name)).equals(readFileSync(path.join(second, name)));
    } catch {
      return true;
    }
  });
  return { differing, files: names.length };
}

export interface InParts {
  /** The clean build's client folder, and its wall time and report. */
  clean: string;
  singleMs: number;
  single: Report;
  /** Each part's folder, wall time and report. */
  parts: string[];
  partMs: number[];
  partReports: Report[];
  /** The merged build's client folder, and its wall time and report. */
  merged: string;
  mergeMs: number;
  merge: Report;
}

/**
 * In a copy of the project (scripts/lib/bench/scale.ts, copyProject): a clean build on one machine, which
 * leaves the pages' costs in the build cache, then `count` parts one after another (split by those
 * costs), then their merge.
 */
export function buildInParts(root: string, count: number): InParts {
  const singleMs = build(root, ['--clean']);
  const single = report(path.join(root, 'dist', 'build-report.json'));
  const clean = realpathSync(path.join(root, 'dist', 'client'));
  const parts = Array.from({ length: count }, (_, i) => path.join(root, 'parts', String(i + 1)));
  const partMs = parts.map((out, i) => build(root, ['--shard', `${i + 1}/${count}`, '--out', out]));
  const partReports = parts.map((out) => report(path.join(out, 'build-report.json')));
  const mergeMs = build(root, ['--merge', ...parts]);
  const merge = report(path.join(root, 'dist', 'build-report.json'));
  return {
    clean,
    singleMs,
    single,
    parts,
    partMs,
    partReports,
    merged: realpathSync(path.join(root, 'dist', 'client')),
    mergeMs,
    merge,
  };
}

/** Builds a grown copy clean, then in `count` parts and their merge; prints the figures. */
export function benchShards(pages: number, count: number): void {
  const root = mkdtempSync(path.join(tmpdir(), `bench-shards-${pages}-`));
  try {
    copyProject(root);
    const built = growSite(root, pages);
    console.log(
      `\n▸ ${built.toLocaleString('en-US')} pages: one machine, clean, then ${count} parts one after another, then the merge`,
    );
    const run = buildInParts(root, count);
    const rows = run.parts.map((out, i) => {
      const part = run.partReports[i] as Report;
      const rendered = (JSON.parse(readFileSync(path.join(out, 'part.json'), 'utf8')) as { paths: string[] }).paths.length;
      return `| part ${i + 1} | ${rendered.toLocaleString('en-US')} | ${seconds(run.partMs[i] ?? 0)} | ${seconds(cpuMs(part))} | ${seconds(stageMs(part, 'validate') + stageMs(part, 'types'))} | ${seconds(stageMs(part, 'client') + stageMs(part, 'server'))} | ${seconds(stageMs(part, 'prerender'))} |`;
    });
    rows.push(
      `| merge | ${built.toLocaleString('en-US')} | ${seconds(run.mergeMs)} | ${seconds(cpuMs(run.merge))} | — | — | joining ${seconds(stageMs(run.merge, 'merge'))}, host files ${seconds(stageMs(run.merge, 'hostConfig'))}, precompress ${seconds(stageMs(run.merge, 'precompress'))} |`,
    );
    const same = differences(run.clean, run.merged);
    const spread = Math.max(...run.partMs) + run.mergeMs;
    console.log(
      [
        '',
        `| ${count} parts of ${built.toLocaleString('en-US')} pages | pages rendered | wall time | CPU | validate + types | client + server bundles | prerender |`,
        '|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `One machine, clean: ${seconds(run.singleMs)}, CPU ${seconds(cpuMs(run.single))} (prerender ${seconds(stageMs(run.single, 'prerender'))}).`,
        `Spread over ${count} machines: max(part) + merge = ${seconds(spread)}; speed-up ${(run.singleMs / spread).toFixed(2)}× of ${count}× (${Math.round((run.singleMs / spread / count) * 100)} % of linear).`,
        same.differing.length
          ? `The merged site differs from the clean build in ${same.differing.length} of ${same.files} files: ${same.differing.slice(0, 10).join(', ')}`
          : `The merged site and the clean build are identical: ${same.files} files, byte for byte.`,
        `Load average at the end: ${loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')} (the parts ran one after another on this machine, which others share).`,
      ].join('\n'),
    );
    if (same.differing.length) process.exitCode = 1;
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(imageReferencesCache(path.join(root, 'content')), { force: true });
  }
}

/** `--shards 4`: how many parts the scale bench spreads its build over, instead of its usual figures. */
export function shardsOption(argv: string[]): number | undefined {
  const at = argv.indexOf('--shards');
  if (at < 0) return undefined;
  const count = Number(argv[at + 1]);
  if (!Number.isInteger(count) || count < 1)
    throw new Error(`--shards takes a number of parts, such as --shards 4 (got "${argv[at + 1] ?? ''}").`);
  return count;
}
