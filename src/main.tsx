import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HelmetProvider } from 'react-helmet-async';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createRoutes } from './app/routes.tsx';

// The prerendered page carries the router's loader data (window.__staticRouterHydrationData),
// so hydration renders exactly what the server did without fetching anything first.
const router = createBrowserRouter(createRoutes());

const app = (
  <StrictMode>
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>
  </StrictMode>
);

const container = document.getElementById('root') as HTMLElement;
// Prerendered pages are hydrated; the development server sends an empty shell, rendered from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
