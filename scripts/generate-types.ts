/**
 * Generates src/generated/content.ts from the JSON Schemas in schemas/.
 * With --check it writes nothing and fails when the file on disk is stale.
 */
import { compile } from 'json-schema-to-typescript';
import { readdirSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { generatedTypesFile, relative, schemasDir } from './lib/paths.ts';

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. It is made from schemas/ by \`npm run types\`;
 * change the schema and run that command again.
 */`;

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
  });
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const fresh = await generateTypes();
  if (check) {
    const current = await readFile(generatedTypesFile, 'utf8').catch(() => '');
    if (current !== fresh) {
      console.error(
        `${relative(generatedTypesFile)} is stale: the schemas changed since it was generated. Run \`npm run types\` and commit the result.`,
      );
      process.exit(1);
    }
    console.log(`${relative(generatedTypesFile)} is up to date.`);
    return;
  }
  await writeTypes(fresh);
}

/** Writes the generated types only when they changed, so unchanged builds do not touch the file. */
export async function writeTypes(fresh: string): Promise<void> {
  const current = await readFile(generatedTypesFile, 'utf8').catch(() => '');
  if (current === fresh) {
    console.log(`${relative(generatedTypesFile)} is up to date.`);
    return;
  }
  await mkdir(path.dirname(generatedTypesFile), { recursive: true });
  await writeFile(generatedTypesFile, fresh);
  console.log(`Wrote ${relative(generatedTypesFile)}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
