/**
 * `npm run move-page -- /old /new`: the page at /old answers at /new, every link to /old in the content
 * is rewritten, and /old stays as an alias so that old links and search results still arrive.
 */
import { ContentChoreError, movePage } from './lib/content/pages-admin.ts';
import { contentDir } from './lib/paths.ts';
import { validateOrReport } from './lib/content/validate/site.ts';

async function main(): Promise<void> {
  const [from, to] = process.argv.slice(2);
  if (!from || !to) {
    console.error('Usage: npm run move-page -- /old-path /new-path');
    process.exit(1);
  }
  try {
    const { pageId, rewritten } = movePage(contentDir, from, to);
    console.log(`content/pages/${pageId}.json now answers at ${to}; ${from} is an alias of it.`);
    console.log(
      rewritten.length ? `Rewrote ${rewritten.length} link${rewritten.length === 1 ? '' : 's'}:` : 'No content linked to it.',
    );
    for (const place of rewritten) console.log(`  ${place.file}:${place.line}:${place.column}`);
    console.log('');
    if (!(await validateOrReport())) process.exit(1);
  } catch (error) {
    if (!(error instanceof ContentChoreError)) throw error;
    console.error(`Nothing was moved: ${error.message}`);
    process.exit(1);
  }
}

await main();
