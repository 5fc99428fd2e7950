import { useId, type RefObject } from 'react';
import styled from 'styled-components';
import { formatPrice } from '../../ui/format.ts';
import type { RoomListLabels } from '../../generated/content.ts';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { GUEST_OPTIONS, PRICE_MAX, PRICE_MIN, PRICE_STEP, QUERY_NAMES, setPriceEnd } from './filters.ts';
import type { RoomFiltersState } from './useRoomFilters.ts';

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

export const ResetButton = styled.button<{ $variant: 'primary' | 'secondary' | 'quiet' }>`
  ${buttonStyles};
  min-height: 44px;
`;

const percent = (price: number) => ((price - PRICE_MIN) / (PRICE_MAX - PRICE_MIN)) * 100;

/** The guests, location and price filters; each change goes to the address at once. */
export function FilterForm({
  form,
  labels,
  locations,
  state,
}: {
  form: RefObject<HTMLFormElement | null>;
  labels: RoomListLabels;
  locations: readonly string[];
  state: RoomFiltersState;
}) {
  const { filters, apply } = state;
  const ids = useId();
  return (
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
      <ResetButton type="button" $variant="secondary" onClick={state.reset} disabled={state.isDefault}>
        {labels.reset}
      </ResetButton>
    </Filters>
  );
}
