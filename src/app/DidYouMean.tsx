import styled from 'styled-components';
import { manifest } from '../content/manifest.ts';
import { color, font, space, type } from '../theme/tokens.ts';
import { useHydrating } from '../runtime/hydrating.ts';
import { Container } from '../ui/Section.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { closestPaths } from './suggest.ts';

const Band = styled.nav`
  padding-block: ${space.xl};
  border-top: 1px solid ${color.line};
  p {
    font-family: ${font.display};
    font-size: ${type.lg};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${space.sm} ${space.lg};
    margin: ${space.sm} 0 0;
    padding: 0;
    list-style: none;
  }
  a {
    color: ${color.accentStrong};
    text-underline-offset: 0.2em;
  }
`;

/**
 * Under the fallback page at an unknown path: links to the served paths closest to it. The single
 * 404.html serves every such path, so the links appear once the page has hydrated and knows its path.
 */
export function DidYouMean({ pathname }: { pathname: string }) {
  const hydrating = useHydrating();
  const suggestions = hydrating ? [] : closestPaths(pathname, Object.keys(manifest.routes));
  if (suggestions.length === 0) return null;
  return (
    <Band aria-labelledby="did-you-mean">
      <Container>
        <p id="did-you-mean">Did you mean …?</p>
        <ul>
          {suggestions.map((path) => (
            <li key={path}>
              <SmartLink href={path}>{path}</SmartLink>
            </li>
          ))}
        </ul>
      </Container>
    </Band>
  );
}
