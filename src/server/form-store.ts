/**
 * The site's own inbox: one JSON line per accepted submission in <dataDir>/forms/<formId>.jsonl.
 * Each line is written and flushed to disk before the visitor is told it arrived.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface StoredSubmission {
  id: string;
  /** The form id, as in the path /f/{formId}. */
  form: string;
  /** ISO 8601, UTC. */
  receivedAt: string;
  fields: Record<string, string>;
}

/** data/ at the project's root: gitignored, the default home of the inbox. */
export const defaultDataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data');

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

export function createFormStore(dataDir: string, now: () => number = Date.now) {
  // Appends to one file never interleave: each waits for the one before it.
  const queues = new Map<string, Promise<unknown>>();

  async function write(file: string, line: string): Promise<void> {
    const folder = path.dirname(file);
    const isNew = !existsSync(file);
    if (isNew) await mkdir(folder, { recursive: true, mode: 0o700 });
    // Submissions hold personal details: readable by the server's user only.
    const handle = await open(file, 'a', 0o600);
    try {
      await handle.appendFile(line, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (isNew) await syncFolder(folder);
  }

  return {
    async append(formId: string, fields: Record<string, string>): Promise<StoredSubmission> {
      const record: StoredSubmission = { id: randomUUID(), form: formId, receivedAt: new Date(now()).toISOString(), fields };
      const file = submissionsFile(dataDir, formId);
      const previous = queues.get(file) ?? Promise.resolve();
      const current = previous.catch(() => undefined).then(() => write(file, `${JSON.stringify(record)}\n`));
      queues.set(file, current);
      try {
        await current;
      } finally {
        if (queues.get(file) === current) queues.delete(file);
      }
      return record;
    },
  };
}

export type FormStore = ReturnType<typeof createFormStore>;

export interface InboxReading {
  submissions: StoredSubmission[];
  /** Lines that could not be read, such as a line cut short by a crash mid-write. */
  problems: string[];
}

/** Every stored submission of every form, oldest first. */
export async function readInbox(dataDir: string, onlyForm?: string): Promise<InboxReading> {
  const folder = formsDir(dataDir);
  const submissions: StoredSubmission[] = [];
  const problems: string[] = [];
  if (!existsSync(folder)) return { submissions, problems };
  const files = (await readdir(folder)).filter((f) => f.endsWith('.jsonl') && (!onlyForm || f === `${onlyForm}.jsonl`)).sort();
  for (const file of files) {
    const lines = (await readFile(path.join(folder, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (line.trim() === '') return;
      try {
        const record = JSON.parse(line) as StoredSubmission;
        if (typeof record.receivedAt !== 'string' || typeof record.fields !== 'object') throw new Error('not a submission');
        submissions.push(record);
      } catch {
        problems.push(`${file}:${i + 1} could not be read and was skipped.`);
      }
    });
  }
  submissions.sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
  return { submissions, problems };
}
