/**
 * The editor's preview: the page's blocks drawn by the site's own components, in a frame of the
 * width chosen, from the data the editor sends (src/editor/preview/protocol.ts): only the blocks that
 * changed, so the others keep their objects and React renders again only the block that changed.
 */
// First: the editor is told the frame is ready before the rest of this code has run.
import { onCommands, post } from './handshake.ts';
import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { memo, startTransition, StrictMode, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { BlockBoundary } from '../../blocks/BlockBoundary.tsx';
import { BlockNotice } from '../../blocks/BlockNotice.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import type { BlockProps, BlockType } from '../../blocks/types.ts';
import { Footer } from '../../chrome/frame-parts.ts';
import { DARK_CLASS } from '../../chrome/theme-init.ts';
import { site } from '../../content/site.ts';
import type { Block, Site } from '../../generated/content.ts';
import { loadAllImageEntries } from '../../runtime/all-image-entries.ts';
import { EDITOR_PREVIEW_PATH, FIRST_SCREEN_ID, FIRST_SCREEN_STYLE_ID, OPENING_PAGE_ID } from '../addresses.ts';
import {
  blocksStyle,
  Chrome,
  ChromeBoundary,
  chromeCodeToRun,
  codeToRun,
  LAID_OUT,
  RESTYLING,
  STILL,
  type Shown,
} from './parts.tsx';
import { PREVIEW_SOURCE, withChange, type PageChange, type ToPreview } from './protocol.ts';
/** Now, comparable with the editor's times (`performance.timeOrigin` + its own `now()`), though read in another process. */
const stamp = (): number => performance.timeOrigin + performance.now();
/**
 * Calls `said` once what is drawn now has been painted: after the next frame's layout and paint, in the task
 * that follows that frame (its `requestAnimationFrame` runs just before the frame's layout).
 */
const afterPaint = (said: (at: number) => void): void => {
  requestAnimationFrame(() => setTimeout(() => said(stamp())));
};

/** How long after the last change the page's motion starts again. */
const STILL_AFTER_CHANGE_MS = 1000;
let resume: ReturnType<typeof setTimeout> | undefined;

/**
 * Holds the page's motion (the hero's drift and its slide's progress bar, the scroll cue) still while the
 * person types, and starts it again once they pause: the drift of a hero's picture, an eight-second
 * transform, is drawn again at every frame by the browser's compositor, a core's share taken from the
 * processes drawing the keys. A rule of the frame's style (`STILL` in parts.tsx) rather than each animation paused: it holds the
 * animations that start during the typing too (a slide that comes), and taken away it gives every animation
 * back to the page's own style, where an animation paused and played from script would no longer follow its
 * style (the progress bar stops with the slideshow). Set after the key's frame: it restyles the page, once.
 */
function holdStill(): void {
  if (resume === undefined)
    afterPaint(() => {
      if (resume !== undefined) document.documentElement.setAttribute(STILL, '');
    });
  clearTimeout(resume);
  resume = setTimeout(() => {
    document.documentElement.removeAttribute(STILL);
    resume = undefined;
  }, STILL_AFTER_CHANGE_MS);
}

/**
 * How many blocks below the first screen one idle slice draws; a block pressed in the form is drawn
 * with as many after it, so that it can be scrolled to the top of the frame.
 */
const BLOCKS_PER_SLICE = 4;
/** The longest wait for an idle moment before the next slice is drawn anyway: a busy page is never idle. */
const SLICE_WAIT_MS = 200;

/** A block's boundary that tries the block again once it changes: the edit that broke it may be the next one's fix. */
class PreviewBoundary extends BlockBoundary {
  componentDidUpdate(before: BlockBoundary['props']): void {
    if (this.state.failed && before.children !== this.props.children) this.setState({ failed: false });
  }
}

const PreviewBlock = memo(function PreviewBlock({ block, index }: { block: Block; index: number }) {
  const Component = blockRegistry[block.type] as React.ComponentType<BlockProps<BlockType>> | undefined;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Two frames: the first after it is drawn lays it out and keeps its height.
    let next = 0;
    const first = requestAnimationFrame(() => (next = requestAnimationFrame(() => box.current?.setAttribute(LAID_OUT, ''))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(next);
    };
  }, []);
  useLayoutEffect(() => {
    // Painted: the editor measures a keystroke to here (npm run bench).
    afterPaint((at) => post({ source: PREVIEW_SOURCE, kind: 'rendered', index, at }));
  });
  return (
    <div data-editor-block={index} ref={box}>
      <PreviewBoundary type={block.type} index={index}>
        <Suspense fallback={<div style={{ minHeight: '40vh' }} />}>
          {Component ? (
            <Component block={block as never} index={index} />
          ) : (
            <BlockNotice>Unknown block type “{block.type}”.</BlockNotice>
          )}
        </Suspense>
      </PreviewBoundary>
    </div>
  );
});

/**
 * site.json as the editor has it: the site's components read its shared content as they draw, so the whole of
 * it is replaced in place (this frame's copy, never the site's).
 */
