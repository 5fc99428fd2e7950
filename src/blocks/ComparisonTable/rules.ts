import { quote } from '../../validation/words.ts';
import type { BlockRule } from '../types.ts';

/** Each row needs one cell per column: otherwise a cell would sit under the wrong heading, or a column would be left empty. */
export const comparisonTableRules: BlockRule = (block) => {
  if (!Array.isArray(block.columns) || !Array.isArray(block.rows)) return [];
  const columns = block.columns as unknown[];
  return (block.rows as ({ cells?: unknown } | null)[]).flatMap((row, r) =>
    !Array.isArray(row?.cells) || row.cells.length === columns.length
      ? []
      : [
          {
            at: `/rows/${r}/cells`,
            code: 'table-cells',
            message: `has ${row.cells.length} cells, but the table has ${columns.length} columns (${columns.map((c) => quote(String(c))).join(', ')}).`,
            fix: 'Give each row one cell per column, in the same order.',
          },
        ],
  );
};
