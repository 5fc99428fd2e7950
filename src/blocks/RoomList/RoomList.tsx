import { BedDouble, Maximize, Users } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { queryCollection } from '../../content/collections.ts';
import {
  DEFAULT_FILTERS,
  filterRooms,
  filtersFromQuery,
  filtersToQuery,
  GUEST_OPTIONS,
  locationsOf,
  PRICE_MAX,
  PRICE_MIN,
  PRICE_STEP,
  QUERY_NAMES,
  setPriceEnd,
  visibleFeatures,
  withEarlyChoices,
  type RoomFilters,
} from './filters.ts';
import { formatPrice } from '../../demo/format.ts';
import { color, font, media, motion, radius, space, type } from '../../theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { Container, SectionHeading } from '../../ui/Section.tsx';
import { SmartLink, VisuallyHidden } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';
import { navigatesInPage } from '../../ui/HydrateWhenVisible.tsx';

const Band = styled.section`
  padding-block: clamp(2.5rem, 2rem + 3vw, 4.5rem) ${space.section};
`;

const Filters = styled.form`
  display: grid;
  gap: ${space.lg};
  padding: ${space.lg};
  margin-bottom: ${space.xl};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surface};

  ${media.md} {
    grid-template-columns: 1fr 1fr 1.6fr auto;
    align-items: end;
  }
`;

const FiltersTitle = styled.h2`
  grid-column: 1 / -1;
  font-size: ${type.lg};
`;

const Field = styled.div`
  display: grid;
  gap: 0.4rem;

  label,
  .label {
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }

  select {
    min-height: 44px;
    padding: 0 0.75rem;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.bg};
    color: ${color.text};
    font: inherit;
  }
`;

const RangeValue = styled.span`
  font-family: ${font.body};
  font-weight: 600;
  color: ${color.text};
  letter-spacing: 0;
  text-transform: none;
`;

const thumb = `
  pointer-events: auto;
  width: 22px;
  height: 22px;
  border-radius: 50%;
  border: 2px solid var(--color-accent);
  background: var(--color-surface);
  cursor: pointer;
`;

/** Two native range inputs over one track: each thumb keeps its own keyboard and screen-reader support. */
const Range = styled.div`
  position: relative;
  height: 44px;

  .track,
  .fill {
    position: absolute;
    top: 50%;
    height: 4px;
    margin-top: -2px;
    border-radius: 2px;
  }
  .track {
    left: 0;
    right: 0;
    background: ${color.line};
  }
  .fill {
    background: ${color.accent};
  }

  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    background: none;
    pointer-events: none;
    appearance: none;
    -webkit-appearance: none;
  }
  input::-webkit-slider-thumb {
    -webkit-appearance: none;
    ${thumb}
  }
  input::-moz-range-thumb {
    ${thumb}
  }
  input:focus-visible {
    outline: none;
  }
  input:focus-visible::-webkit-slider-thumb {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  input:focus-visible::-moz-range-thumb {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const ResetButton = styled.button<{ $variant: 'primary' | 'secondary' | 'quiet' }>`
  ${buttonStyles};
  min-height: 44px;
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

const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  overflow: hidden;
  background: ${color.surface};
  transition: box-shadow ${motion.base} ${motion.easing};

  &:hover {
    box-shadow: ${color.shadow};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${color.surfaceTinted};
  }
`;

const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 0.75rem;
  padding: ${space.lg};
`;

const CardTop = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: 1rem;
`;

const CardTitle = styled.h3`
  font-size: ${type.xl};
  line-height: 1.15;
