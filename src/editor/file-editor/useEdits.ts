import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { getIn, pathKey, placeIn, setIn, withKeysMoved, type Path } from '../doc.ts';
import type { PreviewPage } from '../preview/protocol.ts';
import type { History } from '../useHistory.ts';
import type { PreviewChannel } from './usePreviewChannel.ts';

/**
 * The form's changes and the steps back and forth through them, each shown in the preview, and which groups
 * are open, which follow the items a change or a step moves. A change makes the last sentence of the status
 * (Saved, say) no longer true: the line says Unsaved changes again.
 */
export function useEdits(history: History<unknown>, preview: PreviewChannel, setStatus: (status: string) => void) {
  const { value } = history;
  const { latestRef, foreseenRef, shownRef, showInPreview, focus } = preview;
  const [open, setOpen] = useState<Map<string, boolean>>(() => new Map());
  const { set: setValue } = history;
  const change = useCallback(
    (path: Path, next: unknown, coalesce?: boolean) => {
      setStatus('');
      const from = latestRef.current;
      const after = setIn(from, path, next);
      latestRef.current = after;
      const ahead = foreseenRef.current;
      foreseenRef.current = null;
      // The preview draws this value already, from blocks equal to these: the next change is sent against these.
      if (ahead && ahead.from === from && ahead.key === pathKey(path) && ahead.next === next && shownRef.current === ahead.page)
        shownRef.current = after as PreviewPage;
      else showInPreview(after);
      // The same object the preview was sent, unless another change came first (then that one's, changed).
      setValue((was: unknown) => (was === from ? after : setIn(was, path, next)), coalesce ? pathKey(path) : undefined);
    },
    [setValue, showInPreview, setStatus, latestRef, foreseenRef, shownRef],
  );
  const update = useCallback(
    (path: Path, next: (current: unknown) => unknown) => {
      setStatus('');
      setValue((was: unknown) => setIn(was, path, next(getIn(was, path))));
    },
    [setValue, setStatus],
  );
  const { undo: undoHistory, redo: redoHistory } = history;
  /** The value an undo or redo steps from, until the step is drawn: the open groups follow the items it moves. */
  const steppedFrom = useRef<{ value: unknown } | null>(null);
  const undo = useCallback(() => {
    setStatus('');
    steppedFrom.current = { value: latestRef.current };
    undoHistory();
  }, [undoHistory, setStatus, latestRef]);
  const redo = useCallback(() => {
    setStatus('');
    steppedFrom.current = { value: latestRef.current };
    redoHistory();
  }, [redoHistory, setStatus, latestRef]);
  // A group stays open or closed with its item when a step takes a list's items back to where they were (the
  // undo of a move, of a drag or of a removal), as it does when they are moved.
  useLayoutEffect(() => {
    const from = steppedFrom.current;
    steppedFrom.current = null;
    if (!from || from.value === value) return;
    setOpen((open) => withKeysMoved(open, (key) => placeIn(from.value, value, key)));
  }, [value]);
  // A block's row opened shows the block in the preview, as a field of it focused does.
  const toggle = useCallback(
    (path: Path, isOpen: boolean) => {
      setOpen((was) => new Map(was).set(pathKey(path), isOpen));
      if (isOpen && path.length === 2) focus(path);
    },
    [focus],
  );
  /**
   * A problem's field opened and given the focus: every group on its way is opened, and the field (or, for
   * a place with no field of its own, such as a missing property, its nearest group) takes the focus.
   */
  const showField = useCallback(
    (path: Path) => {
      for (let i = 1; i <= path.length; i++) toggle(path.slice(0, i), true);
      requestAnimationFrame(() => {
        for (let i = path.length; i >= 0; i--) {
          const key = CSS.escape(pathKey(path.slice(0, i)));
          const target = document.querySelector<HTMLElement>(
            `[data-field="${key}"] :is(input, select, textarea), [data-path="${key}"] > summary`,
          );
          if (!target) continue;
          target.scrollIntoView({ block: 'center' });
          target.focus();
          return;
        }
      });
    },
    [toggle],
  );
  return { change, update, undo, redo, open, setOpen, toggle, showField };
}
