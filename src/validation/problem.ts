/** One content problem, as the terminal, the dev overlay and the editor show it. */
export interface Problem {
  /** The file as shown to people: project-relative, forward slashes, such as `content/pages/faqs.json`. */
  file: string;
  line: number;
  column: number;
  /** Human-readable JSON path, such as `blocks[3] (faq) › items[2] › answer`. */
  path: string;
  message: string;
}

export interface ValidationResult {
  problems: Problem[];
  /** How many content files were read. */
  files: number;
}

export const formatProblem = (p: Problem): string => `${p.file}:${p.line}:${p.column}  ${p.path}  ${p.message}`;
