import { ArrowUpRight, ChevronDown, Mail, Phone } from 'lucide-react';
import { useEffect, useState, type Ref, type RefObject } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Button, Site } from '../generated/content.ts';
import { breakpoint, color, font, layout, motion, type } from '../theme/tokens.ts';
import { afterNextPaint } from '../runtime/after-next-paint.ts';
import { buttonStyles } from '../ui/Button.tsx';
import { isExternal, SmartLink, VisuallyHidden } from '../ui/SmartLink.tsx';
import { Bars, headerHeight, onImage, smallCaps, whenSolid, withoutScript } from './chrome-style.ts';
import { mailtoHref, telHref } from '../content/tel.ts';
import { ariaCurrent, itemContainsPath } from './current-path.ts';
import { menuKeys } from './menu-keys.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

export const MOBILE_MENU_ID = 'mobile-menu';

const toggleLook = css`
  ${smallCaps};
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.7rem;
  min-width: 44px;
  min-height: 44px;
  margin-right: -0.5rem;
  padding: 0 0.5rem;
  flex: none;
  text-decoration: none;
  color: ${onImage.text};
  transition: color ${motion.base} ${motion.easing};
  ${whenSolid} {
    color: ${color.text};
  }
`;

const Toggle = styled.button`
  ${toggleLook};
  border: 0;
  background: none;
  cursor: pointer;

  ${withoutScript} {
    display: none;
  }
`;

/** Stands in for the button where the page runs no script: it opens the menu as the page's #mobile-menu. */
const OpenLink = styled.a`
  ${toggleLook};
  display: none;

  ${withoutScript} {
    display: inline-flex;
  }
`;

// On the narrowest phones the word would push the wordmark off the bar; it stays the button's name.
const Label = styled.span`
  @media (max-width: 399.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The menu button of the compact header; it controls the panel below. Without a script, a link to the panel. */
export function MenuButton({
  label,
  open,
  onToggle,
  ref,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  ref: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <Toggle ref={ref} type="button" aria-expanded={open} aria-controls={MOBILE_MENU_ID} onClick={onToggle}>
        <Label>{label}</Label>
        <Bars aria-hidden="true" />
      </Toggle>
      <OpenLink href={`#${MOBILE_MENU_ID}`}>
        <Label>{label}</Label>
        <Bars aria-hidden="true" />
      </OpenLink>
    </>
  );
}

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

const Panel = styled.div`
  position: fixed;
  top: ${headerHeight.compact};
  left: 0;
  right: 0;
  bottom: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${color.surface};
  color: ${color.text};
  border-top: 1px solid ${color.line};
  animation: ${slideIn} ${motion.base} ${motion.easing};

  &[hidden] {
    display: none;
  }

  /* Without a script the panel is the page's target while open: it covers the whole screen, header
     included, as the header no longer stays on screen (Header.tsx), and carries its own close link. */
  ${withoutScript} {
    top: 0;
    z-index: 1;
    &[hidden]:target {
      display: block;
    }
  }
`;

/** The no-script panel's first row, where the header's menu link was: the link that closes it. */
const CloseRow = styled.div`
  display: none;
  justify-content: flex-end;
  align-items: center;
  height: ${headerHeight.compact};
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
  border-bottom: 1px solid ${color.line};

  ${withoutScript} {
    display: flex;
  }
`;

const CloseLink = styled.a`
  ${toggleLook};
  color: ${color.text};
`;

const Inner = styled.div`
  max-width: 640px;
  margin-inline: auto;
  padding: 0.5rem ${layout.gutter} 3rem;
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  border-bottom: 1px solid ${color.line};
`;

const rowText = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 60px;
  padding: 0.5rem 0;
  font-family: ${font.display};
  font-size: 1.55rem;
  font-weight: 500;
  line-height: 1.2;
  color: ${color.text};
  text-align: left;
  text-decoration: none;

  &[aria-current='page'],
  &[data-within='true'] {
    color: ${color.accent};
  }
`;

const RowLink = styled(SmartLink)`
  ${rowText};