function replaceSite(next: Site): void {
  const shared = site as unknown as Record<string, unknown>;
  for (const key of Object.keys(shared)) if (!(key in next)) Reflect.deleteProperty(shared, key);
  Object.assign(shared, next);
}

/** site.json's footer, shown while site.json is edited, below where a page's blocks would be. */
const SiteFooter = memo(function SiteFooter({ siteChanges }: { siteChanges: number }) {
  return (
    <ChromeBoundary key={siteChanges}>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </ChromeBoundary>
  );
});

/** The first screen the development server drew into this page (src/editor/preview/first-screen.tsx), if any. */
const serverScreen = document.getElementById(FIRST_SCREEN_ID);
if (serverScreen) {
  // Shown at the page's first paint, which is of the server's screen: nothing else in the page is drawn before it.
  // The browser reports that paint once it is on the screen, which may be after this code has drawn its own.
  new PerformanceObserver((list, observer) => {
    const painted = list.getEntriesByName('first-contentful-paint')[0];
    if (!painted) return;
    observer.disconnect();
    post({ source: PREVIEW_SOURCE, kind: 'shown', all: false, at: performance.timeOrigin + painted.startTime });
  }).observe({ type: 'paint', buffered: true });
}

/**
 * Takes away the first screen the server drew, now that the preview's own is drawn beneath it: called before
 * the browser paints, so the two are never both missing. False when there was none.
 */
function tookServerScreen(): boolean {
  if (!serverScreen?.isConnected) return false;
  serverScreen.remove();
  document.getElementById(FIRST_SCREEN_STYLE_ID)?.remove();
  return true;
}

/** How long a scroll to a block may take before its end is no longer taken as that scroll's. */
const SCROLL_SETTLE_MS = 2000;

