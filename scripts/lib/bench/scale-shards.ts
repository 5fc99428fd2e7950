/**
 * `npm run bench -- --scale 10000 --shards 4`: the build spread over machines (scripts/lib/build/shard/), run
 * here one part after another as if each had a machine of its own. In a grown copy of the project
 * (scripts/lib/bench/scale.ts) it builds the site clean on one machine first, which leaves the pages'
 * costs in the build cache, then each part (split by those costs), then the merge; it prints each part's
 * time, the merge's, max(part) + merge beside the single machine's build and the speed-up against linear,
 * and checks that the merged site is the clean build's, file for file.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { imageReferencesCache } from '../images/unused.ts';
import { projectRoot } from '../paths.ts';
import { seconds } from '../figures.ts';
import { STAGES, type StageTiming } from '../build/stages.ts';
import { COPIED, growSite, SHARED } from './scale.ts';

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
const stageMs = (r: Report, key: keyof typeof STAGES): number => r.timings.find((t) => t.stage === STAGES[key].name)?.ms ?? 0;

/** The files under two folders that differ, or are in one only. */
function differing(first: string, second: string): { differ: string[]; files: number } {
  const list = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  const names = [...new Set([...list(first), ...list(second)])];
  const differ = names.filter((name) => {
    try {
      return !readFileSync(path.join(first, name)).equals(readFileSync(path.join(second, name)));
    } catch {
      return true;
    }
  });
  return { differ, files: names.length };
}

/** Builds a grown copy clean, then in `count` parts and their merge; prints the figures. */
export function benchShards(pages: number, count: number): void {
  const root = mkdtempSync(path.join(tmpdir(), `bench-shards-${pages}-`));
  try {
    for (const item of COPIED) cpSync(path.join(projectRoot, item), path.join(root, item), { recursive: true });
    mkdirSync(path.join(projectRoot, '.cache'), { recursive: true });
    for (const item of SHARED) symlinkSync(path.join(projectRoot, item), path.join(root, item));
    const built = growSite(root, pages);
    console.log(`\n▸ ${built.toLocaleString('en-US')} pages: one machine, clean`);
    const singleMs = build(root, ['--clean']);
    const single = report(path.join(root, 'dist', 'build-report.json'));
    const clean = realpathSync(path.join(root, 'dist', 'client'));
    const rows: string[] = [];
    const partMs: number[] = [];
    for (let index = 1; index <= count; index++) {
      console.log(`▸ part ${index} of ${count}`);
      const out = path.join(root, 'parts', String(index));
      const wallMs = build(root, ['--shard', `${index}/${count}`, '--out', out]);
      const part = report(path.join(out, 'build-report.json'));
      const rendered = (JSON.parse(readFileSync(path.join(out, 'part.json'), 'utf8')) as { paths: string[] }).paths.length;
      partMs.push(wallMs);
      rows.push(
        `| part ${index} | ${rendered.toLocaleString('en-US')} | ${seconds(wallMs)} | ${seconds(stageMs(part, 'validate') + stageMs(part, 'types'))} | ${seconds(stageMs(part, 'client') + stageMs(part, 'server'))} | ${seconds(stageMs(part, 'prerender'))} |`,
      );
    }
    console.log('▸ merge');
    const mergeMs = build(root, ['--merge', ...Array.from({ length: count }, (_, i) => path.join(root, 'parts', String(i + 1)))]);
    const merged = report(path.join(root, 'dist', 'build-report.json'));
    rows.push(
      `| merge | ${built.toLocaleString('en-US')} | ${seconds(mergeMs)} | — | — | joining ${seconds(stageMs(merged, 'merge'))}, host files ${seconds(stageMs(merged, 'hostConfig'))}, precompress ${seconds(stageMs(merged, 'precompress'))} |`,
    );
    const same = differing(clean, path.join(root, 'dist', 'client'));
    const spread = Math.max(...partMs) + mergeMs;
    console.log(
      [
        '',
        `| ${count} parts of ${built.toLocaleString('en-US')} pages | pages rendered | wall time | validate + types | client + server bundles | prerender |`,
        '|---|---|---|---|---|---|',
        ...rows,
        '',
        `One machine, clean: ${seconds(singleMs)} (prerender ${seconds(stageMs(single, 'prerender'))}).`,
        `Spread over ${count} machines: max(part) + merge = ${seconds(spread)}; speed-up ${(singleMs / spread).toFixed(2)}× of ${count}× (${Math.round((singleMs / spread / count) * 100)} % of linear).`,
        same.differ.length
          ? `The merged site differs from the clean build in ${same.differ.length} of ${same.files} files: ${same.differ.slice(0, 10).join(', ')}`
          : `The merged site and the clean build are identical: ${same.files} files, byte for byte.`,
        `Load average at the end: ${loadavg()
          .map((n) => n.toFixed(1))
          .join(', ')} (the parts ran one after another on this machine, which others share).`,
      ].join('\n'),
    );
    if (same.differ.length) process.exitCode = 1;
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
