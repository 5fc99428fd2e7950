import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Timeline({ block }: BlockProps<'timeline'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
