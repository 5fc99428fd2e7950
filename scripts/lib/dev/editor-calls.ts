/**
 * The endpoint's calls, by name: the listing of pages, files and pictures, opening, checking and saving a
 * content file, uploading a picture, and making or moving a page as the content chores do.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ContentChoreError, movePage, newPage } from '../content/pages-admin.ts';
import { readContentText } from '../content/validate/read.ts';
import { sha256 } from '../hash.ts';
import { contentDir, projectRoot, publicDir, relative, schemasDir } from '../paths.ts';
import { writeAtomic } from '../write-atomic.ts';
import { breaksElsewhere, checkFiles, contentTexts, problemsWith } from './editor-check.ts';
import { editableFile } from './editor-guard.ts';
import { editedText } from './editor-text.ts';
import { cleanImageName, cleanPicture } from './editor-upload.ts';

export const imagesDir = path.join(publicDir, 'images');

export const hashOf = (text: string | Buffer): string => sha256(text).slice(0, 16);

/** A content file's text, read as the content gate reads it; its problem (a link out, a pipe, a huge file) refused in words. */
function contentFileText(file: string): string {
  try {
    return readContentText(file, contentDir);
  } catch (error) {
    throw new ContentChoreError((error as Error).message);
  }
}

export const readJson = (file: string): Record<string, unknown> => JSON.parse(contentFileText(file)) as Record<string, unknown>;

function jsonFiles(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? jsonFiles(full) : entry.name.endsWith('.json') ? [full] : [];
    })
    .sort();
}

export interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
}

/** The keys of a record by their value. */
function groupKeys(record: Record<string, string>): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of Object.entries(record)) {
    const keys = grouped.get(value);
    if (keys) keys.push(key);
    else grouped.set(value, [key]);
  }
  return grouped;
}

/**
 * Each page's title as last read, with the time its file was changed then: every editor that opens lists
 * every page, and reading 10,000 pages for their titles took a second each time.
 */
const titles = new Map<string, { modified: number; title: string }>();

function titleOf(file: string, modified: number): string {
  const known = titles.get(file);
  if (known?.modified === modified) return known.title;
  let title = '';
  try {
    title = String(readJson(file).title ?? '');
  } catch {
    // A page that is not valid JSON is still listed, so it can be opened and mended.
  }
  titles.set(file, { modified, title });
  return title;
}

/** What /edit lists: every page with its addresses, and every other content file. */
function listing() {
  const manifest = readJson(path.join(contentDir, 'routes.json')) as unknown as Manifest;
  // Indexed once: looked up per page, the manifest's lists made the listing grow with the square of the site.
  const pathsOf = groupKeys(manifest.routes);
  const aliasesOf = groupKeys(manifest.aliases);
  const pages = jsonFiles(path.join(contentDir, 'pages')).map((file) => {
    const id = path.basename(file, '.json');
    const paths = pathsOf.get(id) ?? [];
    const modified = statSync(file).mtimeMs;
    return {
      id,
      file: relative(file),
      title: titleOf(file, modified),
      paths,
      aliases: paths.flatMap((p) => aliasesOf.get(p) ?? []),
      modified,
    };
  });
  const files = jsonFiles(contentDir)
    .filter((file) => path.dirname(file) !== path.join(contentDir, 'pages'))
    .map((file) => ({ file: relative(file), modified: statSync(file).mtimeMs }));
  return { pages, files, manifest };
}

/** Every picture under public/images, with its size in bytes, for the image picker. */
function pictures(): { src: string; bytes: number }[] {
  const found: { src: string; bytes: number }[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(?:jpg|jpeg|png|webp|svg)$/.test(entry.name))
        found.push({ src: `/${path.relative(publicDir, full).split(path.sep).join('/')}`, bytes: statSync(full).size });
    }
  };
  walk(imagesDir);
  return found.sort((a, b) => a.src.localeCompare(b.src));
}

const roots = { content: contentDir, schemas: schemasDir, public: publicDir };

type Handler = (body: Record<string, unknown>) => Promise<unknown> | unknown;

export function handlers(): Record<string, Handler> {
  const contentText = (file: unknown): { file: string; absolute: string; text: string } => {
    const absolute = editableFile(projectRoot, String(file));
    if (!absolute.endsWith('.json')) throw new ContentChoreError(`${String(file)} is not a content file.`);
    if (!existsSync(absolute)) throw new ContentChoreError(`${String(file)} does not exist.`);
    return { file: String(file), absolute, text: contentFileText(absolute) };
  };
  return {
    list: () => ({ ...listing(), pictures: pictures() }),
    // Asked for by the check's worker (src/editor/check-worker.ts), whose thread parses them, not the editor's.
    'check-files': ({ file }) => checkFiles(roots, String(contentText(file).file)),
    texts: ({ files }) => contentTexts(roots, files),
    open: ({ file }) => {
      const { text } = contentText(file);
      return { text, hash: hashOf(text) };
    },
    // The text a save would write, and what the build would say of it.
    check: async ({ file, value }) => {
      const { absolute, text } = contentText(file);
      const next = await editedText(text, value, absolute);
      return { text: next, base: text, hash: hashOf(text), ...problemsWith(roots, String(file), next) };
    },
    save: async ({ file, value, hash }) => {
      const { absolute, text } = contentText(file);
      if (hash !== hashOf(text)) return { conflict: true, text, hash: hashOf(text) };
      const next = await editedText(text, value, absolute);
      const { problems, elsewhere } = problemsWith(roots, String(file), next);
      if (problems.length) return { refused: true, problems };
      const breaks = breaksElsewhere(roots, String(file), elsewhere);
      if (breaks) throw new ContentChoreError(breaks);
      if (next !== text) writeAtomic(absolute, next);
      return { saved: next !== text, text: next, hash: hashOf(next) };
    },
    upload: async ({ folder, name, data }) => {
      const cleanFolder = String(folder ?? 'uploads')
        .split('/')
        .map((part) => cleanImageName(`${part}.jpg`).replace(/\.jpg$/, ''))
        .join('/');
      const target = `public/images/${cleanFolder}/${cleanImageName(String(name))}`;
      const absolute = editableFile(projectRoot, target);
      const bytes = await cleanPicture(Buffer.from(String(data), 'base64'), target);
      if (existsSync(absolute) && hashOf(readFileSync(absolute)) !== hashOf(bytes))
        throw new ContentChoreError(`${target} exists already and is another picture: rename the file and try again.`);
      writeAtomic(absolute, bytes);
      return { src: target.slice('public'.length) };
    },
    'new-page': async ({ path: pagePath, title }) => {
      // Exactly `npm run new-page`: the page, its route and the stand-in picture its hero shows.
      return newPage(contentDir, publicDir, String(pagePath), String(title ?? ''));
    },
    'move-page': ({ from, to }) => movePage(contentDir, String(from), String(to)),
  };
}