`;

const RowToggle = styled.button<{ $open: boolean }>`
  ${rowText};
  border: 0;
  background: none;
  cursor: pointer;

  ${withoutScript} {
    display: none;
  }

  svg {
    flex: none;
    color: ${color.accent};
    transition: transform ${motion.base} ${motion.easing};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

/** What stands for a sub-list's toggle without a script, which could not toggle anything. */
const RowName = styled.span`
  ${rowText};
  display: none;

  ${withoutScript} {
    display: flex;
  }
`;

const SubList = styled.ul`
  margin: -0.25rem 0 1rem;
  padding: 0 0 0 1rem;
  list-style: none;
  border-left: 1px solid ${color.accent};
  animation: ${slideIn} ${motion.base} ${motion.easing};

  &[hidden] {
    display: none;
  }

  /* No script opens a sub-list: they are all open, under their item's name. */
  ${withoutScript} {
    &[hidden] {
      display: block;
    }
  }
`;

const SubLink = styled(SmartLink)`
  display: flex;
  align-items: center;
  gap: 0.4rem;
  min-height: 44px;
  padding: 0.35rem 0;
  font-size: ${type.base};
  color: ${color.textMuted};
  text-decoration: none;

  &[aria-current='page'] {
    color: ${color.accent};
  }
`;

const Contact = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-top: 2rem;
`;

const ContactLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  color: ${color.text};
  text-decoration: none;
  overflow-wrap: break-word;

  svg {
    flex: none;
    color: ${color.accent};
  }
`;

const PlanButton = styled(SmartLink)<{ $variant: NonNullable<Button['variant']> }>`
  ${buttonStyles};
  width: 100%;
  margin-top: 1.5rem;
`;

const Footnote = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  flex-wrap: wrap;
  margin-top: 1.5rem;
  padding-top: 1rem;
  border-top: 1px solid ${color.line};
  font-size: ${type.xs};
  color: ${color.textMuted};
`;

interface PanelProps {
  site: Site;
  open: boolean;
  pathname: string;
  button: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
}

/**
 * The compact header's menu: a full-height panel under the bar. While it is open the page behind it is
 * inert and does not scroll, Escape closes it and gives focus back to the menu button, and it closes by
 * itself when the window grows wide enough for the full menu.
 */
export function MobilePanel({ site, open, pathname, button, onClose }: PanelProps) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    if (!open) setExpanded(null);
  }

  useEffect(() => {
    if (!open) return;
    const header = button.current?.closest('header');
    const body = document.body;

    // Everything beside the header leaves the tab order and the accessibility tree while the panel
    // covers it, so focus stays with the menu without a hand-made trap.
    const siblings = header?.parentElement
      ? [...header.parentElement.children].filter((el): el is HTMLElement => el instanceof HTMLElement && el !== header)
      : [];
    const wasInert = siblings.map((el) => el.inert);
    const { overflow, paddingRight } = body.style;
    // After the panel's first frame: both restyle or re-lay the whole page, which would hold the
    // panel back from the screen for as long.
    const cancelLock = afterNextPaint(() => {
      siblings.forEach((el) => (el.inert = true));
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== menuKeys.close) return;
      onClose();
      button.current?.focus();
    };
    const wide = matchMedia(`(min-width: ${breakpoint.lg})`);
    const onWide = () => {
      if (wide.matches) onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      cancelLock();
      siblings.forEach((el, i) => (el.inert = wasInert[i] ?? false));
      body.style.overflow = overflow;
      body.style.paddingRight = paddingRight;
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open, onClose, button]);

  const { navigation, contact } = site;

  return (
    <Panel id={MOBILE_MENU_ID} hidden={!open}>
      <CloseRow>
        {/* Back to the content, which ends the panel's turn as the page's target. */}
        <CloseLink href="#main" data-close="">
          <Label>{navigation.closeMenuLabel}</Label>
          <Bars aria-hidden="true" />
        </CloseLink>
      </CloseRow>
      <Inner>
        <nav aria-label="Main">
          <Items>
            <Row>
              <RowLink href={navigation.home.href} aria-current={ariaCurrent(navigation.home.href, pathname)} onClick={onClose}>
                {navigation.home.label}
              </RowLink>
            </Row>
            {navigation.items.map((item, index) => {
              if (!item.dropdown) {
                return (
                  <Row key={item.href}>
                    <RowLink href={item.href} aria-current={ariaCurrent(item.href, pathname)} onClick={onClose}>
                      {item.name}
                    </RowLink>
                  </Row>
                );
              }
              const isOpen = expanded === index;
              const subId = `${MOBILE_MENU_ID}-${index}`;
              return (
                <Row key={item.href}>
                  <RowToggle
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={subId}
                    data-within={itemContainsPath(item, pathname)}
                    $open={isOpen}
                    onClick={() => setExpanded(isOpen ? null : index)}
                  >
                    {item.name}
                    <ChevronDown size={20} strokeWidth={1.25} aria-hidden="true" />
                  </RowToggle>
                  <RowName data-within={itemContainsPath(item, pathname)}>{item.name}</RowName>
                  <SubList id={subId} hidden={!isOpen}>
                    <li>
                      {/* The item's own page, which the toggle above no longer links to. */}
                      <SubLink href={item.href} aria-current={ariaCurrent(item.href, pathname)} onClick={onClose}>
                        {navigation.viewAllLabel}
                        <VisuallyHidden> {item.name}</VisuallyHidden>
                      </SubLink>
                    </li>
                    {item.dropdown.map((entry) => (
                      <li key={entry.href}>
                        <SubLink href={entry.href} aria-current={ariaCurrent(entry.href, pathname)} onClick={onClose}>
                          {entry.name}
                          {isExternal(entry.href) && <ArrowUpRight size={14} strokeWidth={1.5} aria-hidden="true" />}
                        </SubLink>
                      </li>
                    ))}
                  </SubList>
                </Row>
              );
            })}
          </Items>
        </nav>

        <Contact>
          <ContactLink href={telHref(contact.phone)} onClick={onClose}>
            <Phone size={18} strokeWidth={1.25} aria-hidden="true" />
            {contact.phone}
          </ContactLink>
          <ContactLink href={mailtoHref(contact.email)} onClick={onClose}>
            <Mail size={18} strokeWidth={1.25} aria-hidden="true" />
            <span style={{ overflowWrap: 'anywhere' }}>{contact.email}</span>
          </ContactLink>
        </Contact>

        <PlanButton href={navigation.mobileButton.href} $variant={navigation.mobileButton.variant ?? 'primary'} onClick={onClose}>
          {navigation.mobileButton.label}
        </PlanButton>

        <Footnote>
          <span>{contact.hours}</span>
          <ThemeToggle />
        </Footnote>
      </Inner>
    </Panel>
  );
}
