import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Testimonials({ block }: BlockProps<'testimonials'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
