import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { PAGE_DATA_ELEMENT_ID, primePage, type PageData } from './content/pages.ts';

const app = (
  <StrictMode>
    <HelmetProvider>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </HelmetProvider>
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
const pageData = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
if (pageData) {
  // The prerendered page carries its own content, so hydration renders exactly what the server did
  // without downloading the page's chunk first.
  const { pageId, page } = JSON.parse(pageData) as PageData;
  primePage(pageId, page);
  hydrateRoot(container, app);
} else {
  // The development server sends an empty shell, rendered from scratch.
  createRoot(container).render(app);
}
