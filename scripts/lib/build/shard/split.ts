/**
 * Which part of a build spread over machines renders which page. Each machine works the split out alone,
 * so it must follow from what they all share: the page ids, and the pages' render costs the build cache
 * measured (dist/build-cache.json), the same on every machine that starts from the same cache.
 *
 * The pages are laid out in the order of their ids' hashes, which no other page changes, and the line is
 * cut into parts of equal cost: a page added or removed moves only the pages at the cuts, and a part of
 * costly pages holds fewer of them. A page the cache has no cost for counts as the median of those it has.
 */
import { sha256 } from '../../hash.ts';

export interface Shard {
  /** 1 to `count`. */
  index: number;
  count: number;
}

/** `--shard 2/8`: the part to build, with the folder it goes to (`--out`). */
export function shardOption(argv: string[]): (Shard & { out: string }) | undefined {
  const at = argv.indexOf('--shard');
  if (at < 0) return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(argv[at + 1] ?? '');
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || index > count)
    throw new Error(`--shard takes the part to build and how many there are, such as --shard 2/8 (got "${argv[at + 1] ?? ''}").`);
  const outAt = argv.indexOf('--out');
  const out = outAt < 0 ? undefined : argv[outAt + 1];
  if (!out || out.startsWith('--'))
    throw new Error(`--shard ${index}/${count} needs a folder to write the part to, such as --out parts/${index}.`);
  return { index, count, out };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] ?? 1) + (sorted[middle] ?? 1)) / 2;
}

/**
 * Each page's part (1 to `count`). A page goes to the part its cost's midpoint falls in, so a page is never
 * cut in two and the parts' costs differ by at most about one page's.
 */
export function splitPages(
  pageIds: Iterable<string>,
  count: number,
  costs: Readonly<Record<string, number>> = {},
): Map<string, number> {
  const ids = [...new Set(pageIds)];
  const known = ids.map((id) => costs[id]).filter((cost): cost is number => cost !== undefined && cost > 0);
  const fallback = known.length ? median(known) : 1;
  const costOf = (id: string): number => {
    const cost = costs[id];
    return cost !== undefined && cost > 0 ? cost : fallback;
  };
  const placed = ids.map((id) => ({ id, at: sha256(id) })).sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  const total = placed.reduce((sum, { id }) => sum + costOf(id), 0);
  const parts = new Map<string, number>();
  let before = 0;
  for (const { id } of placed) {
    const cost = costOf(id);
    parts.set(id, Math.min(count, Math.floor(((before + cost / 2) / total) * count) + 1));
    before += cost;
  }
  return parts;
}

/** A fingerprint of a split, the same on every machine that split the pages alike. */
export const splitFingerprint = (parts: ReadonlyMap<string, number>): string =>
  sha256(
    [...parts]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([id, part]) => `${id}\0${part}`)
      .join('\0'),
  );
