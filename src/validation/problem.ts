import type { ProblemCode } from './kinds.ts';

/** One content problem, as the terminal, CI, the dev overlay and the editor show it. */
export interface Problem {
  /** The file as shown to people: project-relative, forward slashes, such as `content/pages/faqs.json`. */
  file: string;
  /** Where the value (or key) at fault starts and ends, from 1; a problem of a whole file is at 1:1. */
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  /** The JSON pointer of the value at fault, such as `/blocks/3/items/2/answer`; empty for the whole file. */
  pointer: string;
  /** The same place in words, such as `blocks[3] (faq) › items[2] › answer`. */
  path: string;
  /** The block the place is in, as people count and name it: `block 4 (faq, "Payments")`; absent outside blocks. */
  block?: string;
  /** The kind of problem: stable, and the name of its section in docs/content-errors.md. */
  code: ProblemCode;
  /** An error stops the build; a warning is only shown. */
  severity: 'error' | 'warning';
  /** What is wrong and what to do, read on its own. */
  message: string;
  /** What to do, on its own (the end of `message`, or all of it when the message is the fix). */
  fix: string;
  /** The section of docs/content-errors.md that explains this kind of problem. */
  docs: string;
}

/** The order problems are reported in: by file, then by place in it. */
export const byPlace = (a: Problem, b: Problem): number => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column;

export interface ValidationResult {
  problems: Problem[];
  /** How many content files were read. */
  files: number;
}

export const docsOf = (code: ProblemCode): string => `docs/content-errors.md#${code}`;

/** The message and the fix of a problem: the message says what is wrong, then the fix when there is one. */
export function wording(what: string, fix?: string): { message: string; fix: string } {
  // Messages are built from parts that may each end a sentence; one full stop is enough. Only at a
  // sentence's end: a value such as "../../x" is shown as written.
  const tidy = (s: string): string => s.trim().replace(/(?<!\.)\.\.(?=\s|$)/g, '.');
  const message = tidy(fix ? `${what.trim()} ${fix.trim()}` : what);
  return { message, fix: fix ? tidy(fix) : message };
}

/** A problem of a whole file, or at a place in it that has no JSON value (a broken file). */
export function fileProblem(
  file: string,
  code: ProblemCode,
  what: string,
  fix?: string,
  at: { line?: number; column?: number; path?: string } = {},
): Problem {
  const line = at.line ?? 1;
  const column = at.column ?? 1;
  return {
    file,
    line,
    column,
    endLine: line,
    endColumn: column,
    pointer: '',
    path: at.path ?? '(file)',
    code,
    severity: 'error',
    ...wording(what, fix),
    docs: docsOf(code),
  };
}

/** One line for a person: `file:line:column  path  message`, the block it is in (counted from 1) and where the kind is explained. */
export const formatProblem = (p: Problem): string =>
  `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.message}${p.block ? `  (in ${p.block})` : ''}  ${p.docs}`;
