/** `npm run links -- /contact`: every place in the content that links to a path, as file:line:column. */
import { findLinks } from './lib/content/pages-admin.ts';
import { contentDir } from './lib/paths.ts';

function main(): void {
  const [target] = process.argv.slice(2);
  if (!target?.startsWith('/')) {
    console.error('Usage: npm run links -- /contact');
    process.exit(1);
  }
  const places = findLinks(contentDir, target);
  for (const place of places) console.log(`${place.file}:${place.line}:${place.column}  ${place.text}`);
  console.log(
    `${places.length ? '\n' : ''}${places.length} place${places.length === 1 ? '' : 's'} link${places.length === 1 ? 's' : ''} to ${target}.`,
  );
}

main();
