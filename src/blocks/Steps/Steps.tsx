import styled, { css } from 'styled-components';
import type { Step } from '../../generated/content.ts';
import { color, font, media, space, type } from '../../theme/tokens.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const Groups = styled.div<{ $count: number }>`
  display: grid;
  gap: clamp(3rem, 2rem + 3vw, 4.5rem);

  ${({ $count }) =>
    $count > 1 &&
    css`
      ${media.md} {
        grid-template-columns: repeat(${$count}, minmax(0, 1fr));
        column-gap: clamp(3rem, 1rem + 5vw, 6rem);
      }
    `}
`;

const GroupTitle = styled.h3`
  margin-bottom: ${space.md};
  font-size: ${type.xl};
`;

const GroupIntro = styled.p`
  margin-bottom: ${space.lg};
  color: ${color.textMuted};
`;

/**
 * The numbers are the list's own counter (01, 02 …), drawn large in the display face; the <ol> keeps
 * the order for screen readers. A lone group runs in columns; groups side by side are each one column.
 */
/** Desktop columns for a lone group: rows that fill, or at least a last row that is not a single orphan. */
const desktopColumns = (count: number): number => (count % 3 === 0 || count % 4 === 1 || count % 4 === 2 ? 3 : 4);

const List = styled.ol<{ $columns: number | undefined }>`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  gap: 0;

  ${({ $columns }) =>
    $columns &&
    css`
      ${media.sm} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        column-gap: ${space.xl};
      }
      ${media.lg} {
        grid-template-columns: repeat(${$columns}, minmax(0, 1fr));
        column-gap: clamp(2rem, 0.5rem + 3vw, 3.5rem);
      }
    `}
`;

const Item = styled.li`
  counter-increment: step;
  display: grid;
  grid-template-columns: 3.25rem minmax(0, 1fr);
  column-gap: ${space.md};
  align-content: start;
  padding-block: ${space.lg};
  border-top: 1px solid ${color.line};

  &::before {
    content: counter(step, decimal-leading-zero);
    grid-row: span 2;
    font-family: ${font.display};
    font-size: clamp(1.9rem, 1.6rem + 1vw, 2.4rem);
    font-variant-numeric: lining-nums;
    line-height: 1;
    color: ${color.accent};
  }

  p {
    margin-top: 0.35rem;
    color: ${color.textMuted};
    line-height: 1.65;
  }
`;

const StepTitle = styled.h3`
  font-family: ${font.body};
  font-size: ${type.base};
  font-weight: 600;
  line-height: 1.4;
  letter-spacing: 0.01em;
`;

const ActionRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: clamp(2.5rem, 2rem + 2vw, 4rem);
`;

/** Under a named group (an h3) a step's title is an h4; otherwise it is the h3 under the section's h2. */
function StepList({ steps, columns, nested }: { steps: Step[]; columns: boolean; nested: boolean }) {
  return (
    <List $columns={columns ? desktopColumns(steps.length) : undefined}>
      {steps.map((step, i) => (
        <Item key={`${i}-${step.title}`}>
          <StepTitle as={nested ? 'h4' : 'h3'}>{step.title}</StepTitle>
          <p>
            <RichText text={step.text} />
          </p>
        </Item>
      ))}
    </List>
  );
}

/** A numbered process, in one group or in named groups side by side. */
export function Steps({ block }: BlockProps<'steps'>) {
  const { groups } = block;
  const single = groups.length === 1;
  return (
    <Section id={block.id} heading={block.heading} tone={block.tone ?? 'plain'}>
      <Groups $count={groups.length}>
        {groups.map((group, i) => (
          <div key={`${i}-${group.title ?? ''}`}>
            {group.title && <GroupTitle>{group.title}</GroupTitle>}
            {group.intro && (
              <GroupIntro>
                <RichText text={group.intro} />
              </GroupIntro>
            )}
            <StepList steps={group.steps} columns={single} nested={Boolean(group.title)} />
          </div>
        ))}
      </Groups>
      {block.action && (
        <ActionRow>
          <ButtonLink button={block.action} />
        </ActionRow>
      )}
    </Section>
  );
}
