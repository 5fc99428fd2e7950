/**
 * The performance budgets of content/budgets.json, read by the route-wide browser tests and by
 * `npm run bench`, so both judge a route by the same figure.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resolvePath } from '../../../src/content/manifest.ts';
import type { RouteManifest } from '../../../src/generated/content.ts';
import { contentDir } from '../paths.ts';

export interface Budgets {
  firstLoadJs: {
    defaultKb: number;
    routes: Record<string, { kb: number; reason: string }>;
    fallback?: { kb: number; reason: string };
  };
}

export const budgetsFile = path.join(contentDir, 'budgets.json');

export const readBudgets = (): Budgets => JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;

/**
 * A path's first-load JS budget in kB: its route's own (an alias takes its route's), the fallback
 * page's for planned and unknown paths, or the default.
 */
export function firstLoadJsBudget(budgets: Budgets, manifest: RouteManifest, urlPath: string): { kb: number; reason?: string } {
  const { canonicalPath } = resolvePath(urlPath, manifest);
  const own = canonicalPath === null ? budgets.firstLoadJs.fallback : budgets.firstLoadJs.routes[canonicalPath];
  return own ?? { kb: budgets.firstLoadJs.defaultKb };
}

/** kB as the budgets count them: 1024 bytes. */
export const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
