import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inboxSummary, printInbox } from '../../scripts/inbox.ts';
import { fieldNames } from '../../src/forms/rules.ts';
import { createJsonLinesStore, formsDir, type StoredSubmission } from '../../src/server/forms/store.ts';
import { validContact } from '../fixtures/forms.ts';

const record = (id: string, fields: Record<string, string>, minute = 0): StoredSubmission => ({
  id,
  form: 'contact',
  receivedAt: new Date(Date.UTC(2026, 10, 21, 9, minute)).toISOString(),
  fields,
});

function inboxWith(text: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'inbox-'));
  mkdirSync(formsDir(dataDir), { recursive: true });
  writeFileSync(path.join(formsDir(dataDir), 'contact.jsonl'), text);
  return dataDir;
}

/** What `npm run inbox` prints for a data folder: the records, then the counts; damage apart. */
async function inbox(dataDir: string): Promise<{ names: string[]; out: string; err: string }> {
  const printed: string[] = [];
  const names: string[] = [];
  const tally = await printInbox(createJsonLinesStore(dataDir).read(), (record, text) => {
    names.push(record.fields.name ?? '');
    printed.push(text);
  });
  const { out, err } = inboxSummary(tally, 'data/forms/');
  return { names, out: [...printed, out].join('\n\n'), err };
}

describe('npm run inbox', () => {
  it('shows every readable record, also one appended onto a torn line, and names the damaged lines', async () => {
    const first = JSON.stringify(record('first-record', { name: 'Jane' }, 1));
    const torn = JSON.stringify(record('torn-record', { name: 'Lost' }, 2)).slice(0, 40);
    const glued = JSON.stringify(record('glued-record', { name: 'Ana' }, 3));
    const last = JSON.stringify(record('last-record', { name: 'Tom' }, 4));
    const dataDir = inboxWith(`${first}\n${torn}${glued}\nnot json at all\n${last}\n`);
    const { names, out, err } = await inbox(dataDir);
    expect(names).toEqual(['Jane', 'Ana', 'Tom']);
    expect(out).toMatch(/\n3 submissions in data\/forms\/ \(contact: 3\), oldest first\.$/);
    expect(err).toBe(
      '2 damaged lines could not be read in full (cut short by a crash or a full disk); every readable record was kept:\n' +
        '  data/forms/contact.jsonl: lines 2, 3',
    );
  });

  it("prints a submission's fields in the order of the form's rules, one the rules do not know after them", async () => {
    const reversed = Object.fromEntries(Object.entries({ ...validContact, phone: '+44 20 7946 0000' }).reverse());
    const { out } = await inbox(inboxWith(`${JSON.stringify(record('order-record', { retired: 'x', ...reversed }))}\n`));
    const labels = out.split('\n').flatMap((line) => /^([A-Z]\w*) /.exec(line)?.[1] ?? []);
    const label = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);
    expect(labels).toEqual([...fieldNames('contact').map(label), 'Retired', 'Ref']);
  });

  it('shows line breaks in a message as lines and neutralises control characters, field names included', async () => {
    const dataDir = inboxWith(
      `${JSON.stringify(
        record('escape-record', {
          message: 'Line one\r\nline two\rline three\nline four\u2028line five',
          name: 'Jane\u001b[2J\u202e',
          'evil\u001b]0;owned\u0007\nname': 'x',
        }),
      )}\n`,
    );
    const { out, err } = await inbox(dataDir);
    expect(err).toBe('');
    const lines = out.split('\n');
    expect(lines).toContain('Message   Line one');
    for (const n of ['two', 'three', 'four', 'five']) expect(lines).toContain(`          line ${n}`);
    expect(lines).toContain('Name      Jane\uFFFD[2J\uFFFD');
    expect(lines).toContain('Evil\uFFFD]0;owned\uFFFD name x');
    // eslint-disable-next-line no-control-regex
    expect(out).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E]/);
  });
});
