import type { Ref, RefObject } from 'react';
import type { Checked } from '../api.ts';
import { diffLines, hunks } from '../diff.ts';

/** The change a save would make, line by line, with Save, Cancel and the choice to save at once next time. */
export function DiffDialog({
  dialog,
  saveButton,
  file,
  diff,
  onClose,
  skipDiff,
  chooseSkipDiff,
  write,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** Save, which has the focus when the window opens. */
  saveButton: Ref<HTMLButtonElement>;
  file: string;
  diff: Checked | null;
  onClose: () => void;
  skipDiff: boolean;
  chooseSkipDiff: (skip: boolean) => void;
  write: () => Promise<void>;
}) {
  return (
    <dialog ref={dialog} className="diff-dialog" aria-labelledby="diff-title" onClose={onClose}>
      <h2 id="diff-title">Save these changes to {file}?</h2>
      {diff && (
        <pre className="diff">
          {hunks(diffLines(diff.base, diff.text)).map((line, i) =>
            line === 'gap' ? (
              <span key={i} className="gap">
                …
              </span>
            ) : (
              <span key={i} className={line.kind}>
                <span className="line-number">{line.line}</span>
                {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
                {line.text}
              </span>
            ),
          )}
        </pre>
      )}
      <label className="check">
        <input type="checkbox" checked={skipDiff} onChange={(event) => chooseSkipDiff(event.target.checked)} />
        Save at once next time, without showing the change
      </label>
      <div className="dialog-actions">
        <button
          ref={saveButton}
          type="button"
          className="primary"
          onClick={() => {
            dialog.current?.close();
            void write();
          }}
        >
          Save
        </button>
        <button type="button" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}
