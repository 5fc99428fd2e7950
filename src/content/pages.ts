import { use, useEffect, useReducer } from 'react';
import type { ImageManifestEntry } from 'virtual:image-manifest';
import type { Page } from '../generated/content.ts';
import { loadAllImageEntries } from '../runtime/all-image-entries.ts';
import { addImageEntries, loadImageEntries, picturesIn } from '../runtime/image-entries.ts';
import { jsonInScript } from '../runtime/json-in-script.ts';
import { trackedCache, type Tracked } from '../runtime/load-ahead.ts';
import { pageDataUrl, type PageDataFile } from './page-data-url.ts';
import type { Resolution } from './routing.ts';

/**
 * How the server render reads a page, given by the build (scripts/lib/build/prerender/prerender.ts) before it renders:
 * a module per page in the server bundle made its build slow and large, and kept every page read in memory.
 */
let readServerPage: ((pageId: string) => Promise<Page>) | undefined;
export function readServerPagesWith(read: (pageId: string) => Promise<Page>): void {
  readServerPage = read;
}

async function readPage(pageId: string): Promise<Page> {
  if (!readServerPage) throw new Error('The server render reads pages with readServerPagesWith, which was not called.');
  return readServerPage(pageId);
}

async function fetchPage(pageId: string): Promise<PageDataFile> {
  const response = await fetch(pageDataUrl(pageId));
  if (!response.ok) throw new Error(`The content of page "${pageId}" could not be loaded (${response.status}).`);
  return (await response.json()) as PageDataFile;
}

export async function loadPage(pageId: string): Promise<Page> {
  // The sizes of the page's pictures come before it renders, so it renders with every picture's box
  // reserved: on the server every picture's; in the browser with its content, and any it did not bring
  // a folder at a time.
  if (import.meta.env.SSR) return (await Promise.all([readPage(pageId), loadAllImageEntries()]))[0];
  const { page, images } = await fetchPage(pageId);
  addImageEntries(images);
  await loadImageEntries(picturesIn(page));
  return page;
}

/** One promise per page, kept, so every render of a page reads the same settled promise. */
const pages = trackedCache(loadPage);

/**
 * Makes a page available synchronously: the prerendered page's own data, before hydration.
 * React's `use` returns the value of a promise marked fulfilled without suspending.
 */
export const primePage = (pageId: string, page: Page): void => pages.prime(pageId, page);

/** Lets a page's content go once it is rendered: the server render holds one page at a time, not the site. */
export const forgetPage = (pageId: string): void => pages.forget(pageId);

/** The page's content, downloaded once and kept. */
export const pagePromise = (pageId: string): Tracked<Page> => pages.get(pageId);

/** The page's content if it is here already, without asking for it. */
export const loadedPage = (pageId: string): Page | undefined => pages.loaded(pageId);

/**
 * The page's content. Primed pages return at once (so hydration renders exactly what the server did);
 * others suspend while their chunk downloads, and the router's transition keeps the old page shown.
 */
export function usePage(pageId: string): Page {
  useContentUpdates();
  return use(pagePromise(pageId));
}

/** Re-renders on each page edit the development server sends; nothing in a build. */
const useContentUpdates: () => void = import.meta.hot
  ? () => {
      const [, rerender] = useReducer((n: number) => n + 1, 0);
      useEffect(() => {
        editListeners.add(rerender);
        return () => void editListeners.delete(rerender);
      }, []);
    }
  : () => undefined;

const editListeners = new Set<() => void>();

// A valid edit of a page arrives from the development server (scripts/lib/vite/content.ts) and is
// rendered in place, without a reload, so the scroll position and the state of the page stay.
import.meta.hot?.on('content:page', ({ pageId, page }: { pageId: string; page: Page }) => {
  primePage(pageId, withUnchangedBlocks(loadedPage(pageId), page));
  for (const listener of editListeners) listener();
});

/**
 * `next`, each of whose blocks that reads as one of the page shown is that block's object, so that only
 * the blocks an edit changed are drawn again (src/blocks/PageBlocks.tsx).
 */
export function withUnchangedBlocks(shown: Page | undefined, next: Page): Page {
  if (!shown) return next;
  const before = new Map(shown.blocks.map((block) => [JSON.stringify(block), block]));
  return { ...next, blocks: next.blocks.map((block) => before.get(JSON.stringify(block)) ?? block) };
}

/** The id of the <script> element that carries a prerendered page's content to the browser. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  /**
   * How the prerendered path resolves (src/content/resolutions.ts), which says the page it shows. The
   * one 404.html answers every unknown path, and this holds for each: the not-found page, no canonical
   * path, not planned.
   */
  resolution: Resolution;
  page: Page;
  /** The entries of the pictures the prerendered page shows (src/runtime/image-entries.ts). */
  images: Record<string, ImageManifestEntry | undefined>;
  /** The collection entries the prerendered page reads (src/content/collections.ts). */
  collections: Record<string, { id: string }[]>;
}

/** The JSON for that element. */
export const serializePageData = (data: PageData): string => jsonInScript(data);
