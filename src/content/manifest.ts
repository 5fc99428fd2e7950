import manifestJson from '../../content/routes.json' with { type: 'json' };
import type { RouteManifest } from '../generated/content.ts';

export const manifest = manifestJson as RouteManifest;

/** How a path is answered: by its own page, by an alias of a route's page, or by the fallback page. */
export type Resolution =
  | { kind: 'route'; pageId: string; canonicalPath: string }
  | { kind: 'alias'; pageId: string; canonicalPath: string }
  | { kind: 'fallback'; pageId: string; canonicalPath: null; planned: boolean };

/** Trailing slashes are not part of a path's identity: /faqs/ is /faqs. */
export const normalizePath = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);

export function resolvePath(rawPath: string, m: RouteManifest = manifest): Resolution {
  const path = normalizePath(rawPath);
  const pageId = m.routes[path];
  if (pageId) return { kind: 'route', pageId, canonicalPath: path };
  const target = m.aliases[path];
  if (target && m.routes[target]) return { kind: 'alias', pageId: m.routes[target], canonicalPath: target };
  return { kind: 'fallback', pageId: m.fallback, canonicalPath: null, planned: m.planned.includes(path) };
}

/** Every path that has a page of its own or shows one: routes first, then aliases. */
export const servedPaths = (m: RouteManifest = manifest): string[] => [...Object.keys(m.routes), ...Object.keys(m.aliases)];
