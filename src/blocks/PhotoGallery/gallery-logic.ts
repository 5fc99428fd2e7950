/** The open picture in the address: ?photo=3 is the third picture (1-based, as people count). */
export function photoFromQuery(search: string, count: number): number | null {
  const raw = new URLSearchParams(search).get('photo');
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n >= 1 && n <= count ? n - 1 : null;
}

/** The query with the open picture set (or removed, for null), other parameters kept. */
export function photoQuery(search: string, index: number | null): string {
  const params = new URLSearchParams(search);
  if (index === null) params.delete('photo');
  else params.set('photo', String(index + 1));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The next or previous picture of an order, wrapping at both ends. */
export function stepWithin(order: readonly number[], current: number, delta: 1 | -1): number {
  const at = order.indexOf(current);
  return order[(at + delta + order.length) % order.length] ?? current;
}
