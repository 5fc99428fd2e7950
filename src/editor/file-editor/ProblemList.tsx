import type { Ref } from 'react';
import type { Checked } from '../api.ts';
import { pathOfProblem, type Path } from '../doc.ts';
import { placeInWords } from '../form/labels.ts';
import type { Schema } from '../schema.ts';

/** The file's problems, each with a way to its field; the check's failure to run; and the problems of other files. */
export function ProblemList({
  ref,
  opening,
  checked,
  checkFailure,
  schema,
  schemaId,
  value,
  showField,
}: {
  /** Where the focus goes when a save is refused for the problems listed. */
  ref: Ref<HTMLDivElement>;
  opening: boolean;
  checked: Checked | null;
  checkFailure: string;
  schema: Schema | undefined;
  schemaId: string | undefined;
  value: unknown;
  showField: (path: Path) => void;
}) {
  const allProblems = checked?.problems ?? [];
  return (
    <div className="problems" tabIndex={-1} ref={ref} aria-label="Problems" hidden={opening}>
      {checkFailure && (
        <p className="warning" role="status">
          The check could not run: {checkFailure.replace(/\.?$/, '.')} It runs again at the next change, and once the development
          server answers again.
        </p>
      )}
      {allProblems.length > 0 ? (
        <>
          <h2>
            {allProblems.length} problem{allProblems.length === 1 ? '' : 's'}: this file cannot be saved until they are fixed
          </h2>
          <ul>
            {allProblems.map((p) => {
              const at = pathOfProblem(p.path);
              return (
                <li key={`${p.line}:${p.column}:${p.message}`}>
                  {/* The place in the form's words (Block 5 (Hero) › Title); the build's, for the file, folded away for developers. */}
                  <strong>{(schema && placeInWords(schema, schemaId as string, value, at)) || p.path}</strong> {p.message}{' '}
                  <button type="button" className="quiet" onClick={() => showField(at)}>
                    Show the field
                  </button>
                  <details className="for-developers">
                    <summary>Details for developers</summary>
                    <code>
                      {p.file}:{p.line}:{p.column} {p.path}
                    </code>
                  </details>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        !checkFailure && <p className="ok">{checked ? 'No problems: the build accepts this file.' : 'Checking…'}</p>
      )}
      {checked && checked.elsewhere.length > 0 && (
        <p className="warning">
          {checked.elsewhere.length} problem{checked.elsewhere.length === 1 ? '' : 's'} in other files:{' '}
          {[...new Set(checked.elsewhere.map((p) => p.file))].join(', ')}.
        </p>
      )}
    </div>
  );
}
