/** `npm run validate`: checks all content and prints every problem as file:line:column  path  message. */
import { contentDir, publicDir, schemasDir } from './lib/paths.ts';
import { unusedImages } from './lib/unused-images.ts';
import { formatProblem, validateContent } from './lib/validate/index.ts';

export function validateOrReport(): boolean {
  const started = performance.now();
  const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
  const { problems, files } = validateContent(roots);
  const ms = Math.round(performance.now() - started);
  const unused = unusedImages(roots);
  if (unused.length) {
    for (const warning of unused) console.warn(`${formatProblem(warning)}  (warning)`);
    console.warn(`${unused.length} picture${unused.length === 1 ? '' : 's'} in public/images that nothing uses.\n`);
  }
  if (problems.length === 0) {
    console.log(`Content is valid: ${files} files checked in ${ms} ms.`);
    return true;
  }
  for (const problem of problems) console.error(formatProblem(problem));
  const fileCount = new Set(problems.map((p) => p.file)).size;
  console.error(
    `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${fileCount} file${fileCount === 1 ? '' : 's'}. Fix them and run again.`,
  );
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!validateOrReport()) process.exit(1);
}
