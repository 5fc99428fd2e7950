import { useCallback, useEffect, useState } from 'react';
import type { Checked } from '../api.ts';
import { check } from '../check.ts';
import { createProblemStore } from '../form/problems.ts';
import type { Disk } from './useDisk.ts';

/**
 * The check waits for a pause in typing: it validates the whole site's content in a worker, which on a
 * machine of two cores takes the core the next key's render and the preview would have had.
 */
const CHECK_DELAY_MS = 400;

/**
 * The build's problems with the value in the form, from the validator of `npm run validate` run in a worker,
 * once typing pauses, on the text a save would write (its lines are the file's); the fields hear theirs from
 * `problems`. `checkAgain` is for a change on disk to another file, which the check reads.
 */
export function useLiveCheck(file: string, disk: Disk | null, value: unknown) {
  const [checked, setChecked] = useState<(Checked & { for: unknown }) | null>(null);
  /** Why the last check could not run (the server restarting, say), shown with the problems, not in the status line it would write over. */
  const [checkFailure, setCheckFailure] = useState('');
  /** Changes on disk to the other files, which the check reads: each checks the form's value again. */
  const [changesElsewhere, setChangesElsewhere] = useState(0);
  const checkAgain = useCallback(() => setChangesElsewhere((n) => n + 1), []);

  useEffect(() => {
    if (!disk || value === null) return;
    let current = true;
    const timer = setTimeout(() => {
      check({ file, base: disk.text, value }).then(
        (result) => {
          if (!current) return;
          setChecked({ ...result, base: disk.text, hash: disk.hash, for: value });
          setCheckFailure('');
        },
        (error: Error) => current && setCheckFailure(error.message),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [disk, file, value, changesElsewhere]);

  const [problems] = useState(createProblemStore);
  const fileProblems = checked?.problems;
  useEffect(() => problems.set(fileProblems ?? []), [fileProblems, problems]);

  return { checked, setChecked, checkFailure, checkAgain, problems };
}
