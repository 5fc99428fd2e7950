import { useEffect, type RefObject } from 'react';
import { call, onFileChanged } from '../api.ts';
import { forgetChanged } from '../check.ts';
import type { Disk } from './useDisk.ts';

/**
 * Someone changed the file on disk (in a code editor, say): reload a form with no unsaved change; otherwise ask.
 * Any other content file or picture is read by the preview's code when it loads: it loads again.
 */
export function useChangesOnDisk({
  file,
  disk,
  dirty,
  previewSrc,
  frameRef,
  saving,
  saved,
  load,
  checkAgain,
  setConflict,
  setStatus,
}: {
  file: string;
  disk: Disk | null;
  dirty: boolean;
  previewSrc: string | undefined;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** The save under way, and the hash of the text the last one wrote. */
  saving: RefObject<Promise<unknown>>;
  saved: RefObject<string>;
  load: (known?: Disk) => Promise<void>;
  checkAgain: () => void;
  setConflict: (disk: Disk) => void;
  setStatus: (status: string) => void;
}) {
  useEffect(
    () =>
      onFileChanged((changed) => {
        // Loaded again by its address: a load that failed while the server restarted leaves the browser's
        // error page in the frame, whose location.reload() this page may not call, and the preview stays blank.
        if (changed !== file) {
          if (previewSrc) frameRef.current?.setAttribute('src', previewSrc);
          forgetChanged(changed);
          checkAgain();
        }
        if ((changed !== undefined && changed !== file) || !disk) return;
        // The editor's own save is seen on disk too, often before its answer arrives: it is no one else's change.
        Promise.all([saving.current, call<Disk>('open', { file })]).then(
          ([, now]) => {
            if (now.hash === disk.hash || now.hash === saved.current) return;
            if (!dirty) {
              // The text just read: asking again could meet the server as it restarts once more (after a change to
              // site.json, say), and a failed read would put the file's failure in place of the form.
              void load(now);
              setStatus(`${file} changed on disk; the form shows it now.`);
            } else setConflict(now);
          },
          // The server is restarting: once it is back, the stream of changes asks again.
          () => undefined,
        );
      }),
    [dirty, disk, file, previewSrc, load, frameRef, saving, saved, checkAgain, setConflict, setStatus],
  );
}
