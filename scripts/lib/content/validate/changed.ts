/**
 * `npm run validate -- --changed`: the pages git reports changed since the last commit, and the pages
 * that link to them (which a page losing an anchor or a contact topic breaks).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { RouteManifest } from '../../../../src/generated/content.ts';
import { pathNeedles, shownPaths } from '../../../../src/validation/linkers.ts';
import { relative } from '../../paths.ts';
import type { ContentRoots } from './index.ts';

const git = (cwd: string, args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

/**
 * The top folder of the repository holding `folder`: the nearest one up with a `.git` (a folder, or a
 * file in a worktree or submodule), found without starting git; git itself says why where there is none.
 */
function repositoryTop(folder: string): string {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return git(folder, ['rev-parse', '--show-toplevel']).trim();
  }
}

/**
 * Every file git reports changed in some folders, staged, unstaged or untracked, with whether it was
 * deleted or renamed: one `git status` for the folders of each repository (starting git is most of it).
 */
function changedFiles(folders: string[]): { file: string; gone: boolean }[] {
  const byTop = new Map<string, string[]>();
  for (const folder of folders.map((f) => realpathSync(f))) {
    const top = [...byTop.keys()].find((known) => !path.relative(known, folder).startsWith('..')) ?? repositoryTop(folder);
    byTop.set(top, [...(byTop.get(top) ?? []), folder]);
  }
  const changed: { file: string; gone: boolean }[] = [];
  for (const [top, inside] of byTop) {
    const fields = git(top, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', ...inside]).split('\0');
    for (let i = 0; i < fields.length; i++) {
      if (fields[i].length < 4) continue;
      const status = fields[i].slice(0, 2);
      // A rename is followed by the path it had, which is gone.
      if (status.includes('R') || status.includes('C')) i++;
      changed.push({ file: path.join(top, fields[i].slice(3)), gone: status.includes('D') || status.includes('R') });
    }
  }
  return changed;
}

/**
 * The page files to check, by the names problems give them; undefined when every file must be checked:
 * a change to anything but pages (site.json, routes.json, a collection, a frame, a schema, a picture)
 * or a page deleted or renamed, which the manifest and every linker may miss.
 */
export function changedFocus(roots: ContentRoots): Set<string> | undefined {
  const pagesDir = path.join(roots.content, 'pages');
  const changed = changedFiles([roots.content, roots.schemas, roots.public]);
  const pages = changed.filter(({ file }) => path.dirname(file) === pagesDir && file.endsWith('.json'));
  if (pages.length < changed.length || pages.some(({ gone }) => gone)) return undefined;
  return pagesAndLinkers(
    roots,
    pages.map(({ file }) => path.basename(file, '.json')),
  );
}

/** The files of some pages (by id) and of the pages that link to them, by the names problems give them. */
export function pagesAndLinkers(roots: ContentRoots, pageIds: string[]): Set<string> {
  const pagesDir = path.join(roots.content, 'pages');
  const focus = new Set(pageIds.map((id) => relative(path.join(pagesDir, `${id}.json`))));
  if (focus.size === 0) return focus;

  const manifest = JSON.parse(readFileSync(path.join(roots.content, 'routes.json'), 'utf8')) as RouteManifest;
  for (const file of linkersOf(roots, shownPaths(manifest, pageIds))) focus.add(file);
  return focus;
}

/** The page files that link to some paths, by the names problems give them. */
export function linkersOf(roots: ContentRoots, paths: string[]): Set<string> {
  const pagesDir = path.join(roots.content, 'pages');
  const needles = pathNeedles(paths);
  if (needles.length === 0) return new Set();
  const patterns = needles.flatMap((needle) => ['-e', needle]);
  let linkers: string[];
  try {
    linkers = git(pagesDir, ['grep', '--untracked', '-l', '-F', ...patterns, '--', '.'])
      .split('\n')
      .filter(Boolean);
  } catch (error) {
    const status = (error as { status?: number }).status;
    // git grep says "nothing found" with exit code 1 and no output; outside a repository (a build of a
    // copy), the page files are searched here.
    if (status === 1) linkers = [];
    else if (status === 128) linkers = pagesLinkingTo(pagesDir, needles);
    else throw error;
  }
  return new Set(linkers.map((name) => relative(path.join(pagesDir, name))));
}

/** The page files (by name) whose text holds one of `needles`. */
function pagesLinkingTo(pagesDir: string, needles: string[]): string[] {
  return readdirSync(pagesDir)
    .filter((name) => name.endsWith('.json'))
    .filter((name) => {
      const text = readFileSync(path.join(pagesDir, name), 'utf8');
      return needles.some((needle) => text.includes(needle));
    });
}
