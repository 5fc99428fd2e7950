import { useSyncExternalStore, type ReactNode } from 'react';
import { pathKey, type Path } from '../doc.ts';
import { useForm } from './context.ts';
import { Problems } from './Labelled.tsx';

/** A group that folds; top-level groups and groups with a problem inside start open. */
export function Group({
  path,
  title,
  hint,
  summary,
  startOpen,
  actions,
  children,
}: {
  path: Path;
  title: string;
  hint?: string;
  summary?: string;
  startOpen?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const form = useForm();
  const key = pathKey(path);
  const count = useSyncExternalStore(form.problems.subscribe, () => form.problems.countWithin(key));
  // The file's own lists (a page's blocks) start open; deeper groups open when asked, their problems counted on their row.
  const isOpen = form.open.get(key) ?? (Boolean(startOpen) || path.length === 1);
  return (
    <details
      className="group"
      data-path={key}
      open={isOpen}
      onToggle={(event) => {
        const nowOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (nowOpen !== isOpen) form.toggle(path, nowOpen);
      }}
    >
      <summary>
        <span className="group-title">{title}</span>
        {summary && <span className="group-summary">{summary}</span>}
        {count > 0 && <span className="badge">{count === 1 ? '1 problem' : `${count} problems`}</span>}
      </summary>
      {actions && <div className="group-actions">{actions}</div>}
      {hint && <p className="hint">{hint}</p>}
      <Problems path={path} />
      {isOpen && <div className="group-body">{children}</div>}
    </details>
  );
}
