/**
 * The generated files: src/generated/content.ts from the JSON Schemas in schemas/, and the collections'
 * list and ids from the files in content/data. `npm run types` writes them; the build writes them too.
 */
import { compile } from 'json-schema-to-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import {
  contentDir,
  generatedCollectionIdsFile,
  generatedCollectionsFile,
  generatedTypesFile,
  relative,
  schemasDir,
} from '../paths.ts';

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from schemas/ by \`npm run types\`;
 * change the schema and run that command again.
 */`;

/** Parts of a schema that hold content rather than schemas: a `title` in them is a page's, not a schema's. */
const CONTENT_KEYWORDS = new Set(['examples', 'default', 'defaultSnippets', 'const', 'enum']);

/**
 * A schema with the titles written for people left out: those in words ("Where the button leads") and those
 * beside a `$ref` ("Paragraph", for a list of rich text). A title of one word elsewhere names the schema's
 * type (HeroSlide); one for people would name a type too, and rename others.
 */
export function withoutPeopleTitles(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutPeopleTitles);
  if (schema === null || typeof schema !== 'object') return schema;
  const referring = '$ref' in schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'title' && typeof value === 'string' && (referring || /\s/.test(value))))
      .map(([key, value]) => [key, CONTENT_KEYWORDS.has(key) ? value : withoutPeopleTitles(value)]),
  );
}

export async function generateTypes(): Promise<string> {
  // One synthetic root referencing every top-level schema, so that a type shared by
  // several of them (Link, Image, ...) is declared exactly once.
  const root = {
    title: 'ContentDocuments',
    type: 'object',
    additionalProperties: false,
    properties: {
      site: { $ref: 'site.schema.json' },
      routes: { $ref: 'routes.schema.json' },
      page: { $ref: 'page.schema.json' },
      frame: { $ref: 'frame.schema.json' },
      // How blocks name a collection's entries, for the code that reads them.
      collectionQuery: { $ref: 'defs/collection-query.schema.json' },
      // Each collection's file type (RoomsCollection, with its entry type Room), by collection name.
      ...Object.fromEntries(
        readdirSync(path.join(schemasDir, 'collections'))
          .filter((f) => f.endsWith('.schema.json'))
          .sort()
          .map((f) => [f.replace(/\.schema\.json$/, ''), { $ref: `collections/${f}` }]),
      ),
    },
  };
  return compile(root as never, 'ContentDocuments', {
    cwd: schemasDir,
    bannerComment: banner,
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    strictIndexSignatures: true,
    style: { singleQuote: true, printWidth: 110 },
    $refOptions: {
      resolve: {
        file: {
          read: async ({ url }: { url: string }) =>
            JSON.stringify(withoutPeopleTitles(JSON.parse(await readFile(new URL(url, 'file:///'), 'utf8')))),
        },
      },
    },
  });
}

/** A kebab-case collection name as an identifier: travel-notes → travelNotes. */
const identifier = (name: string): string => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The collections of content/data, one import each, typed by the schema of the same name: a
 * collection is added by adding its data file and its schema. Written out rather than globbed because
 * the build scripts and the browser tests read collections in Node too (through src/content/manifest.ts),
 * where Vite's import.meta.glob does not exist.
 */
export function generateCollectionIndex(dataDir = path.join(contentDir, 'data')): string {
  const names = readdirSync(dataDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  const imports = names.map((name) => `import ${identifier(name)} from '../../content/data/${name}.json' with { type: 'json' };`);
  const key = (name: string): string => (name.includes('-') ? `'${name}'` : name);
  const entries = names.map((name) => `  ${key(name)}: (${identifier(name)} as Required<ContentDocuments>['${name}']).entries,`);
  return [
    `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from the files in content/data by \`npm run types\` (the build
 * runs it too); add or remove a collection's file there and run that command again.
 */`,
    `import type { ContentDocuments } from './content.ts';`,
    ...imports,
    '',
    '/** The entries of each collection of content/data, by name. */',
    'export const collections = {',
    ...entries,
    '};',
    '',
    '/** Every entry: here all are loaded already (the browser build loads them from src/content/browser-collections.ts). */',
    'export const loadCollections = async () => collections;',
    '',
    '/** Whether every entry is here from the start: so here, not in the browser. */',
    'export const everyEntryIsHere = true;',
    '',
  ].join('\n');
}

/**
 * The ids of each collection's entries, in their order: what resolving a path needs (is /journal/x an
 * article?), without reading any entry. The browser resolves paths from the build's files
 * (src/content/resolutions.ts) and takes only the collections' names from here.
 */
export function generateCollectionIds(dataDir = path.join(contentDir, 'data')): string {
  const names = readdirSync(dataDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
  const ids = names.map((name) => {
    const { entries } = JSON.parse(readFileSync(path.join(dataDir, `${name}.json`), 'utf8')) as { entries: { id: string }[] };
    return `  ${JSON.stringify(name)}: ${JSON.stringify(entries.map((entry) => entry.id))},`;
  });
  return [
    `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from the files in content/data by \`npm run types\` (the build
 * runs it too); it changes when an entry is added, removed or renamed there.
 */`,
    '',
    "/** The name of each collection of content/data: all the browser's first load knows of them. */",
    `export const collectionNames: readonly string[] = ${JSON.stringify(names)};`,
    '',
    '/** The id of every entry of each collection of content/data, in the order of its file (Node and the server render only). */',
    'export const collectionIds: Record<string, readonly string[]> = {',
    ...ids,
    '};',
    '',
  ].join('\n');
}

export const generated = async (): Promise<[string, string][]> => [
  [generatedTypesFile, await generateTypes()],
  [generatedCollectionsFile, generateCollectionIndex()],
  [generatedCollectionIdsFile, generateCollectionIds()],
];

/** Writes the generated files only where they changed, so unchanged builds do not touch them. */
export async function writeGenerated(): Promise<void> {
  for (const [file, fresh] of await generated()) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === fresh) {
      console.log(`${relative(file)} is up to date.`);
      continue;
    }
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, fresh);
    console.log(`Wrote ${relative(file)}.`);
  }
}
