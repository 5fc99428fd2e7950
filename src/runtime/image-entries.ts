import { useEffect, useSyncExternalStore } from 'react';
import type { ImageManifestEntry } from 'virtual:image-manifest';

/**
 * The size and WebP variants of each picture (virtual:image-manifest), as far as this page knows them.
 *
 * The whole manifest names every picture of the site; a first visit needs only its page's. So a
 * prerendered page carries the entries of the pictures it shows (recorded while it renders, sent in
 * its page data), and the whole manifest loads only when something else is to be shown: before
 * another page renders (src/content/pages.ts), or when a picture the page did not show appears (a
 * changed filter, a hover card), which then re-renders with its entry.
 */
type Entries = Record<string, ImageManifestEntry | undefined>;

const known: Entries = {};
let recorded: Set<string> | null = null;

/** The entry of a picture, if known here; rendering notes it while the server records. */
export function imageEntry(src: string): ImageManifestEntry | undefined {
  recorded?.add(src);
  return known[src];
}

let version = 0;
const listeners = new Set<() => void>();

export function addImageEntries(entries: Entries): void {
  Object.assign(known, entries);
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const currentVersion = (): number => version;

/** A picture's entry, for a component: one not known yet is loaded, and the component renders again with it. */
export function useImageEntry(src: string): ImageManifestEntry | undefined {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  const entry = imageEntry(src);
  useEffect(() => {
    if (!entry) fetchAllImageEntriesAhead();
  }, [entry]);
  return entry;
}

let wholeManifest: Promise<void> | undefined;

/**
 * Loads every picture's entry, once: before a page renders in the browser (src/content/pages.ts).
 * A failed download is not kept, so the next call tries again rather than failing every later page.
 */
export const loadAllImageEntries = (): Promise<void> =>
  (wholeManifest ??= import('virtual:image-manifest').then(
    ({ default: manifest }) => addImageEntries(manifest),
    (error: unknown) => {
      wholeManifest = undefined;
      throw error;
    },
  ));

/** Starts that download ahead of need (a picture shown late, a link reached for, the menu's cards); a failure waits for the next. */
export const fetchAllImageEntriesAhead = (): void => void loadAllImageEntries().catch(() => undefined);

/** Every picture path named anywhere in some content (a page's blocks, say): the `src` of its images. */
export function picturesIn(content: unknown): string[] {
  if (Array.isArray(content)) return content.flatMap(picturesIn);
  if (typeof content !== 'object' || content === null) return [];
  return Object.entries(content).flatMap(([key, value]) =>
    key === 'src' && typeof value === 'string' && value.startsWith('/images/') ? [value] : picturesIn(value),
  );
}

/**
 * Renders `render` while noting the pictures it shows, and returns their entries with the result, for
 * the page data; with them the entries of `alsoNamed`, pictures the page may show only once it runs
 * (a slideshow's later slides).
 */
export async function recordImageEntries<T>(
  render: () => Promise<T>,
  alsoNamed: string[] = [],
): Promise<{ result: T; images: Entries }> {
  recorded = new Set(alsoNamed);
  try {
    const result = await render();
    return { result, images: Object.fromEntries([...recorded].sort().map((src) => [src, known[src]])) };
  } finally {
    recorded = null;
  }
}
