/** `npm run content-errors`: writes docs/content-errors.md from the validator's table of kinds. */
import { writeFileSync } from 'node:fs';
import { contentErrorsFile, renderContentErrors } from './lib/content/validate/docs.ts';
import { relative } from './lib/paths.ts';

function main(): void {
  writeFileSync(contentErrorsFile, renderContentErrors());
  console.log(`Wrote ${relative(contentErrorsFile)}.`);
}

main();
