import styled from 'styled-components';
import type { SectionHeading } from '../generated/content.ts';
import { color, font, space, type } from '../theme/tokens.ts';
import { RichText } from '../ui/RichText.tsx';
import { eyebrowText } from '../ui/Section.tsx';

const Wrap = styled.header`
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3rem);
  max-width: 52rem;
`;

const Eyebrow = styled.p`
  font-family: ${font.body};
  ${eyebrowText}
  margin-bottom: ${space.md};
`;

const Title = styled.h2`
  font-size: ${type.xxl};
  line-height: 1.1;
`;

const Intro = styled.p`
  margin-top: ${space.lg};
  color: ${color.textMuted};
  font-size: ${type.lg};
  max-width: 46rem;
`;

/**
 * A demo block's heading: the page's h1 when the block opens the page (the demo pages start with
 * their working part, not a hero), an h2 further down.
 */
export function DemoHeading({ heading, id, first }: { heading: SectionHeading; id?: string; first: boolean }) {
  return (
    <Wrap>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <Title as={first ? 'h1' : 'h2'} id={id}>
        {heading.title}
      </Title>
      {heading.intro && (
        <Intro>
          <RichText text={heading.intro} />
        </Intro>
      )}
    </Wrap>
  );
}
