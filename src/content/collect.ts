/** Every value in some content (a page's blocks, say), at any depth, that `pick` takes from its key and value. */
export function collect<T>(content: unknown, pick: (key: string, value: unknown) => T | undefined): T[] {
  if (Array.isArray(content)) return content.flatMap((item) => collect(item, pick));
  if (typeof content !== 'object' || content === null) return [];
  return Object.entries(content).flatMap(([key, value]) => {
    const picked = pick(key, value);
    return picked === undefined ? collect(value, pick) : [picked];
  });
}
