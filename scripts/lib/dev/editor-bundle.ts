/**
 * The editor's production build, made for the development server (scripts/lib/dev/editor.ts): React's
 * production build in a few chunks loads and types many times faster than the development server's
 * hundreds of modules in React's development build.
 *
 * It is built on the first request for /edit, in a process of its own (a build takes the processor for
 * tens of seconds; the development server keeps answering meanwhile), into `.cache/editor/<hash>/`, the
 * hash being of everything the bundle is made from: a change of the code rebuilds it, an unchanged tree
 * reuses it, across restarts and between copies of the project. Content is never in it: each content
 * file the site's code imports is fetched from the development server when the bundle runs, as are the
 * pictures' sizes, so what is on disk (edited in a code editor, say) is what the preview shows.
 *
 * Run as a script (`tsx scripts/lib/dev/editor-bundle.ts <folder>`), it makes the bundle in that folder.
 */
import react from '@vitejs/plugin-react';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import { VIRTUAL_ID } from '../vite/pictures.ts';
import { contentDir, projectRoot, relative } from '../paths.ts';
import { styledComponentIds } from '../vite/styled-ids.ts';

/** Where the built files are served from; the development server answers it (scripts/lib/dev/editor.ts). */
export const EDITOR_BUNDLE_BASE = '/edit/__bundle/';
export const editorCacheDir = path.join(projectRoot, '.cache/editor');
const ENTRIES = { editor: 'src/editor/main.tsx', preview: 'src/editor/preview/main.tsx' } as const;
/** What the bundle is made from, besides the names of the content files (the site's code imports some by name). */
const INPUTS = ['src', 'schemas', 'vite.config.ts', 'package-lock.json', 'scripts/lib/dev/editor-bundle.ts'];
const PROGRESS = 'editor-bundle:modules ';
const LIVE_LIST = 'live-modules.json';

function filesUnder(entry: string): string[] {
  const full = path.join(projectRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(`${entry}/${name}`));
}

/** The hash of every input of the bundle: the folder it is built into. */
export function editorInputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) hash.update(`${file}\0`).update(readFileSync(path.join(projectRoot, file)));
  for (const file of filesUnder('content').filter((f) => !f.startsWith('content/pages/'))) hash.update(`${file}\0`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * In the bundle, a content file imported by the site's code, and the pictures' manifest, are the
 * development server's own modules of them, imported from the server when the bundle runs: live, never
 * built in. They are imported as modules outside the bundle, fetched with the modules that import them;
 * each was a module of the bundle that awaited the server's, which made every module importing it, and
 * theirs in turn, wait for it, and had only a default export where the site's code reads some named
 * ones (`routes.json`'s `fallback`, say, which the bundle then read as undefined).
 */
const liveContent = (): Plugin => {
  const urls = new Set<string>();
  return {
    name: 'editor-live-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      let url: string | undefined;
      if (source === VIRTUAL_ID) url = `/@id/__x00__${VIRTUAL_ID}`;
      else if (source.endsWith('.json')) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved?.id.startsWith(contentDir + path.sep)) url = `/${relative(resolved.id)}?import`;
      }
      if (!url) return null;
      urls.add(url);
      // The server's own address, not made relative to the bundle's folder as a path on disk would be.
      return { id: url, external: 'absolute' };
    },
    // Their addresses, for the preview's page to ask for them with its own files rather than as each import is found.
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: LIVE_LIST, source: JSON.stringify([...urls].sort()) });
    },
  };
};

/** Tells the development server how far the build is: one line per hundred modules. */
const progress = (): Plugin => {
  let modules = 0;
  return {
    name: 'editor-bundle-progress',
    transform() {
      modules += 1;
      if (modules % 100 === 0) console.log(`${PROGRESS}${modules}`);
    },
    buildEnd() {
      console.log(`${PROGRESS}${modules}`);
    },
  };
};

/**
 * In the bundle, a module imported dynamically by its name is imported statically: the preview fetches
 * every module it may need at once anyway, and Rolldown makes a chunk of its own for each module imported
 * dynamically (even one it groups with others, keeping a chunk of one line that points into the group),
 * so every block and every icon was a file of its own: the frame fetched about a hundred and ten files
 * from the development server, and the editor's page named each in a `prefetch` link. In return every
 * such module runs when the preview's file loads, where only the page's blocks ran before. An import
 * whose address is known only when it runs stays dynamic.
 */
const eagerImports = (): Plugin => ({
  name: 'editor-eager-imports',
  enforce: 'post',
  transform(code) {
    if (!code.includes('import(')) return null;
    const imports: { start: number; end: number; source: string }[] = [];
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      const { type, source, start, end } = node as {
        type?: string;
        source?: { type?: string; value?: unknown };
        start: number;
        end: number;
      };
      if (type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string')
        imports.push({ start, end, source: source.value });
      for (const child of Object.values(node)) visit(child);
    };
    visit(this.parse(code));
    if (imports.length === 0) return null;
    let eager = code;
    // From the end, so that the earlier imports' places stay where they were found.
    for (const [index, { start, end }] of [...imports.entries()].reverse())
      eager = `${eager.slice(0, start)}Promise.resolve(__eager${index})${eager.slice(end)}`;
    const statics = imports.map(({ source }, index) => `import * as __eager${index} from ${JSON.stringify(source)};`);
    return { code: `${statics.join('')}${eager}`, map: null };
  },
});

