import { useCallback, useRef, useState, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { call, type Checked, type Saved } from '../api.ts';
import { draftKey, forgetDraft } from '../drafts.ts';
import type { Disk } from './useDisk.ts';

const SKIP_DIFF_KEY = 'editor:skip-diff';

const readSkipDiff = (): boolean => {
  try {
    return localStorage.getItem(SKIP_DIFF_KEY) === 'yes';
  } catch {
    return false;
  }
};

/** Whether a save writes at once, without showing its change first: the person's choice, kept in the browser. */
export function useSkipDiff() {
  const [skipDiff, setSkipDiff] = useState(readSkipDiff);
  const chooseSkipDiff = (skip: boolean): void => {
    setSkipDiff(skip);
    try {
      localStorage.setItem(SKIP_DIFF_KEY, skip ? 'yes' : 'no');
    } catch {
      // Without storage the choice lasts for this visit.
    }
  };
  return { skipDiff, chooseSkipDiff };
}

/**
 * The save: checked first (a file with problems is not written), its change shown unless the person chose not
 * to see it, then written unless the file changed on disk meanwhile. `saving` and `saved` tell the editor's own
 * save from someone else's change on disk.
 */
export function useSave({
  file,
  disk,
  value,
  skipDiff,
  setStatus,
  setChecked,
  setConflict,
  setClean,
  setDisk,
  showDiff,
  problemList,
}: {
  file: string;
  disk: Disk | null;
  value: unknown;
  skipDiff: boolean;
  setStatus: (status: string) => void;
  setChecked: Dispatch<SetStateAction<(Checked & { for: unknown }) | null>>;
  setConflict: (disk: Disk) => void;
  setClean: (value: unknown) => void;
  setDisk: (disk: Disk) => void;
  /** Opens the window that shows the change a save would make. */
  showDiff: (checked: Checked) => void;
  problemList: RefObject<HTMLDivElement | null>;
}) {
  /** The save under way, and the hash of the text the last one wrote. */
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const saved = useRef('');

  const write = useCallback(async () => {
    if (!disk) return;
    setStatus('Saving…');
    const written = value;
    const answer = call<Saved>('save', { file, value: written, hash: disk.hash });
    saving.current = answer.then(
      (result) => void ('saved' in result && (saved.current = result.hash)),
      () => undefined,
    );
    let result: Saved;
    try {
      result = await answer;
    } catch (error) {
      // A refusal in words: a change that would break other pages, a file the server will not write.
      setStatus((error as Error).message);
      return;
    }
    if ('conflict' in result) {
      setConflict({ text: result.text, hash: result.hash });
      setStatus('Not saved: the file changed on disk since it was opened.');
    } else if ('refused' in result) {
      // The text held is of an earlier value: tied to none, so it cannot make this one look saved.
      setChecked((c) => c && { ...c, problems: result.problems, for: undefined });
      setStatus(`Not saved: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} to fix first.`);
    } else {
      forgetDraft(draftKey(file, disk.hash));
      setClean(written);
      setDisk({ text: result.text, hash: result.hash });
      setStatus(result.saved ? 'Saved.' : 'Nothing to save: the file already says this.');
    }
  }, [disk, file, value, setStatus, setChecked, setConflict, setClean, setDisk]);

  // A second save pressed while one is under way would be sent the file's old version, and refused as a conflict.
  const saveRunning = useRef(false);
  const save = useCallback(async () => {
    if (!disk || saveRunning.current) return;
    saveRunning.current = true;
    try {
      const result = await call<Checked>('check', { file, value });
      setChecked({ ...result, for: value });
      if (result.problems.length) {
        setStatus(
          `Not saved: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} must be fixed first (listed at the top).`,
        );
        problemList.current?.focus();
        return;
      }
      if (result.text === result.base) return setStatus('Nothing to save: the file already says this.');
      if (skipDiff) return await write();
      showDiff(result);
    } catch (error) {
      setStatus((error as Error).message);
    } finally {
      saveRunning.current = false;
    }
  }, [disk, file, value, skipDiff, write, setChecked, setStatus, problemList, showDiff]);

  return { saving, saved, write, save };
}
