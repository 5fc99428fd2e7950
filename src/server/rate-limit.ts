/**
 * A sliding-window limit on posts per client address, held in memory: enough to stop a script
 * from filling the inbox, without a database. It resets when the server restarts.
 */
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

  return { check, record, forget };
}
