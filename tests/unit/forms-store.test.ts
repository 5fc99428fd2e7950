/**
 * The JSON-lines store: one file per form and month, read only as a stream, remembering only the ids
 * (and where they are) that a retry needs.
 */
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyTally, inboxSummary, printInbox } from '../../scripts/inbox.ts';
import {
  createJsonLinesStore,
  dataDirFromEnv,
  defaultDataDir,
  formsDir,
  READ_CHUNK_BYTES,
  type StoredSubmission,
} from '../../src/server/forms/store.ts';

// A full collection before each heap sample, so the sample counts what the reader holds, not garbage
// the collector has not reached yet (which depends on the machine and made the figure vary).
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

// Every read the store makes, by file: how many bytes it asked for at once, and in all.
const reads = vi.hoisted(() => ({ largest: 0, byFile: new Map<string, number>(), whole: 0 }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  return {
    ...actual,
    readFile: async (...args: Parameters<typeof actual.readFile>) => {
      reads.whole += 1;
      return actual.readFile(...args);
    },
    open: async (...args: Parameters<typeof actual.open>) => {
      const handle = await actual.open(...args);
      const read = handle.read.bind(handle) as (...a: unknown[]) => Promise<{ bytesRead: number; buffer: Buffer }>;
      (handle as { read: unknown }).read = async (buffer: Buffer, offset: number, length: number, position: number) => {
        reads.largest = Math.max(reads.largest, length);
        const result = await read(buffer, offset, length, position);
        const file = path.basename(String(args[0]));
        reads.byFile.set(file, (reads.byFile.get(file) ?? 0) + result.bytesRead);
        return result;
      };
      return handle;
    },
  };
});

let dataDir: string;
let clock: number;

const record = (id: string, minute: number, form = 'contact', month = 10): StoredSubmission => ({
  id,
  form,
  receivedAt: new Date(Date.UTC(2026, month, 21, 9, minute)).toISOString(),
  fields: { name: `Name ${id}`, message: 'x'.repeat(150) },
});

function writeStoreFile(name: string, text: string): string {
  mkdirSync(formsDir(dataDir), { recursive: true });
  const file = path.join(formsDir(dataDir), name);
  writeFileSync(file, text);
  return file;
}

async function readAll(onlyForm?: string) {
  const entries = [];
  for await (const entry of createJsonLinesStore(dataDir).read(onlyForm)) entries.push(entry);
  return entries;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'form-store-'));
  clock = Date.UTC(2026, 10, 30, 23, 59);
  reads.largest = 0;
  reads.byFile.clear();
  reads.whole = 0;
});

