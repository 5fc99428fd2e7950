/**
 * Every picture's entry at once, for where any picture may be shown (the server render, the editor's
 * preview). A module of its own: the site's collections (and so the feeds' script, which Vite bundles with
 * its configuration) import the rest of the store, and the configuration's bundler cannot resolve the
 * virtual module, which only the site's build and development server provide.
 */
import { addImageEntries } from './image-entries.ts';

let wholeManifest: Promise<void> | undefined;

/**
 * Loads every picture's entry, once: where any picture may be shown (the server render, the editor's
 * preview). A failed download is not kept, so the next call tries again.
 */
export const loadAllImageEntries = (): Promise<void> =>
  (wholeManifest ??= import('virtual:image-manifest').then(
    ({ default: manifest }) => addImageEntries(manifest),
    (error: unknown) => {
      wholeManifest = undefined;
      throw error;
    },
  ));
