/**
 * What the preview draws, shared by its own code (src/editor/preview/main.tsx) and the development server's
 * drawing of its first screen (src/editor/preview/first-screen.tsx): the site's style and header around the
 * page's blocks, and the code those need before they can be drawn in one pass. Nothing here reads the window.
 */
import { Component, memo, Suspense, type ReactNode } from 'react';
import { blockRegistry } from '../../blocks/registry.ts';
import type { BlockType } from '../../blocks/types.ts';
import { DesktopNav, FrameHeader } from '../../chrome/frame-parts.ts';
import { Header } from '../../chrome/Header.tsx';
import type { Block } from '../../generated/content.ts';
import type { Preloadable } from '../../runtime/load-ahead.ts';
import { GlobalStyle } from '../../theme/GlobalStyle.tsx';

/** The page the preview shows: its blocks, the kind of header, the frame it wears, its address on the site. */
export type Shown = { blocks: Block[]; header?: string; frame?: string; address?: string };

/** Set on a block once the browser has laid it out: from then on it is skipped while off the screen. */
export const LAID_OUT = 'data-laid-out';
/** On the frame's root while a change of theme restyles every block, none skipped. */
export const RESTYLING = 'data-restyling';
/** On the frame's root while the person types: the page's motion holds still (holdStill in main.tsx). */
export const STILL = 'data-still';

/**
 * The style of the preview's blocks, and of the one outlined (`highlight`). A block off the frame's screen is
 * neither laid out nor painted (content-visibility), so a key's frame lays out, paints and layerizes the edited
 * block and the screen, not the whole page of forty blocks. Only once it has been laid out, so that it keeps its
 * own height (contain-intrinsic-size: auto) and a scroll to a block below it ends where that block is; a block
 * showing a dialog (the gallery's viewer, fixed to the screen) keeps the page as its container.
 */
export const blocksStyle = (highlight: number | null): string =>
  `[data-editor-block] { position: relative; cursor: pointer; contain-intrinsic-size: auto none; }
  :root:not([${RESTYLING}]) [data-editor-block][${LAID_OUT}]:not(:has([role="dialog"])) { content-visibility: auto; }
  :root[${STILL}] *, :root[${STILL}] *::before, :root[${STILL}] *::after { animation-play-state: paused !important; }
  [data-editor-block="${highlight}"]::after {
    content: ''; position: absolute; inset: 0; z-index: 60; pointer-events: none;
    box-shadow: inset 0 0 0 3px #c9a24a;
  }`;

type Loadable = Pick<Preloadable<never>, 'isLoaded' | 'preload'>;
const notLoaded = (parts: (Loadable | undefined)[]): Promise<unknown>[] =>
  parts.flatMap((code) => (code && !code.isLoaded() ? [code.preload()] : []));

/**
 * Runs the code of those of `blocks` whose code has not run yet: such a block would draw its fallback, then
 * itself again a task later.
 */
export const codeToRun = (blocks: readonly Block[]): Promise<unknown>[] =>
  notLoaded(blocks.map((block) => blockRegistry[block.type as BlockType]));

/** The same for the header `page` wears: a second brand's, or the site's with its menu row. */
export const chromeCodeToRun = (page: Pick<Shown, 'frame'>): Promise<unknown>[] =>
  notLoaded([page.frame ? FrameHeader : DesktopNav]);

/**
 * The header or footer, which site.json in the middle of an edit can leave without a part it needs: said in
 * its place, rather than a blank frame; tried again at the next change (its `key`).
 */
export class ChromeBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="note" style={{ margin: '2rem', padding: '1rem', border: '2px dashed currentColor' }}>
        This part cannot be drawn from site.json as it is now: the problems above the form say what is missing.
      </p>
    );
  }
}

/**
 * The site's global style and header, or the second brand's the page wears, as on the site (src/app/App.tsx):
 * drawn again only when the page's kind of header, its frame or site.json (`siteChanges`) changes, not at each key.
 */
export const Chrome = memo(function Chrome({
  transparent,
  frame,
  siteChanges,
}: {
  transparent: boolean;
  frame?: string;
  siteChanges: number;
}) {
  return (
    <>
      <GlobalStyle />
      <ChromeBoundary key={siteChanges}>
        {frame ? (
          <Suspense fallback={null}>
            <FrameHeader name={frame} />
          </Suspense>
        ) : (
          <Header transparent={transparent} />
        )}
      </ChromeBoundary>
    </>
  );
});
