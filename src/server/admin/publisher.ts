/**
 * Publishing a page from the back office: the change checked by the build's own gate, written with the
 * editor's smallest edit, built (the build swaps the new site in only when it is complete, and the
 * server follows it), then committed to git with the person as its author. One publish runs at a time;
 * a build that fails puts the file back as it was, so the live site and the content stay as they were.
 *
 * Every change carries the version (content hash) of the page it started from: when the page moved on
 * meanwhile, nothing is written and the person is told what changed under her.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { breaksElsewhere, problemsWith } from '../../../scripts/lib/dev/editor-check.ts';
import { hashOf } from '../../../scripts/lib/dev/editor-calls.ts';
import { editedText } from '../../../scripts/lib/dev/editor-text.ts';
import { formatProblem, type ContentRoots } from '../../../scripts/lib/content/validate/index.ts';
import { readContentText } from '../../../scripts/lib/content/validate/read.ts';
import { projectRoot, publicDir, relative, schemasDir } from '../../../scripts/lib/paths.ts';
import { writeAtomic } from '../../../scripts/lib/write-atomic.ts';
import { changesBetween, changeSummary, pageName, textFields, withTexts, type Change } from './page-text.ts';
import { commitFile, lastChanges, textAt, versionsOf, type Author, type Version } from './site-git.ts';

/** The author of versions no one in the back office made. */
const FOUND: Author = { email: 'back-office@localhost' };

const PAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface PublisherOptions {
  /** The site folder: its content/ is what is published, and its git history keeps every version. */
  root?: string;
  /** Builds the site and swaps it in; rejects, in words, when the build fails. */
  build?: () => Promise<void>;
}

/** The outcome of a publish or a restore, each in words the page shows. */
export type Outcome =
  | { published: true; commit: string | null; message: string; version: string }
  | { conflict: true; changes: Change[]; version: string; by?: Version }
  | { refused: true; problem: string; status: number };

export interface PageSummary {
  id: string;
  name: string;
  paths: string[];
  last?: Version;
}

/** How many lines of a failed build's output its message keeps: the cause is at the end. */
const BUILD_LINES_SHOWN = 12;

/** `npm run build` in the project, as `npm start` runs it: incremental, so a changed page rebuilds alone. */
export function runSiteBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer): void => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      const tail = output.trim().split('\n').slice(-BUILD_LINES_SHOWN).join('\n');
      reject(new Error(`The site could not be built, so the live site was left as it was. The build said:\n${tail}`));
    });
  });
}

