import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function TileGrid({ block }: BlockProps<'tile-grid'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
