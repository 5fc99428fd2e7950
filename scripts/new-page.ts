/**
 * `npm run new-page -- /our-team "Our Team"`: creates content/pages/our-team.json with a starting hero
 * and call, routes it, takes the path off the planned list and draws the hero's stand-in picture. Asks
 * for what is not given.
 */
import { createInterface } from 'node:readline/promises';
import { ContentChoreError, newPage } from './lib/content/pages-admin.ts';
import { contentDir, publicDir } from './lib/paths.ts';

/** Asks for what the command line did not give, through one prompt (piped answers are read in order). */
async function askMissing(given: (string | undefined)[], questions: string[]): Promise<string[]> {
  if (questions.every((_, i) => given[i])) return given as string[];
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  try {
    // Lines are read through the iterator, which keeps those that arrive before their question is asked.
    const lines = prompt[Symbol.asyncIterator]();
    const answers: string[] = [];
    for (const [i, question] of questions.entries()) {
      if (given[i]) answers.push(given[i]);
      else {
        process.stdout.write(question);
        const line = await lines.next();
        answers.push(line.done ? '' : String(line.value).trim());
      }
    }
    return answers;
  } finally {
    prompt.close();
  }
}

async function main(): Promise<void> {
  const [typedPath, title] = await askMissing(process.argv.slice(2, 4), [
    'Address of the new page (such as /our-team): ',
    'Its heading (such as Our Team): ',
  ]);
  const pagePath = typedPath && !typedPath.startsWith('/') ? `/${typedPath}` : typedPath;
  try {
    const made = await newPage(contentDir, publicDir, pagePath, title);
    console.log(`Created ${made.file} and routed ${pagePath} to it${made.wasPlanned ? ' (it is no longer planned)' : ''}.

Next:
  1. In ${made.file}, write the page's "description" (what search engines show), the hero's "tagline" and
     what its picture shows ("alt": the page is not valid until it says),
     and change the blocks as you like: http://localhost:5173/blocks (in npm run dev) shows every block type
     with JSON to copy.
  2. ${made.drewImage ? `Replace the stand-in picture drawn at public${made.image} with the hero's photograph (same name).` : `The hero shows public${made.image}, which was there already.`}
  3. Run \`npm run dev\` and open http://localhost:5173${pagePath}: it shows any mistake as you save.
  4. Run \`npm run validate\` before you commit.`);
  } catch (error) {
    if (!(error instanceof ContentChoreError)) throw error;
    console.error(`No page was created: ${error.message}`);
    process.exit(1);
  }
}

await main();
