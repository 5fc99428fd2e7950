/**
 * A sliding-window limit on posts per client address, held in memory: enough to stop a script
 * from filling the inbox, without a database. It resets when the server restarts.
 */
import { isIPv6 } from 'node:net';
export interface RateLimit {
  /** How many posts one address may make within the window. */
  max: number;
  windowMs: number;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Addresses remembered at most; beyond it the longest-idle are forgotten first. */
const MAX_TRACKED = 10_000;

export function createRateLimiter({ max, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>();
  const recentHits = (key: string, now: number): number[] => (hits.get(key) ?? []).filter((t) => now - t < windowMs);

  /** Whether one more post is allowed now, without counting one. */
  function check(key: string, now: number): Verdict {
    const recent = recentHits(key, now);
    return recent.length >= max ? { allowed: false, retryAfterMs: windowMs - (now - recent[0]) } : { allowed: true };
  }

  /** Counts one post. */
  function record(key: string, now: number): void {
    const recent = recentHits(key, now);
    recent.push(now);
    // Re-inserting keeps the Map ordered from longest idle to most recent.
    hits.delete(key);
    hits.set(key, recent);
    for (const k of hits.keys()) {
      if (hits.size <= MAX_TRACKED) break;
      hits.delete(k);
    }
  }

  /** Takes back a post counted at `at`, as if it had never been made. */
  function forget(key: string, at: number): void {
    const times = hits.get(key);
    const i = times?.indexOf(at) ?? -1;
    if (times && i >= 0) times.splice(i, 1);
  }

  /** Forgets every post counted for `key`. */
  function clear(key: string): void {
    hits.delete(key);
  }

  return { check, record, forget, clear, recent: recentHits };
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/%.*$/, '');
  if (!isIPv6(bare)) return null;
  // A dotted IPv4 tail (::ffff:192.0.2.1) is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(bare);
  const text = dotted
    ? `${bare.slice(0, dotted.index)}${((+dotted[1] << 8) | +dotted[2]).toString(16)}:${((+dotted[3] << 8) | +dotted[4]).toString(16)}`
    : bare;
  const [head, tail] = text.split('::');
  const part = (s: string | undefined): number[] => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const before = part(head);
  const after = part(tail);
  return tail === undefined ? before : [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/**
 * What the limit counts posts by: an IPv4 address, or an IPv6 address's /64 network. One subscriber
 * is given a whole /64 (2^64 addresses), so counting single IPv6 addresses would let one client post
 * without end. An IPv4 address written as IPv6 (::ffff:a.b.c.d) counts as that IPv4 address.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
