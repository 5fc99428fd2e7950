import { useId } from 'react';
import styled, { css } from 'styled-components';
import { color, media, space, type } from '../../theme/tokens.ts';
import { ButtonLink, ButtonRow } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Container, SectionHeading, plainBandSpace } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const Band = styled.section`
  ${plainBandSpace}
`;

const Layout = styled.div<{ $withImage: boolean; $imageLeft: boolean }>`
  display: grid;
  gap: clamp(3rem, 2rem + 4vw, 4.5rem);

  ${({ $withImage, $imageLeft }) =>
    $withImage &&
    css`
      ${media.md} {
        grid-template-columns: ${$imageLeft ? '1fr 1.05fr' : '1.05fr 1fr'};
        gap: clamp(3.5rem, 1rem + 6vw, 7.5rem);
        align-items: center;
      }

      ${media.md} {
        & > :first-child {
          order: ${$imageLeft ? 2 : 0};
        }
      }
    `}
`;

const Copy = styled.div`
  max-width: 40rem;

  /* The heading's own bottom margin is made for a grid below it; beside a picture the text follows closer. */
  & > header {
    margin-bottom: ${space.xl};
  }
`;

const Paragraphs = styled.div`
  display: grid;
  gap: 1.15em;
  color: ${color.textMuted};

  & > p:first-child {
    font-size: ${type.lg};
    line-height: 1.6;
    color: ${color.text};
  }

  strong {
    font-weight: 600;
    color: ${color.text};
  }
`;

const Actions = styled(ButtonRow)`
  margin-top: ${space.xl};
`;

const Figure = styled.figure<{ $imageLeft: boolean }>`
  position: relative;
  margin: 0;
  /* Room for the offset frame, which must not widen the page on phones. */
  margin-inline-end: ${({ $imageLeft }) => ($imageLeft ? '0' : space.lg)};
  margin-inline-start: ${({ $imageLeft }) => ($imageLeft ? space.lg : '0')};
  margin-bottom: ${space.lg};

  &::before {
    content: '';
    position: absolute;
    inset: ${space.lg} ${({ $imageLeft }) => ($imageLeft ? space.lg : `-${space.lg}`)} -${space.lg}
      ${({ $imageLeft }) => ($imageLeft ? `-${space.lg}` : space.lg)};
    border: 1px solid ${color.accent};
    opacity: 0.55;
    pointer-events: none;
  }

  img {
    position: relative;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${color.surfaceTinted};
  }

  ${media.md} {
    img {
      aspect-ratio: 4 / 5;
    }
  }
`;

/** Prose under a heading, with an optional picture beside it at desktop widths and after it on phones. */
export function TextSection({ block }: BlockProps<'text-section'>) {
  const headingId = useId();
  const imageLeft = block.imagePosition === 'left';
  return (
    <Band id={block.id} aria-labelledby={headingId}>
      <Container>
        <Layout $withImage={Boolean(block.image)} $imageLeft={imageLeft}>
          <Copy>
            <SectionHeading heading={block.heading} id={headingId} />
            <Paragraphs>
              {block.paragraphs.map((paragraph, i) => (
                <p key={i}>
                  <RichText text={paragraph} />
                </p>
              ))}
            </Paragraphs>
            {block.actions && block.actions.length > 0 && (
              <Actions>
                {block.actions.map((action) => (
                  <ButtonLink key={`${action.href}-${action.label}`} button={action} />
                ))}
              </Actions>
            )}
          </Copy>
          {block.image && (
            <Figure $imageLeft={imageLeft}>
              <Image image={block.image} sizes="(min-width: 900px) 45vw, 100vw" />
            </Figure>
          )}
        </Layout>
      </Container>
    </Band>
  );
}
