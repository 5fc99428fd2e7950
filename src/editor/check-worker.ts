/**
 * The build's validator (src/validation), run off the editor's main thread: checking every content
 * file takes hundreds of milliseconds, which would otherwise hold back the keys typed meanwhile. A
 * page is checked with the pages that link to it, not with the whole site.
 */
import type { SchemaObject } from 'ajv';
import { compileSchemas } from '../validation/compile.ts';
import { validateDocuments } from '../validation/index.ts';
import { pageAndLinkers } from '../validation/linkers.ts';
import { withValue } from './json-text.ts';
import type { CheckReply, CheckRequest } from './check.ts';
import { schemas } from './schema.ts';

const schemaList = [...schemas.values()] as SchemaObject[];
let site = { documents: new Map<string, string>(), publicPaths: new Set<string>() };

self.onmessage = (event: MessageEvent<CheckRequest>) => {
  const { id, file, base, value, documents, publicPaths } = event.data;
  if (documents && publicPaths) site = { documents: new Map(Object.entries(documents)), publicPaths: new Set(publicPaths) };
  try {
    const text = withValue(base, value);
    const withEdit = new Map(site.documents).set(file, text);
    const all = validateDocuments({
      documents: withEdit,
      schemas: schemaList,
      compile: compileSchemas,
      publicFiles: { paths: site.publicPaths, label: 'public' },
      // A page's change can give a problem only to it and the pages that link to it; any other file's, to every page.
      focus: file.startsWith('content/pages/') ? pageAndLinkers(withEdit, file) : undefined,
    }).problems;
    self.postMessage({
      id,
      text,
      problems: all.filter((p) => p.file === file),
      elsewhere: all.filter((p) => p.file !== file),
    } satisfies CheckReply);
  } catch (error) {
    self.postMessage({ id, error: (error as Error).message } satisfies CheckReply);
  }
};
