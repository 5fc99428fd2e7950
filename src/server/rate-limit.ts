/**
 * A sliding-window limit on posts per client address, held in memory: enough to stop a script
 * from filling the inbox, without a database. It resets when the server restarts.
 */
export interface RateLimit {
  /** How many posts one address may make within the window. */
  max: number;
  windowMs: number;
}

/** Addresses remembered at most; beyond it the longest-idle are forgotten first. */
const MAX_TRACKED = 10_000;

export function createRateLimiter({ max, windowMs }: RateLimit) {
  const hits = new Map<string, number[]>();

  return {
    /** Records a post and says whether it is allowed; when not, how long until the next one is. */
    take(key: string, now: number): { allowed: true } | { allowed: false; retryAfterMs: number } {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        return { allowed: false, retryAfterMs: windowMs - (now - recent[0]) };
      }
      recent.push(now);
      // Re-inserting keeps the Map ordered from longest idle to most recent.
      hits.delete(key);
      hits.set(key, recent);
      for (const k of hits.keys()) {
        if (hits.size <= MAX_TRACKED) break;
        hits.delete(k);
      }
      return { allowed: true };
    },
  };
}
