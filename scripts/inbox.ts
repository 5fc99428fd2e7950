/**
 * `npm run inbox`: prints the submissions the site's own form endpoint has received, oldest first,
 * newest last (just above the prompt).
 *
 *   npm run inbox                   every form
 *   npm run inbox -- --form contact one form
 *   npm run inbox -- --json         one raw JSON record per line, for other tools
 *
 * Reads the store the server writes to (storesFromEnv: DATABASE_URL, else <DATA_DIR or data>/forms/*.jsonl)
 * a record at a time, printing each as it comes: the counts come last.
 */
import path from 'node:path';
import type { FormStore, StoreEntry, StoredSubmission } from '../src/server/forms/store.ts';
import { storesFromEnv } from '../src/server/stores.ts';
import { allFieldNames } from '../src/forms/rules.ts';
import { messageOf } from './lib/message-of.ts';
import { relative } from './lib/paths.ts';

// What visitors typed is printed to a terminal: control characters (escape sequences that could
// rewrite the screen), direction controls and hidden characters (that could disguise text, in records
// stored before the rules refused them) are shown as �. Line breaks inside a message are split into
// lines before this (linesOf); anywhere else they are shown as � too.
const UNSAFE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB\u{E0000}-\u{E007F}\p{Cs}]/gu;
const safe = (text: string): string => text.replace(UNSAFE, '\uFFFD');

// Each label padded to the longest of the forms' fields, so their values line up.
const LABEL_WIDTH = Math.max(...allFieldNames.map((field) => field.length)) + 2;

function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return safe(iso);
  return date.toLocaleString('en-US', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
}

/** A field's lines as typed: CR, LF, CRLF and the Unicode separators each start a new line. */
const linesOf = (value: string): string[] => value.split(/\r\n|[\r\n\u2028\u2029]/).map(safe);

function formatSubmission(s: StoredSubmission): string {
  const title = `── ${safe(s.form)} · ${formatDate(s.receivedAt)} `;
  const lines = [title.padEnd(64, '─')];
  // The forms' order; a field the rules no longer know (kept from an older form) comes after theirs.
  const fields = Object.keys(s.fields).sort((a, b) => {
    const ia = allFieldNames.indexOf(a);
    const ib = allFieldNames.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  for (const field of fields) {
    // Field names come from the file, which anyone with write access could have edited.
    const label = linesOf(field.charAt(0).toUpperCase() + field.slice(1)).join(' ');
    const [first, ...rest] = linesOf(String(s.fields[field]));
    lines.push(`${label.padEnd(LABEL_WIDTH)} ${first}`);
    for (const line of rest) lines.push(`${' '.repeat(LABEL_WIDTH)} ${line}`);
  }
  lines.push(`${'Ref'.padEnd(LABEL_WIDTH)} ${safe(s.id)}`);
  return lines.join('\n');
}

function parseArgs(argv: string[]): { json: boolean; form?: string } | string {
  const args = { json: false } as { json: boolean; form?: string };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') args.json = true;
    else if (arg === '--form' && argv[i + 1]) args.form = argv[++i];
    else if (arg.startsWith('--form=')) args.form = arg.slice('--form='.length);
    else return `Unknown option ${arg}. Use --json and/or --form <formId>.`;
  }
  return args;
}

/** Counts per form and the damaged lines, gathered while the records stream past. */
export interface InboxTally {
  perForm: Map<string, number>;
  damaged: { file: string; lines: number[] }[];
}

export const emptyTally = (): InboxTally => ({ perForm: new Map(), damaged: [] });

/**
 * Prints every entry of a store as it is read, one record at a time (an inbox of any size), and
 * tallies them for `inboxSummary`.
 */
export async function printInbox(
  entries: AsyncIterable<StoreEntry>,
  write: (record: StoredSubmission, text: string) => void,
): Promise<InboxTally> {
  const tally = emptyTally();
  for await (const entry of entries) {
    if ('record' in entry) {
      const { record } = entry;
      tally.perForm.set(record.form, (tally.perForm.get(record.form) ?? 0) + 1);
      write(record, formatSubmission(record));
    } else {
      const { file, line } = entry.damaged;
      const known = tally.damaged.find((d) => d.file === file);
      if (known) known.lines.push(line);
      else tally.damaged.push({ file, lines: [line] });
    }
  }
  return tally;
}

/**
 * The lines printed after the records (just above the prompt): the counts on standard output, damage on
 * standard error. `where` is the store's place: a folder, ending in a slash, or a database.
 */
export function inboxSummary({ perForm, damaged }: InboxTally, where: string): { out: string; err: string } {
  const total = [...perForm.values()].reduce((a, b) => a + b, 0);
  const counts = [...perForm].map(([form, n]) => `${safe(form)}: ${n}`).join(', ');
  const out =
    total === 0
      ? `No submissions yet in ${where}.`
      : `${total} submission${total === 1 ? '' : 's'} in ${where} (${counts}), oldest first.`;
  const damagedCount = damaged.reduce((n, d) => n + d.lines.length, 0);
  const err =
    damagedCount === 0
      ? ''
      : [
          `${damagedCount} damaged line${damagedCount === 1 ? '' : 's'} could not be read in full (cut short by a crash or a full disk); every readable record was kept:`,
          ...damaged.map(
            ({ file, lines }) => `  ${where}${safe(file)}: line${lines.length === 1 ? '' : 's'} ${lines.join(', ')}`,
          ),
        ].join('\n');
  return { out, err };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    process.exit(1);
  }
  const stores = storesFromEnv(process.env, { log: (line) => console.error(line) });
  try {
    await stores.ready;
    await printStore(stores.leads, args);
  } catch (error) {
    console.error(messageOf(error));
    process.exitCode = 1;
  } finally {
    await stores.close();
  }
}

async function printStore(store: FormStore, args: { json: boolean; form?: string }): Promise<void> {
  let first = true;
  const tally = await printInbox(store.read(args.form), (record, text) => {
    if (args.json) process.stdout.write(`${JSON.stringify(record)}\n`);
    else {
      process.stdout.write(`${first ? '' : '\n'}${text}\n`);
      first = false;
    }
  });
  const place = store.describe();
  const { out, err } = inboxSummary(tally, path.isAbsolute(place) ? `${relative(place)}/` : place);
  if (!args.json) console.log(`${first ? '' : '\n'}${out}`);
  if (err) {
    console.error(`\n${err}`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
