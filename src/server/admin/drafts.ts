/**
 * Drafts kept on the server, one per page and person, in DATA_DIR: they follow a person from one
 * computer to another, survive a restart, and tell a second person who is editing a page and since when.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileDurably } from '../durable-files.ts';

export interface Draft {
  email: string;
  /** The version (content hash) of the page the draft started from. */
  version: string;
  /** The texts changed, by their pointer in the page. */
  values: Record<string, string>;
  /** ISO 8601: when this person started editing the page, and when the draft was last saved. */
  startedAt: string;
  savedAt: string;
}

/** Page ids and account ids are both made of these only: nothing else reaches a file name. */
const SAFE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/i;

export interface Drafts {
  of: (pageId: string, accountId: string) => Promise<Draft | null>;
  /** Every draft of a page, by account id. */
  all: (pageId: string) => Promise<Map<string, Draft>>;
  /** The ids of the pages that have a draft. */
  pages: () => Promise<Set<string>>;
  save: (pageId: string, accountId: string, draft: Draft) => Promise<void>;
  discard: (pageId: string, accountId: string) => Promise<void>;
}

export function createDrafts(dataDir: string): Drafts {
  const folder = path.join(dataDir, 'drafts');
  const fileOf = (pageId: string, accountId: string): string => {
    if (!SAFE.test(pageId) || !SAFE.test(accountId)) throw new Error(`No draft can be kept for page "${pageId}".`);
    return path.join(folder, pageId, `${accountId}.json`);
  };
  const read = async (file: string): Promise<Draft | null> => {
    try {
      return JSON.parse(await readFile(file, 'utf8')) as Draft;
    } catch {
      return null;
    }
  };
  return {
    of: (pageId, accountId) => read(fileOf(pageId, accountId)),
    all: async (pageId) => {
      const found = new Map<string, Draft>();
      if (!SAFE.test(pageId) || !existsSync(path.join(folder, pageId))) return found;
      for (const name of await readdir(path.join(folder, pageId))) {
        const draft = name.endsWith('.json') ? await read(path.join(folder, pageId, name)) : null;
        if (draft) found.set(name.slice(0, -'.json'.length), draft);
      }
      return found;
    },
    pages: async () => {
      if (!existsSync(folder)) return new Set();
      const pages = new Set<string>();
      for (const name of await readdir(folder)) if ((await readdir(path.join(folder, name))).length) pages.add(name);
      return pages;
    },
    save: (pageId, accountId, draft) => writeFileDurably(fileOf(pageId, accountId), JSON.stringify(draft)),
    discard: (pageId, accountId) => rm(fileOf(pageId, accountId), { force: true }),
  };
}
