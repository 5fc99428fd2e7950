/**
 * Where the site's own form endpoint keeps submissions: a `FormStore`. The one here keeps JSON lines,
 * one file per form and month: <dataDir>/forms/<formId>.<YYYY-MM>.jsonl (UTC). Each line is written
 * and flushed to disk (fsync) before the visitor is told it arrived; every record starts on a line of
 * its own, even after a crash left the file's last line cut short; and a submission sent twice under
 * the same id (a retry after a lost answer) is stored once.
 *
 * Files are only ever read as streams, a chunk at a time: an inbox of any size costs the server the ids
 * of two months (all that retries need, see `IDEMPOTENCY_MONTHS`) and `npm run inbox` one record at a time.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { open, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appendLineDurably, writeFileDurably } from '../durable-files.ts';

export interface StoredSubmission {
  /** The id the browser gave the submission, or one made on arrival when it gave none. */
  id: string;
  /** The form id, as in the path /f/{formId}. */
  form: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  fields: Record<string, string>;
}

export interface AppendResult {
  record: StoredSubmission;
  /** True when a submission with this id was already stored; nothing new was written. */
  duplicate: boolean;
}

/** One thing read from a store: a record, or a line that held none (cut short by a crash, say). */
export type StoreEntry = { record: StoredSubmission } | { damaged: { file: string; line: number } };

/** What the form endpoint and `npm run inbox` need of a place that keeps submissions. */
export interface FormStore {
  /** Stores a submission unless one with the same id is stored already; resolves once it is durable. */
  append(formId: string, fields: Record<string, string>, id?: string): Promise<AppendResult>;
  /** Every stored submission (of one form, or all), oldest first, one at a time. */
  read(onlyForm?: string): AsyncIterable<StoreEntry>;
  /** Where the store keeps a form's submissions, for people: a file or a folder. */
  describe(formId?: string): string;
}

/** data/ at the project's root: gitignored, the default home of the inbox. */
export const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

/** The data folder: DATA_DIR, resolved against the working folder, else data/. The one place that decides it. */
export const dataDirFromEnv = (env: NodeJS.ProcessEnv = process.env): string =>
  env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir;

export const formsDir = (dataDir: string): string => path.join(dataDir, 'forms');

/** The month a time falls in, UTC, as YYYY-MM. */
const monthOf = (time: number): string => new Date(time).toISOString().slice(0, 7);

/** The file that holds a form's submissions of the month of `time`. */
export const submissionsFile = (dataDir: string, formId: string, time: number): string =>
  path.join(formsDir(dataDir), `${formId}.${monthOf(time)}.jsonl`);

/**
 * A form's files: <form>.<YYYY-MM>.jsonl, and <form>.jsonl as the store kept it before files were
 * rotated (read as the oldest). `month` is '' for that one.
 */
const FILE_NAME = /^(.+?)(?:\.(\d{4}-\d{2}))?\.jsonl$/;
interface StoreFile {
  name: string;
  form: string;
  month: string;
}

async function storeFiles(folder: string, onlyForm?: string): Promise<StoreFile[]> {
  if (!existsSync(folder)) return [];
  return (await readdir(folder))
    .flatMap((name) => {
      const match = FILE_NAME.exec(name);
      return match ? [{ name, form: match[1], month: match[2] ?? '' }] : [];
    })
    .filter((f) => !onlyForm || f.form === onlyForm)
    .sort((a, b) => a.month.localeCompare(b.month) || a.form.localeCompare(b.form));
}

/** How much of a file is read at once. */
export const READ_CHUNK_BYTES = 64 * 1024;
/**
 * A line longer than this is no record the endpoint wrote (its bodies are at most 64 kB): it is
 * skipped as damaged without being held in memory.
 */
const MAX_LINE_BYTES = 1024 * 1024;

interface Line {
  text: string | null;
  /** 1-based. */
  number: number;
  /** The byte offset of its start. */
  offset: number;
}

