/**
 * What the inbox keeps and for how long: leads older than the retention setting (an owner sets it in
 * the back office) and spam older than 30 days are deleted, everywhere, by the server at start and daily.
 */
import { leadKey, type LeadStore } from './store.ts';

export const SPAM_KEPT_MS = 30 * 24 * 60 * 60_000;

/** Deletes what the retention setting and the spam folder's 30 days no longer keep; resolves to how many. */
export async function deleteExpired(store: LeadStore, now: number): Promise<number> {
  const { retentionMonths } = await store.settings();
  const old = retentionMonths
    ? await store.leads({ until: new Date(new Date(now).setUTCMonth(new Date(now).getUTCMonth() - retentionMonths)).getTime() })
    : [];
  const spam = await store.leads({ spam: true, until: now - SPAM_KEPT_MS });
  const keys = [...new Set([...old, ...spam].map(leadKey))];
  return keys.length > 0 ? store.remove(keys) : 0;
}
