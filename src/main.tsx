import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { App } from './app/App.tsx';
import { PAGE_CHUNKS_FILE, type PageChunks } from './app/page-chunks.ts';
import { preparePage } from './app/page-ready.ts';
import { SiteRouter } from './app/SiteRouter.tsx';
import { primeCollections } from './content/collections.ts';
import { PAGE_DATA_ELEMENT_ID, primePage, type PageData } from './content/pages.ts';
import { primeResolution } from './content/resolutions.ts';
import { addImageEntries } from './runtime/image-entries.ts';
import { afterPageLoad } from './runtime/page-load.ts';

const app = (
  <StrictMode>
    <HelmetProvider>
      <SiteRouter>
        <App />
      </SiteRouter>
    </HelmetProvider>
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
if (pageData) {
  // The prerendered page carries its own content, so hydration renders exactly what the server did
  // without downloading the page's chunk first.
  const { resolution, page, images, collections } = JSON.parse(pageData) as PageData;
  primePage(resolution.pageId, page);
  primeResolution(location.pathname, resolution);
  addImageEntries(images);
  primeCollections(location.pathname, collections);
  hydrateRoot(container, app);
} else {
  // The development server sends an empty shell, rendered from scratch.
  createRoot(container).render(app);
}

// Once the page has loaded, links prefetch what the pages they lead to need (src/app/prefetch.ts):
// its own chunk, outside the first load, fetched only where the build's table says what a navigation
// needs (a development server has none, and nothing is prefetched). It is handed what readies a page
// from here: importing it there made the bundler move styled-components out of the entry into a chunk
// of its own, which every first load then fetched as one more request.
const prefetchLinkedPages = async (): Promise<void> => {
  const response = await fetch(PAGE_CHUNKS_FILE);
  const chunks = response.ok ? ((await response.json()) as Partial<PageChunks>) : {};
  if (!chunks.leave) return;
  const prefetch = await import('./app/prefetch.ts');
  prefetch.prefetchLinkedPages({ leave: chunks.leave }, preparePage);
};

afterPageLoad(() => {
  const start = (): void => void prefetchLinkedPages().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
});