/** A file's lines, read a chunk at a time; an overlong line comes as `text: null`. */
async function* linesOf(file: string): AsyncGenerator<Line> {
  const handle = await open(file, 'r');
  try {
    const chunk = Buffer.alloc(READ_CHUNK_BYTES);
    let parts: Buffer[] = [];
    let partBytes = 0;
    let overlong = false;
    let number = 1;
    let lineStart = 0;
    let position = 0;
    const finish = (): Line => {
      const line = { text: overlong ? null : Buffer.concat(parts).toString('utf8'), number, offset: lineStart };
      parts = [];
      partBytes = 0;
      overlong = false;
      return line;
    };
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, READ_CHUNK_BYTES, position);
      if (bytesRead === 0) break;
      let from = 0;
      for (let at = chunk.indexOf(0x0a, 0); at >= 0 && at < bytesRead; at = chunk.indexOf(0x0a, at + 1)) {
        if (!overlong) parts.push(Buffer.from(chunk.subarray(from, at)));
        yield finish();
        number += 1;
        lineStart = position + at + 1;
        from = at + 1;
      }
      if (from < bytesRead && !overlong) {
        partBytes += bytesRead - from;
        if (partBytes > MAX_LINE_BYTES) {
          overlong = true;
          parts = [];
        } else parts.push(Buffer.from(chunk.subarray(from, bytesRead)));
      }
      position += bytesRead;
    }
    if (overlong || partBytes > 0) yield finish();
  } finally {
    await handle.close();
  }
}

const isSubmission = (value: unknown): value is StoredSubmission => {
  const record = value as StoredSubmission;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof record.id === 'string' &&
    typeof record.receivedAt === 'string' &&
    typeof record.fields === 'object' &&
    record.fields !== null
  );
};

/**
 * The record a line holds, and whether the line was whole. A line cut short by a crash may have had
 * the next record appended to it (by older versions of this store): that record is recovered, and
 * the line still counts as damaged, since the record it began with is lost.
 */
function readLine(line: string): { record: StoredSubmission | null; whole: boolean } {
  try {
    const record: unknown = JSON.parse(line);
    return { record: isSubmission(record) ? record : null, whole: isSubmission(record) };
  } catch {
    for (let at = line.indexOf('{"id":', 1); at > 0; at = line.indexOf('{"id":', at + 1)) {
      try {
        const record: unknown = JSON.parse(line.slice(at));
        if (isSubmission(record)) return { record, whole: false };
      } catch {
        // Not the start of a whole record: look further along the line.
      }
    }
    return { record: null, whole: false };
  }
}

/** A file's records and damaged lines, with the byte offset each record's line starts at. */
async function* entriesOf(file: string, name: string): AsyncGenerator<StoreEntry & { offset?: number }> {
  for await (const line of linesOf(file)) {
    if (line.text !== null && line.text.trim() === '') continue;
    const { record, whole } = line.text === null ? { record: null, whole: false } : readLine(line.text);
    if (record) yield { record, offset: line.offset };
    if (!whole) yield { damaged: { file: name, line: line.number } };
  }
}

/**
 * How many months of ids a form remembers to recognise a retry: this month's and the last. A retry
 * comes from the tab the submission was drafted in (src/forms/draft.ts), minutes or days later, never
 * months: older files are not read at all when the server starts taking posts.
 */
const IDEMPOTENCY_MONTHS = 2;

/** The JSON-lines store: a `FormStore` that can also delete records (a person's data, on request). */
export interface JsonLinesStore extends FormStore {
  /**
   * Deletes a form's records with these ids from every file, each file rewritten whole without them;
   * resolves to how many were deleted. Other lines stay, but one too long to hold any record.
   */
  remove(formId: string, ids: ReadonlySet<string>): Promise<number>;
}

