import { Check } from 'lucide-react';
import styled from 'styled-components';
import { useRouteEntry } from '../../content/route-entry.ts';
import { formatPrice } from '../../ui/format.ts';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { Container, eyebrowText } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { BlockNotice } from '../BlockNotice.tsx';
import type { BlockProps } from '../types.ts';

const Band = styled.section`
  padding-block: clamp(2rem, 1.5rem + 2vw, 3.5rem) ${space.section};
`;

const Back = styled(SmartLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: ${space.lg};
  color: ${color.accent};
  font-size: ${type.sm};
  letter-spacing: 0.08em;
  text-decoration: none;
  &::before {
    content: '←';
    margin-right: 0.5em;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${space.xl};
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
    gap: clamp(2.5rem, 1rem + 4vw, 5rem);
    align-items: start;
  }
`;

const Pictures = styled.div`
  display: grid;
  gap: ${space.md};
  grid-template-columns: repeat(2, 1fr);

  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${radius.md};
    background: ${color.surfaceTinted};
  }

  /* The first picture spans both columns; a responsive one is an <img> inside a box-less <picture>. */
  & > img:first-child,
  & > picture:first-child > img {
    grid-column: 1 / -1;
  }
`;

const Eyebrow = styled.p`
  ${eyebrowText}
  margin-bottom: ${space.md};
`;

const Name = styled.h1`
  font-size: ${type.xxl};
  line-height: 1.1;
`;

const Description = styled.p`
  margin-top: ${space.lg};
  font-size: ${type.lg};
  line-height: 1.6;
  color: ${color.textMuted};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, auto);
  justify-content: start;
  gap: ${space.md} ${space.xl};
  margin: ${space.xl} 0 0;
  padding-block: ${space.lg};
  border-block: 1px solid ${color.line};

  dt {
    font-size: ${type.xs};
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 600;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  margin-block: ${space.xl} ${space.lg};
  color: ${color.textMuted};

  strong {
    font-family: ${font.display};
    font-size: ${type.xxl};
    font-weight: 600;
    color: ${color.text};
  }
`;

const FeaturesTitle = styled.h2`
  margin-top: ${space.xl};
  font-size: ${type.xl};
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${space.sm} ${space.lg};
  margin: ${space.md} 0 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: 0.6rem;
  }
  svg {
    flex: none;
    color: ${color.accent};
  }
`;

/** A room's own page: the entry of the collection route that shows this page (/apartments/3 → room 3). */
export function RoomDetail({ block }: BlockProps<'room-detail'>) {
  const current = useRouteEntry();
  if (!current || current.collection !== block.collection) {
    return <BlockNotice>This block shows the room of a collection route; this page is not one.</BlockNotice>;
  }
  const room = current.entry;
  const pictures = [room.image, ...(room.gallery ?? [])];
  return (
    <Band id={block.id}>
      <Container>
        <Back href={block.back.href}>{block.back.label}</Back>
        <Layout>
          <Pictures>
            {pictures.map((picture, i) => (
              <Image
                key={picture.src}
                image={picture}
                priority={i === 0}
                sizes={i === 0 ? '(min-width: 900px) 55vw, 100vw' : '(min-width: 900px) 27vw, 50vw'}
              />
            ))}
          </Pictures>
          <div>
            <Eyebrow>{room.location}</Eyebrow>
            <Name>{room.name}</Name>
            <Description>{room.description}</Description>
            <Facts>
              <div>
                <dt>{block.labels.guests}</dt>
                <dd>{room.capacity === 1 ? '1 guest' : `${room.capacity} guests`}</dd>
              </div>
              <div>
                <dt>{block.labels.size}</dt>
                {/* The character, as on the room cards: a <sup> deepened the line and set this fact below the others. */}
                <dd>{room.size} m²</dd>
              </div>
              <div>
                <dt>{block.labels.location}</dt>
                <dd>{room.location}</dd>
              </div>
            </Facts>
            <Price>
              <strong>{formatPrice(room.price)}</strong> {block.labels.perNight}
            </Price>
            <ButtonLink button={{ ...block.book, href: `${block.book.href}?room=${encodeURIComponent(room.id)}` }} />
            <FeaturesTitle>{block.labels.features}</FeaturesTitle>
            <Features>
              {room.features.map((feature) => (
                <li key={feature}>
                  <Check size={18} strokeWidth={1.75} aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </Features>
          </div>
        </Layout>
      </Container>
    </Band>
  );
}
