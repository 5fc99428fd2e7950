import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import type { FeaturedListItem } from '../../generated/content.ts';
import { color, font, media, motion, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { eyebrowText, Section } from '../../ui/Section.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import type { BlockProps } from '../types.ts';
import { splitFeatured } from './featured.ts';

const Featured = styled.article`
  display: grid;
  background: ${color.surface};
  border: 1px solid ${color.line};
  box-shadow: ${color.shadow};

  ${media.md} {
    grid-template-columns: minmax(0, 1.25fr) minmax(0, 1fr);
  }
`;

const FeaturedMedia = styled.div`
  position: relative;
  min-height: 16rem;
  background: ${color.surfaceTinted};

  img {
    display: block;
    width: 100%;
    height: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }

  ${media.md} {
    img {
      position: absolute;
      inset: 0;
      aspect-ratio: auto;
    }
  }
`;

const FeaturedBody = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  padding: clamp(1.75rem, 1rem + 3vw, 3.5rem);

  /* The house's gold rule along the top edge of the text. */
  &::before {
    content: '';
    position: absolute;
    top: -1px;
    left: clamp(1.75rem, 1rem + 3vw, 3.5rem);
    width: 3rem;
    height: 3px;
    background: ${color.accent};
  }
`;

const Label = styled.p`
  order: -1;
  margin-bottom: ${space.md};
  ${eyebrowText}
`;

const FeaturedTitle = styled.h3`
  font-size: ${type.xxl};
  line-height: 1.1;
`;

const Destinations = styled.p`
  margin-top: ${space.sm};
  font-family: ${font.display};
  font-style: italic;
  font-size: ${type.lg};
  color: ${color.textMuted};
`;

const Text = styled.p`
  margin-top: ${space.md};
  color: ${color.textMuted};
  line-height: 1.7;
`;

const Departures = styled.p`
  display: flex;
  align-items: center;
  gap: 0.55rem;
  margin-top: ${space.lg};
  font-size: ${type.sm};
  font-weight: 600;
  letter-spacing: 0.04em;
  color: ${color.text};

  svg {
    flex: none;
    color: ${color.accent};
  }
`;

const FeaturedAction = styled.div`
  margin-top: ${space.xl};
`;

const ListTitle = styled.h3`
  margin: clamp(3.5rem, 2.5rem + 3vw, 5rem) 0 ${space.xl};
  padding-top: ${space.lg};
  border-top: 1px solid ${color.line};
  font-size: ${type.xl};
`;

const Grid = styled.ul`
  display: grid;
  gap: clamp(2.5rem, 2rem + 2vw, 3.5rem) clamp(1.5rem, 1rem + 1.5vw, 2.5rem);
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const CardMedia = styled.div`
  overflow: hidden;
  margin-bottom: ${space.md};
  background: ${color.surfaceTinted};

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    transition: transform 1.2s ${motion.easing};
  }

  ${Card}:hover & img {
    transform: scale(1.04);
  }

  ${media.reducedMotion} {
    ${Card}:hover & img {
      transform: none;
    }
  }
`;

const CardTitle = styled.h4`
  font-size: clamp(1.35rem, 1.2rem + 0.45vw, 1.6rem);
  line-height: 1.15;
`;

const CardDestinations = styled.p`
  margin-top: 0.35rem;
  font-size: ${type.xs};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${color.accent};
`;

const CardText = styled.p`
  margin-top: ${space.sm};
  font-size: 0.95rem;
  line-height: 1.65;
  color: ${color.textMuted};
`;

const CardLink = styled(SmartLink)`
  align-self: flex-start;
  margin-top: auto;
  padding-top: ${space.md};
  min-height: 44px;
  font-size: 0.76rem;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${color.accent};

  /* The whole card answers the click; the link's words stay its name. */
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
`;

const ActionRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: clamp(3rem, 2.5rem + 2vw, 4.5rem);
`;

function When({ departures }: { departures: string }) {
  return (
    <Departures>
      <CalendarDays size={17} strokeWidth={1.25} aria-hidden="true" focusable="false" />
      {departures}
    </Departures>
  );
}

function FeaturedItem({ item, label }: { item: FeaturedListItem; label: string }) {
  const titleId = useId();
  return (
    <Featured aria-labelledby={titleId} data-featured="true">
      <FeaturedMedia>
        <Image image={item.image} sizes="(min-width: 900px) 55vw, 100vw" />
      </FeaturedMedia>
      <FeaturedBody>
        <FeaturedTitle id={titleId}>{item.title}</FeaturedTitle>
        <Label>{label}</Label>
        {item.destinations && <Destinations>{item.destinations}</Destinations>}
        <Text>
          <RichText text={item.text} />
        </Text>
        {item.departures && <When departures={item.departures} />}
        {item.link && (
          <FeaturedAction>
            <ButtonLink button={{ ...item.link, variant: 'primary' }} describedBy={titleId} />
          </FeaturedAction>
        )}
      </FeaturedBody>
    </Featured>
  );
}

/** Under the grid's own heading (an h3) a card's title is an h4; without one, it stands beside the featured item's. */
function Item({ item, nested }: { item: FeaturedListItem; nested: boolean }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardMedia>
        <Image image={item.image} sizes="(min-width: 1180px) 33vw, (min-width: 640px) 50vw, 100vw" />
      </CardMedia>
      <CardTitle as={nested ? 'h4' : 'h3'} id={titleId}>
        {item.title}
      </CardTitle>
      {item.destinations && <CardDestinations>{item.destinations}</CardDestinations>}
      <CardText>
        <RichText text={item.text} />
      </CardText>
      {item.departures && <When departures={item.departures} />}
      {item.link && (
        <CardLink href={item.link.href} aria-describedby={titleId}>
          {item.link.label}
        </CardLink>
      )}
    </Card>
  );
}

/** One item shown large, the rest in a grid under it. */
export function FeaturedList({ block }: BlockProps<'featured-list'>) {
  const { featured, others } = splitFeatured(block.items);
  return (
    <Section id={block.id} heading={block.heading} tone={block.tone ?? 'plain'}>
      <FeaturedItem item={featured} label={block.featuredLabel ?? 'Featured journey'} />
      {block.listTitle && <ListTitle>{block.listTitle}</ListTitle>}
      <Grid>
        {others.map((item, i) => (
          <li key={`${i}-${item.title}`}>
            <Item item={item} nested={Boolean(block.listTitle)} />
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
