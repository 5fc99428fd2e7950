import styled, { css } from 'styled-components';
import { color, font, media, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

/**
 * Names set like a wine list: each partner on a hairline, the name in the display face, its specialty
 * under it. Columns fill across, so the order reads left to right on every width.
 */
const List = styled.ul<{ $columns: 2 | 3 }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  column-gap: clamp(2rem, 1rem + 3vw, 4rem);

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ $columns }) =>
    $columns === 3 &&
    css`
      ${media.lg} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

const Item = styled.li`
  display: grid;
  gap: 0.3rem;
  align-content: start;
  padding-block: 1.15rem 1.3rem;
  border-top: 1px solid ${color.line};
`;

const Name = styled.span`
  font-family: ${font.display};
  font-size: clamp(1.3rem, 1.2rem + 0.4vw, 1.55rem);
  font-weight: 500;
  line-height: 1.2;
  color: ${color.text};
`;

const Specialty = styled.span`
  font-size: ${type.sm};
  line-height: 1.5;
  color: ${color.textMuted};
`;

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${space.lg};
  margin-top: clamp(2.5rem, 2rem + 2vw, 3.5rem);
  text-align: center;
`;

const Note = styled.p`
  max-width: 40rem;
  font-family: ${font.display};
  font-style: italic;
  font-size: ${type.lg};
  color: ${color.textMuted};
`;

/** Partners by name and specialty, as a typographic list rather than a wall of logos. */
export function Partners({ block }: BlockProps<'partners'>) {
  return (
    <Section id={block.id} heading={block.heading} tone={block.tone ?? 'plain'}>
      <List $columns={block.columns ?? 3}>
        {block.partners.map((partner) => (
          <Item key={partner.name}>
            <Name>{partner.name}</Name>
            <Specialty>{partner.specialty}</Specialty>
          </Item>
        ))}
      </List>
      {(block.note || block.action) && (
        <Footer>
          {block.note && (
            <Note>
              <RichText text={block.note} />
            </Note>
          )}
          {block.action && <ButtonLink button={block.action} />}
        </Footer>
      )}
    </Section>
  );
}