/** Scrolls the preview to its block at `index`; false when that block is not drawn. */
function scrollToBlock(index: number): boolean {
  const block = document.querySelector(`[data-editor-block="${index}"]`);
  if (!block) return false;
  block.scrollIntoView({ block: 'start', behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
  // The blocks above it take their heights as they are laid out and their pictures arrive during the scroll,
  // which then ended a screen short of it: once the scroll ends, it is put where the block is now. Only for
  // this scroll: a scroll of the person's own, seconds later, is left alone.
  addEventListener('scrollend', () => block.scrollIntoView({ block: 'start' }), {
    once: true,
    signal: AbortSignal.timeout(SCROLL_SETTLE_MS),
  });
  return true;
}

/**
 * The page as it is on disk, which the preview's HTML carries (scripts/lib/dev/editor-page.ts): drawn at once,
 * while the editor, on the other core, is still drawing its form; the editor's own (a draft restored, say)
 * replaces it when it comes.
 */
function readOpeningPage(): Shown | null {
  try {
    const page = JSON.parse(document.getElementById(OPENING_PAGE_ID)?.textContent ?? 'null') as Shown | null;
    return page && Array.isArray(page.blocks) ? page : null;
  } catch {
    return null;
  }
}
const openingPage = readOpeningPage();

/**
 * The blocks after the editor's first page, each block that is the same as the one drawn from disk kept as it
 * was, so that nothing is drawn again.
 */
function sameAsShown(shown: readonly Block[], change: PageChange): Block[] {
  return withChange(shown, change).map((block, index) => {
    const before = shown[index];
    return before && block !== before && JSON.stringify(block) === JSON.stringify(before) ? before : block;
  });
}

function Preview() {
  const [page, setPage] = useState<Shown | null>(openingPage);
  const [highlight, setHighlight] = useState<number | null>(null);
  /** How many times site.json has come from the editor: none while a page is edited. */
  const [siteChanges, setSiteChanges] = useState(0);
  /**
   * How many of the page's blocks, from the top, are drawn: those of the first screen at once, the others
   * in idle slices after it has been painted, so the first screen is not kept waiting for the whole page.
   */
  const [drawnBlocks, setDrawnBlocks] = useState(1);
  const main = useRef<HTMLElement>(null);
  const said = useRef({ firstScreen: false, all: false });
  // The page is shown at its own address, so the site's menus mark it as the page shown (a template, at none).
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const address = page?.address ?? EDITOR_PREVIEW_PATH;
  useEffect(() => {
    if (pathname !== address) void navigate(address, { replace: true });
  }, [address, navigate, pathname]);
  /** A block asked to be shown before it was drawn. */
  const scrollPending = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (scrollPending.current !== null && scrollToBlock(scrollPending.current)) scrollPending.current = null;
  }, [page]);

  useEffect(() => {
    /** Changes held back until the code of their blocks has run. */
    let waiting: Promise<void> | undefined;
    let drawn = openingPage !== null;
    /** Whether the page shown is the one from disk, which the editor's first page may leave as it is. */
    let fromDisk = drawn;
    const onCommand = (event: MessageEvent<ToPreview>): void => {
      if (event.data?.source !== PREVIEW_SOURCE) return;
      const message = event.data;
      if (message.kind === 'page') {
        const show = (): void => {
          const apply = fromDisk ? sameAsShown : withChange;
          fromDisk = false;
          const next = (shown: typeof page) => ({
            header: message.header,
            frame: message.frame,
            address: message.address,
            blocks: apply(shown?.blocks ?? [], message),
          });
          // An edit is drawn at once, in its message's task, so the next frame paints it; the whole page, first,
          // in React's slices, between which the browser lays out and paints what is drawn.
          if (drawn) flushSync(() => setPage(next));
          else startTransition(() => setPage(next));
          drawn = true;
          holdStill();
        };
        // The code of a block of a new type is run first. Changes stay in the order sent.
        const loading = codeToRun(message.changed.map(([, block]) => block));
        if (!waiting && loading.length === 0) show();
        else {
          const after = (waiting ?? Promise.resolve()).then(() => Promise.allSettled(loading)).then(show);
          waiting = after;
          void after.finally(() => {
            if (waiting === after) waiting = undefined;
          });
        }
      } else if (message.kind === 'site') {
        replaceSite(message.site);
        flushSync(() => {
          setSiteChanges((n) => n + 1);
          setPage((shown) => shown ?? { blocks: [] });
        });
        holdStill();
      } else if (message.kind === 'theme') {
        // Every block takes the new theme now, those off the screen too: skipped, they would start their
        // colour transitions only when next shown (or read), and show the old colours fading meanwhile.
        const root = document.documentElement;
        root.setAttribute(RESTYLING, '');
        root.classList.toggle(DARK_CLASS, message.theme === 'dark');
        void root.offsetHeight;
        requestAnimationFrame(() => root.removeAttribute(RESTYLING));
      } else if (message.kind === 'highlight') {
        const index = message.index;
        setHighlight(index);
        if (index !== null && message.scroll) {
          // A block not drawn yet is drawn now, with those above it, so the page does not move under it later.
          flushSync(() => setDrawnBlocks((drawn) => Math.max(drawn, index + 1 + BLOCKS_PER_SLICE)));
          // A block just added comes with the change after this message: it is scrolled to once it is drawn.
          scrollPending.current = scrollToBlock(index) ? null : index;
        }
      }
    };
    return onCommands(onCommand);
  }, []);

  useEffect(() => {
    // A press on a block opens its form; links and buttons in the preview do not navigate away.
    const onClick = (event: MouseEvent): void => {
      const block = (event.target as Element).closest('[data-editor-block]');
      if ((event.target as Element).closest('a')) event.preventDefault();
      if (block) post({ source: PREVIEW_SOURCE, kind: 'select', index: Number(block.getAttribute('data-editor-block')) });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useLayoutEffect(() => {
    if (!page) return;
    const all = drawnBlocks >= page.blocks.length;
    if (!said.current.firstScreen) {
      // Before the browser paints: the next block too while the frame's screen is not full. Measured only
      // until it is: each measure lays out the page drawn so far, in the middle of the script.
      if (!all && (main.current?.getBoundingClientRect().bottom ?? 0) <= window.innerHeight) {
        setDrawnBlocks(drawnBlocks + 1);
        return;
      }
      said.current.firstScreen = true;
      if (!tookServerScreen() && !all) afterPaint((at) => post({ source: PREVIEW_SOURCE, kind: 'shown', all: false, at }));
    }
    if (all) {
      if (!said.current.all) {
        said.current.all = true;
        afterPaint((at) => post({ source: PREVIEW_SOURCE, kind: 'shown', all: true, at }));
      }
      return;
    }
    const slice = requestIdleCallback(() => startTransition(() => setDrawnBlocks((drawn) => drawn + BLOCKS_PER_SLICE)), {
      timeout: SLICE_WAIT_MS,
    });
    return () => cancelIdleCallback(slice);
  }, [page, drawnBlocks]);

  if (!page) return null;
  return (
    <>
      <Chrome transparent={page.header === 'transparent'} frame={page.frame} siteChanges={siteChanges} />
      <style>{blocksStyle(highlight)}</style>
      <main id="main" ref={main}>
        {page.blocks.slice(0, drawnBlocks).map((block, index) => (
          <PreviewBlock key={index} block={block} index={index} />
        ))}
        {siteChanges > 0 && (
          <p style={{ margin: 0, padding: '6rem 1.5rem', textAlign: 'center', opacity: 0.7 }}>
            Each page’s blocks are drawn here, between the header and the footer.
          </p>
        )}
      </main>
      {siteChanges > 0 && <SiteFooter siteChanges={siteChanges} />}
    </>
  );
}

// Pictures reserve their boxes from the image manifest, as on the site; the opening page's blocks run their code.
await Promise.allSettled([
  loadAllImageEntries(),
  ...codeToRun(openingPage?.blocks ?? []),
  ...(openingPage ? chromeCodeToRun(openingPage) : []),
]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MemoryRouter initialEntries={[EDITOR_PREVIEW_PATH]}>
      <Preview />
    </MemoryRouter>
  </StrictMode>,
);
