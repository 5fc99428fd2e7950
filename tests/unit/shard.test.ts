import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leaveInOrder } from '../../scripts/lib/build/prerender/pool.ts';
import { mergeParts } from '../../scripts/lib/build/shard/merge.ts';
import { checkParts, PART_FILE, readPart, type Part } from '../../scripts/lib/build/shard/part.ts';
import { shardOption, splitFingerprint, splitPages } from '../../scripts/lib/build/shard/split.ts';
import { BuildFailure } from '../../scripts/lib/build/stages.ts';

const ids = (count: number, from = 0): string[] => Array.from({ length: count }, (_, i) => `page-${from + i}`);
const partCosts = (split: Map<string, number>, costOf: (id: string) => number, count: number): number[] => {
  const sums = Array.from({ length: count }, () => 0);
  for (const [id, part] of split) sums[part - 1] = (sums[part - 1] ?? 0) + costOf(id);
  return sums;
};

describe('splitPages', () => {
  it('gives every page one part, whatever order the ids come in', () => {
    const pages = ids(500);
    const split = splitPages(pages, 4);
    expect([...split.keys()].sort()).toEqual([...pages].sort());
    expect(new Set(split.values())).toEqual(new Set([1, 2, 3, 4]));
    expect(splitPages([...pages].reverse(), 4)).toEqual(split);
    expect(splitFingerprint(splitPages([...pages].reverse(), 4))).toBe(splitFingerprint(split));
  });

  it('moves only a few pages when pages are added', () => {
    const before = splitPages(ids(500), 4);
    const after = splitPages(ids(510), 4);
    const moved = [...before].filter(([id, part]) => after.get(id) !== part);
    // Each of the three cuts shifts by at most the ten new pages.
    expect(moved.length).toBeLessThanOrEqual(30);
  });

  it('balances the parts by the costs the build cache measured', () => {
    const pages = ids(400);
    // One page in ten costs ten times the others.
    const costOf = (id: string): number => (Number(id.slice(5)) % 10 === 0 ? 100 : 10);
    const costs = Object.fromEntries(pages.map((id) => [id, costOf(id)]));
    const sums = partCosts(splitPages(pages, 4, costs), costOf, 4);
    const ideal = pages.reduce((sum, id) => sum + costOf(id), 0) / 4;
    for (const sum of sums) expect(Math.abs(sum - ideal)).toBeLessThanOrEqual(100);
    // By count alone, the same pages would be split otherwise.
    expect(splitFingerprint(splitPages(pages, 4, costs))).not.toBe(splitFingerprint(splitPages(pages, 4)));
  });

  it('counts a page without a measured cost as the median of those measured', () => {
    const pages = ids(100);
    const costs = Object.fromEntries(pages.slice(0, 50).map((id) => [id, 7]));
    expect(splitPages(pages, 3, costs)).toEqual(splitPages(pages, 3));
  });
});

describe('shardOption', () => {
  it('reads the part and its folder', () => {
    expect(shardOption(['--shard', '2/8', '--out', 'parts/2'])).toEqual({ index: 2, count: 8, out: 'parts/2' });
    expect(shardOption(['--clean'])).toBeUndefined();
  });
  it('refuses a part out of range, or no folder', () => {
    expect(() => shardOption(['--shard', '9/8', '--out', 'p'])).toThrow(/such as --shard 2\/8/);
    expect(() => shardOption(['--shard', '0/8', '--out', 'p'])).toThrow(/such as --shard 2\/8/);
    expect(() => shardOption(['--shard', '2/8'])).toThrow(/--out parts\/2/);
  });
});

const part = (shard: number, of: number, changes: Partial<Part> = {}): Part => ({
  format: 1,
  shard,
  of,
  inputs: 'inputs-a',
  commit: 'c'.repeat(40),
  split: 'split-a',
  paths: [],
  files: [],
  scriptHashes: [],
  frames: [],
  costs: {},
  ...changes,
});
const parts = (...made: Part[]): { dir: string; part: Part }[] => made.map((p) => ({ dir: `/tmp/parts/${p.shard}`, part: p }));

describe('checkParts', () => {
  it('takes a whole set of parts from these inputs, in any order', () => {
    expect(() => checkParts(parts(part(2, 2), part(1, 2)), 'inputs-a', 'c'.repeat(40))).not.toThrow();
  });

  it('refuses a part from another commit, naming both', () => {
    const foreign = part(2, 2, { inputs: 'inputs-b', commit: 'd'.repeat(40) });
    expect(() => checkParts(parts(part(1, 2), foreign), 'inputs-a', 'c'.repeat(40))).toThrow(
      /parts\/2 was built from something else than this checkout \(commit dddddddddddd, this checkout is at cccccccccccc\)/,
    );
  });

  it('refuses a part from other inputs of the same commit', () => {
    expect(() => checkParts(parts(part(1, 2), part(2, 2, { inputs: 'inputs-b' })), 'inputs-a', 'c'.repeat(40))).toThrow(
      /the content, the code, FORM_SERVICE_URL or the year differ/,
    );
  });

  it('refuses missing, repeated and differently counted or split parts', () => {
    expect(() => checkParts(parts(part(1, 3), part(3, 3)), 'inputs-a', undefined)).toThrow(/Part 2 of 3 is missing/);
    expect(() => checkParts(parts(part(1, 2), part(1, 2)), 'inputs-a', undefined)).toThrow(/are both part 1 of 2/);
    expect(() => checkParts(parts(part(1, 2), part(2, 3)), 'inputs-a', undefined)).toThrow(/same count/);
    expect(() => checkParts(parts(part(1, 2), part(2, 2, { split: 'split-b' })), 'inputs-a', undefined)).toThrow(
      /split the pages otherwise/,
    );
    expect(() => checkParts([], 'inputs-a', undefined)).toThrow(BuildFailure);
  });
});

describe('readPart', () => {
  it('refuses a folder that is no part, and a part of another format', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'part-'));
    expect(() => readPart(dir)).toThrow(/is not a part of a build/);
    writeFileSync(path.join(dir, PART_FILE), JSON.stringify(part(1, 1, { format: 0 })));
    expect(() => readPart(dir)).toThrow(/another version of the build/);
    writeFileSync(path.join(dir, PART_FILE), JSON.stringify(part(1, 1)));
    expect(readPart(dir).shard).toBe(1);
  });
});

describe('mergeParts', () => {
  it("refuses parts that leave some of the site's paths out", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'merge-'));
    const made = [1, 2].map((shard) => {
      const dir = path.join(root, `part-${shard}`);
      for (const folder of ['client', 'server']) mkdirSync(path.join(dir, folder), { recursive: true });
      return { dir, part: part(shard, 2, { paths: shard === 1 ? ['/'] : [] }) };
    });
    const out = path.join(root, 'build');
    mkdirSync(out);
    await expect(mergeParts(made, path.join(out, 'client'), path.join(out, 'server'))).rejects.toThrow(
      /The parts do not render this site's paths: \d+ missing/,
    );
  });
});

describe('leaveInOrder', () => {
  it("keeps each frame's first sighting, in the order of the site's paths", () => {
    expect(
      leaveInOrder([
        { frame: 'b', first: 5, leave: ['b5'] },
        { frame: '', first: 2, leave: ['root'] },
        { frame: 'b', first: 3, leave: ['b3'] },
      ]),
    ).toEqual({ '': ['root'], b: ['b3'] });
    expect(
      Object.keys(
        leaveInOrder([
          { frame: 'b', first: 1, leave: [] },
          { frame: '', first: 2, leave: [] },
        ]),
      ),
    ).toEqual(['b', '']);
  });
});
