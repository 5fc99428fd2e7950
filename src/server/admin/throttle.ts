/**
 * Failed sign-ins slow down whoever makes them, per account and per address, without ever locking an
 * account for good: the first few are free, then each one makes the next wait longer (1 s, 2 s, 4 s …
 * up to `MAX_DELAY_MS`), and an account takes at most `MAX_FAILURES_PER_HOUR` failures an hour
 * whoever makes them. A wait is told in words; nothing is checked during it.
 *
 * Accounts are counted by the email typed, whether or not an account has it, so the answers are the
 * same for an unknown address as for a known one.
 */
import { createRateLimiter, rateLimitKey } from '../rate-limit.ts';

const HOUR_MS = 60 * 60_000;
export const MAX_FAILURES_PER_HOUR = 100;
const MAX_DELAY_MS = 30_000;
/** Failures before waits begin: a person mistyping; more from an address, which several people may share. */
const FREE_PER_ACCOUNT = 3;
const FREE_PER_ADDRESS = 10;

/** The wait after `failures` failures, when `free` are free. */
const delayAfter = (failures: number, free: number): number =>
  failures < free ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (failures - free));

export function createSignInThrottle() {
  const accounts = createRateLimiter({ max: MAX_FAILURES_PER_HOUR, windowMs: HOUR_MS });
  const addresses = createRateLimiter({ max: Number.MAX_SAFE_INTEGER, windowMs: HOUR_MS });
  const accountKey = (email: string): string => email.trim().toLowerCase();

  const waitFor = (times: number[], free: number, now: number): number =>
    times.length === 0 ? 0 : times[times.length - 1] + delayAfter(times.length, free) - now;

  return {
    /** How many milliseconds a sign-in to `email` from `address` must wait still; 0 when it may go ahead. */
    wait(email: string, address: string, now: number): number {
      const verdict = accounts.check(accountKey(email), now);
      const capped = verdict.allowed ? 0 : verdict.retryAfterMs;
      const account = waitFor(accounts.recent(accountKey(email), now), FREE_PER_ACCOUNT, now);
      const from = waitFor(addresses.recent(rateLimitKey(address), now), FREE_PER_ADDRESS, now);
      return Math.max(0, capped, account, from);
    },
    /**
     * Counts a sign-in as failed before its password is checked, so that attempts sent side by side all
     * see each other; `succeeded` takes it back.
     */
    attempted(email: string, address: string, now: number): void {
      accounts.record(accountKey(email), now);
      addresses.record(rateLimitKey(address), now);
    },
    /** The attempt counted at `now` succeeded: the account's failures no longer slow it down, nor does it count for the address. */
    succeeded(email: string, address: string, now: number): void {
      accounts.clear(accountKey(email));
      addresses.forget(rateLimitKey(address), now);
    },
    /**
     * A password was right but a one-time code is still to come: the address is cleared of the attempt,
     * the account is not, so that guesses at the code slow down across passwords typed again.
     */
    halfway(address: string, now: number): void {
      addresses.forget(rateLimitKey(address), now);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

/** A wait in words: "12 seconds", "3 minutes". */
export function waitInWords(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}
