/** The validation and the types of a clean build, run in a child process (scripts/lib/build/stage-process.ts). */
import { validateOrReport } from '../content/validate/site.ts';
import { BuildFailure } from './stages.ts';

export { writeGenerated } from '../content/types.ts';

export async function validateSite(): Promise<void> {
  if (!(await validateOrReport())) throw new BuildFailure('Content has problems (listed above).');
}
