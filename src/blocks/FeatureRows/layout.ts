import type { FeatureRow, FeatureRowsBlock } from '../../generated/content.ts';

export type RowLayout = NonNullable<FeatureRowsBlock['start']>;

const opposite = (layout: RowLayout): RowLayout => (layout === 'image-left' ? 'text-left' : 'image-left');

/**
 * Each row's side for its picture: the rows alternate from `start`, and a row that names its own layout
 * keeps it. The alternation counts positions, not the previous row's side, so one row set by hand does
 * not flip every row after it.
 */
export function rowLayouts(rows: readonly Pick<FeatureRow, 'layout'>[], start: RowLayout = 'image-left'): RowLayout[] {
  return rows.map((row, i) => row.layout ?? (i % 2 === 0 ? start : opposite(start)));
}
