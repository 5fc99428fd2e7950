import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Hero({ block }: BlockProps<'hero'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
