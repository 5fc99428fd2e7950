/** Reading and changing a content value by its path, without changing the value in place. */

export type Path = (string | number)[];

export function getIn(value: unknown, path: Path): unknown {
  let here = value;
  for (const key of path) here = here !== null && typeof here === 'object' ? (here as Record<string, unknown>)[key] : undefined;
  return here;
}

/** `value` with the member at `path` set to `next`; undefined removes an object's member. */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[key as number] = setIn(copy[key as number], rest, next);
    return copy;
  }
  const object = (value ?? {}) as Record<string, unknown>;
  const inner = setIn(object[key], rest, next);
  if (inner !== undefined) return { ...object, [key]: inner };
  return Object.fromEntries(Object.entries(object).filter(([name]) => name !== String(key)));
}

/** `blocks[3] (faq) › items[2] › answer`, as the validator names a place, back to its path. */
export function pathOfProblem(described: string): Path {
  if (described === '(top level)' || described.startsWith('(')) return [];
  const path: Path = [];
  for (const part of described.split(' › ')) {
    const [, name, indexes] = /^([^[(]*?)((?:\[\d+\])*)(?: \(.*\))?$/.exec(part) ?? [];
    if (name) path.push(name);
    for (const index of (indexes ?? '').matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

export const pathKey = (path: Path): string => path.join('/');

/** Whether `inner` is `outer` or lies within it. */
export const within = (inner: Path, outer: Path): boolean => outer.every((key, i) => inner[i] === key);

/** A map by `pathKey` (which groups are open) with each key moved where `to` says; a key given no place is dropped. */
export function withKeysMoved<T>(byKey: ReadonlyMap<string, T>, to: (key: string) => string | undefined): Map<string, T> {
  const moved = new Map<string, T>();
  for (const [key, value] of byKey) {
    const there = to(key);
    if (there !== undefined) moved.set(there, value);
  }
  return moved;
}

/**
 * The key of the place in `to` that the place `key` (a `pathKey`) names in `from`, following list items by
 * identity: a list's items moved (a move, a drag, or the undo of either) keep their objects, so an item found
 * elsewhere in the list went there; one not found was edited where it was (a new object) or removed.
 * Undefined for a place `to` does not have.
 */
export function placeIn(from: unknown, to: unknown, key: string): string | undefined {
  let before = from;
  let after = to;
  const place: string[] = [];
  for (const part of key.split('/')) {
    if (Array.isArray(before) && Array.isArray(after)) {
      const index = Number(part);
      const item: unknown = before[index];
      const found = typeof item === 'object' && item !== null ? after.indexOf(item) : -1;
      // Not found: edited where it is (the item there now is new too), or removed (the item there now was elsewhere).
      const there = found >= 0 ? found : index < after.length && !before.includes(after[index]) ? index : -1;
      if (there < 0) return undefined;
      place.push(String(there));
      before = item;
      after = after[there];
    } else {
      place.push(part);
      before = getIn(before, [part]);
      after = getIn(after, [part]);
    }
  }
  return place.join('/');
}
