import path from 'node:path';
import type { Plugin } from 'vite';
import { generatedCollectionsFile, projectRoot } from '../paths.ts';

const browserCollectionsFile = path.join(projectRoot, 'src/content/browser-collections.ts');

/**
 * In the browser's code, src/content/collections.ts reads src/content/browser-collections.ts instead of
 * the generated index of every collection: the index stays a chunk of its own, loaded when a navigation
 * needs it, and out of every page's entry. The server render and Node keep reading the index itself.
 */
export const browserCollections = (): Plugin => ({
  name: 'browser-collections',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (options.ssr || !importer || importer === browserCollectionsFile || !source.endsWith('/generated/collections.ts'))
      return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved?.id === generatedCollectionsFile ? browserCollectionsFile : null;
  },
});