export function createJsonLinesStore(dataDir: string, now: () => number = Date.now): JsonLinesStore {
  const folder = formsDir(dataDir);
  // Appends to one form never interleave: each waits for the one before it.
  const queues = new Map<string, Promise<unknown>>();
  // Per form, where each recent id's record starts: its file's name and byte offset.
  const knownIds = new Map<string, Map<string, { file: string; offset: number }>>();

  async function idsOf(formId: string): Promise<Map<string, { file: string; offset: number }>> {
    let ids = knownIds.get(formId);
    if (!ids) {
      ids = new Map();
      const files = (await storeFiles(folder, formId)).slice(-IDEMPOTENCY_MONTHS);
      for (const { name } of files) {
        for await (const entry of entriesOf(path.join(folder, name), name)) {
          if ('record' in entry && entry.offset !== undefined) ids.set(entry.record.id, { file: name, offset: entry.offset });
        }
      }
      knownIds.set(formId, ids);
    }
    return ids;
  }

  /** The record whose line starts at `offset`. */
  async function recordAt(name: string, offset: number): Promise<StoredSubmission | null> {
    const handle = await open(path.join(folder, name), 'r');
    try {
      const parts: Buffer[] = [];
      const chunk = Buffer.alloc(READ_CHUNK_BYTES);
      for (let position = offset, read = 0; read < MAX_LINE_BYTES;) {
        const { bytesRead } = await handle.read(chunk, 0, READ_CHUNK_BYTES, position);
        if (bytesRead === 0) break;
        const end = chunk.subarray(0, bytesRead).indexOf(0x0a);
        parts.push(Buffer.from(chunk.subarray(0, end >= 0 ? end : bytesRead)));
        if (end >= 0) break;
        position += bytesRead;
        read += bytesRead;
      }
      return readLine(Buffer.concat(parts).toString('utf8')).record;
    } finally {
      await handle.close();
    }
  }

  async function appendOnce(record: StoredSubmission, arrived: number): Promise<AppendResult> {
    const ids = await idsOf(record.form);
    const earlier = ids.get(record.id);
    if (earlier) return { record: (await recordAt(earlier.file, earlier.offset)) ?? record, duplicate: true };
    const file = submissionsFile(dataDir, record.form, arrived);
    const offset = await appendLineDurably(file, JSON.stringify(record));
    ids.set(record.id, { file: path.basename(file), offset });
    return { record, duplicate: false };
  }

  /** Runs `task` after every earlier change to the form. */
  async function inTurn<T>(formId: string, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(formId) ?? Promise.resolve();
    const current = previous.catch(() => undefined).then(task);
    queues.set(formId, current);
    try {
      return await current;
    } finally {
      if (queues.get(formId) === current) queues.delete(formId);
    }
  }

  async function removeFrom(formId: string, ids: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const { name } of await storeFiles(folder, formId)) {
      const kept: string[] = [];
      let dropped = 0;
      for await (const line of linesOf(path.join(folder, name))) {
        const record = line.text === null ? null : readLine(line.text).record;
        if (record && ids.has(record.id)) dropped += 1;
        else if (line.text !== null) kept.push(line.text);
      }
      if (dropped === 0) continue;
      await writeFileDurably(path.join(folder, name), kept.map((text) => `${text}\n`).join(''));
      removed += dropped;
    }
    // Every offset after a removed line has moved: the ids are read again at the next append.
    knownIds.delete(formId);
    return removed;
  }

  return {
    append(formId, fields, id = randomUUID()) {
      const arrived = now();
      const record: StoredSubmission = { id, form: formId, receivedAt: new Date(arrived).toISOString(), fields };
      return inTurn(formId, () => appendOnce(record, arrived));
    },

    remove: (formId, ids) => inTurn(formId, () => removeFrom(formId, ids)),

    read: (onlyForm) => readMerged(folder, onlyForm),

    describe: (formId) => (formId ? path.join(folder, `${formId}.<YYYY-MM>.jsonl`) : folder),
  };
}

/**
 * Every record, oldest first: the files of one month are read side by side, each a chunk at a time,
 * and merged by arrival (each file is in order of arrival already).
 */
async function* readMerged(folder: string, onlyForm?: string): AsyncGenerator<StoreEntry> {
  const files = await storeFiles(folder, onlyForm);
  const months = [...new Set(files.map((f) => f.month))];
  for (const month of months) {
    const readers = files
      .filter((f) => f.month === month)
      .map((f) => entriesOf(path.join(folder, f.name), f.name)[Symbol.asyncIterator]());
    const heads = await Promise.all(readers.map((r) => r.next()));
    for (;;) {
      let pick = -1;
      for (let i = 0; i < heads.length; i++) {
        const head = heads[i];
        if (head.done) continue;
        // Damage is told where it is found.
        if (!('record' in head.value)) {
          pick = i;
          break;
        }
        const best = pick >= 0 ? heads[pick] : undefined;
        if (!best || best.done || !('record' in best.value) || head.value.record.receivedAt < best.value.record.receivedAt)
          pick = i;
      }
      if (pick < 0) break;
      const { value } = heads[pick] as IteratorYieldResult<StoreEntry & { offset?: number }>;
      yield 'record' in value ? { record: value.record } : { damaged: value.damaged };
      heads[pick] = await readers[pick].next();
    }
  }
}
