import { prerender } from 'react-dom/static';
import styled, { ServerStyleSheet, StyleSheetConsumer } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { cachingStylis, StylisCache } from '../../src/theme/StylisCache.tsx';

const Box = styled.div<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
  &:hover {
    color: black;
  }
`;

async function renderPage(tone: string, cached: boolean): Promise<string> {
  const sheet = new ServerStyleSheet();
  const tree = sheet.collectStyles(<Box $tone={tone}>text</Box>);
  const { prelude } = await prerender(cached ? <StylisCache>{tree}</StylisCache> : tree);
  const html = await new Response(prelude).text();
  return sheet.getStyleTags() + html;
}

describe('StylisCache', () => {
  it('gives each page the same styles and class names as a render without it', async () => {
    for (const tone of ['red', 'blue', 'red']) expect(await renderPage(tone, true)).toBe(await renderPage(tone, false));
  });

  it('compiles a rule once for every page of the process', async () => {
    let stylis: Parameters<typeof cachingStylis>[0] | undefined;
    await prerender(<StyleSheetConsumer>{(context) => void (stylis = context.stylis)}</StyleSheetConsumer>);
    if (!stylis) throw new Error('no stylis in the default context');
    const compile = vi.fn(stylis);
    const cached = cachingStylis(Object.assign(compile, { hash: stylis.hash }));
    const first = cached('color: red;', '.a', '', 'c-1');
    expect(cached('color: red;', '.a', '', 'c-1')).toBe(first);
    expect(cached('color: red;', '.b', '', 'c-1')).not.toBe(first);
    expect(compile).toHaveBeenCalledTimes(2);
    expect(cached.hash).toBe(stylis.hash);
  });
});
