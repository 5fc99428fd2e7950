/**
 * The pictures the content names: every `{ "src": "/images/..." }` of every content file. Stand-in
 * pictures are drawn for them (scripts/lib/images/placeholders/), and pictures that no content names
 * are warned about (scripts/lib/images/unused.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readContentText } from '../content/validate/read.ts';
import type { Focus } from '../../../src/ui/focus.ts';
import { writeAtomic } from '../write-atomic.ts';

export type ImageRole = 'slide' | 'default';

/** What the content says about a picture, from its first mention: the motif and the sun's place follow it. */
export interface Subject {
  /** Its alt text: words such as "market", "desert" or "city" choose what is drawn. */
  alt?: string;
  /** Its focus point (schemas/defs/image.schema.json): the sun or moon is drawn there. */
  focus?: Focus;
}

export interface ImageReference extends Subject {
  /** Site path, such as /images/home/paris.jpg. */
  src: string;
  /** 'slide' when at least one reference sits in a `slides` array (a full-width hero picture). */
  role: ImageRole;
  /** Project-relative files that mention it. */
  files: string[];
}

export interface ReferenceScan {
  references: ImageReference[];
  /** Files that could not be read as JSON; reported, not fatal for the others. */
  failures: { file: string; message: string }[];
}

/** Every JSON file under the content folder, at any depth, in name order. */
export function contentJsonFiles(contentDir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) files.push(full);
    }
  };
  if (existsSync(contentDir)) walk(contentDir);
  return files;
}

/**
 * Calls `visit` with every JSON document under the content folder, in name order, each with its path
 * from `displayRoot`; returns the files that could not be read or parsed, so a scan reports them all.
 */
export function eachContentDocument(
  contentDir: string,
  displayRoot: string,
  visit: (document: unknown, file: string) => void,
): { file: string; message: string }[] {
  const failures: { file: string; message: string }[] = [];
  for (const full of contentJsonFiles(contentDir)) {
    const display = path.relative(displayRoot, full).split(path.sep).join('/');
    try {
      visit(JSON.parse(readContentText(full, contentDir)) as unknown, display);
    } catch (error) {
      failures.push({ file: display, message: (error as Error).message });
    }
  }
  return failures;
}

/**
 * Calls `visit` with every `{ "src": "/images/..." }` of a document, at any depth, and whether it sits
 * in a `slides` array. Walking the data itself (rather than the schemas) also finds pictures in
 * collections that have no schema mark.
 */
function eachImage(
  value: unknown,
  visit: (record: Record<string, unknown> & { src: string }, inSlides: boolean) => void,
  inSlides = false,
): void {
  if (Array.isArray(value)) {
    for (const item of value) eachImage(item, visit, inSlides);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  if (typeof record.src === 'string' && record.src.startsWith('/images/'))
    visit(record as Record<string, unknown> & { src: string }, inSlides);
  for (const [key, child] of Object.entries(record)) eachImage(child, visit, inSlides || key === 'slides');
}

/** Every picture the content names, with what its first mention says of it. */
export function findImageReferences(contentDir: string, displayRoot = path.dirname(contentDir)): ReferenceScan {
  const found = new Map<string, ImageReference>();
  const failures = eachContentDocument(contentDir, displayRoot, (document, file) =>
    eachImage(document, (record, inSlides) => {
      const existing = found.get(record.src);
      const role: ImageRole = inSlides ? 'slide' : 'default';
      if (!existing) found.set(record.src, { src: record.src, role, files: [file], ...subjectOf(record) });
      else {
        if (role === 'slide') existing.role = 'slide';
        if (!existing.files.includes(file)) existing.files.push(file);
      }
    }),
  );
  return { references: [...found.values()].sort((a, b) => a.src.localeCompare(b.src)), failures };
}

const isFocus = (value: unknown): value is Focus =>
  typeof value === 'object' && value !== null && typeof (value as Focus).x === 'number' && typeof (value as Focus).y === 'number';

function subjectOf(record: Record<string, unknown>): Subject {
  return {
    ...(typeof record.alt === 'string' && record.alt ? { alt: record.alt } : {}),
    ...(isFocus(record.focus) ? { focus: { x: record.focus.x, y: record.focus.y } } : {}),
  };
}

/** A file's pictures as last read, with the size and time it had then. */
interface CachedSources {
  size: number;
  mtimeMs: number;
  sources: string[];
}

/**
 * A file changed within this many milliseconds of a scan is read again by the next: a file's time is
 * coarse, and an edit in the same tick as the scan that read it, of the same size, would look unchanged.
 */
const SETTLED_MS = 2_000;

/**
 * The site paths of every picture the content names (as `findImageReferences` finds them), each file's
 * kept in `cacheFile` by its size and time, so that a scan of a large site reads only the files that
 * changed since the last.
 */
export function usedImageSources(contentDir: string, cacheFile: string): Set<string> {
  let cache: Record<string, CachedSources> = {};
  try {
    cache = JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CachedSources>;
  } catch {
    // No cache yet, or one left half-written: every file is read.
  }
  const kept: Record<string, CachedSources> = {};
  const used = new Set<string>();
  let changed = false;
  const settled = Date.now() - SETTLED_MS;
  for (const file of contentJsonFiles(contentDir)) {
    const { size, mtimeMs } = statSync(file);
    const name = path.relative(contentDir, file);
    let entry = cache[name];
    if (entry?.size !== size || entry.mtimeMs !== mtimeMs) {
      changed = true;
      const sources: string[] = [];
      try {
        eachImage(JSON.parse(readContentText(file, contentDir)) as unknown, (record) => sources.push(record.src));
      } catch {
        // A file that does not parse names no picture; the content gate reports it.
        continue;
      }
      entry = { size, mtimeMs, sources };
      if (mtimeMs >= settled) {
        for (const src of sources) used.add(src);
        continue;
      }
    }
    kept[name] = entry;
    for (const src of entry.sources) used.add(src);
  }
  if (changed || Object.keys(kept).length !== Object.keys(cache).length) {
    writeAtomic(cacheFile, JSON.stringify(kept));
  }
  return used;
}
