/**
 * `npm run types`: writes src/generated/ from the JSON Schemas and content/data (scripts/lib/content/types.ts).
 * With --check it writes nothing and fails when a file on disk is stale.
 */
import { readFile } from 'node:fs/promises';
import { generated, writeGenerated } from './lib/content/types.ts';
import { relative } from './lib/paths.ts';

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  if (!check) return writeGenerated();
  let stale = false;
  for (const [file, fresh] of await generated()) {
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === fresh) console.log(`${relative(file)} is up to date.`);
    else {
      stale = true;
      console.error(
        `${relative(file)} is stale: the schemas or the files of content/data changed since it was generated. Run \`npm run types\` and commit the result.`,
      );
    }
  }
  if (stale) process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
