import styled from 'styled-components';
import type { Image as ImageContent, NavItem } from '../generated/content.ts';
import { color, font, motion, type } from '../theme/tokens.ts';
import { Image } from '../ui/Image.tsx';
import { cardImages, hoverCardContent } from './hover-card.ts';

export const CARD_WIDTH = '300px';

const Card = styled.div`
  width: ${CARD_WIDTH};
  flex: none;
`;

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: ${color.surfaceTinted};
`;

const Picture = styled(Image)<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transform: scale(${({ $shown }) => ($shown ? 1 : 1.03)});
  transition:
    opacity ${motion.base} ${motion.easing},
    transform ${motion.slow} ${motion.easing};
`;

const Name = styled.p`
  margin-top: 1.1rem;
  font-family: ${font.display};
  font-size: 1.45rem;
  line-height: 1.15;
  color: ${color.text};
`;

const Rule = styled.span`
  display: block;
  width: 32px;
  height: 1px;
  margin: 0.7rem 0;
  background: ${color.accent};
`;

const Copy = styled.p`
  font-size: ${type.sm};
  line-height: 1.6;
  color: ${color.textMuted};
`;

/**
 * The picture, name and sentence of the dropdown entry being pointed at or focused. Every picture of
 * the dropdown is kept in the card, so moving between entries cross-fades instead of waiting for a
 * download. Screen readers get the same sentence from each link's description, so the card is hidden
 * from them.
 */
export function HoverCard({ item, entry, fallbackImage }: { item: NavItem; entry: number | null; fallbackImage: ImageContent }) {
  const content = hoverCardContent(item, entry, fallbackImage);
  return (
    <Card aria-hidden="true">
      <Frame>
        {cardImages(item, fallbackImage).map((image) => (
          <Picture key={image.src} image={image} sizes={CARD_WIDTH} $shown={image.src === content.image.src} />
        ))}
      </Frame>
      <Name>{content.name}</Name>
      <Rule />
      <Copy>{content.copy}</Copy>
    </Card>
  );
}