async function buildBundle(outDir: string): Promise<void> {
  // The development server runs with NODE_ENV=development; this process builds React's production build.
  process.env.NODE_ENV = 'production';
  await build({
    configFile: false,
    root: projectRoot,
    mode: 'production',
    base: EDITOR_BUNDLE_BASE,
    publicDir: false,
    logLevel: 'warn',
    plugins: [liveContent(), styledComponentIds(), react(), progress(), eagerImports()],
    define: {
      'import.meta.env.BUILD_YEAR': JSON.stringify(String(new Date().getUTCFullYear())),
      // A development tool, though built for production: a block that cannot be shown says so in the preview
      // (BlockNotice), as in `npm run dev`, rather than being left out as on the site.
      'import.meta.env.DEV': 'true',
    },
    worker: { format: 'es' },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: 'manifest.json',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      rolldownOptions: { input: ENTRIES, checks: { bundlerTimings: false } },
    },
  });
}

export interface BundleFiles {
  dir: string;
  /** The script, stylesheets and modules to fetch at once of each page, as the bundle's manifest names them. */
  entries: Record<keyof typeof ENTRIES, { script: string; styles: string[]; preloads: string[] }>;
}

function filesOf(dir: string): BundleFiles {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  const styles = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((k) => styles(k, seen))];
  };
  // Every module a page imports (the bundle imports none dynamically: see `eagerImports`), fetched
  // together, not one after another as each import is found.
  const modules = (key: string, seen = new Set<string>()): string[] => {
    if (seen.has(key)) return [];
    seen.add(key);
    const chunk = manifest[key];
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => modules(k, seen))];
  };
  const entry = (source: string) => ({
    script: `${EDITOR_BUNDLE_BASE}${manifest[source].file}`,
    styles: [...new Set(styles(source))].map((f) => `${EDITOR_BUNDLE_BASE}${f}`),
    preloads: modules(source)
      .slice(1)
      .map((f) => `${EDITOR_BUNDLE_BASE}${f}`),
  });
  const live = JSON.parse(readFileSync(path.join(dir, LIVE_LIST), 'utf8')) as string[];
  const preview = entry(ENTRIES.preview);
  return {
    dir,
    entries: { editor: entry(ENTRIES.editor), preview: { ...preview, preloads: [...preview.preloads, ...live] } },
  };
}

/** Builds kept: this one, and a few before it, for another copy of the project or a change undone. */
const KEPT_BUILDS = 3;

function pruneOldBuilds(): void {
  const builds = readdirSync(editorCacheDir)
    .filter((name) => /^[0-9a-f]{16}$/.test(name))
    .map((name) => ({ name, time: statSync(path.join(editorCacheDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of builds.slice(KEPT_BUILDS)) rmSync(path.join(editorCacheDir, name), { recursive: true, force: true });
}

export type BundleState =
  | { state: 'building'; modules: number; expected?: number }
  | { state: 'ready'; files: BundleFiles }
  | { state: 'failed'; error: string };

const lastCountFile = path.join(editorCacheDir, 'modules.txt');

/**
 * The bundle of the tree as it is now: ready when built before, else building in a child process.
 * `stale()` says when the inputs may have changed, so the next call hashes them again.
 */
export function editorBundle(log: (message: string) => void): { current: () => BundleState; stale: () => void } {
  let hash: string | undefined;
  const states = new Map<string, BundleState>();
  const start = (key: string): BundleState => {
    const dir = path.join(editorCacheDir, key);
    if (existsSync(path.join(dir, 'manifest.json'))) return { state: 'ready', files: filesOf(dir) };
    const expected = existsSync(lastCountFile) ? Number(readFileSync(lastCountFile, 'utf8')) : undefined;
    const building: BundleState = { state: 'building', modules: 0, expected };
    // Another server (a copy of the project) may build the same tree at once: each builds aside, the first rename wins.
    const aside = `${dir}.${process.pid}.tmp`;
    mkdirSync(editorCacheDir, { recursive: true });
    log('building the editor (once for this version of the code)…');
    const started = performance.now();
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), aside], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      for (const line of text.split('\n'))
        if (line.startsWith(PROGRESS)) building.modules = Number(line.slice(PROGRESS.length));
        else if (line.trim()) output += `${line}\n`;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.on('exit', (code) => {
      if (code !== 0) {
        rmSync(aside, { recursive: true, force: true });
        states.set(key, { state: 'failed', error: output.trim() || `The editor's build ended with code ${code}.` });
        log(`the editor's build failed:\n${output}`);
        return;
      }
      try {
        renameSync(aside, dir);
      } catch {
        rmSync(aside, { recursive: true, force: true });
      }
      writeFileSync(lastCountFile, String(building.modules));
      pruneOldBuilds();
      states.set(key, { state: 'ready', files: filesOf(dir) });
      log(`the editor is built (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    });
    return building;
  };
  return {
    current() {
      hash ??= editorInputsHash();
      const key = hash;
      // A failed build is tried again once the code changes; a build pruned by another server's is made again.
      const known = states.get(key);
      if (known?.state === 'ready' && !existsSync(path.join(known.files.dir, 'manifest.json'))) states.delete(key);
      if (!states.has(key)) states.set(key, start(key));
      return states.get(key) as BundleState;
    },
    stale() {
      hash = undefined;
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildBundle(path.resolve(process.argv[2]));
