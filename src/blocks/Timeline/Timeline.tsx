import styled from 'styled-components';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const RAIL_PHONE = '0.45rem';
const INDENT_PHONE = '2.5rem';
const YEAR_SIZE = 'clamp(2.1rem, 1.7rem + 1.8vw, 3.2rem)';
/** The marker sits level with the middle of the year's figures. */
const MARKER_TOP = `calc(${YEAR_SIZE} / 2 - 5px)`;

const List = styled.ol`
  position: relative;
  display: grid;
  gap: clamp(3rem, 2rem + 3vw, 6rem);
  margin: 0;
  padding: 0 0 0 ${INDENT_PHONE};
  list-style: none;

  /* The rail fades out after the last milestone: the story goes on. */
  &::before {
    content: '';
    position: absolute;
    top: ${MARKER_TOP};
    bottom: 0;
    left: ${RAIL_PHONE};
    width: 1px;
    background: linear-gradient(to bottom, ${color.line} 0, ${color.line} calc(100% - 5rem), transparent 100%);
  }

  ${media.md} {
    padding: 0;

    &::before {
      left: 50%;
    }
  }
`;

const Entry = styled.li`
  position: relative;
  display: grid;
  gap: ${space.lg};

  ${media.md} {
    grid-template-columns: 1fr 5.5rem 1fr;
    grid-template-areas: 'body marker media';
    gap: 0;
    align-items: start;

    &:nth-child(even) {
      grid-template-areas: 'media marker body';
    }
  }
`;

/** A small diamond on the rail, ringed with the page colour so the line appears to pass behind it. */
const Marker = styled.span`
  position: absolute;
  top: ${MARKER_TOP};
  left: calc(${RAIL_PHONE} - ${INDENT_PHONE} - 4.5px);
  width: 10px;
  height: 10px;
  background: ${color.accent};
  transform: rotate(45deg);
  box-shadow: 0 0 0 5px ${color.bg};

  ${media.md} {
    position: static;
    grid-area: marker;
    justify-self: center;
    margin-top: ${MARKER_TOP};
  }
`;

const Body = styled.div`
  max-width: 34rem;

  ${media.md} {
    grid-area: body;
    ${Entry}:nth-child(odd) & {
      justify-self: end;
      text-align: right;
    }
  }
`;

const Heading = styled.h3`
  display: grid;
  gap: ${space.sm};
`;

const Year = styled.span`
  font-size: ${YEAR_SIZE};
  font-weight: 400;
  line-height: 1;
  letter-spacing: 0.01em;
  font-variant-numeric: lining-nums;
  color: ${color.accent};
`;

const Title = styled.span`
  font-size: ${type.xl};
  color: ${color.text};
`;

const Text = styled.p`
  margin-top: ${space.md};
  color: ${color.textMuted};

  a {
    color: ${color.accentStrong};
    text-underline-offset: 0.2em;
  }
`;

const Highlight = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  margin-top: ${space.lg};
  font-family: ${font.display};
  font-size: ${type.lg};
  font-style: italic;
  line-height: 1.35;
  color: ${color.accentStrong};

  &::before {
    content: '';
    flex: none;
    width: 1.75rem;
    height: 1px;
    background: ${color.accent};
  }

  ${media.md} {
    ${Entry}:nth-child(odd) & {
      flex-direction: row-reverse;
    }
  }
`;

const Media = styled.div`
  ${media.md} {
    grid-area: media;
    width: 100%;
    max-width: 30rem;
    ${Entry}:nth-child(even) & {
      justify-self: end;
    }
  }
`;

const Picture = styled(Image)`
  width: 100%;
  height: auto;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: ${radius.sm};
  background: ${color.surfaceTinted};
`;

// Spans are written 2024-2025 in content; typeset, a span takes an en dash.
const typesetYear = (year: string): string => year.replace('-', '\u2013');

export function Timeline({ block }: BlockProps<'timeline'>) {
  return (
    <Section id={block.id} heading={block.heading}>
      <List>
        {block.entries.map((entry, i) => (
          <Entry key={i}>
            <Marker aria-hidden="true" />
            <Body>
              <Heading>
                <Year>{typesetYear(entry.year)}</Year> <Title>{entry.title}</Title>
              </Heading>
              <Text>
                <RichText text={entry.text} />
              </Text>
              {entry.highlight && <Highlight>{entry.highlight}</Highlight>}
            </Body>
            {entry.image && (
              <Media>
                <Picture image={entry.image} sizes="(min-width: 900px) min(40vw, 30rem), 90vw" />
              </Media>
            )}
          </Entry>
        ))}
      </List>
    </Section>
  );
}
