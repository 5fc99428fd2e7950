import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { FeatureRow } from '../../generated/content.ts';
import { color, font, media, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { eyebrowText, Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';
import { rowLayouts, type RowLayout } from './layout.ts';

const Rows = styled.div`
  display: grid;
  gap: clamp(4.5rem, 3rem + 5vw, 8rem);
`;

const Row = styled.article<{ $layout: RowLayout }>`
  display: grid;
  gap: clamp(2rem, 1.5rem + 2vw, 3rem);
  scroll-margin-top: calc(var(--header-height) + ${space.lg});

  ${media.md} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
    gap: clamp(3.5rem, 1rem + 6vw, 7rem);
    align-items: center;

    ${({ $layout }) =>
      $layout === 'text-left' &&
      css`
        grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
        & > figure {
          order: 2;
        }
      `}
  }
`;

const Figure = styled.figure<{ $layout: RowLayout }>`
  position: relative;
  margin: 0 ${space.lg} ${space.lg} 0;

  /* The house's offset hairline frame, on the side away from the text. */
  &::before {
    content: '';
    position: absolute;
    inset: ${space.lg} -${space.lg} -${space.lg} ${space.lg};
    border: 1px solid ${color.accent};
    opacity: 0.5;
    pointer-events: none;
  }

  ${({ $layout }) =>
    $layout === 'text-left' &&
    css`
      ${media.md} {
        margin: 0 0 ${space.lg} ${space.lg};
        &::before {
          inset: ${space.lg} ${space.lg} -${space.lg} -${space.lg};
        }
      }
    `}

  img {
    position: relative;
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${color.surfaceTinted};
  }

  ${media.md} {
    img {
      aspect-ratio: 5 / 4;
    }
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 36rem;
`;

const Eyebrow = styled.p`
  order: -1;
  margin-bottom: ${space.md};
  ${eyebrowText}
`;

const Title = styled.h3`
  font-size: ${type.xxl};
  line-height: 1.1;
`;

const Subtitle = styled.p`
  margin-top: ${space.sm};
  font-family: ${font.display};
  font-style: italic;
  font-size: ${type.lg};
  color: ${color.textMuted};
`;

const Paragraphs = styled.div`
  display: grid;
  gap: 1em;
  margin-top: ${space.lg};
  color: ${color.textMuted};
  line-height: 1.7;
`;

const Quote = styled.figure`
  margin: ${space.xl} 0 0;
  padding-left: ${space.lg};
  border-left: 1px solid ${color.accent};

  blockquote {
    margin: 0;
    font-family: ${font.display};
    font-style: italic;
    font-size: clamp(1.15rem, 1.08rem + 0.35vw, 1.35rem);
    line-height: 1.5;
    color: ${color.text};
  }

  blockquote p::before {
    content: '“';
  }

  blockquote p::after {
    content: '”';
  }

  figcaption {
    margin-top: ${space.sm};
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const Action = styled.div`
  margin-top: ${space.xl};
`;

function FeatureRowView({ row, layout, headingLevel }: { row: FeatureRow; layout: RowLayout; headingLevel: 'h2' | 'h3' }) {
  const titleId = useId();
  return (
    <Row id={row.id} aria-labelledby={titleId} $layout={layout} data-layout={layout}>
      <Figure $layout={layout}>
        <Image image={row.image} sizes="(min-width: 900px) 50vw, 100vw" />
      </Figure>
      <Copy>
        <Title as={headingLevel} id={titleId}>
          {row.title}
        </Title>
        {row.eyebrow && <Eyebrow>{row.eyebrow}</Eyebrow>}
        {row.subtitle && <Subtitle>{row.subtitle}</Subtitle>}
        <Paragraphs>
          {row.text.map((paragraph, i) => (
            <p key={i}>
              <RichText text={paragraph} />
            </p>
          ))}
        </Paragraphs>
        {row.quote && (
          <Quote>
            <blockquote>
              <p>{row.quote.text}</p>
            </blockquote>
            {row.quote.author && <figcaption>{row.quote.author}</figcaption>}
          </Quote>
        )}
        {row.action && (
          <Action>
            {/* Rows often share words such as "Learn More"; the row's title tells them apart. */}
            <ButtonLink button={row.action} describedBy={titleId} />
          </Action>
        )}
      </Copy>
    </Row>
  );
}

/** Sections with a picture beside the text, alternating sides down the page; on phones the picture leads. */
export function FeatureRows({ block }: BlockProps<'feature-rows'>) {
  const layouts = rowLayouts(block.rows, block.start);
  // Without a section heading, each row's title is a heading of the page's second level.
  const headingLevel = block.heading ? 'h3' : 'h2';
  return (
    <Section id={block.id} heading={block.heading}>
      <Rows>
        {block.rows.map((row, i) => (
          <FeatureRowView key={`${i}-${row.title}`} row={row} layout={layouts[i]} headingLevel={headingLevel} />
        ))}
      </Rows>
    </Section>
  );
}
