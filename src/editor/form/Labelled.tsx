/** A field's label, hint and problems, and the build's problems at a place of the form. */
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { pathKey, type Path } from '../doc.ts';
import { useForm } from './context.ts';

/** The build's problems at this exact place; the component draws again only when they change. */
const useProblemsAt = (path: Path) => {
  const { problems } = useForm();
  const key = pathKey(path);
  return useSyncExternalStore(problems.subscribe, () => problems.at(key));
};

/** Messages the build gives for this exact place. */
export function Problems({ path, id }: { path: Path; id?: string }) {
  const list = useProblemsAt(path);
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((p) => (
        <li key={`${p.line}:${p.column}:${p.message}`}>{p.message}</li>
      ))}
    </ul>
  );
}

/** Label, hint and problems around a control, wired for assistive technology. */
export function Labelled({
  label,
  hint,
  required,
  path,
  refused,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  path: Path;
  /** Why the form did not take what was typed, said at once. */
  refused?: string;
  children: (ids: { id: string; describedBy: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const problems = Boolean(useProblemsAt(path)?.length);
  const invalid = problems || Boolean(refused);
  const describedBy = [hint ? `${id}-hint` : '', problems ? `${id}-problems` : '', refused ? `${id}-refused` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`} data-field={pathKey(path)}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {required && <span className="visually-hidden"> (required)</span>}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, describedBy, invalid })}
      {refused && (
        <p className="field-problems" id={`${id}-refused`} role="alert">
          {refused}
        </p>
      )}
      <Problems path={path} id={`${id}-problems`} />
    </div>
  );
}
