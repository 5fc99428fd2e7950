/** hero → Hero, tile-grid → TileGrid: the folder and export name of a block type's component. */
export const blockComponentName = (type: string): string => type.replace(/(^|-)([a-z])/g, (_, __, c: string) => c.toUpperCase());
