/**
 * Pictures in public/images that no content names: left over after a page changed its picture, or
 * placeholder art of a page or menu entry that was removed. Worth a warning, never an error: a picture
 * may be put in place before the page that uses it.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { usedImageSources } from './references.ts';
import { projectRoot, relative } from '../paths.ts';
import { fileProblem, type Problem } from '../../../src/validation/index.ts';
import type { ContentRoots } from '../content/validate/index.ts';
import { sha256 } from '../hash.ts';

const PICTURE = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;

/** Where the pictures each content file names are kept, by the content folder's absolute path: copies of the project (the scale bench's) share .cache/. */
export const imageReferencesCache = (content: string): string =>
  path.join(projectRoot, '.cache', 'image-references', `${sha256(path.resolve(content)).slice(0, 16)}.json`);

export function unusedImages(roots: ContentRoots): Problem[] {
  const imagesDir = path.join(roots.public, 'images');
  if (!existsSync(imagesDir)) return [];
  const used = usedImageSources(roots.content, imageReferencesCache(roots.content));
  return readdirSync(imagesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && PICTURE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !used.has(`/${path.relative(roots.public, file).split(path.sep).join('/')}`))
    .sort()
    .map((file) => ({
      ...fileProblem(
        relative(file),
        'unused-image',
        'no page and nothing in site.json uses this picture.',
        'Use it, or delete the file.',
      ),
      severity: 'warning' as const,
    }));
}
