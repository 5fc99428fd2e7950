import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../api.ts';
import { draftKey, readDraft, type Draft } from '../drafts.ts';

export interface Disk {
  text: string;
  hash: string;
}

/**
 * The file as on disk: read once the editor opens it, read again on request (`load`), with the draft of
 * unsaved work kept for that version, a version someone else saved meanwhile (`conflict`), and why the file
 * could not be read.
 */
export function useDisk(file: string, opened: Promise<Disk> | undefined, reset: (value: unknown) => void) {
  const [disk, setDisk] = useState<Disk | null>(null);
  const [failure, setFailure] = useState('');
  // The value last read from or written to the file. Any other value is unsaved until the check of it
  // finds that a save would write the file's own text (a letter typed and taken back): no key waits
  // for the whole page to be made into text to compare.
  const [clean, setClean] = useState<unknown>(null);
  const [conflict, setConflict] = useState<Disk | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);

  // The file as asked for when the editor started, used once; a reload asks again, unless given the file as just read.
  const early = useRef(opened);
  const load = useCallback(
    (known?: Disk) => {
      const answer = known ? Promise.resolve(known) : (early.current ?? call<Disk>('open', { file }));
      early.current = undefined;
      return answer
        .then((opened) => {
          setDisk(opened);
          setConflict(null);
          const read = JSON.parse(opened.text) as unknown;
          setClean(read);
          reset(read);
          setDraft(readDraft(draftKey(file, opened.hash)));
        })
        .catch((error: Error) => setFailure(error.message));
    },
    [file, reset],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { disk, setDisk, failure, clean, setClean, conflict, setConflict, draft, setDraft, load };
}
