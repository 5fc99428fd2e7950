import { loadAllCollections } from '../content/collections.ts';
import { loadedPage } from '../content/pages.ts';
import { loadedResolution, resolutionOf } from '../content/resolutions.ts';
import { readsCollections } from '../content/site-routes.ts';
import { readyFrameForNavigation } from '../runtime/gates.ts';
import { frameKey, visitChunksFile, type PageChunks } from './page-chunks.ts';

const SITE_LINKS = 'a[href^="/"]';

/** Adds a modulepreload for a chunk once: fetched and compiled now, run only when the page asks for it. */
function preloadChunk(file: string): void {
  const href = new URL(`/${file}`, location.href).href;
  // The page's own preloads and Vite's (which it adds for each dynamic import) may have it already,
  // unless theirs is for another screen (a wide screen's menu row on a phone).
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'))
    if (link.href === href && (!link.media || matchMedia(link.media).matches)) return;
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.append(link);
}

const whenIdle = (work: () => void): void => {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
};

/**
 * Gets what the pages behind the site's links need before they are followed, so a click paints the
 * next page from chunks already here instead of fetching them one after another: every chunk of a page
 * at once, for a link hovered, focused or touched, and at idle time for a link that comes into view
 * (unless the visitor asked to save data); with the first of them, what leaving this page needs,
 * whichever link is followed (a tap on a phone gives no warning). Once a page's chunks are here,
 * `preparePage` runs its first screen's code (src/app/page-ready.ts). `chunks` is the build's table of
 * what leaving a page needs (src/app/page-chunks.ts).
 */
export function prefetchLinkedPages(chunks: PageChunks, preparePage: (pageId: string) => Promise<void>): void {
  const visited = new Set<string>();
  const left = new Set<string>();

  const prefetch = (anchor: Element | null): void => {
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || url.pathname === location.pathname) return;
    const shown = loadedResolution(location.pathname);
    const here = frameKey(shown && loadedPage(shown.pageId)?.frame);
    if (!left.has(here)) {
      left.add(here);
      const files = chunks.leave[here];
      if (files) {
        files.forEach(preloadChunk);
        whenIdle(readyFrameForNavigation);
      }
    }
    if (visited.has(url.pathname)) return;
    visited.add(url.pathname);
    // Which page the link shows, then that page's code: both small files of their own.
    void resolutionOf(url.pathname)
      .then(async ({ pageId }) => {
        const response = await fetch(visitChunksFile(pageId));
        if (!response.ok) return;
        (await (response.json() as Promise<string[]>)).forEach(preloadChunk);
        // Then run that code, so that a click renders the page at once (src/app/SiteRouter.tsx).
        await preparePage(pageId);
      })
      .catch(() => visited.delete(url.pathname));
  };

  const onIntent = (event: Event): void => {
    const link = (event.target as Element).closest?.(SITE_LINKS) ?? null;
    prefetch(link);
    if (!(link instanceof HTMLAnchorElement)) return;
    // The collections load for a link reached for, never at idle time, or every first visit would pay
    // for them. A page that reads them renders once they are here (src/app/PageView.tsx).
    void resolutionOf(new URL(link.href).pathname)
      .then(({ pageId }) => (readsCollections(pageId, loadedPage(pageId) ?? { blocks: [] }) ? loadAllCollections() : undefined))
      .catch(() => undefined);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('touchstart', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData;
  if (saveData || !('IntersectionObserver' in window)) return;
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      inView.unobserve(entry.target);
      whenIdle(() => prefetch(entry.target));
    }
  });
  const watched = new WeakSet<Element>();
  const watchLinks = (): void => {
    for (const anchor of document.querySelectorAll(SITE_LINKS)) {
      if (watched.has(anchor)) continue;
      watched.add(anchor);
      inView.observe(anchor);
    }
  };
  watchLinks();
  // Links appear with each new page and as lower blocks hydrate; one look per idle period is enough.
  let pending = false;
  new MutationObserver(() => {
    if (pending) return;
    pending = true;
    whenIdle(() => {
      pending = false;
      watchLinks();
    });
  }).observe(document.getElementById('root') ?? document.body, { childList: true, subtree: true });
}
