/**
 * The preview's first screen drawn by the development server, into the preview's HTML, from the page on disk
 * (scripts/lib/dev/editor-page.ts): the frame shows the page as soon as its HTML arrives, while its code, the largest
 * part of its start, is still on its way and running. The preview's own first draw then takes its place
 * (src/editor/preview/main.tsx), as a visitor's page hydrates what the site's prerender drew.
 */
import { StrictMode, type ComponentType } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { blockRegistry } from '../../blocks/registry.ts';
import type { BlockProps, BlockType } from '../../blocks/types.ts';
import { loadAllImageEntries } from '../../runtime/all-image-entries.ts';
import { EDITOR_PREVIEW_PATH, FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID } from '../addresses.ts';
import { blocksStyle, Chrome, chromeCodeToRun, codeToRun, type Shown } from './parts.tsx';

/**
 * How many of the page's blocks are drawn: enough for the first screen of a frame of any width (a hero fills
 * it; two short blocks rarely do), and no more, since each is parsed, styled and laid out before the first paint.
 */
const FIRST_SCREEN_BLOCKS = 2;

/** CSS put in a style element as it is: `</style` in a value would end the element. */
const inStyleElement = (css: string): string => css.replace(/<\/(style)/gi, '<\\/$1');

/**
 * The first screen of `page`, as HTML for the preview's body: its style, then the header and first blocks in
 * an element laid over the preview's own, which removes it once it has drawn the same. Fails on anything the
 * page cannot be drawn with (a block of an unknown type ends the blocks drawn; an error in one rejects).
 */
export async function renderFirstScreen(page: Shown): Promise<string> {
  const known = page.blocks.findIndex((block) => !(block.type in blockRegistry));
  const blocks = page.blocks.slice(0, Math.min(FIRST_SCREEN_BLOCKS, known === -1 ? Infinity : known));
  await Promise.all([loadAllImageEntries(), ...codeToRun(blocks), ...chromeCodeToRun(page)]);
  const sheet = new ServerStyleSheet();
  try {
    let failure: unknown;
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StrictMode>
          <StaticRouter location={page.address ?? EDITOR_PREVIEW_PATH}>
            <Chrome transparent={page.header === 'transparent'} frame={page.frame} siteChanges={0} />
            <style>{blocksStyle(null)}</style>
            <main id="main">
              {blocks.map((block, index) => {
                const Block = blockRegistry[block.type as BlockType] as ComponentType<BlockProps<BlockType>>;
                return (
                  <div key={index} data-editor-block={index}>
                    <Block block={block as never} index={index} />
                  </div>
                );
              })}
            </main>
          </StaticRouter>
        </StrictMode>,
      ),
      {
        // Every part whole, or none: a part that failed would be left for the preview's code to draw.
        onError: (error) => void (failure ??= error),
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await new Response(prelude).text();
    if (failure) throw failure;
    // Laid over the preview's own page, which is drawn beneath it; the site's style at the top of the body.
    return (
      `<style id="${FIRST_SCREEN_STYLE_ID}">${inStyleElement(sheet.instance.toString())}` +
      `#${FIRST_SCREEN_ID} { position: absolute; inset: 0 0 auto; z-index: 2147483647; }</style>` +
      // Inert: a press meant for a link in it reaches the page beneath, whose own press opens the block's form.
      `<div id="${FIRST_SCREEN_ID}" inert>${html}</div>`
    );
  } finally {
    sheet.seal();
  }
}
