import styled from 'styled-components';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { formatPrice } from '../../ui/format.ts';
import type { BookingWizardLabels } from '../../generated/content.ts';
import { color, radius, space, type } from '../../theme/tokens.ts';
import type { PriceSummary } from './booking.ts';
import { counted } from './parts.ts';

const Box = styled.aside`
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.surfaceTinted};

  h2 {
    font-size: ${type.lg};
    margin-bottom: ${space.md};
  }
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    /* No column gap: the rule above the total runs across both cells, unbroken. */
    gap: 0.5rem 0;
    margin: 0;
  }
  dd {
    margin: 0;
    padding-left: 1rem;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .total {
    padding-top: 0.6rem;
    border-top: 1px solid ${color.line};
    font-weight: 700;
  }
`;

/** The chosen room's price: the nights, the two fees and the total. */
export function BookingSummary({
  id,
  roomName,
  price,
  labels,
}: {
  id: string;
  roomName: string;
  price: PriceSummary;
  labels: BookingWizardLabels;
}) {
  const stay = fillPlaceholders(labels.stay, {
    nights: counted(price.nights, labels.nights),
    price: formatPrice(price.pricePerNight),
  });
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{labels.summary}</h2>
      <dl>
        <dt>{roomName}</dt>
        <dd />
        <dt>{stay}</dt>
        <dd>{formatPrice(price.stay)}</dd>
        <dt>{labels.cleaningFee}</dt>
        <dd>{formatPrice(price.cleaningFee)}</dd>
        <dt>{labels.serviceFee}</dt>
        <dd>{formatPrice(price.serviceFee)}</dd>
        <dt className="total">{labels.total}</dt>
        <dd className="total">{formatPrice(price.total)}</dd>
      </dl>
    </Box>
  );
}
