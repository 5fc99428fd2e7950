import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Field, Input, SubmitButton } from '../../forms/fields.tsx';
import type { BookingWizardLabels } from '../../generated/content.ts';
import { color, media, space } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import type { CardDetails, GuestDetails, PaymentMethod } from './booking.ts';
import { Actions, errorProps, Grid } from './parts.ts';
import type { Booking } from './useBooking.ts';

/*
 * A label never breaks: on a phone the tabs share the row, each as wide as its words and a little
 * room; where even that does not fit (320 px), the second takes a row of its own.
 */
const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  margin: ${space.xl} 0 ${space.lg};
  border-bottom: 1px solid ${color.line};

  button {
    flex: 1 1 auto;
    min-height: 44px;
    padding: 0 ${space.sm};
    white-space: nowrap;
    ${media.sm} {
      flex: none;
      padding-inline: ${space.lg};
    }
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${color.textMuted};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
`;

/** The guest's fields, each with the browser's autofill purpose. */
const GUEST_FIELDS: [Exclude<keyof GuestDetails, 'specialRequests'>, string, string][] = [
  ['firstName', 'text', 'given-name'],
  ['lastName', 'text', 'family-name'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['address', 'text', 'street-address'],
  ['city', 'text', 'address-level2'],
  ['zipCode', 'text', 'postal-code'],
  ['country', 'text', 'country-name'],
];

const CARD_FIELDS: (keyof CardDetails)[] = ['cardName', 'cardNumber', 'cardExpiry', 'cardCvc'];

const PAYMENT_METHODS: [PaymentMethod, 'creditCard' | 'payAtProperty'][] = [
  ['credit-card', 'creditCard'],
  ['pay-at-property', 'payAtProperty'],
];

/** Step 2: who is coming and how they pay. */
export function GuestStep({
  booking,
  labels,
  payAtProperty,
}: {
  booking: Booking;
  labels: BookingWizardLabels;
  payAtProperty: string;
}) {
  const { ids, view, errors, card, update } = booking;
  const setGuest = (field: keyof GuestDetails) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    update({ ...view, guest: { ...view.guest, [field]: event.target.value } });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        booking.submitGuest();
      }}
    >
      <Grid>
        {GUEST_FIELDS.map(([field, inputType, autoComplete]) => (
          <Field key={field} id={`${ids}-${field}`} label={labels[field]} error={errors[field]}>
            <Input
              id={`${ids}-${field}`}
              type={inputType}
              autoComplete={autoComplete}
              value={view.guest[field]}
              onChange={setGuest(field)}
              {...errorProps(`${ids}-${field}`, errors[field])}
            />
          </Field>
        ))}
        <Field id={`${ids}-specialRequests`} label={labels.specialRequests} optionalTag={labels.optional} wide>
          <Input
            as="textarea"
            id={`${ids}-specialRequests`}
            rows={3}
            value={view.guest.specialRequests}
            onChange={setGuest('specialRequests')}
          />
        </Field>
      </Grid>
      <Tabs role="tablist" aria-label={labels.paymentMethod}>
        {PAYMENT_METHODS.map(([method, label]) => (
          <button
            key={method}
            type="button"
            role="tab"
            id={`${ids}-tab-${method}`}
            aria-selected={view.paymentMethod === method}
            aria-controls={`${ids}-payment`}
            tabIndex={view.paymentMethod === method ? 0 : -1}
            onClick={() => update({ ...view, paymentMethod: method })}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
              const other: PaymentMethod = method === 'credit-card' ? 'pay-at-property' : 'credit-card';
              update({ ...view, paymentMethod: other });
              document.getElementById(`${ids}-tab-${other}`)?.focus();
            }}
          >
            {labels[label]}
          </button>
        ))}
      </Tabs>
      <div role="tabpanel" id={`${ids}-payment`} aria-labelledby={`${ids}-tab-${view.paymentMethod}`}>
        {view.paymentMethod === 'credit-card' ? (
          <Grid>
            {CARD_FIELDS.map((field) => (
              // autocomplete="off": a demonstration should not invite the browser to fill a real card.
              <Field key={field} id={`${ids}-${field}`} label={labels[field]} error={errors[field]}>
                <Input
                  id={`${ids}-${field}`}
                  type="text"
                  inputMode={field === 'cardName' ? undefined : 'numeric'}
                  autoComplete="off"
                  value={card[field]}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => booking.setCard({ ...card, [field]: event.target.value })}
                  {...errorProps(`${ids}-${field}`, errors[field])}
                />
              </Field>
            ))}
          </Grid>
        ) : (
          <p>
            <RichText text={payAtProperty} />
          </p>
        )}
      </div>
      <Actions>
        <SubmitButton type="button" $variant="secondary" onClick={() => booking.go(1)}>
          {labels.back}
        </SubmitButton>
        <SubmitButton type="submit" $variant="primary">
          {labels.review}
        </SubmitButton>
      </Actions>
    </form>
  );
}
