import type { ImageManifestEntry } from 'virtual:image-manifest';
import { imageEntriesUrl } from './image-entries-url.ts';

/**
 * The size and WebP variants of each picture, as far as this page knows them.
 *
 * No visit needs every picture's: a prerendered page carries the entries of the pictures it shows
 * (recorded while it renders, sent in its page data), another page's content file those it names
 * (src/content/pages.ts), and the others are fetched by folder (imageEntriesUrl) when something is to
 * show them: a page's that its file did not bring (the development server sends none), the
 * collections' once loaded (src/content/collections.ts), the menu cards' once the wide screen's menu
 * is up, or a picture the page did not know (a changed filter), which then renders again with its
 * entry. The whole manifest
 * (virtual:image-manifest) is loaded only where every picture may be shown: the server render and
 * the editor's preview.
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

/** Calls `listener` whenever entries arrive: a picture rendered without one renders again (src/ui/Image.tsx). */
export const subscribeToImageEntries = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
/** Changes whenever entries arrive. */
export const imageEntriesVersion = (): number => version;

/** Each folder's entries, asked for once; a failed download is not kept, so the next call tries again. */
const folders = new Map<string, Promise<void>>();

function loadFolder(url: string): Promise<void> {
  let loading = folders.get(url);
  if (!loading) {
    loading = fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`The sizes of the pictures at ${url} could not be loaded (${response.status}).`);
        return response.json() as Promise<Entries>;
      })
      .then(addImageEntries, (error: unknown) => {
        folders.delete(url);
        throw error;
      });
    folders.set(url, loading);
  }
  return loading;
}

/** Loads the entries of the pictures not known here yet: their folders' files, each once, all at once. */
export async function loadImageEntries(srcs: Iterable<string>): Promise<void> {
  const urls = new Set<string>();
  // Only the site's own pictures have entries: an empty path (a picture not chosen yet, in the editor) has no folder to ask for.
  for (const src of srcs) if (isSitePicture(src) && !(src in known)) urls.add(imageEntriesUrl(src));
  await Promise.all([...urls].map(loadFolder));
}

/**
 * The same ahead of need (a picture that appears late, the menu's cards): a failure leaves the picture
 * showing its original file, at its own size, and the next call tries again.
 */
export const fetchImageEntriesAhead = (srcs: Iterable<string>): void => void loadImageEntries(srcs).catch(() => undefined);

/** A path to a picture under public/images, the pictures the build makes sizes of. */
const isSitePicture = (src: string): boolean => src.startsWith('/images/');

/** Every picture path named anywhere in some content (a page's blocks, say): the `src` of its images. */
export function picturesIn(content: unknown): string[] {
  if (Array.isArray(content)) return content.flatMap(picturesIn);
  if (typeof content !== 'object' || content === null) return [];
  return Object.entries(content).flatMap(([key, value]) =>
    key === 'src' && typeof value === 'string' && isSitePicture(value) ? [value] : picturesIn(value),
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
