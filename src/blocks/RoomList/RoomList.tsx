import { useId, useRef } from 'react';
import styled from 'styled-components';
import { queryCollection } from '../../content/collections.ts';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { color, media, radius, space, type } from '../../theme/tokens.ts';
import { navigatesInPage } from '../../runtime/navigation-intent.ts';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';
import { FilterForm, ResetButton } from './FilterForm.tsx';
import { filterRooms, locationsOf } from './filters.ts';
import { RoomCard } from './RoomCard.tsx';
import { useRoomFilters } from './useRoomFilters.ts';

const Band = styled.section`
  padding-block: clamp(2.5rem, 2rem + 3vw, 4.5rem) ${space.section};
`;

const Results = styled.p`
  margin-bottom: ${space.lg};
  color: ${color.textMuted};
  font-size: ${type.sm};
`;

const Grid = styled.ul`
  display: grid;
  gap: ${space.xl} ${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Empty = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.md};
  padding: ${space.xxl} ${space.lg};
  border: 1px dashed ${color.line};
  border-radius: ${radius.md};
  text-align: center;

  h3 {
    font-size: ${type.xl};
  }
  p {
    color: ${color.textMuted};
  }
`;

/** The apartments list and its filters, which live in the address (?guests=3&location=…&min=…&max=…). */
export function RoomList({ block, index }: BlockProps<'room-list'>) {
  const headingId = useId();
  const { labels } = block;
  const rooms = queryCollection({ ...block.rooms, collection: 'rooms' });
  const locations = locationsOf(rooms);
  const form = useRef<HTMLFormElement>(null);
  const filterState = useRoomFilters(locations, form);
  const shown = filterRooms(rooms, filterState.filters);

  return (
    <Band id={block.id} aria-labelledby={headingId} {...navigatesInPage}>
      <Container>
        <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
        <FilterForm form={form} labels={labels} locations={locations} state={filterState} />
        <Results role="status">{fillPlaceholders(labels.results, { shown: shown.length, total: rooms.length })}</Results>
        {shown.length === 0 ? (
          <Empty>
            <h3>{block.empty.title}</h3>
            <p>{block.empty.text}</p>
            <ResetButton type="button" $variant="primary" onClick={filterState.reset}>
              {block.empty.reset}
            </ResetButton>
          </Empty>
        ) : (
          <Grid>
            {shown.map((room) => (
              <RoomCard key={room.id} room={room} labels={labels} href={`${block.detailsPath}/${room.id}`} />
            ))}
          </Grid>
        )}
      </Container>
    </Band>
  );
}
