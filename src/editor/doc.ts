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
