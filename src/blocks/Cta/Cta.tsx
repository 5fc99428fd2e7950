import { useId } from 'react';
import styled, { css } from 'styled-components';
import { color, colorVariables, media, palettes, space, type } from '../../theme/tokens.ts';
import { ButtonLink, ButtonRow } from '../../ui/Button.tsx';
import { Image } from '../../ui/Image.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Container } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

// Over a picture the text is light in both themes, so the dark palette applies inside the band.
const onPicture = css`
  ${colorVariables(palettes.dark)}
  color-scheme: dark;
  background: ${color.bg};
`;

const Band = styled.section<{ $withImage: boolean }>`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  padding-block: clamp(4.5rem, 3rem + 6vw, 9rem);
  color: ${color.text};
  background: ${color.surfaceTinted};
  ${({ $withImage }) => $withImage && onPicture}
`;

const Backdrop = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  /* An even shade, deeper than the hero's: here the text sits in the middle of the picture. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(rgba(6, 8, 12, 0.5), rgba(6, 8, 12, 0.5)), ${color.overlay};
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  max-width: 46rem;
  margin-inline: auto;
  text-align: center;
`;

const Ornament = styled.span`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin-bottom: ${space.xl};
  color: ${color.accent};

  &::before,
  &::after {
    content: '';
    width: 3rem;
    height: 1px;
    background: currentColor;
  }
`;

const Diamond = styled.span`
  width: 7px;
  height: 7px;
  border: 1px solid currentColor;
  transform: rotate(45deg);
`;

const Title = styled.h2`
  font-size: ${type.xxl};
  font-weight: 400;
  text-wrap: balance;

  ${media.md} {
    font-size: clamp(2.4rem, 1.6rem + 2vw, 3.5rem);
  }
`;

/** Over a picture the text takes the full text colour: the muted one keeps only about 3:1 on a bright picture. */
const Text = styled.p<{ $onPicture: boolean }>`
  margin-top: ${space.lg};
  max-width: 38rem;
  font-size: ${type.lg};
  line-height: 1.6;
  color: ${({ $onPicture }) => ($onPicture ? color.text : color.textMuted)};
`;

const Actions = styled(ButtonRow)`
  justify-content: center;
  margin-top: ${space.xl};
`;

/** The closing call of a page: a tinted band, or a darkened picture when the block has one. */
export function Cta({ block }: BlockProps<'cta'>) {
  const headingId = useId();
  const withImage = Boolean(block.image);
  return (
    <Band id={block.id} aria-labelledby={headingId} $withImage={withImage}>
      {block.image && (
        <Backdrop>
          <Image image={block.image} sizes="100vw" />
        </Backdrop>
      )}
      <Container>
        <Inner>
          <Ornament aria-hidden="true">
            <Diamond />
          </Ornament>
          <Title id={headingId}>{block.title}</Title>
          {block.text && (
            <Text $onPicture={withImage}>
              <RichText text={block.text} />
            </Text>
          )}
          <Actions>
            {block.actions.map((action) => (
              <ButtonLink key={`${action.href}-${action.label}`} button={action} onImage={withImage} />
            ))}
          </Actions>
        </Inner>
      </Container>
    </Band>
  );
}
