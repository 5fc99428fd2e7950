import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Stats({ block }: BlockProps<'stats'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
