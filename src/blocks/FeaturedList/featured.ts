/** The featured item and the others, in their order: the one marked featured, or the first when none is. */
export function splitFeatured<T extends { featured?: boolean }>(items: readonly T[]): { featured: T; others: T[] } {
  const index = Math.max(
    0,
    items.findIndex((item) => item.featured === true),
  );
  return { featured: items[index], others: items.filter((_, i) => i !== index) };
}
