/**
 * Runs module loaders one after another, in the order of their keys.
 *
 * styled-components numbers each component's style group when its module runs, and writes a page's
 * styles in that order. Lazily loaded modules otherwise run in whatever order their files happen to
 * arrive, so two builds of the same commit wrote the same rules in different orders (and with
 * different group numbers). Loading every module in a fixed order before the first render makes the
 * numbering, and so the prerendered HTML, the same on every build.
 */
export async function loadInOrder(loaders: Record<string, () => Promise<unknown>>): Promise<void> {
  for (const [, load] of Object.entries(loaders).sort(([a], [b]) => (a < b ? -1 : 1))) await load();
}
