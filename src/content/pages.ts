import { use } from 'react';
import type { Page } from '../generated/content.ts';

// Each page file becomes its own chunk, downloaded only when its route is visited.
const pageModules = import.meta.glob<Page>('../../content/pages/*.json', { import: 'default' });

const loaded = new Map<string, Page>();
const pending = new Map<string, Promise<Page>>();

export async function loadPage(pageId: string): Promise<Page> {
  const load = pageModules[`../../content/pages/${pageId}.json`];
  if (!load) throw new Error(`No page "${pageId}" in content/pages.`);
  const page = await load();
  loaded.set(pageId, page);
  return page;
}

/** Makes a page available synchronously: the prerendered page's own data, before hydration. */
export function primePage(pageId: string, page: Page): void {
  loaded.set(pageId, page);
}

/**
 * The page's content. Known pages return at once (so hydration renders exactly what the server did);
 * others suspend while their chunk downloads, and the router's transition keeps the old page shown.
 */
export function usePage(pageId: string): Page {
  const page = loaded.get(pageId);
  if (page) return page;
  let promise = pending.get(pageId);
  if (!promise) {
    promise = loadPage(pageId).finally(() => pending.delete(pageId));
    pending.set(pageId, promise);
  }
  return use(promise);
}

/** The id of the <script> element that carries a prerendered page's content to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  pageId: string;
  page: Page;
}

/** The JSON for that element; "<" is escaped so no content can close the script element. */
export const serializePageData = (data: PageData): string => JSON.stringify(data).replace(/</g, '\\u003c');
