import type { ChangeEvent } from 'react';
import DatePicker from 'react-datepicker';
import styled from 'styled-components';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { formatPrice } from '../../ui/format.ts';
import { Field, Input, SubmitButton } from '../../forms/fields.tsx';
import type { BookingWizardLabels } from '../../generated/content.ts';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { Image } from '../../ui/Image.tsx';
import { calendarLocale } from './calendar-locale.ts';
import { addDays, ADULT_OPTIONS, CHILD_OPTIONS, isoDay, parseDay } from './booking.ts';
import { Actions, ErrorLine, errorProps, Grid } from './parts.ts';
import type { Booking } from './useBooking.ts';

const Rooms = styled.fieldset`
  margin: ${space.xl} 0 0;
  padding: 0;
  border: 0;

  /* padding: 0 too, as the other fields' labels: a legend has the browser's 2px at each side. */
  legend {
    margin-bottom: ${space.md};
    padding: 0;
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
  }
`;

const RoomOptions = styled.div`
  display: grid;
  gap: ${space.md};
  ${media.sm} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const RoomOption = styled.label`
  position: relative;
  display: grid;
  gap: 0.3rem;
  padding: 0 0 ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  overflow: hidden;
  cursor: pointer;
  background: ${color.bg};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    margin-bottom: 0.4rem;
  }
  span {
    padding-inline: ${space.md};
  }
  .name {
    font-family: ${font.display};
    font-size: 1.25rem;
    font-weight: 600;
  }
  .meta {
    font-size: ${type.sm};
    color: ${color.textMuted};
  }
  /* Above the picture, which the dark theme's dimming filter lifts into a layer of its own. */
  input {
    position: absolute;
    z-index: 1;
    top: 0.75rem;
    left: 0.75rem;
    width: 22px;
    height: 22px;
    accent-color: ${color.accent};
  }
  &:has(input:checked) {
    border-color: ${color.accent};
    box-shadow: 0 0 0 2px ${color.accent};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Note = styled.p`
  margin-bottom: ${space.md};
  font-size: ${type.sm};
`;

/** Step 1: the dates, the party and the room. */
export function StayStep({ booking, labels }: { booking: Booking; labels: BookingWizardLabels }) {
  const { ids, state, view, rooms, errors, update } = booking;
  const count = (field: 'adults' | 'children', options: readonly number[]) => (
    <Field id={`${ids}-${field}`} label={labels[field]} error={errors[field]}>
      <Input
        as="select"
        id={`${ids}-${field}`}
        value={view[field]}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => update({ ...view, [field]: Number(event.target.value) })}
        {...errorProps(`${ids}-${field}`, errors[field])}
      >
        {options.map((n) => (
          <option key={n}>{n}</option>
        ))}
      </Input>
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        booking.submitStay();
      }}
    >
      <Grid>
        <Field id={`${ids}-checkIn`} label={labels.checkIn} error={errors.checkIn}>
          <DatePicker
            id={`${ids}-checkIn`}
            selected={state ? parseDay(view.checkIn) : null}
            onChange={(date: Date | null) => {
              if (!date) return;
              const checkIn = isoDay(date);
              update({ ...view, checkIn, checkOut: view.checkOut > checkIn ? view.checkOut : addDays(checkIn, 1) });
            }}
            minDate={new Date()}
            dateFormat="MMM d, yyyy"
            locale={calendarLocale}
            customInput={<Input {...errorProps(`${ids}-checkIn`, errors.checkIn)} />}
            disabled={!state}
          />
        </Field>
        <Field id={`${ids}-checkOut`} label={labels.checkOut} error={errors.checkOut}>
          <DatePicker
            id={`${ids}-checkOut`}
            selected={state ? parseDay(view.checkOut) : null}
            onChange={(date: Date | null) => date && update({ ...view, checkOut: isoDay(date) })}
            minDate={parseDay(addDays(view.checkIn, 1))}
            dateFormat="MMM d, yyyy"
            locale={calendarLocale}
            customInput={<Input {...errorProps(`${ids}-checkOut`, errors.checkOut)} />}
            disabled={!state}
          />
        </Field>
        {count('adults', ADULT_OPTIONS)}
        {count('children', CHILD_OPTIONS)}
      </Grid>
      <Rooms aria-describedby={errors.room ? `${ids}-room-error` : undefined}>
        <legend>{labels.chooseRoom}</legend>
        {booking.roomNotFound && <Note role="status">{labels.roomNotFound}</Note>}
        <RoomOptions>
          {rooms.map((r, i) => (
            <RoomOption key={r.id}>
              <input
                type="radio"
                name={`${ids}-room`}
                id={i === 0 ? `${ids}-room` : undefined}
                value={r.id}
                aria-labelledby={`${ids}-room-${r.id} ${ids}-room-${r.id}-meta`}
                checked={view.roomId === r.id}
                onChange={() => {
                  booking.clearError('room');
                  update({ ...view, roomId: r.id });
                }}
              />
              <Image image={r.image} sizes="(min-width: 900px) 220px, 100vw" />
              <span className="name" id={`${ids}-room-${r.id}`}>
                {r.name}
              </span>
              <span className="meta" id={`${ids}-room-${r.id}-meta`}>
                {fillPlaceholders(labels.roomMeta, { price: formatPrice(r.price), capacity: r.capacity })}
              </span>
            </RoomOption>
          ))}
        </RoomOptions>
        {errors.room && <ErrorLine id={`${ids}-room-error`}>{errors.room}</ErrorLine>}
      </Rooms>
      <Actions>
        <SubmitButton type="submit" $variant="primary" aria-disabled={!view.roomId}>
          {labels.continue}
        </SubmitButton>
      </Actions>
    </form>
  );
}