export function createPublisher({ root = projectRoot, build = runSiteBuild }: PublisherOptions = {}) {
  const roots: ContentRoots = { content: path.join(root, 'content'), schemas: schemasDir, public: publicDir };
  const pagesDir = path.join(roots.content, 'pages');
  /** The page's file relative to the site folder, as git names it. */
  const inRepo = (id: string): string =>
    path
      .relative(root, path.join(pagesDir, `${id}.json`))
      .split(path.sep)
      .join('/');
  let queue: Promise<unknown> = Promise.resolve();

  /** Runs `job` after every publish before it: one publish at a time, in the order they were asked for. */
  function inTurn<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  }

  const fileOf = (id: string): string | null => {
    if (!PAGE_ID.test(id)) return null;
    const file = path.join(pagesDir, `${id}.json`);
    return existsSync(file) ? file : null;
  };

  /** The page's text on disk, read as the content gate reads it, with its version. */
  function current(id: string): { file: string; text: string; version: string; page: unknown } | null {
    const file = fileOf(id);
    if (!file) return null;
    const text = readContentText(file, roots.content);
    return { file, text, version: hashOf(text), page: JSON.parse(text) as unknown };
  }

  /** The text of the page at `version`: the file now, or one of its commits. */
  async function textOfVersion(id: string, version: string): Promise<string | null> {
    const now = current(id);
    if (now?.version === version) return now.text;
    for (const { commit } of await versionsOf(root, inRepo(id), 100)) {
      const text = await textAt(root, commit, inRepo(id));
      if (text !== null && hashOf(text) === version) return text;
    }
    return null;
  }

  /**
   * Writes `text` as the page, builds, and commits. The build's gate runs first; a failure of the build
   * puts the old text back.
   */
  async function write(
    id: string,
    now: { file: string; text: string },
    text: string,
    author: Author,
    message: string,
  ): Promise<Outcome> {
    const name = relative(now.file);
    const { problems, elsewhere } = problemsWith(roots, name, text);
    const errors = problems.filter((p) => p.severity === 'error');
    if (errors.length) {
      // Named as the form names the place ("Hero · title"), else as the validator does.
      const labels = new Map(textFields(JSON.parse(text)).map((f) => [f.pointer, f.label]));
      const said = errors.map((p) => (labels.has(p.pointer) ? `${labels.get(p.pointer)} ${p.message}` : formatProblem(p)));
      return { refused: true, status: 422, problem: `Not published: ${said.join(' ')}` };
    }
    const breaks = breaksElsewhere(roots, name, elsewhere);
    if (breaks) return { refused: true, status: 422, problem: breaks.replace(/^Not saved/, 'Not published') };
    // The page as it is now is a version too (the site as the back office found it, or a change made
    // outside it): committed first, so that it can be restored.
    await commitFile(
      root,
      inRepo(id),
      FOUND,
      `${pageName(JSON.parse(now.text), id)}: as it was before publishing from the back office`,
    );
    writeAtomic(now.file, text);
    try {
      await build();
    } catch (error) {
      writeAtomic(now.file, now.text);
      return { refused: true, status: 500, problem: error instanceof Error ? error.message : String(error) };
    }
    const commit = await commitFile(root, inRepo(id), author, message);
    return { published: true, commit, message, version: hashOf(text) };
  }

  const routeTable = (): Record<string, string> =>
    (JSON.parse(readContentText(path.join(roots.content, 'routes.json'), roots.content)) as { routes: Record<string, string> })
      .routes;

  return {
    current,
    /** Every page with its addresses and its last published change. */
    async pages(): Promise<PageSummary[]> {
      // Indexed once: looked up per page, the route table would make the list grow with the square of the site.
      const addresses = new Map<string, string[]>();
      for (const [address, id] of Object.entries(routeTable())) addresses.set(id, [...(addresses.get(id) ?? []), address]);
      const last = await lastChanges(root, path.relative(root, pagesDir) || '.');
      return readdirSync(pagesDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .filter((id) => PAGE_ID.test(id))
        .sort()
        .map((id) => {
          let name = id;
          try {
            name = pageName(current(id)?.page, id);
          } catch {
            // A page that cannot be read is still listed by its id, so it can be found and mended.
          }
          return { id, name, paths: addresses.get(id) ?? [], last: last.get(inRepo(id)) };
        });
    },
    /** The addresses a page is served at. */
    pathsOf: (id: string): string[] =>
      Object.entries(routeTable())
        .filter(([, page]) => page === id)
        .map(([address]) => address),
    /** The page's versions, newest first, each with what it changed from the one before. */
    async history(id: string): Promise<(Version & { changes: Change[] })[]> {
      const versions = await versionsOf(root, inRepo(id));
      return Promise.all(
        versions.map(async (version, i) => {
          const after = await textAt(root, version.commit, inRepo(id));
          const before = versions[i + 1] ? await textAt(root, versions[i + 1].commit, inRepo(id)) : null;
          const parse = (text: string | null): unknown => (text === null ? {} : (JSON.parse(text) as unknown));
          return { ...version, changes: changesBetween(parse(before), parse(after)) };
        }),
      );
    },
    /** The page as it was at `version`, or null when that version is not known. */
    async pageAt(id: string, version: string): Promise<unknown> {
      const text = await textOfVersion(id, version);
      return text === null ? null : (JSON.parse(text) as unknown);
    },
    /**
     * Publishes the texts `values` (by pointer) over the page at `version`. A page that moved on since
     * is not written: the answer says what changed.
     */
    publish(id: string, version: string, values: ReadonlyMap<string, string>, author: Author): Promise<Outcome> {
      return inTurn(async () => {
        const now = current(id);
        if (!now) return { refused: true, status: 404, problem: `There is no page "${id}".` };
        if (now.version !== version) {
          const before = await textOfVersion(id, version);
          const last = (await versionsOf(root, inRepo(id), 1))[0];
          return {
            conflict: true,
            version: now.version,
            changes: before === null ? [] : changesBetween(JSON.parse(before), now.page),
            by: last,
          };
        }
        let next: string;
        try {
          next = await editedText(now.text, withTexts(now.page, values), now.file);
        } catch (error) {
          return { refused: true, status: 400, problem: (error as Error).message };
        }
        const changes = changesBetween(now.page, JSON.parse(next));
        if (!changes.length)
          return { published: true, commit: null, message: 'Nothing to publish: the page already says this.', version };
        return write(id, now, next, author, changeSummary(pageName(now.page, id), changes));
      });
    },
    /** Puts the page back as `commit` left it, live, as a new commit. */
    restore(id: string, commit: string, author: Author): Promise<Outcome> {
      return inTurn(async () => {
        const now = current(id);
        if (!now) return { refused: true, status: 404, problem: `There is no page "${id}".` };
        const old = (await versionsOf(root, inRepo(id), 500)).find((v) => v.commit === commit);
        const text = old && (await textAt(root, commit, inRepo(id)));
        if (!old || !text)
          return {
            refused: true,
            status: 404,
            problem: 'That version of the page is not in its history. Reload the history and choose again.',
          };
        if (text === now.text)
          return { published: true, commit: null, message: 'The page is already as that version left it.', version: now.version };
        return write(
          id,
          now,
          text,
          author,
          `${pageName(now.page, id)}: restored the version of ${old.at.slice(0, 16).replace('T', ' ')} UTC by ${old.email}`,
        );
      });
    },
  };
}

export type Publisher = ReturnType<typeof createPublisher>;
