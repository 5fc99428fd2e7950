import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Cta({ block }: BlockProps<'cta'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
