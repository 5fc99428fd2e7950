/**
 * `npm run inbox`: prints the submissions the site's own form endpoint has received, oldest first,
 * newest last (just above the prompt).
 *
 *   npm run inbox                   every form
 *   npm run inbox -- --form contact one form
 *   npm run inbox -- --json         one raw JSON record per line, for other tools
 *
 * Reads <DATA_DIR or data>/forms/*.jsonl.
 */
import path from 'node:path';
import { defaultDataDir, formsDir, readInbox, type StoredSubmission } from '../src/server/form-store.ts';
import { relative } from './lib/paths.ts';

// What visitors typed is printed to a terminal: control characters (escape sequences that could
// rewrite the screen) and direction overrides (that could disguise text) are shown as �.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const safe = (text: string): string => text.replace(UNSAFE, '\uFFFD');

const FIELD_ORDER = ['name', 'email', 'phone', 'subject', 'message'];
const LABEL_WIDTH = 9;

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

function formatSubmission(s: StoredSubmission): string {
  const title = `── ${safe(s.form)} · ${formatDate(s.receivedAt)} `;
  const lines = [title.padEnd(64, '─')];
  const fields = Object.keys(s.fields).sort((a, b) => {
    const ia = FIELD_ORDER.indexOf(a);
    const ib = FIELD_ORDER.indexOf(b);
    return (ia < 0 ? 99 : ia) - (ib < 0 ? 99 : ib) || a.localeCompare(b);
  });
  for (const field of fields) {
    const label = field.charAt(0).toUpperCase() + field.slice(1);
    const [first, ...rest] = safe(String(s.fields[field])).split(/\r\n|\r|\n/);
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

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    process.exit(1);
  }
  const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : defaultDataDir;
  const { submissions, problems } = await readInbox(dataDir, args.form);

  if (args.json) {
    for (const s of submissions) process.stdout.write(`${JSON.stringify(s)}\n`);
  } else if (submissions.length === 0) {
    console.log(`No submissions yet in ${relative(formsDir(dataDir))}/.`);
  } else {
    const perForm = new Map<string, number>();
    for (const s of submissions) perForm.set(s.form, (perForm.get(s.form) ?? 0) + 1);
    const counts = [...perForm].map(([form, n]) => `${safe(form)}: ${n}`).join(', ');
    console.log(
      `${submissions.length} submission${submissions.length === 1 ? '' : 's'} in ${relative(formsDir(dataDir))}/ (${counts}), newest last.\n`,
    );
    console.log(submissions.map(formatSubmission).join('\n\n'));
  }

  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exitCode = 1;
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
