import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

export function Video({ block }: BlockProps<'video'>) {
  return <Section id={block.id}>{block.type}</Section>;
}
