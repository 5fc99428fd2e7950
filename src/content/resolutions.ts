import { use } from 'react';
import { trackedCache, type Tracked } from '../runtime/load-ahead.ts';
import { resolutionUrl } from './resolution-url.ts';
import { normalizePath, unknownPath, type Resolution } from './routing.ts';
import { siteRules } from './site-routes.ts';

async function fetchResolution(path: string): Promise<Resolution> {
  const response = await fetch(resolutionUrl(path));
  // The build writes a file for every path it serves: a path without one is unknown.
  if (response.status === 404) return unknownPath(path, siteRules);
  if (!response.ok) throw new Error(`How ${path} resolves could not be loaded (${response.status}).`);
  return (await response.json()) as Resolution;
}

/**
 * How each path resolves, as far as this page knows: the prerendered page's own path from its page data
 * (and, on the server, the path being rendered), others fetched from their address (resolutionUrl) when
 * a link to them is reached for or followed. The entry carries no table of the site's paths.
 */
const resolutions = trackedCache(fetchResolution);

/** Makes a path's resolution available synchronously: the prerendered page's, before hydration. */
export const primeResolution = (path: string, resolution: Resolution): void => resolutions.prime(normalizePath(path), resolution);

/** Lets a path's resolution go once its page is rendered (see `forgetPage`). */
export const forgetResolution = (path: string): void => resolutions.forget(normalizePath(path));

/** A path's resolution, fetched once and kept. */
export const resolutionOf = (path: string): Tracked<Resolution> => resolutions.get(normalizePath(path));

/** The resolution of a path if it is here already, without asking for it. */
export const loadedResolution = (path: string): Resolution | undefined => resolutions.loaded(normalizePath(path));

/** A path's resolution; a path not resolved yet suspends, and the router's transition keeps the old page shown. */
export const useResolution = (path: string): Resolution => use(resolutionOf(path));
