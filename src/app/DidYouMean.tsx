import { use } from 'react';
import styled from 'styled-components';
import { pagePromise } from '../content/pages.ts';
import { PATH_LIST_URL } from '../content/resolution-url.ts';
import { resolutionOf } from '../content/resolutions.ts';
import { pageAt } from '../content/routing.ts';
import { track, type Tracked } from '../runtime/load-ahead.ts';
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

/** A page's name for a visitor: its title without the brand and keywords after the first " | ". */
export const pageName = (title: string): string => title.split(' | ')[0] ?? title;

const names = new Map<string, Promise<string>>();

/**
 * The name of the page at a path, from its title: its content is loaded for that (and so is ready to
 * show when the link is followed). A page that cannot load now is named by its address instead.
 */
function nameAt(path: string): Promise<string> {
  let name = names.get(path);
  if (!name) {
    name = resolutionOf(path)
      .then(async (resolution) => pageName(pageAt(await pagePromise(resolution.pageId), resolution).title))
      .catch(() => path);
    names.set(path, name);
  }
  return name;
}

function Suggestion({ path }: { path: string }) {
  return <SmartLink href={path}>{use(nameAt(path))}</SmartLink>;
}

let pathList: Tracked<string[]> | undefined;

/**
 * The paths to suggest from, fetched only here: a list the size of the site, which no other page needs.
 * A list that cannot load now suggests nothing (the next not-found page asks again).
 */
function servedPaths(): Tracked<string[]> {
  pathList ??= track(
    fetch(PATH_LIST_URL)
      .then((response) => {
        if (!response.ok) throw new Error(`The list of paths could not be loaded (${response.status}).`);
        return response.json() as Promise<string[]>;
      })
      .catch(() => {
        pathList = undefined;
        return [];
      }),
  );
  return pathList;
}

/**
 * Under the not-found page at an unknown path: links to the pages whose addresses are closest to it.
 * The single 404.html serves every such path, so the links appear once the page has hydrated and knows
 * its path and has fetched the list of paths (after a navigation within the site, once that list is here).
 */
export function DidYouMean({ pathname }: { pathname: string }) {
  const hydrating = useHydrating();
  const suggestions = hydrating ? [] : closestPaths(pathname, use(servedPaths()));
  // All at once, not one after another as each suggestion suspends in turn.
  for (const path of suggestions) void nameAt(path);
  if (suggestions.length === 0) return null;
  return (
    <Band aria-labelledby="did-you-mean">
      <Container>
        <p id="did-you-mean">Did you mean …?</p>
        <ul>
          {suggestions.map((path) => (
            <li key={path}>
              <Suggestion path={path} />
            </li>
          ))}
        </ul>
      </Container>
    </Band>
  );
}
