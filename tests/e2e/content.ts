import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page as PageContent, RouteManifest, Site } from '../../src/generated/content.ts';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

export const manifest = readJson<RouteManifest>('content/routes.json');
export const site = readJson<Site>('content/site.json');
export const pageContent = (id: string): PageContent => readJson<PageContent>(`content/pages/${id}.json`);

const entries = (record: Record<string, string | undefined>): [string, string][] =>
  Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined);

/** Every path the manifest serves, with the page it shows and its canonical path. */
export const servedPages = [
  ...entries(manifest.routes).map(([urlPath, id]) => ({ urlPath, id, canonical: urlPath })),
  ...entries(manifest.aliases).map(([urlPath, target]) => ({ urlPath, id: manifest.routes[target] ?? '', canonical: target })),
];
