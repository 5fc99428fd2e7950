import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function TextSection({ block }: BlockProps<'text-section'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