describe('the JSON-lines store', () => {
  it('starts a new file each month (UTC) and still knows a retry of last month', async () => {
    const store = createJsonLinesStore(dataDir, () => clock);
    await store.append('contact', { name: 'Jane' }, 'november-record');
    clock = Date.UTC(2026, 11, 1, 0, 0);
    await store.append('contact', { name: 'Tom' }, 'december-record');
    expect(readdirSync(formsDir(dataDir)).sort()).toEqual(['contact.2026-11.jsonl', 'contact.2026-12.jsonl']);
    // A new server, as after a restart: the ids come from the files.
    const restarted = createJsonLinesStore(dataDir, () => clock);
    const retry = await restarted.append('contact', { name: 'Jane again' }, 'november-record');
    expect(retry.duplicate).toBe(true);
    expect(retry.record).toMatchObject({
      id: 'november-record',
      fields: { name: 'Jane' },
      receivedAt: '2026-11-30T23:59:00.000Z',
    });
    expect(statSync(path.join(formsDir(dataDir), 'contact.2026-12.jsonl')).size).toBeLessThan(200);
  });

  it('reads no file older than the months a retry can come from when it starts taking posts', async () => {
    writeStoreFile('contact.jsonl', `${JSON.stringify(record('before-rotation', 1, 'contact', 6))}\n`);
    writeStoreFile('contact.2026-09.jsonl', `${JSON.stringify(record('september', 1, 'contact', 8))}\n`);
    writeStoreFile('contact.2026-10.jsonl', `${JSON.stringify(record('october', 1, 'contact', 9))}\n`);
    writeStoreFile('contact.2026-11.jsonl', `${JSON.stringify(record('november', 1))}\n`);
    const store = createJsonLinesStore(dataDir, () => clock);
    expect((await store.append('contact', { name: 'x' }, 'october')).duplicate).toBe(true);
    expect([...reads.byFile.keys()].sort()).toEqual(['contact.2026-10.jsonl', 'contact.2026-11.jsonl']);
    // Older ids are not remembered: a "retry" months later is stored as new.
    expect((await store.append('contact', { name: 'x' }, 'september')).duplicate).toBe(false);
  });

  it('reads an inbox far larger than its chunks a chunk at a time, and never a whole file', async () => {
    const count = 40_000;
    const lines: string[] = [];
    for (let i = 0; i < count; i++) lines.push(JSON.stringify(record(`record-${String(i).padStart(6, '0')}`, i % 60)));
    const file = writeStoreFile('contact.2026-11.jsonl', `${lines.join('\n')}\n`);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(100 * READ_CHUNK_BYTES);

    let seen = 0;
    const liveHeap = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const heapBefore = liveHeap();
    let heapPeak = heapBefore;
    for await (const entry of createJsonLinesStore(dataDir).read()) {
      if ('record' in entry) seen += 1;
      if (seen % 5000 === 0) heapPeak = Math.max(heapPeak, liveHeap());
    }
    expect(seen).toBe(count);
    expect(reads.whole).toBe(0);
    expect(reads.largest).toBeLessThanOrEqual(READ_CHUNK_BYTES);
    expect(reads.byFile.get('contact.2026-11.jsonl')).toBe(size);
    // Held at once: a few chunks, never the file (which a whole read would add several times over as strings).
    expect(heapPeak - heapBefore).toBeLessThan(size / 4);

    // Indexing it for retries reads it the same way, and a retry of its last record is recognised.
    reads.byFile.clear();
    const store = createJsonLinesStore(dataDir, () => clock);
    expect((await store.append('contact', {}, `record-${String(count - 1).padStart(6, '0')}`)).duplicate).toBe(true);
    expect(reads.whole).toBe(0);
    expect(reads.largest).toBeLessThanOrEqual(READ_CHUNK_BYTES);
  });

  it('skips a line too long to be a record without holding it, and names it as damaged', async () => {
    const huge = 'z'.repeat(3 * 1024 * 1024);
    writeStoreFile(
      'contact.2026-11.jsonl',
      `${JSON.stringify(record('first', 1))}\n${huge}\n${JSON.stringify(record('after', 2))}\n${huge}`,
    );
    const entries = await readAll();
    expect(entries).toEqual([
      { record: record('first', 1) },
      { damaged: { file: 'contact.2026-11.jsonl', line: 2 } },
      { record: record('after', 2) },
      { damaged: { file: 'contact.2026-11.jsonl', line: 4 } },
    ]);
  });

  it('reads the forms of a month side by side, oldest first, and the files kept before rotation first', async () => {
    writeStoreFile(
      'newsletter.2026-11.jsonl',
      `${JSON.stringify(record('n1', 2, 'newsletter'))}\n${JSON.stringify(record('n2', 5, 'newsletter'))}\n`,
    );
    writeStoreFile('contact.2026-11.jsonl', `${JSON.stringify(record('c1', 1))}\n${JSON.stringify(record('c2', 3))}\n`);
    writeStoreFile('contact.jsonl', `${JSON.stringify(record('old', 1, 'contact', 3))}\n`);
    writeStoreFile('contact.2026-12.jsonl', `${JSON.stringify(record('c3', 1, 'contact', 11))}\n`);
    const ids = (await readAll()).map((e) => ('record' in e ? e.record.id : 'damaged'));
    expect(ids).toEqual(['old', 'c1', 'n1', 'c2', 'n2', 'c3']);
    expect((await readAll('newsletter')).map((e) => ('record' in e ? e.record.id : ''))).toEqual(['n1', 'n2']);
  });
});

describe('npm run inbox', () => {
  it('prints each record as it is read, then the counts', async () => {
    writeStoreFile('contact.2026-11.jsonl', `${JSON.stringify(record('c1', 1))}\nnot json\n${JSON.stringify(record('c2', 3))}\n`);
    const printed: string[] = [];
    const tally = await printInbox(createJsonLinesStore(dataDir).read(), (r) => printed.push(r.id));
    expect(printed).toEqual(['c1', 'c2']);
    expect(inboxSummary(tally, 'data/forms/')).toEqual({
      out: '2 submissions in data/forms/ (contact: 2), oldest first.',
      err:
        '1 damaged line could not be read in full (cut short by a crash or a full disk); every readable record was kept:\n' +
        '  data/forms/contact.2026-11.jsonl: line 2',
    });
    expect(inboxSummary(emptyTally(), 'data/forms/').out).toBe('No submissions yet in data/forms/.');
  });
});

describe('DATA_DIR', () => {
  it('is resolved in one place: against the working folder, else data/', () => {
    expect(dataDirFromEnv({})).toBe(defaultDataDir);
    expect(dataDirFromEnv({ DATA_DIR: 'test-results/data' })).toBe(path.resolve('test-results/data'));
    expect(dataDirFromEnv({ DATA_DIR: '/srv/leads' })).toBe('/srv/leads');
  });
});
