/**
 * `npm run new-block -- quote-wall`: adds a block type with every piece it is made of (schema, page
 * schema, component, registry entry, fixtures, generated types), ready to be filled in.
 */
import { newBlock } from './lib/content/blocks-admin.ts';
import { ContentChoreError } from './lib/content/pages-admin.ts';

async function main(): Promise<void> {
  const [type, ...extra] = process.argv.slice(2);
  if (!type || extra.length > 0) {
    console.error('Name one new block type in kebab-case: npm run new-block -- quote-wall');
    process.exit(1);
  }
  try {
    const made = await newBlock(type);
    console.log(`Added the block type ${type} (component ${made.component}); npm run validate, npm run typecheck and the block tests pass as it is.

Next, file by file:
  1. ${made.schema}: say in "description" what the block shows and when a page uses it; replace the
     fields "heading" and "items" by the ones the block needs, each with a "description"; make
     "examples" and "defaultSnippets" a real block (the block catalogue renders the example). Then run
     \`npm run types\`.
  2. ${made.componentFile}: draw those fields (http://localhost:5173/blocks in npm run dev shows it).
  3. ${made.fixtures}/valid.json: a whole block as a page would use it; invalid.json: the same with one
     mistake, and invalid.expected.json: the line, column, path and message that mistake must give.
  4. README.md ("Block types"): a line saying what the block is for.
  5. Run \`npm run validate\`, \`npm run typecheck\` and \`npx vitest run tests/unit/block-set.test.ts tests/unit/block-examples.test.ts\`.`);
  } catch (error) {
    if (error instanceof ContentChoreError) console.error(`No block type was added: ${error.message}`);
    else
      console.error(
        `No block type was added (everything written was removed): ${error instanceof Error ? error.message : error}`,
      );
    process.exit(1);
  }
}

await main();
