import { useMemo, type Ref, type RefObject } from 'react';
import type { Checked } from '../api.ts';
import { changesInWords } from '../changes.ts';
import { diffLines, hunks } from '../diff.ts';
import type { Schema } from '../schema.ts';

/**
 * The change a save would make, field by field in the form's words, the file's lines that change folded under
 * them; with Save, Cancel and the choice to save at once next time.
 */
export function DiffDialog({
  dialog,
  saveButton,
  schema,
  schemaId,
  diff,
  onClose,
  skipDiff,
  chooseSkipDiff,
  write,
}: {
  dialog: RefObject<HTMLDialogElement | null>;
  /** Save, which has the focus when the window opens. */
  saveButton: Ref<HTMLButtonElement>;
  schema: Schema | undefined;
  schemaId: string | undefined;
  diff: Checked | null;
  onClose: () => void;
  skipDiff: boolean;
  chooseSkipDiff: (skip: boolean) => void;
  write: () => Promise<void>;
}) {
  const changes = useMemo(
    () => (diff && schema && schemaId ? changesInWords(schema, schemaId, diff.base, diff.text) : []),
    [diff, schema, schemaId],
  );
  return (
    <dialog ref={dialog} className="diff-dialog" aria-labelledby="diff-title" onClose={onClose}>
      <h2 id="diff-title">Save these changes?</h2>
      {changes.length > 0 && (
        <ul className="changes">
          {changes.map((change, i) => (
            <li key={i}>
              <strong>{change.place}</strong>:{' '}
              {change.before ? (
                <>
                  <del>{change.before}</del> → <ins>{change.after}</ins>
                </>
              ) : (
                change.after
              )}
            </li>
          ))}
        </ul>
      )}
      {diff && (
        <details className="diff-lines" open={changes.length === 0}>
          <summary>The lines of the file that change</summary>
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
        </details>
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
