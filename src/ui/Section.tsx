import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SectionHeading as Heading } from '../generated/content.ts';
import { color, font, layout, space, type } from '../theme/tokens.ts';
import { RichText } from './RichText.tsx';

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

/**
 * The space above and below a band without a colour of its own. It is margin, so two such bands in
 * a row share one gap (adjacent margins collapse) instead of stacking two. Every block that draws its
 * own band on the page's ground uses it; a tinted band keeps its space inside its colour.
 */
export const plainBandSpace = css`
  margin-block: ${space.section};
`;

const Band = styled.section<{ $tone: 'plain' | 'tinted' }>`
  ${({ $tone }) =>
    $tone === 'tinted'
      ? css`
          padding-block: ${space.section};
          background: ${color.surfaceTinted};
        `
      : plainBandSpace}
`;

/** A page section: the band, its anchor id, and a heading labelling it for assistive technology. */
export function Section({
  id,
  heading,
  tone = 'plain',
  children,
}: {
  id?: string;
  heading?: Heading;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}) {
  const headingId = heading && id ? `${id}-heading` : undefined;
  return (
    <Band id={id} $tone={tone} aria-labelledby={headingId}>
      <Container>
        {heading && <SectionHeading heading={heading} id={headingId} />}
        {children}
      </Container>
    </Band>
  );
}

/** The small capitals above a heading, shared by every block that sets an eyebrow of its own. */
export const eyebrowText = css`
  font-size: ${type.xs};
  font-weight: 600;
  letter-spacing: 0.24em;
  text-transform: uppercase;
  color: ${color.accent};
`;

const Eyebrow = styled.p`
  font-family: ${font.body};
  ${eyebrowText}
  margin-bottom: ${space.md};
`;

const Title = styled.h2`
  font-size: ${type.xxl};
`;

const Intro = styled.p`
  margin-top: ${space.lg};
  color: ${color.textMuted};
  font-size: ${type.lg};
  max-width: 46rem;
`;

const HeadingWrap = styled.header`
  margin-bottom: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  max-width: 52rem;
`;

/**
 * A section's eyebrow, title and intro. `level` 1 makes the title the page's h1, for a block that opens
 * a page with its working part instead of a hero (the demo's apartments, booking and gallery).
 */
export function SectionHeading({ heading, id, level = 2 }: { heading: Heading; id?: string; level?: 1 | 2 }) {
  return (
    <HeadingWrap>
      {heading.eyebrow && <Eyebrow>{heading.eyebrow}</Eyebrow>}
      <Title as={level === 1 ? 'h1' : 'h2'} id={id}>
        {heading.title}
      </Title>
      {heading.intro && (
        <Intro>
          <RichText text={heading.intro} />
        </Intro>
      )}
    </HeadingWrap>
  );
}
