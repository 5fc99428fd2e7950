/** `npm run validate`: checks all content and prints every problem as file:line:column  path  message. */
import { contentDir, publicDir, schemasDir } from './lib/paths.ts';
import { formatProblem, validateContent } from './lib/validate-content.ts';

export function validateOrReport(): boolean {
  const started = performance.now();
  const { problems, files } = validateContent({ content: contentDir, schemas: schemasDir, public: publicDir });
  const ms = Math.round(performance.now() - started);
  if (problems.length === 0) {
    console.log(`Content is valid: ${files} files checked in ${ms} ms.`);
    return true;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  const fileCount = new Set(problems.map((p) => p.file)).size;
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'}. Nothing was built; fix them and run again.`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!validateOrReport()) process.exit(1);
}
