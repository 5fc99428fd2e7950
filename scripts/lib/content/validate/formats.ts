/**
 * The content gate's report in the form each reader takes: a person at a terminal (human), GitHub
 * Actions annotations on the changed lines (github), other tools (json: the problems as an array) and
 * code-scanning tools (sarif, SARIF 2.1.0).
 */
import { formatProblem, PROBLEM_KINDS, type Problem, type ProblemCode } from '../../../../src/validation/index.ts';

export const FORMATS = ['human', 'github', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

/** `--format x` or `--format=x`; without one, `github` inside GitHub Actions and `human` elsewhere. */
export function chooseFormat(args: readonly string[], env: Record<string, string | undefined>): Format {
  const at = args.findIndex((a) => a === '--format' || a.startsWith('--format='));
  if (at < 0) return env.CI === 'true' && env.GITHUB_ACTIONS === 'true' ? 'github' : 'human';
  const value = args[at].includes('=') ? args[at].slice('--format='.length) : args[at + 1];
  if (!FORMATS.includes(value as Format))
    throw new Error(`--format takes one of ${FORMATS.join(', ')}; ${JSON.stringify(value ?? '')} is not one of them.`);
  return value as Format;
}

const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** What the human and github reports say at the end. */
function summary(problems: readonly Problem[], files: number, ms: number): string {
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.length - errors.length;
  const warned = warnings ? ` ${plural(warnings, 'warning')} (pictures in public/images that nothing uses).` : '';
  if (errors.length === 0) return `Content is valid: ${files} files checked in ${ms} ms.${warned}`;
  const fileCount = new Set(errors.map((p) => p.file)).size;
  return `${plural(errors.length, 'problem')} in ${plural(fileCount, 'file')}. Fix them and run again.${warned}`;
}

// GitHub's workflow commands: https://docs.github.com/actions/reference/workflow-commands-for-github-actions
const escapeData = (s: string): string => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (s: string): string => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C');

export function githubLine(p: Problem): string {
  const properties = {
    file: p.file,
    line: p.line,
    col: p.column,
    endLine: p.endLine,
    endColumn: p.endColumn,
    title: `${PROBLEM_KINDS[p.code].title} (${p.code})`,
  };
  const props = Object.entries(properties)
    .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
    .join(',');
  const where = [p.path, p.block && `in ${p.block}`].filter(Boolean).join(', ');
  return `::${p.severity} ${props}::${escapeData(`${where}: ${p.message} See ${p.docs}`)}`;
}

function sarif(problems: readonly Problem[]): object {
  const codes = [...new Set(problems.map((p) => p.code))].sort() as ProblemCode[];
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'content-gate',
            rules: codes.map((code) => ({
              id: code,
              name: code,
              shortDescription: { text: PROBLEM_KINDS[code].title },
              fullDescription: { text: PROBLEM_KINDS[code].rule },
              // SARIF's helpUri must be absolute, and the docs live in the repository: the help names the file.
              help: { text: `${PROBLEM_KINDS[code].fix} See docs/content-errors.md#${code}.` },
            })),
          },
        },
        results: problems.map((p) => ({
          ruleId: p.code,
          ruleIndex: codes.indexOf(p.code),
          level: p.severity,
          message: { text: `${p.path}: ${p.message}` },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: p.file },
                region: { startLine: p.line, startColumn: p.column, endLine: p.endLine, endColumn: p.endColumn },
              },
              logicalLocations: [{ fullyQualifiedName: p.pointer || '/', kind: 'element' }],
            },
          ],
        })),
      },
    ],
  };
}

/** The whole report: what goes to standard output, and what to standard error (the human format's problems). */
export function report(
  format: Format,
  problems: readonly Problem[],
  { files, ms }: { files: number; ms: number },
): { stdout: string; stderr: string } {
  switch (format) {
    case 'human': {
      const lines = problems.map((p) => (p.severity === 'warning' ? `${formatProblem(p)}  (warning)` : formatProblem(p)));
      const text = `${lines.join('\n')}${lines.length ? '\n\n' : ''}${summary(problems, files, ms)}\n`;
      return problems.some((p) => p.severity === 'error') ? { stdout: '', stderr: text } : { stdout: text, stderr: '' };
    }
    case 'github':
      return { stdout: [...problems.map(githubLine), summary(problems, files, ms)].join('\n') + '\n', stderr: '' };
    case 'json':
      return { stdout: `${JSON.stringify(problems, null, 2)}\n`, stderr: '' };
    case 'sarif':
      return { stdout: `${JSON.stringify(sarif(problems), null, 2)}\n`, stderr: '' };
  }
}
