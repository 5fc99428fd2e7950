import { resolvePath, servedPaths } from '../../src/content/manifest.ts';
import { manifest } from './content.ts';

/**
 * Paths no manifest will serve: a plain one, a near miss of a route, one nested under an alias, and
 * an id no entry of a collection route has.
 */
const UNKNOWN_SAMPLE = ['/no-such-page', '/contcat', '/experiences/somewhere-new', '/apartments/7'];

/** Every path the manifest names (routes, aliases, planned paths) and the unknown sample. */
export const targets = [
  ...servedPaths(manifest),
  ...manifest.planned,
  ...UNKNOWN_SAMPLE.filter((urlPath) => resolvePath(urlPath, manifest).kind === 'fallback'),
];

/**
 * One path for each page shown: each route's page once, the fallback page as planned and as unknown.
 * What depends on the page alone (axe, geometry, its look) is checked at these.
 */
export const inDepth = new Set<string>();
const seenPages = new Set<string>();
for (const urlPath of targets) {
  const resolution = resolvePath(urlPath, manifest);
  const key = resolution.kind === 'fallback' ? `${resolution.pageId} ${resolution.planned}` : resolution.canonicalPath;
  if (seenPages.has(key)) continue;
  seenPages.add(key);
  inDepth.add(urlPath);
}
