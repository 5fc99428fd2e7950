import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { previewAddress } from '../addresses.ts';
import type { Listing } from '../api.ts';
import { pathKey, setIn, type Path } from '../doc.ts';
import {
  blocksChanged,
  PREVIEW_SOURCE,
  type CommandsPort,
  type FromPreview,
  type Hello,
  type PreviewCommand,
  type PreviewPage,
} from '../preview/protocol.ts';
import type { Site } from '../../generated/content.ts';
import type { Theme } from '../useTheme.ts';
import { previewHome, type PreviewHome } from './previewHome.ts';

/**
 * The editor's side of the preview: where its frame is, the port its commands go through, what it shows, and
 * the key sent to it ahead of the field (`foresee`). `value` is the form's value as first drawn.
 */
export function usePreviewChannel(file: string, listing: Listing | null, isPage: boolean, value: unknown) {
  const [home, setHome] = useState<PreviewHome | null>(null);
  // A page's preview is told its file, which it draws from disk while the form is still being drawn.
  const previewSrc = home ? previewAddress(window.location, home.origin, file) : undefined;
  useEffect(() => {
    let current = true;
    void previewHome().then((found) => current && setHome(found));
    return () => {
      current = false;
    };
  }, []);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const onFrame = useCallback((element: HTMLIFrameElement | null) => {
    frame.current = element;
  }, []);

  /** The port the preview hears the editor's commands through, handed to it when it says it is ready. */
  const commands = useRef<MessagePort | null>(null);
  const post = useCallback((message: PreviewCommand) => {
    commands.current?.postMessage({ source: PREVIEW_SOURCE, ...message });
  }, []);

  // The page's address on the site, where the preview's menus mark it as the page shown. Looked up once per
  // file, not at each key: a large site lists thousands of pages.
  const address = useMemo(() => listing?.pages.find((p) => p.file === file)?.paths[0], [file, listing]);
  // The preview is sent only the blocks that changed since what it shows. A field's change is sent as soon as
  // it is made, from the field's handler: the preview, in a process of its own, draws it while this page draws
  // the form, not after. Any other change (undo, a block moved, the file read again) once drawn (usePreviewSync).
  // What the preview shows: nothing until it says it is ready (again, after it loads again).
  const shown = useRef<PreviewPage | null | undefined>(undefined);
  const showInPreview = useCallback(
    (page: unknown) => {
      if (shown.current === undefined || page === shown.current) return;
      post({ kind: 'page', address, ...blocksChanged(shown.current, page as PreviewPage) });
      shown.current = page as PreviewPage;
    },
    [address, post],
  );
  /** The value drawn last, or made by a change since: what the next change applies to. */
  const latest = useRef(value);
  /** The change a key is about to make, already sent to the preview (`foresee`), until the field makes it. */
  const foreseen = useRef<{ from: unknown; key: string; next: unknown; page: unknown } | null>(null);
  // A key typed into a text field is sent to the preview as its `beforeinput` tells it, before the browser edits
  // the field's text and tells its `input`, which comes a frame or so later. The field's change then sends nothing
  // more when it makes that value; if it makes another, or none by the next task (the key's edit did not happen),
  // the preview is sent what the form holds.
  const foresee = useCallback(
    (path: Path, next: unknown) => {
      const from = latest.current;
      const page = setIn(from, path, next);
      showInPreview(page);
      foreseen.current = { from, key: pathKey(path), next, page };
      setTimeout(() => {
        if (foreseen.current?.page !== page) return;
        foreseen.current = null;
        showInPreview(latest.current);
      });
    },
    [showInPreview],
  );

  /** The block the preview was last scrolled to: going from field to field of one block leaves the preview where it is. */
  const shownBlock = useRef<number | null>(null);
  const focus = useCallback(
    (path: Path) => {
      if (!isPage || path[0] !== 'blocks' || typeof path[1] !== 'number') return;
      post({ kind: 'highlight', index: path[1], scroll: shownBlock.current !== path[1] });
      shownBlock.current = path[1];
    },
    [isPage, post],
  );

  return {
    home,
    previewSrc,
    frameRef: frame,
    onFrame,
    commandsRef: commands,
    post,
    shownRef: shown,
    showInPreview,
    latestRef: latest,
    foreseenRef: foreseen,
    foresee,
    shownBlockRef: shownBlock,
    focus,
  };
}

