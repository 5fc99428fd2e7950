/**
 * `npm run validate`: checks all content and reports every problem.
 *
 *     npm run validate -- --format human|github|json|sarif
 *     npm run validate -- --changed
 *
 * The default is the human format (`file:line:column  path  message`); inside GitHub Actions
 * (CI=true and GITHUB_ACTIONS=true) it is github, annotations on the changed lines.
 * --changed checks only the pages git reports changed and the pages that link to them, with every file
 * that is not a page; any other change (site.json, routes.json, a schema, a picture) checks everything.
 * Exit codes: 0 the content is valid (warnings allowed), 1 it has problems, 2 the gate itself could
 * not run (a schema that does not compile, a file that cannot be read, an unknown option).
 */
import { chooseFormat } from './lib/content/validate/formats.ts';
import { siteRoots, validateOrReport } from './lib/content/validate/site.ts';
import type { ContentRoots } from './lib/content/validate/index.ts';
import { messageOf } from './lib/message-of.ts';

export const EXIT = { valid: 0, problems: 1, gateFailed: 2 } as const;

/** The command line's exit code; the gate's own failure is told apart from content problems. */
export async function main(
  args: readonly string[],
  env: Record<string, string | undefined> = process.env,
  roots: ContentRoots = siteRoots,
): Promise<number> {
  try {
    const changed = args.includes('--changed');
    return (await validateOrReport(chooseFormat(args, env), roots, { changed })) ? EXIT.valid : EXIT.problems;
  } catch (error) {
    console.error(`The content gate could not run: ${messageOf(error)}`);
    return EXIT.gateFailed;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
