import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { color, font, space, type } from '../theme/tokens.ts';

const Wrap = styled.main`
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

/** Shown when a page cannot be loaded (say, its chunk failed to download after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <Wrap>
      <h1>This page could not be shown</h1>
      <p>Please reload the page. If it happens again, call or write to us and we will help straight away.</p>
      {detail && <p>{detail}</p>}
      <p>
        <Link to="/">Return Home</Link>
      </p>
    </Wrap>
  );
}