`;

const Price = styled.p`
  white-space: nowrap;
  color: ${color.textMuted};
  font-size: ${type.sm};
  strong {
    font-family: ${font.display};
    font-size: 1.6rem;
    color: ${color.text};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1rem;
  color: ${color.textMuted};
  font-size: ${type.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }
  svg {
    color: ${color.accent};
  }
`;

const Description = styled.p`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  color: ${color.textMuted};
`;

const Features = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: 0.2rem 0.65rem;
    border-radius: ${radius.pill};
    background: ${color.surfaceTinted};
    font-size: ${type.xs};
  }
`;

const Details = styled(SmartLink)<{ $variant: 'primary' | 'secondary' | 'quiet' }>`
  ${buttonStyles};
  margin-top: auto;
  align-self: flex-start;
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

const onHistory = (change: () => void) => {
  window.addEventListener('popstate', change);
  return () => window.removeEventListener('popstate', change);
};
const browserSearch = () => window.location.search;
// The prerendered page shows every room; the address's filters apply once the page is live.
const prerenderedSearch = () => '';

const fill = (text: string, values: Record<string, number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The apartments list and its filters, which live in the address (?guests=3&location=…&min=…&max=…). */
export function RoomList({ block, index }: BlockProps<'room-list'>) {
  const headingId = useId();
  const ids = useId();
  const { labels } = block;
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Read from the address itself, and re-rendered here at once: the router's own update is a transition
  // that waits for the parts below the list that have not hydrated yet.
  const search = useSyncExternalStore(onHistory, browserSearch, prerenderedSearch);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const rooms = queryCollection({ ...block.rooms, collection: 'rooms' });
  const locations = locationsOf(rooms);
  const filters = filtersFromQuery(search, locations);
  const shown = filterRooms(rooms, filters);
  // One history entry per control the visitor works with: dragging a thumb, or pressing an arrow on it
  // again and again, replaces the entry it made, so Back returns to the previous filter, not the last step.
  const lastControl = useRef<string | null>(null);

  const apply = (next: RoomFilters, control: string | null) => {
    const replace = control !== null && lastControl.current === control;
    lastControl.current = control;
    void navigate({ pathname, search: filtersToQuery(next) }, { replace, preventScrollReset: true });
    rerender();
  };
  const reset = () => apply(DEFAULT_FILTERS, null);
  // Right after hydration: a filter set in the prerendered form, before the page was interactive, is
  // applied rather than lost (React would show the address's filters in the controls again).
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!form.current) return;
    const formQuery = new URLSearchParams([...new FormData(form.current)].map(([name, value]) => [name, String(value)]));
    const early = withEarlyChoices(window.location.search, `?${formQuery}`, locations);
    if (early) apply(early, null);
    // Once, on mount: later changes go through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const percent = (price: number) => ((price - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;
  const isDefault = filtersToQuery(filters) === '';

  return (
    <Band id={block.id} aria-labelledby={headingId} {...navigatesInPage}>
      <Container>
        <SectionHeading heading={block.heading} id={headingId} level={index === 0 ? 1 : 2} />
        <Filters ref={form} aria-labelledby={`${ids}-filters`} onSubmit={(event) => event.preventDefault()}>
          <FiltersTitle id={`${ids}-filters`}>{labels.filtersTitle}</FiltersTitle>
          <Field>
            <label htmlFor={`${ids}-guests`}>{labels.guests}</label>
            <select
              id={`${ids}-guests`}
              name={QUERY_NAMES.guests}
              value={filters.guests}
              onChange={(event) => apply({ ...filters, guests: Number(event.target.value) }, null)}
            >
              {GUEST_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? labels.anyGuests : `${n}+`}
                </option>
              ))}
            </select>
          </Field>
          <Field>
            <label htmlFor={`${ids}-location`}>{labels.location}</label>
            <select
              id={`${ids}-location`}
              name={QUERY_NAMES.location}
              value={filters.location}
              onChange={(event) => apply({ ...filters, location: event.target.value }, null)}
            >
              <option value="">{labels.anyLocation}</option>
              {locations.map((location) => (
                <option key={location} value={location}>
                  {location}
                </option>
              ))}
            </select>
          </Field>
          <Field role="group" aria-labelledby={`${ids}-price`}>
            <span className="label" id={`${ids}-price`}>
              {labels.price}:{' '}
              <RangeValue>
                {formatPrice(filters.priceMin)} – {formatPrice(filters.priceMax)}
              </RangeValue>
            </span>
            <Range>
              <span className="track" />
              <span
                className="fill"
                style={{ left: `${percent(filters.priceMin)}%`, right: `${100 - percent(filters.priceMax)}%` }}
              />
              <input
                type="range"
                name={QUERY_NAMES.priceMin}
                aria-label={labels.priceFrom}
                aria-valuetext={formatPrice(filters.priceMin)}
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={filters.priceMin}
                onChange={(event) => apply(setPriceEnd(filters, 'min', Number(event.target.value)), 'min')}
              />
              <input
                type="range"
                name={QUERY_NAMES.priceMax}
                aria-label={labels.priceTo}
                aria-valuetext={formatPrice(filters.priceMax)}
                min={PRICE_MIN}
                max={PRICE_MAX}
                step={PRICE_STEP}
                value={filters.priceMax}
                onChange={(event) => apply(setPriceEnd(filters, 'max', Number(event.target.value)), 'max')}
              />
            </Range>
          </Field>
          <ResetButton type="button" $variant="secondary" onClick={reset} disabled={isDefault}>
            {labels.reset}
          </ResetButton>
        </Filters>
        <Results role="status">{fill(labels.results, { shown: shown.length, total: rooms.length })}</Results>
        {shown.length === 0 ? (
          <Empty>
            <h3>{block.empty.title}</h3>
            <p>{block.empty.text}</p>
            <ResetButton type="button" $variant="primary" onClick={reset}>
              {block.empty.reset}
            </ResetButton>
          </Empty>
        ) : (
          <Grid>
            {shown.map((room) => {
              const features = visibleFeatures(room.features);
              return (
                <Card key={room.id}>
                  <Image image={room.image} sizes="(min-width: 1180px) 400px, (min-width: 640px) 50vw, 100vw" />
                  <CardBody>
                    <CardTop>
                      <CardTitle>{room.name}</CardTitle>
                      <Price>
                        <strong>{formatPrice(room.price)}</strong> {labels.perNight}
                      </Price>
                    </CardTop>
                    <Meta>
                      <span>
                        <Users size={15} aria-hidden="true" /> {room.capacity} guests
                      </span>
                      <span>
                        <Maximize size={15} aria-hidden="true" /> {room.size} m²
                      </span>
                      <span>
                        <BedDouble size={15} aria-hidden="true" /> {room.location}
                      </span>
                    </Meta>
                    <Description>{room.description}</Description>
                    <Features aria-label="Features">
                      {features.shown.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                      {features.more > 0 && <li>{fill(labels.more, { n: features.more })}</li>}
                    </Features>
                    <Details href={`${block.detailsPath}/${room.id}`} $variant="secondary">
                      {labels.viewDetails}
                      <VisuallyHidden>: {room.name}</VisuallyHidden>
                    </Details>
                  </CardBody>
                </Card>
              );
            })}
          </Grid>
        )}
      </Container>
    </Band>
  );
}
