import { BedDouble, Maximize, Users } from 'lucide-react';
import styled from 'styled-components';
import { fillPlaceholders } from '../../content/placeholders.ts';
import { formatPrice } from '../../ui/format.ts';
import type { RoomListLabels, RoomsCollection } from '../../generated/content.ts';
import { color, font, motion, radius, space, type } from '../../theme/tokens.ts';
import { buttonStyles } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { SmartLink, VisuallyHidden } from '../../ui/SmartLink.tsx';
import { visibleFeatures } from './filters.ts';

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

/** One room: its picture, name, price, guests, size, place, description, first features and a link to its page. */
export function RoomCard({
  room,
  labels,
  href,
}: {
  room: RoomsCollection['entries'][number];
  labels: RoomListLabels;
  href: string;
}) {
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
            <Users size={15} aria-hidden="true" /> {fillPlaceholders(labels.capacity, { n: room.capacity })}
          </span>
          <span>
            <Maximize size={15} aria-hidden="true" /> {room.size} m²
          </span>
          <span>
            <BedDouble size={15} aria-hidden="true" /> {room.location}
          </span>
        </Meta>
        <Description>{room.description}</Description>
        <Features aria-label={labels.features}>
          {features.shown.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
          {features.more > 0 && <li>{fillPlaceholders(labels.more, { n: features.more })}</li>}
        </Features>
        <Details href={href} $variant="secondary">
          {labels.viewDetails}
          <VisuallyHidden>: {room.name}</VisuallyHidden>
        </Details>
      </CardBody>
    </Card>
  );
}
