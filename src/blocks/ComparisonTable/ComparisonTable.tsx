import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function ComparisonTable({ block }: BlockProps<'comparison-table'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
