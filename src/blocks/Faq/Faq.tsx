import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Faq({ block }: BlockProps<'faq'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
