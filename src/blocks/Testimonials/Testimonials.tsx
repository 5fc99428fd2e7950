import { Star } from 'lucide-react';
import styled from 'styled-components';
import type { Testimonial } from '../../generated/content.ts';
import { color, font, media, space, type } from '../../theme/tokens.ts';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const MAX_RATING = 5;

const List = styled.ul<{ $columns: number }>`
  display: grid;
  gap: ${space.xl};
  margin: 0;
  padding: 0;
  list-style: none;

  /*
   * Side by side, each quotation takes three rows of the list (rating, quote, attribution) and shares
   * them with its neighbours, so the attributions start on one line however long the quotes are. The
   * rows have no gap of their own: a quotation sets its own between its parts, and a second row of
   * quotations keeps its distance with a margin.
   */
  ${media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
    gap: 0;

    & > li:nth-child(n + ${({ $columns }) => $columns + 1}) {
      margin-top: ${space.xxl};
    }
  }
`;

const Item = styled.li`
  display: flex;
  padding-top: ${space.xl};
  border-top: 1px solid ${color.line};

  &:first-child {
    padding-top: 0;
    border-top: 0;
  }

  /* Side by side, the quotes are parted by upright hairlines instead. */
  ${media.md} {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
    padding: 0 clamp(1.5rem, 0.5rem + 2.5vw, 3.5rem);
    border-top: 0;
    border-left: 1px solid ${color.line};

    &:first-child {
      padding-left: 0;
      border-left: 0;
    }

    &:last-child {
      padding-right: 0;
    }
  }
`;

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  margin: 0;
  width: 100%;

  ${media.md} {
    display: grid;
    grid-row: span 3;
    grid-template-rows: subgrid;
  }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 3px;
  color: ${color.accent};
`;

const Quote = styled.blockquote`
  position: relative;
  flex: 1;
  margin: 0;
  font-family: ${font.display};
  font-style: italic;
  font-size: clamp(1.25rem, 1.15rem + 0.45vw, 1.5rem);
  line-height: 1.5;
  color: ${color.text};

  &::before {
    content: '“';
    display: block;
    height: 0.55em;
    margin-bottom: ${space.sm};
    font-size: 3.6em;
    font-style: normal;
    line-height: 1;
    color: ${color.accent};
    opacity: 0.7;
  }
`;

const Caption = styled.figcaption`
  display: grid;
  align-content: start;
  gap: 0.3rem;

  &::before {
    content: '';
    width: 2.5rem;
    height: 1px;
    margin-bottom: ${space.md};
    background: ${color.accent};
  }
`;

const Author = styled.span`
  font-size: ${type.sm};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${color.text};
`;

const Meta = styled.span`
  font-size: ${type.sm};
  color: ${color.textMuted};
`;

function Rating({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={`Rated ${rating} out of ${MAX_RATING}`}>
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          size={14}
          strokeWidth={1.25}
          fill={i < rating ? 'currentColor' : 'none'}
          aria-hidden="true"
          focusable="false"
        />
      ))}
    </Stars>
  );
}

function Quotation({ item }: { item: Testimonial }) {
  const meta = [item.location, item.trip].filter(Boolean).join(' · ');
  return (
    <Figure>
      <Rating rating={item.rating} />
      <Quote>
        <p>{item.quote}</p>
      </Quote>
      <Caption>
        <Author>{item.author}</Author>
        {meta && <Meta>{meta}</Meta>}
      </Caption>
    </Figure>
  );
}

/** Travellers' words, set as quotations: a figure each, with its rating, quote and who said it. */
export function Testimonials({ block }: BlockProps<'testimonials'>) {
  return (
    <Section id={block.id} heading={block.heading}>
      <List $columns={Math.min(block.items.length, 3)}>
        {block.items.map((item, i) => (
          <Item key={`${i}-${item.author}`}>
            <Quotation item={item} />
          </Item>
        ))}
      </List>
    </Section>
  );
}
