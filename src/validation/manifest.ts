/** The route manifest (content/routes.json): routes, aliases and planned paths that lead somewhere. */
import { closest } from 'fastest-levenshtein';
import type { Collection } from './collections.ts';
import type { Problem } from './problem.ts';
import { escapePointer, problemAt, type SourceFile } from './source.ts';
import { didYouMean, quote } from './words.ts';

export interface CollectionRoute {
  collection: string;
  page: string;
  notFound?: string;
}

export interface Manifest {
  routes: Record<string, string>;
  aliases: Record<string, string>;
  planned: string[];
  fallback: string;
  notFound?: string;
  collectionRoutes?: Record<string, CollectionRoute>;
}

export function checkCollectionRoutes(
  source: SourceFile,
  manifest: Manifest,
  pageIds: string[],
  collections: Map<string, Collection>,
): Problem[] {
  const problems: Problem[] = [];
  for (const [pattern, route] of Object.entries(manifest.collectionRoutes ?? {})) {
    const pointer = `/collectionRoutes/${escapePointer(pattern)}`;
    if (!collections.has(route.collection))
      problems.push(
        problemAt(
          source,
          `${pointer}/collection`,
          'unknown-collection',
          `collection ${quote(route.collection)} does not exist: there is no content/data/${route.collection}.json.${didYouMean(route.collection, [...collections.keys()])}`,
        ),
      );
    for (const key of ['page', 'notFound'] as const) {
      const pageId = route[key];
      if (pageId !== undefined && !pageIds.includes(pageId))
        problems.push(
          problemAt(
            source,
            `${pointer}/${key}`,
            'missing-page',
            `page ${quote(pageId)} does not exist: there is no content/pages/${pageId}.json.${didYouMean(pageId, pageIds)}`,
          ),
        );
    }
    const prefix = pattern.slice(0, -':id'.length).replace(/\/$/, '') || '/';
    if (prefix in manifest.aliases || manifest.planned.includes(pattern))
      problems.push(
        problemAt(
          source,
          pointer,
          'bad-alias',
          `${prefix} is an alias: a collection route needs an address of its own.`,
          undefined,
          true,
        ),
      );
  }
  return problems;
}

export function checkManifest(source: SourceFile, manifest: Manifest, pageIds: string[]): Problem[] {
  const problems: Problem[] = [];
  const routes = Object.keys(manifest.routes);
  // Looked up once per route and alias: sets keep a manifest of thousands of routes linear.
  const pages = new Set(pageIds);
  const routeSet = new Set(routes);
  for (const [route, pageId] of Object.entries(manifest.routes)) {
    if (!pages.has(pageId)) {
      problems.push(
        problemAt(
          source,
          `/routes/${escapePointer(route)}`,
          'missing-page',
          `page ${quote(pageId)} does not exist: there is no content/pages/${pageId}.json.${didYouMean(pageId, pageIds)}`,
        ),
      );
    }
  }
  for (const key of ['fallback', 'notFound'] as const) {
    const pageId = manifest[key];
    if (pageId !== undefined && !pages.has(pageId)) {
      problems.push(
        problemAt(source, `/${key}`, 'missing-page', `page ${quote(pageId)} does not exist.${didYouMean(pageId, pageIds)}`),
      );
    }
  }
  for (const [alias, target] of Object.entries(manifest.aliases)) {
    const pointer = `/aliases/${escapePointer(alias)}`;
    if (routeSet.has(alias)) {
      problems.push(
        problemAt(
          source,
          pointer,
          'bad-alias',
          `${alias} is also a route.`,
          'A path is either a route or an alias: remove one of them.',
          true,
        ),
      );
    }
    if (manifest.planned.includes(alias)) {
      problems.push(problemAt(source, pointer, 'bad-alias', `${alias} is also a planned path:`, 'remove it from planned.', true));
    }
    if (target in manifest.aliases) {
      // Follow the chain: it ends at a route (suggest it), at nothing, or comes back on itself.
      const chain = [alias, target];
      let end = target;
      while (end in manifest.aliases && !chain.slice(0, -1).includes(end)) {
        end = manifest.aliases[end];
        chain.push(end);
      }
      const loops = chain.indexOf(end) < chain.length - 1;
      problems.push(
        problemAt(
          source,
          pointer,
          'bad-alias',
          loops
            ? `is part of an alias loop: ${chain.join(' → ')}. Aliases that point at each other lead nowhere: point ${alias} at a route, such as ${routes.length > 0 ? closest(alias, routes) : '/'}.`
            : routeSet.has(end)
              ? `points at another alias, ${target}. Point it at that alias's route, ${end}, instead.`
              : `points at another alias, ${target}, which leads to ${quote(end)}, not a route. Point it at a route.`,
        ),
      );
    } else if (!routeSet.has(target)) {
      problems.push(
        problemAt(
          source,
          pointer,
          'bad-alias',
          `${quote(target)} is not a route.`,
          `${didYouMean(target, routes)} An alias must point at a route.`,
        ),
      );
    }
  }
  manifest.planned.forEach((planned, i) => {
    if (routeSet.has(planned)) {
      problems.push(
        problemAt(source, `/planned/${i}`, 'planned-is-route', `${planned} is a route now:`, 'remove it from planned.'),
      );
    }
  });
  return problems;
}

/** A path the manifest would accept for a page id (lowercase words joined by hyphens) and does not use yet. */
function suggestedPath(id: string, manifest: Manifest): string {
  const slug =
    id
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'new-page';
  const taken = new Set([...Object.keys(manifest.routes), ...Object.keys(manifest.aliases)]);
  let candidate = `/${slug}`;
  for (let n = 2; taken.has(candidate); n++) candidate = `/${slug}-${n}`;
  return candidate;
}

export function unroutedMessage(id: string, manifest: Manifest): string {
  const route = suggestedPath(id, manifest);
  const goodId = route.slice(1);
  return PAGE_ID.test(id)
    ? `this page is not routed. Add a route such as ${quote(route)}: ${quote(id)} to content/routes.json, or delete the file.`
    : `this page is not routed, and ${quote(id)} cannot be a page id (lowercase letters, digits and hyphens only). Rename the file to ${goodId}.json and add the route ${quote(route)}: ${quote(goodId)} to content/routes.json, or delete the file.`;
}

const PAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
