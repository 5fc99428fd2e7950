import { Outlet, useMatches } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from '../chrome/Footer.tsx';
import { Header } from '../chrome/Header.tsx';
import { GlobalStyle } from '../theme/GlobalStyle.tsx';
import { color } from '../theme/tokens.ts';
import type { PageData } from './routes.tsx';
import { ScrollManager } from './ScrollManager.tsx';

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

/** The frame around every page: skip link, header, the page, footer. */
export function Layout() {
  const matches = useMatches();
  const data = matches[matches.length - 1]?.data as PageData | undefined;
  return (
    <>
      <GlobalStyle />
      <ScrollManager />
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header transparent={data?.page.header === 'transparent'} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
