import { Accordion, AccordionButton, AccordionItem, AccordionPanel } from '@reach/accordion';
import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { color, font, layout, media, motion, space, type } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

// Arrow Up/Down (wrapping), Home and End between a section's triggers come from @reach/accordion
// itself (useDescendantKeyDown with rotate), so no key handling is added here.

/**
 * The prerendered answers carry `hidden` (closed accordions), so that hydration changes nothing on
 * screen. A visitor without scripts could never open them: for them every answer is shown, and the
 * open/close sign, which would promise an action that cannot happen, is not.
 */
const withoutScripts = `
  [data-reach-accordion-panel][hidden] { display: block; }
  [data-reach-accordion-button] > [aria-hidden='true'] { display: none; }
  [data-reach-accordion-button] { cursor: default; }
`;

const Groups = styled.div`
  display: grid;
  gap: clamp(3rem, 2rem + 3vw, 5rem);
`;

const Group = styled.section`
  display: grid;
  gap: ${space.lg};

  ${media.md} {
    grid-template-columns: minmax(13rem, 1fr) 2.4fr;
    gap: clamp(2.5rem, 1rem + 4vw, 6rem);
    align-items: start;
  }
`;

const GroupTitle = styled.h3`
  font-size: ${type.xl};
  color: ${color.text};

  &::before {
    content: '';
    display: block;
    width: 2.5rem;
    height: 1px;
    margin-bottom: ${space.md};
    background: ${color.accent};
  }

  ${media.md} {
    /* Keeps the group's name in view while its longer answers scroll past. */
    position: sticky;
    top: calc(${layout.headerHeight} + ${space.xxl});
  }
`;

const List = styled.div`
  border-top: 1px solid ${color.line};
`;

const Item = styled.div`
  border-bottom: 1px solid ${color.line};
`;

const ItemHeading = styled.h4`
  font-size: inherit;
  font-family: inherit;
  font-weight: inherit;
  line-height: inherit;
`;

const Trigger = styled.button`
  /* Widened by the ring's room on each side, so the focus ring never touches the question or its answer. */
  display: flex;
  width: calc(100% + 1rem);
  margin-inline: -0.5rem;
  min-height: 44px;
  align-items: center;
  justify-content: space-between;
  gap: ${space.lg};
  padding: clamp(1.1rem, 0.9rem + 0.6vw, 1.6rem) 0.5rem;
  border: 0;
  background: none;
  color: ${color.text};
  text-align: left;
  cursor: pointer;
  font-family: ${font.display};
  font-size: clamp(1.2rem, 1.08rem + 0.55vw, 1.55rem);
  font-weight: 500;
  line-height: 1.3;
  transition: color ${motion.base} ${motion.easing};

  &:hover,
  &[data-state='open'] {
    color: ${color.accentStrong};
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

/** A fine plus whose upright stroke turns flat, leaving a minus, when the answer is open. */
const Sign = styled.span`
  position: relative;
  flex: none;
  width: 1.1rem;
  height: 1.1rem;
  color: ${color.accent};

  &::before,
  &::after {
    content: '';
    position: absolute;
    inset: 50% 0 auto;
    height: 1px;
    margin-top: -0.5px;
    background: currentColor;
    transition: transform ${motion.base} ${motion.easing};
  }

  &::after {
    transform: rotate(90deg);
  }

  [data-state='open'] > &::after {
    transform: rotate(0deg);
  }

  ${media.reducedMotion} {
    &::before,
    &::after {
      transition: none;
    }
  }
`;

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-0.35rem); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.div`
  padding: 0 clamp(0rem, -1rem + 5vw, 3rem) clamp(1.4rem, 1rem + 1vw, 2rem) 0;
  color: ${color.textMuted};
  max-width: 46rem;

  &[data-state='open'] {
    animation: ${reveal} ${motion.base} ${motion.easing};
  }

  a {
    color: ${color.accentStrong};
    text-underline-offset: 0.2em;
  }

  ${media.reducedMotion} {
    &[data-state='open'] {
      animation: none;
    }
  }
`;

export function Faq({ block }: BlockProps<'faq'>) {
  // Under a block heading (h2) the group titles step down one level, and the questions with them.
  const groupLevel = block.heading ? 'h3' : 'h2';
  const questionLevel = block.heading ? 'h4' : 'h3';
  const baseId = useId();
  return (
    <Section id={block.id} heading={block.heading}>
      <noscript>
        <style>{withoutScripts}</style>
      </noscript>
      <Groups>
        {block.sections.map((section, s) => {
          const titleId = `${baseId}-group-${s}`;
          return (
            <Group key={s} aria-labelledby={titleId}>
              <GroupTitle as={groupLevel} id={titleId}>
                {section.title}
              </GroupTitle>
              <Accordion as={List} collapsible>
                {section.items.map((item, i) => (
                  // An explicit index keeps the server's ids and open state identical to the browser's.
                  <AccordionItem as={Item} key={i} index={i}>
                    <ItemHeading as={questionLevel}>
                      <AccordionButton as={Trigger}>
                        <span>{item.question}</span>
                        <Sign aria-hidden="true" />
                      </AccordionButton>
                    </ItemHeading>
                    <AccordionPanel as={Panel}>
                      <p>
                        <RichText text={item.answer} />
                      </p>
                    </AccordionPanel>
                  </AccordionItem>
                ))}
              </Accordion>
            </Group>
          );
        })}
      </Groups>
    </Section>
  );
}
