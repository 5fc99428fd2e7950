/**
 * The site's own inbox: one JSON line per accepted submission in <dataDir>/forms/<formId>.jsonl.
 * Each line is written and flushed to disk (fsync) before the visitor is told it arrived. Every
 * record starts on a line of its own, even after a crash left the file's last line cut short, and a
 * submission sent twice under the same id (a retry after a lost answer) is stored once.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StoredSubmission {
  /** The id the browser gave the submission, or one made on arrival when it gave none. */
  id: string;
  /** The form id, as in the path /f/{formId}. */
  form: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  fields: Record<string, string>;
}

/** data/ at the project's root: gitignored, the default home of the inbox. */
export const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

/** Where the inbox is: DATA_DIR when set, else data/. */
export const resolveDataDir = (env: NodeJS.ProcessEnv = process.env): string =>
  env.DATA_DIR ? path.resolve(env.DATA_DIR) : defaultDataDir;

export const formsDir = (dataDir: string): string => path.join(dataDir, 'forms');
export const submissionsFile = (dataDir: string, formId: string): string => path.join(formsDir(dataDir), `${formId}.jsonl`);

async function syncFolder(folder: string): Promise<void> {
  // A new file is only durable once its folder's entry is on disk too.
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems cannot sync a folder; the file's own sync still holds its content.
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

export interface FileReading {
  submissions: StoredSubmission[];
  /** 1-based numbers of the lines that were not one whole record. */
  damagedLines: number[];
}

export function readSubmissionsText(text: string): FileReading {
  const submissions: StoredSubmission[] = [];
  const damagedLines: number[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const { record, whole } = readLine(line);
    if (record) submissions.push(record);
    if (!whole) damagedLines.push(i + 1);
  });
  return { submissions, damagedLines };
}

export interface AppendResult {
  record: StoredSubmission;
  /** True when a submission with this id was already stored; nothing new was written. */
  duplicate: boolean;
}

export function createFormStore(dataDir: string, now: () => number = Date.now) {
  // Appends to one file never interleave: each waits for the one before it.
  const queues = new Map<string, Promise<unknown>>();
  // The ids already in each file, read from the file on its first append since the server started.
  const knownIds = new Map<string, Map<string, StoredSubmission>>();

  async function idsOf(file: string): Promise<Map<string, StoredSubmission>> {
    let ids = knownIds.get(file);
    if (!ids) {
      ids = new Map();
      if (existsSync(file)) for (const s of readSubmissionsText(await readFile(file, 'utf8')).submissions) ids.set(s.id, s);
      knownIds.set(file, ids);
    }
    return ids;
  }

  async function write(file: string, record: StoredSubmission): Promise<void> {
    const folder = path.dirname(file);
    const isNew = !existsSync(file);
    if (isNew) await mkdir(folder, { recursive: true, mode: 0o700 });
    // Submissions hold personal details: readable by the server's user only.
    const handle = await open(file, 'a+', 0o600);
    try {
      // A last line without its newline was cut short (a crash, a full disk): the record starts below it.
      const { size } = await handle.stat();
      let separator = '';
      if (size > 0) {
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) separator = '\n';
      }
      await handle.appendFile(`${separator}${JSON.stringify(record)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (isNew) await syncFolder(folder);
  }

  async function appendOnce(file: string, record: StoredSubmission): Promise<AppendResult> {
    const ids = await idsOf(file);
    const earlier = ids.get(record.id);
    if (earlier) return { record: earlier, duplicate: true };
    await write(file, record);
    ids.set(record.id, record);
    return { record, duplicate: false };
  }

  return {
    /** Stores a submission unless one with the same id is stored already. */
    async append(formId: string, fields: Record<string, string>, id: string = randomUUID()): Promise<AppendResult> {
      const record: StoredSubmission = { id, form: formId, receivedAt: new Date(now()).toISOString(), fields };
      const file = submissionsFile(dataDir, formId);
      const previous = queues.get(file) ?? Promise.resolve();
      const current = previous.catch(() => undefined).then(() => appendOnce(file, record));
      queues.set(file, current);
      try {
        return await current;
      } finally {
        if (queues.get(file) === current) queues.delete(file);
      }
    },
  };
}

export type FormStore = ReturnType<typeof createFormStore>;

export interface InboxReading {
  submissions: StoredSubmission[];
  /** Per file, the lines that held no readable record, such as a line cut short by a crash mid-write. */
  damaged: { file: string; lines: number[] }[];
}

/** Every stored submission of every form, oldest first. */
export async function readInbox(dataDir: string, onlyForm?: string): Promise<InboxReading> {
  const folder = formsDir(dataDir);
  const submissions: StoredSubmission[] = [];
  const damaged: InboxReading['damaged'] = [];
  if (!existsSync(folder)) return { submissions, damaged };
  const files = (await readdir(folder)).filter((f) => f.endsWith('.jsonl') && (!onlyForm || f === `${onlyForm}.jsonl`)).sort();
  for (const file of files) {
    const reading = readSubmissionsText(await readFile(path.join(folder, file), 'utf8'));
    submissions.push(...reading.submissions);
    if (reading.damagedLines.length > 0) damaged.push({ file, lines: reading.damagedLines });
  }
  submissions.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  return { submissions, damaged };
}