export type PreviewChannel = ReturnType<typeof usePreviewChannel>;

/**
 * Keeps the preview showing the form's value, the site's header and footer and the editor's theme, and hears
 * it: that it is ready (again, after it loads again), and which block was pressed in it.
 */
export function usePreviewSync({
  preview,
  isPage,
  isSite,
  value,
  theme,
  toggle,
  showForm,
}: {
  preview: PreviewChannel;
  isPage: boolean;
  isSite: boolean;
  value: unknown;
  theme: Theme;
  toggle: (path: Path, isOpen: boolean) => void;
  /** Where the form and the page take turns, shows the form. */
  showForm: () => void;
}) {
  const { home, frameRef, commandsRef, post, shownRef, showInPreview, latestRef, shownBlockRef } = preview;
  // How many times the frame said it is ready: a frame that loaded again shows nothing until sent the page.
  const [previewLoads, setPreviewLoads] = useState(0);
  const previewReady = previewLoads > 0;
  useLayoutEffect(() => {
    latestRef.current = value;
    if (isPage && value) showInPreview(value);
  }, [isPage, previewLoads, showInPreview, value, latestRef]);
  useEffect(() => {
    if (isSite && previewReady && value) post({ kind: 'site', site: value as Site });
  }, [isSite, post, previewReady, value]);
  useEffect(() => {
    if (previewReady) post({ kind: 'theme', theme });
  }, [post, previewReady, theme]);
  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>): void => {
      const previewWindow = frameRef.current?.contentWindow;
      if (
        !home ||
        !previewWindow ||
        event.source !== previewWindow ||
        event.origin !== home.origin ||
        event.data?.source !== PREVIEW_SOURCE
      )
        return;
      if (event.data.kind === 'ready') {
        const channel = new MessageChannel();
        commandsRef.current?.close();
        commandsRef.current = channel.port1;
        previewWindow.postMessage({ source: PREVIEW_SOURCE, kind: 'commands' } satisfies CommandsPort, home.origin, [
          channel.port2,
        ]);
        shownRef.current = null;
        shownBlockRef.current = null;
        setPreviewLoads((n) => n + 1);
      }
      if (event.data.kind === 'select') {
        const index = event.data.index;
        // Pressed in the preview, the block is where the person is looking: the preview does not scroll.
        shownBlockRef.current = index;
        // Where the form and the page take turns, the form comes with the block's fields: drawn now, as this
        // message is no event of React's, whose updates would otherwise be drawn in a task of their own, which
        // may come after the frame below: the summary, still in a hidden pane, would not take the focus.
        flushSync(() => {
          showForm();
          toggle(['blocks', index], true);
        });
        requestAnimationFrame(() => {
          const summary = document.querySelector<HTMLElement>(`[data-path="blocks/${index}"] > summary`);
          summary?.scrollIntoView({ block: 'start' });
          summary?.focus();
        });
      }
    };
    window.addEventListener('message', onMessage);
    // A frame that started before this listened said it was ready to no one: it is asked again. To any origin:
    // the frame may not have left its first blank document yet (the browser warns of a message it then drops),
    // the question says nothing, and only an answer from the preview's origin is heard.
    if (home) frameRef.current?.contentWindow?.postMessage({ source: PREVIEW_SOURCE, kind: 'hello' } satisfies Hello, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [home, post, toggle, frameRef, commandsRef, shownRef, shownBlockRef, showForm]);
}
