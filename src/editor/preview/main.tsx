/**
 * The editor's preview: the page's blocks drawn by the site's own components, in a frame of the
 * width chosen, from the data the editor sends (src/editor/preview/protocol.ts): only the blocks that
 * changed, so the others keep their objects and React renders again only the block that changed.
 */
import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { memo, StrictMode, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { BlockBoundary } from '../../blocks/BlockBoundary.tsx';
import { BlockNotice } from '../../blocks/BlockNotice.tsx';
import { blockRegistry } from '../../blocks/registry.ts';
import type { BlockProps, BlockType } from '../../blocks/types.ts';
import { Header } from '../../chrome/Header.tsx';
import { DARK_CLASS } from '../../chrome/theme-init.ts';
import type { Block } from '../../generated/content.ts';
import { GlobalStyle } from '../../theme/GlobalStyle.tsx';
import { loadAllImageEntries } from '../../runtime/image-entries.ts';
import { PREVIEW_SOURCE, withChange, type FromPreview, type ToPreview } from './protocol.ts';

const post = (message: FromPreview): void => window.parent.postMessage(message, window.location.origin);

const PreviewBlock = memo(function PreviewBlock({ block, index }: { block: Block; index: number }) {
  const Component = blockRegistry[block.type] as React.ComponentType<BlockProps<BlockType>> | undefined;
  useLayoutEffect(() => {
    // Painted: the editor measures a keystroke to here (npm run bench).
    requestAnimationFrame(() => post({ source: PREVIEW_SOURCE, kind: 'rendered', index }));
  });
  return (
    <div data-editor-block={index}>
      <BlockBoundary type={block.type} index={index}>
        <Suspense fallback={<div style={{ minHeight: '40vh' }} />}>
          {Component ? (
            <Component block={block as never} index={index} />
          ) : (
            <BlockNotice>Unknown block type “{block.type}”.</BlockNotice>
          )}
        </Suspense>
      </BlockBoundary>
    </div>
  );
});

function Preview() {
  const [page, setPage] = useState<{ blocks: Block[]; header?: string } | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);

  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>): void => {
      if (event.origin !== window.location.origin || event.data?.source !== PREVIEW_SOURCE) return;
      const message = event.data;
      if (message.kind === 'page') {
        setPage((shown) => ({ header: message.header, blocks: withChange(shown?.blocks ?? [], message) }));
      } else if (message.kind === 'theme') {
        document.documentElement.classList.toggle(DARK_CLASS, message.theme === 'dark');
      } else if (message.kind === 'highlight') {
        setHighlight(message.index);
        if (message.index !== null && message.scroll)
          document.querySelector(`[data-editor-block="${message.index}"]`)?.scrollIntoView({
            block: 'start',
            behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
          });
      }
    };
    window.addEventListener('message', onMessage);
    post({ source: PREVIEW_SOURCE, kind: 'ready' });
    return () => window.removeEventListener('message', onMessage);
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

  if (!page) return null;
  return (
    <>
      <GlobalStyle />
      <style>{`[data-editor-block] { position: relative; cursor: pointer; }
        [data-editor-block="${highlight}"]::after {
          content: ''; position: absolute; inset: 0; z-index: 60; pointer-events: none;
          box-shadow: inset 0 0 0 3px #c9a24a;
        }`}</style>
      <Header transparent={page.header === 'transparent'} />
      <main id="main">
        {page.blocks.map((block, index) => (
          <PreviewBlock key={index} block={block} index={index} />
        ))}
      </main>
    </>
  );
}

// Pictures reserve their boxes from the image manifest, as on the site.
await loadAllImageEntries();
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <MemoryRouter>
      <Preview />
    </MemoryRouter>
  </StrictMode>,
);
