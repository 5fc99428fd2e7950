/** docs/content-errors.md, written from the validator's own table of kinds (src/validation/kinds.ts). */
import path from 'node:path';
import { PROBLEM_KINDS, type ProblemKind } from '../../../../src/validation/index.ts';
import { projectRoot } from '../../paths.ts';

export const contentErrorsFile = path.join(projectRoot, 'docs/content-errors.md');

/** Examples are shown as written, in a fence with no language, which formatters leave alone: a trailing comma is the point of one. */
const example = (text: string): string => (/^[[{"]/.test(text) ? `\`\`\`\n${text}\n\`\`\`` : text);

function section(code: string, kind: ProblemKind): string {
  return [
    `## ${code}`,
    `**${kind.title}.** ${kind.rule}`,
    `Wrong:\n\n${example(kind.wrong)}`,
    `Right:\n\n${example(kind.right)}`,
    `**Fix:** ${kind.fix}`,
  ].join('\n\n');
}

export function renderContentErrors(): string {
  const kinds = Object.entries(PROBLEM_KINDS) as [string, ProblemKind][];
  return `${[
    '# Content errors',
    'Every problem `npm run validate` reports (in the terminal, in the browser while `npm run dev` runs, as an annotation on a pull request) names its kind by a code, and ends with a link to the section of that name below. Each section says what the rule is, shows a wrong and a right example, and how to fix it.',
    '<!-- Written by `npm run content-errors` from src/validation/kinds.ts: change the table there, not this file. -->',
    kinds.map(([code, kind]) => `- [${code}](#${code}): ${kind.title}`).join('\n'),
    ...kinds.map(([code, kind]) => section(code, kind)),
  ].join('\n\n')}\n`;
}
