import { Component, Suspense, useMemo, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import styled from 'styled-components';
import { CATALOGUE_PATH } from '../catalogue/path.ts';
import { Footer, FrameFooter, FrameHeader } from '../chrome/frame-parts.ts';
import { Header } from '../chrome/Header.tsx';
import { usePage } from '../content/pages.ts';
import { useResolution } from '../content/resolutions.ts';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { color } from '../theme/tokens.ts';
import { HydrateWhenVisible, PageParts } from '../runtime/HydrateWhenVisible.tsx';
import { Analytics } from './Analytics.tsx';
import { SiteHead } from './PageHead.tsx';
import { RouteError } from './RouteError.tsx';
import { createRoutes } from './routes.tsx';
import { ScrollManager } from './ScrollManager.tsx';

const routes = createRoutes();

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 100;
  padding: 0.75rem 1.25rem;
  background: ${color.surface};
  color: ${color.text};
  &:focus {
    top: 1rem;
  }
`;

/** The frame around every page: skip link, header, the page of the current path, footer. */
export function App() {
  const { pathname } = useLocation();
  const page = usePage(useResolution(pathname).pageId);
  const element = useRoutes(routes);
  const { frame } = page;
  const transparent = page.header === 'transparent' && pathname !== CATALOGUE_PATH;
  // The same elements until what they show changes: a page edited in development (src/content/pages.ts)
  // draws this again, and with the header and footer, every menu of the site was drawn again at each save.
  const top = useMemo(
    () => (
      <>
        <SiteHead />
        <GlobalStyle />
        <ScrollManager />
        <Analytics />
        <SkipLink href="#main">Skip to content</SkipLink>
        {frame ? (
          <Suspense fallback={null}>
            <FrameHeader name={frame} />
          </Suspense>
        ) : (
          <Header transparent={transparent} />
        )}
      </>
    ),
    [frame, transparent],
  );
  const footer = useMemo(
    () => <HydrateWhenVisible>{frame ? <FrameFooter name={frame} /> : <Footer />}</HydrateWhenVisible>,
    [frame],
  );
  return (
    <>
      {top}
      <main id="main" tabIndex={-1}>
        <PageErrorBoundary key={pathname}>
          <PageParts>{element}</PageParts>
        </PageErrorBoundary>
      </main>
      {footer}
    </>
  );
}

/** A page whose content cannot be downloaded (say, after a deploy) shows a way out, not a blank screen. */
class PageErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  render(): ReactNode {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
