/** The content gate over the site's own folders, reported as `npm run validate` does: for the commands and the build. */
import { unusedImages } from '../../images/unused.ts';
import { contentDir, publicDir, schemasDir } from '../../paths.ts';
import { changedFocus } from './changed.ts';
import { report, type Format } from './formats.ts';
import type { ContentRoots } from './index.ts';
import { validateOnCores } from './thread.ts';

export const siteRoots: ContentRoots = { content: contentDir, schemas: schemasDir, public: publicDir };

/** Validates, writes the report in the format asked for, and says whether the content is valid. */
export async function validateOrReport(
  format: Format = 'human',
  roots: ContentRoots = siteRoots,
  { changed = false, focus }: { changed?: boolean; focus?: ReadonlySet<string> } = {},
): Promise<boolean> {
  const started = performance.now();
  const {
    problems,
    files,
    checkedAt,
    meanwhile: unused,
  } = await validateOnCores(roots, focus ?? (changed ? changedFocus(roots) : undefined), () => unusedImages(roots));
  const all = [...problems, ...unused];
  const { stdout, stderr } = report(format, all, { files, ms: Math.round(checkedAt - started) });
  if (stdout) process.stdout.write(stdout);
  if (stderr) process.stderr.write(stderr);
  return problems.length === 0;
}
