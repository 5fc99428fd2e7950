/** Changes to a list's items that the open groups of its rows follow, and where the focus goes after them. */
import { getIn, pathKey, setIn, withKeysMoved, type Path } from '../doc.ts';
import type { FormContextValue } from './context.ts';

/**
 * Changes a list as it is now, given with the whole file (whose anchors a new item's must not repeat), the
 * open groups of its items going with them: `place(i)` is where the item at i went, or undefined when it
 * was removed. Which groups are open is kept by path, and a path names a place: an item moved left its
 * open group at its old place, on another item.
 */
export function changeList(
  form: FormContextValue,
  path: Path,
  next: (list: unknown[], file: unknown) => unknown[],
  place: (index: number) => number | undefined,
): void {
  form.update([], (file) => {
    const list = getIn(file, path);
    return setIn(file, path, next(Array.isArray(list) ? list : [], file));
  });
  const prefix = `${pathKey(path)}/`;
  form.setOpen((open) =>
    withKeysMoved(open, (key) => {
      if (!key.startsWith(prefix)) return key;
      const [index, ...rest] = key.slice(prefix.length).split('/');
      const to = place(Number(index));
      return to === undefined ? undefined : [`${prefix}${to}`, ...rest].join('/');
    }),
  );
}

/** Takes a list's item out of its place `from` and puts it at `to`. */
export function moveItem(form: FormContextValue, path: Path, from: number, to: number): void {
  changeList(
    form,
    path,
    (list) => {
      const next = [...list];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    },
    (index) => {
      if (index === from) return to;
      // Its place once the moved item has left the list, then once that item is put back at `to`.
      const left = index > from ? index - 1 : index;
      return left >= to ? left + 1 : left;
    },
  );
}

/** Puts the focus on a row of a list or map: its summary, or its first field; without a row, on `otherwise`. */
export const focusRow = (row: Element | null | undefined, otherwise: HTMLElement | null): void =>
  (row?.querySelector<HTMLElement>('summary, input, textarea, select') ?? otherwise)?.focus();
