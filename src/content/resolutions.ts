import { use } from 'react';
import { settled, track, type Tracked } from '../runtime/load-ahead.ts';
import { resolutionUrl } from './resolution-url.ts';
import { normalizePath, unknownPath, type Resolution } from './routing.ts';
import { siteRules } from './site-routes.ts';

/**
 * How each path resolves, as far as this page knows: the prerendered page's own path from its page data
 * (and, on the server, the path being rendered), others fetched from their address (resolutionUrl) when
 * a link to them is reached for or followed. The entry carries no table of the site's paths.
 */
const resolutions = new Map<string, Tracked<Resolution>>();

async function fetchResolution(path: string): Promise<Resolution> {
  const response = await fetch(resolutionUrl(path));
  // The build writes a file for every path it serves: a path without one is unknown.
  if (response.status === 404) return unknownPath(path, siteRules);
  if (!response.ok) throw new Error(`How ${path} resolves could not be loaded (${response.status}).`);
  return (await response.json()) as Resolution;
}

/** Makes a path's resolution available synchronously: the prerendered page's, before hydration. */
export function primeResolution(path: string, resolution: Resolution): void {
  resolutions.set(normalizePath(path), settled(resolution));
}

/** A path's resolution, fetched once and kept (a failed download is not: the next call tries again). */
export function resolutionOf(rawPath: string): Tracked<Resolution> {
  const path = normalizePath(rawPath);
  let promise = resolutions.get(path);
  if (!promise) {
    promise = track(fetchResolution(path));
    promise.catch(() => resolutions.delete(path));
    resolutions.set(path, promise);
  }
  return promise;
}

/** The resolution of a path if it is here already, without asking for it. */
export function loadedResolution(path: string): Resolution | undefined {
  const promise = resolutions.get(normalizePath(path));
  return promise?.status === 'fulfilled' ? promise.value : undefined;
}

/** A path's resolution; a path not resolved yet suspends, and the router's transition keeps the old page shown. */
export const useResolution = (path: string): Resolution => use(resolutionOf(path));
