import styled from 'styled-components';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { checkboxStyles, SubmitButton } from '../../forms/fields.tsx';
import type { BookingWizardLabels } from '../../generated/content.ts';
import { color, media, space } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { maskedCard, parseDay } from './booking.ts';
import { Actions, counted, ErrorLine, errorProps } from './parts.ts';
import type { Booking } from './useBooking.ts';

const Review = styled.dl`
  display: grid;
  gap: 0.4rem 1.5rem;
  margin: 0 0 ${space.lg};
  ${media.sm} {
    grid-template-columns: max-content 1fr;
  }
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 500;
  }
`;

const Check = styled.div`
  display: flex;
  gap: 0.75rem;
  align-items: flex-start;
  /* Centred on the first line of the label. */
  input {
    ${checkboxStyles}
    margin-top: 0.2rem;
  }
`;

const formatDay = (day: string): string =>
  parseDay(day).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** Step 3: everything entered, the terms, and the confirmation. */
export function ConfirmStep({ booking, labels, terms }: { booking: Booking; labels: BookingWizardLabels; terms: string }) {
  const { ids, view, room, nights, errors, card } = booking;
  const { guest } = view;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        booking.confirm();
      }}
    >
      <Review>
        <dt>{labels.reviewRoom}</dt>
        <dd>{room?.name}</dd>
        <dt>{labels.reviewDates}</dt>
        <dd>
          {formatDay(view.checkIn)} → {formatDay(view.checkOut)} ({counted(nights, labels.nights)})
        </dd>
        <dt>{labels.reviewGuests}</dt>
        <dd>
          {counted(view.adults, labels.adultCount)}, {counted(view.children, labels.childCount)}
        </dd>
        <dt>{labels.reviewName}</dt>
        <dd>
          {guest.firstName} {guest.lastName}
        </dd>
        <dt>{labels.reviewContact}</dt>
        <dd>
          {guest.email} · {guest.phone}
        </dd>
        <dt>{labels.reviewAddress}</dt>
        <dd>
          {guest.address}, {guest.city} {guest.zipCode}, {guest.country}
        </dd>
        <dt>{labels.reviewPayment}</dt>
        <dd>
          {view.paymentMethod === 'credit-card'
            ? fillPlaceholders(labels.cardShown, { card: maskedCard(card.cardNumber) })
            : labels.payAtProperty}
        </dd>
        {guest.specialRequests && (
          <>
            <dt>{labels.reviewRequests}</dt>
            <dd>{guest.specialRequests}</dd>
          </>
        )}
      </Review>
      <Check>
        <input
          type="checkbox"
          id={`${ids}-terms`}
          checked={view.termsAccepted}
          onChange={(event) => {
            booking.clearError('terms');
            booking.update({ ...view, termsAccepted: event.target.checked });
          }}
          {...errorProps(`${ids}-terms`, errors.terms)}
        />
        <label htmlFor={`${ids}-terms`}>
          <RichText text={terms} />
        </label>
      </Check>
      {errors.terms && <ErrorLine id={`${ids}-terms-error`}>{errors.terms}</ErrorLine>}
      <Actions>
        <SubmitButton type="button" $variant="secondary" onClick={() => booking.go(2)}>
          {labels.back}
        </SubmitButton>
        <SubmitButton type="submit" $variant="primary">
          {labels.confirm}
        </SubmitButton>
      </Actions>
    </form>
  );
}
