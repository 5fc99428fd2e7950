import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import styled, { css } from 'styled-components';
import type { Tile as TileContent } from '../../generated/content.ts';
import { color, font, media, motion, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { useRouteEntry } from '../../content/route-entry.ts';
import type { BlockProps } from '../types.ts';
import { entryTiles } from './entry-tiles.ts';

type Columns = 2 | 3 | 4 | 5;

/** Tiles side by side from tablets up; five would be too narrow on a tablet, so they pass through three. */
const columnsAt = (columns: Columns): { md: number; lg: number } => ({
  md: columns === 2 || columns === 4 ? 2 : 3,
  lg: columns,
});

/** Portrait pictures suit narrow tiles; wider tiles take landscape ones. */
const aspectFor = (columns: Columns): string => (columns >= 4 ? '4 / 5' : columns === 3 ? '4 / 3' : '3 / 2');

/** Tiles in a row at each width, from the phone up: none, then media.sm, media.md and media.lg. */
const columnsByWidth = (columns: Columns): number[] => [1, Math.min(columns, 2), columnsAt(columns).md, columnsAt(columns).lg];

/**
 * A tile's parts each take a row of the grid, shared by the tiles side by side (CSS subgrid), so a
 * title or eyebrow that wraps moves the whole row's titles, texts and links down together instead of
 * its own alone.
 */
const TILE_ROWS = { media: 1, eyebrow: 2, title: 3, text: 4, tags: 5, link: 6 } as const;
const TILE_ROW_COUNT = Object.keys(TILE_ROWS).length;

/**
 * The grid counts half-tile columns, so a last row with fewer tiles can start half a tile in and sit
 * centred: for each width, its tiles in a row and the rule that starts the tile opening a short last
 * row at its half-column.
 * Every width names every such tile, resetting it to `auto` where its row is full, since a rule for a
 * narrower width would otherwise still hold.
 */
function widthsWithCentredLastRow(count: number, columns: Columns): { cols: number; centre: string }[] {
  const widths = columnsByWidth(columns);
  const opening = widths.map((cols) => {
    const rest = count % cols;
    return rest === 0 ? undefined : { nth: count - rest + 1, start: cols - rest + 1 };
  });
  const nths = [...new Set(opening.flatMap((o) => (o ? [o.nth] : [])))];
  return widths.map((cols, i) => ({
    cols,
    centre: nths
      .map((nth) => `& > li:nth-child(${nth}) { grid-column-start: ${opening[i]?.nth === nth ? opening[i].start : 'auto'}; }`)
      .join('\n'),
  }));
}

const Grid = styled.ul<{ $columns: Columns; $count: number }>`
  --row-gap: clamp(3rem, 2.5rem + 2vw, 4.5rem);
  display: grid;
  column-gap: clamp(1.5rem, 1rem + 1.5vw, 2.5rem);
  /* Between rows of tiles the space is each tile's own (below), so that the rows inside a tile have no gap. */
  margin: 0 0 calc(-1 * var(--row-gap));
  padding: 0;
  list-style: none;

  & > li {
    display: grid;
    grid-column-end: span 2;
    grid-row-end: span ${TILE_ROW_COUNT};
    grid-template-rows: subgrid;
    padding-bottom: var(--row-gap);
    min-width: 0;
  }

  ${({ $columns, $count }) => {
    const [phone, sm, md, lg] = widthsWithCentredLastRow($count, $columns);
    const at = ({ cols, centre }: { cols: number; centre: string }) => css`
      grid-template-columns: repeat(${2 * cols}, minmax(0, 1fr));
      ${centre}
    `;
    return css`
      ${at(phone)}
      ${media.sm} {
        ${at(sm)}
      }
      ${media.md} {
        ${at(md)}
      }
      ${media.lg} {
        ${at(lg)}
      }
    `;
  }}
`;

const Card = styled.div<{ $plain: boolean }>`
  position: relative;
  display: grid;
  grid-row: 1 / -1;
  grid-template-rows: subgrid;

  ${({ $plain }) =>
    $plain &&
    css`
      padding-top: ${space.lg};
      border-top: 1px solid ${color.line};
    `}
`;

const Media = styled.div<{ $aspect: string }>`
  grid-row: ${TILE_ROWS.media};
  overflow: hidden;
  margin-bottom: ${space.lg};
  background: ${color.surfaceTinted};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    transition: transform 1.2s ${motion.easing};
  }

  ${media.sm} {
    img {
      aspect-ratio: ${({ $aspect }) => $aspect};
    }
  }

  ${Card}:hover & img {
    transform: scale(1.045);
  }

  ${media.reducedMotion} {
    ${Card}:hover & img {
      transform: none;
    }
  }
`;

const IconMark = styled.span`
  grid-row: ${TILE_ROWS.media};
  justify-self: start;
  display: inline-flex;
  margin-bottom: ${space.lg};
  color: ${color.accent};
`;

const Title = styled.h3<{ $dense: boolean }>`
  grid-row: ${TILE_ROWS.title};
  font-size: ${({ $dense }) => ($dense ? 'clamp(1.35rem, 1.2rem + 0.45vw, 1.6rem)' : type.xl)};
  line-height: 1.15;
`;

const Eyebrow = styled.p`
  /* Shown above the title, read after it: the title is what a heading list should announce first. */
  grid-row: ${TILE_ROWS.eyebrow};
  align-self: end;
  margin-bottom: 0.55rem;
  font-size: ${type.xs};
  font-weight: 600;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${color.accent};
`;

const Text = styled.p<{ $dense: boolean }>`
  grid-row: ${TILE_ROWS.text};
  margin-top: 0.75rem;
  color: ${color.textMuted};
  font-size: ${({ $dense }) => ($dense ? '0.95rem' : 'inherit')};
  line-height: 1.65;

  /* Links inside the text stay clickable above the card-wide link. */
  a {
    position: relative;
    z-index: 1;
  }
`;

const Tags = styled.ul`
  grid-row: ${TILE_ROWS.tags};
  align-self: start;
  display: flex;
  flex-wrap: wrap;
  gap: 0.45rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.3rem 0.75rem;
    border: 1px solid ${color.line};
    border-radius: 999px;
    font-size: 0.72rem;
    font-weight: 500;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const TileLink = styled(SmartLink)<{ $dense: boolean }>`
  /* Inline, so that a label running to two lines keeps its arrow after the last word. */
  grid-row: ${TILE_ROWS.link};
  align-self: end;
  justify-self: start;
  padding-block: 0.85rem 0.35rem;
  font-family: ${font.body};
  font-size: 0.76rem;
  font-weight: 600;
  line-height: 1.6;
  letter-spacing: ${({ $dense }) => ($dense ? '0.14em' : '0.18em')};
  text-transform: uppercase;
  text-decoration: none;
  color: ${color.accent};

  svg {
    display: inline-block;
    margin-left: 0.5rem;
    vertical-align: -3px;
    transition: transform ${motion.base} ${motion.easing};
  }

  /* The whole card is the link's target area; the link's own words stay its accessible name. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${color.focus};
    outline-offset: 6px;
  }

  ${Card}:hover & {
    color: ${color.accentStrong};
  }

  ${Card}:hover & svg {
    transform: translateX(4px);
  }
`;

const ActionRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: clamp(3rem, 2.5rem + 2vw, 4.5rem);
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

/** The label with its arrow bound to the last word, so a wrapped label never leaves the arrow alone. */
function LinkLabel({ label }: { label: string }) {
  const cut = label.lastIndexOf(' ');
  return (
    <>
      {label.slice(0, cut + 1)}
      <Nowrap>
        {label.slice(cut + 1)}
        <ArrowRight size={15} strokeWidth={1.25} aria-hidden="true" focusable="false" />
      </Nowrap>
    </>
  );
}

function Tile({ tile, columns }: { tile: TileContent; columns: Columns }) {
  const titleId = useId();
  const dense = columns >= 4;
  return (
    <Card $plain={!tile.image}>
      {tile.image ? (
        <Media $aspect={aspectFor(columns)}>
          <Image
            image={tile.image}
            sizes={`(min-width: 1180px) ${Math.round(100 / columns)}vw, (min-width: 640px) 50vw, 100vw`}
          />
        </Media>
      ) : (
        tile.icon && (
          <IconMark>
            <Icon name={tile.icon} size={30} />
          </IconMark>
        )
      )}
      <Title id={titleId} $dense={dense}>
        {tile.title}
      </Title>
      {tile.subtitle && <Eyebrow>{tile.subtitle}</Eyebrow>}
      <Text $dense={dense}>
        <RichText text={tile.text} />
      </Text>
      {tile.tags && tile.tags.length > 0 && (
        <Tags aria-label="Highlights">
          {tile.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </Tags>
      )}
      {/* Several tiles may share words such as "Read More"; the title tells them apart. */}
      {tile.link && (
        <TileLink href={tile.link.href} aria-describedby={titleId} $dense={dense}>
          <LinkLabel label={tile.link.label} />
        </TileLink>
      )}
    </Card>
  );
}

/** A grid of tiles; a tile with a link is clickable as a whole, while its link's words stay its name. */
export function TileGrid({ block }: BlockProps<'tile-grid'>) {
  const columns = block.columns ?? 3;
  const shown = useRouteEntry();
  const tiles = block.tiles ?? (block.entries ? entryTiles(block.entries, shown ?? undefined) : []);
  return (
    <Section id={block.id} heading={block.heading} tone={block.tone ?? 'plain'}>
      <Grid $columns={columns} $count={tiles.length}>
        {tiles.map((tile, i) => (
          <li key={`${i}-${tile.title}`}>
            <Tile tile={tile} columns={columns} />
          </li>
        ))}
      </Grid>
      {block.action && (
        <ActionRow>
          <ButtonLink button={block.action} />
        </ActionRow>
      )}
    </Section>
  );
}
