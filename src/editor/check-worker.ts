/**
 * The build's validator (src/validation), run off the editor's main thread: checking every content
 * file takes hundreds of milliseconds, which would otherwise hold back the keys typed meanwhile. A
 * page is checked with the pages that link to it, not with the whole site, and the worker holds only
 * the texts such a check reads (src/editor/site-files.ts).
 */
import type { SchemaObject } from 'ajv';
import { compileSchemas } from '../validation/compile.ts';
import { validateDocuments } from '../validation/index.ts';
import { call, type CheckFiles } from './api.ts';
import type { CheckReply, CheckRequest, ForgetRequest } from './check.ts';
import { withValue } from './json-text.ts';
import { schemas } from './schema.ts';
import { checkedWithTexts, SiteFiles } from './site-files.ts';

const schemaList = [...schemas.values()] as SchemaObject[];

interface Held {
  files: SiteFiles;
  focus: Set<string> | undefined;
  publicPaths: Set<string>;
}
/** What a check of each file reads, asked for at its first check, here: parsed in the editor's thread, it held back the form's and the preview's first draw. */
const held = new Map<string, Promise<Held>>();

async function checkOne({ id, file, base, value, token }: CheckRequest): Promise<CheckReply> {
  let site = held.get(file);
  if (!site) {
    site = call<CheckFiles>('check-files', { file }, token).then(({ names, documents, focus, publicPaths }) => ({
      files: new SiteFiles(names, documents),
      focus: focus && new Set(focus),
      publicPaths: new Set(publicPaths),
    }));
    held.set(file, site);
  }
  try {
    const { files, focus, publicPaths } = await site;
    const text = withValue(base, value);
    files.set(file, text);
    const all = await checkedWithTexts(
      files,
      (names) => call<Record<string, string>>('texts', { files: names }, token),
      () =>
        validateDocuments({
          documents: files,
          schemas: schemaList,
          compile: compileSchemas,
          publicFiles: { paths: publicPaths, label: 'public' },
          focus,
        }).problems,
    );
    return { id, text, problems: all.filter((p) => p.file === file), elsewhere: all.filter((p) => p.file !== file) };
  } catch (error) {
    // Asked for again by the next check: the server may have been restarting.
    held.delete(file);
    return { id, error: (error as Error).message };
  }
}

/**
 * What is held for every file but the one that changed is asked for again: any of its texts, its list of
 * names, its pages that link (a new page may link to it) or the pictures may be what changed. The file's
 * own text is the editor's, set at each check.
 */
function forget({ forget: changed }: ForgetRequest): void {
  for (const file of held.keys()) if (file !== changed) held.delete(file);
}

/** One check at a time: each sets its own text of the file in the files held. */
let queue = Promise.resolve();
self.onmessage = (event: MessageEvent<CheckRequest | ForgetRequest>) => {
  const request = event.data;
  queue = queue.then(() => ('forget' in request ? forget(request) : checkOne(request).then((reply) => self.postMessage(reply))));
};
