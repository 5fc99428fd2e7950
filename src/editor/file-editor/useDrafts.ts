import { useCallback, useEffect, useRef } from 'react';
import { draftKey, forgetDraft, keepDraft, type Draft } from '../drafts.ts';
import type { Disk } from './useDisk.ts';

/** Unsaved work is kept this long after the last change (and at once when the page is left), not at every key. */
const DRAFT_DELAY_MS = 400;

/**
 * Nothing typed is lost: unsaved work is kept in the browser until it is saved or thrown away, a moment after
 * the last change, and at once when the page is hidden or left. Work typed while an earlier draft is offered
 * is kept too, in its place: the newer work is what a second crash would lose.
 */
export function useDrafts(file: string, disk: Disk | null, value: unknown, dirty: boolean, draft: Draft | null) {
  /** The unsaved work not kept yet, and where it goes. */
  const unkept = useRef<{ key: string; value: unknown } | null>(null);
  const keepUnkept = useCallback(() => {
    if (unkept.current) keepDraft(unkept.current.key, unkept.current.value);
    unkept.current = null;
  }, []);
  useEffect(() => {
    if (!disk) return;
    const key = draftKey(file, disk.hash);
    if (!dirty) {
      unkept.current = null;
      // The draft offered stays kept until it is restored or discarded.
      if (!draft) forgetDraft(key);
      return;
    }
    unkept.current = { key, value };
    const timer = setTimeout(keepUnkept, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, disk, draft, file, value, keepUnkept]);
  // Listened for while there is unsaved work, not again at each key: taking the two listeners off and putting
  // them back would be a large part of each key's script in the editor's page.
  useEffect(() => {
    if (!dirty) return;
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') keepUnkept();
    };
    window.addEventListener('pagehide', keepUnkept);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepUnkept);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [dirty, keepUnkept]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent): void => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
