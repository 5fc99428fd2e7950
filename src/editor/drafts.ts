/**
 * Unsaved work, kept in the browser under the file and the hash of the text it was made from: it is
 * offered back after a reload or a crash, and only while the file on disk is still that text.
 */
export interface Draft {
  value: unknown;
  /** When it was last kept, in milliseconds since 1970. */
  at: number;
}

export const draftKey = (file: string, hash: string): string => `editor-draft:${file}:${hash}`;

export function readDraft(key: string): Draft | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as Draft) : null;
  } catch {
    return null;
  }
}

export function keepDraft(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, at: Date.now() } satisfies Draft));
  } catch {
    // A full or blocked storage keeps nothing; the page still warns before it is left.
  }
}

export function forgetDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

/** The latest unsaved work kept for `file` in this browser, whichever text it was made from (another tab's, say). */
export function latestDraftOf(file: string): Draft | null {
  try {
    const prefix = draftKey(file, '');
    let latest: Draft | null = null;
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      const draft = key?.startsWith(prefix) ? readDraft(key) : null;
      if (draft && (!latest || draft.at > latest.at)) latest = draft;
    }
    return latest;
  } catch {
    return null;
  }
}
