import { useId } from 'react';
import styled from 'styled-components';
import { color, colorVariables, font, media, palettes, space, type } from '../../theme/tokens.ts';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

// The figures sit on an ink band in both themes: the dark palette applies inside it, so every token
// (text, muted text, accent, lines, focus) takes its variant made for a dark ground.
const Band = styled.section`
  ${colorVariables(palettes.dark)}
  color-scheme: dark;
  padding-block: clamp(3.5rem, 2.5rem + 4vw, 6rem);
  background: ${color.surfaceTinted};
  color: ${color.text};
`;

const Figures = styled.dl<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(${({ $count }) => $count}, minmax(0, 1fr));
  }
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: 0.6rem;
  padding: ${space.lg} ${space.md};
  text-align: center;

  /* Hairlines between figures: between the two columns on phones, between every figure from tablets up. */
  &:nth-child(2n) {
    border-left: 1px solid ${color.line};
  }

  &:nth-child(n + 3) {
    border-top: 1px solid ${color.line};
  }

  &:last-child:nth-child(odd) {
    grid-column: 1 / -1;
  }

  ${media.md} {
    padding-block: ${space.sm};

    &:nth-child(n) {
      border-top: 0;
      border-left: 1px solid ${color.line};
    }

    &:first-child {
      border-left: 0;
    }

    &:last-child:nth-child(odd) {
      grid-column: auto;
    }
  }
`;

const Value = styled.dd`
  margin: 0;
  font-family: ${font.display};
  font-size: clamp(2.75rem, 2rem + 3vw, 4.75rem);
  font-weight: 400;
  line-height: 1;
  letter-spacing: -0.01em;
  color: ${color.accent};
  font-variant-numeric: lining-nums;
`;

const Label = styled.dt`
  max-width: 14rem;
  margin-inline: auto;
  font-size: ${type.xs};
  font-weight: 500;
  letter-spacing: 0.2em;
  line-height: 1.6;
  text-transform: uppercase;
  color: ${color.textMuted};
`;

const Heading = styled.div`
  text-align: center;

  & > header {
    margin-inline: auto;
  }
`;

/** A band of headline figures; each label is the term and its figure the description, shown figure first. */
export function Stats({ block }: BlockProps<'stats'>) {
  const headingId = useId();
  return (
    <Band id={block.id} {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Key figures' })}>
      <Container>
        {block.heading && (
          <Heading>
            <SectionHeading heading={block.heading} id={headingId} />
          </Heading>
        )}
        <Figures $count={block.items.length}>
          {block.items.map((item) => (
            <Figure key={`${item.value}-${item.label}`}>
              <Label>{item.label}</Label>
              <Value>{item.value}</Value>
            </Figure>
          ))}
        </Figures>
      </Container>
    </Band>
  );
}
