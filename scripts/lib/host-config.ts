/**
 * Written by `npm run build` beside the pages: the header sources the server reads, and (later in
 * this file) each static host's configuration, all from scripts/lib/headers.ts and the manifest.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectHeaderSources, headerSourcesFile } from './headers.ts';

export async function writeHostConfig(clientRoot: string): Promise<void> {
  const sources = collectHeaderSources(clientRoot);
  const file = headerSourcesFile(clientRoot);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(sources, null, 2)}\n`);
}
