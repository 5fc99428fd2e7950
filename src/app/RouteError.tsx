import styled from 'styled-components';
import { color, font, space, type } from '../theme/tokens.ts';
import { SiteLink } from '../ui/SmartLink.tsx';

const Wrap = styled.div`
  min-height: 70vh;
  display: grid;
  place-content: center;
  gap: ${space.lg};
  padding: ${space.xxl} ${space.lg};
  text-align: center;
  h1 {
    font-family: ${font.display};
    font-size: ${type.xxl};
  }
  p {
    color: ${color.textMuted};
  }
`;

/** Shown when a page cannot be loaded, typically a chunk that failed to download. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Wrap role="alert">
      <h1>This page could not be shown</h1>
      <p>
        Please check your connection and reload the page. If it happens again, call or write to us and we will help straight away.
      </p>
      {error instanceof Error && <p>{error.message}</p>}
      <p>
        <SiteLink href="/">Return Home</SiteLink>
      </p>
    </Wrap>
  );
}
