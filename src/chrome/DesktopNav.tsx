import { ArrowRight, ArrowUpRight, ChevronDown } from 'lucide-react';
import { memo, useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { Image, Link, NavItem } from '../generated/content.ts';
import { color, motion, type } from '../theme/tokens.ts';
import { fetchImageEntriesAhead, picturesIn } from '../runtime/image-entries.ts';
import { isExternal, SmartLink, VisuallyHidden } from '../ui/SmartLink.tsx';
import { fullHeaderRow, onImage, smallCaps, whenSolid, withoutScript } from './chrome-style.ts';
import { HoverCard } from './HoverCard.tsx';
import { ariaCurrent, itemContainsPath } from './current-path.ts';
import { cardSide } from './hover-card.ts';
import { menuKeys, nextFocusIndex, topLevelFocus } from './menu-keys.ts';
import type { DesktopMenu } from './useDesktopMenu.ts';

const List = styled.ul`
  display: flex;
  justify-content: center;
  align-items: stretch;
  gap: clamp(1.1rem, -1.2rem + 2.6vw, 2.6rem);
  height: ${fullHeaderRow.menu};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const underline = css`
  &::after {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    bottom: 12px;
    height: 1px;
    background: currentColor;
    transform: scaleX(0);
    transform-origin: center;
    transition: transform ${motion.base} ${motion.easing};
  }
  &:hover::after,
  &[aria-current='page']::after,
  &[data-within='true']::after,
  &[data-open='true']::after {
    transform: scaleX(1);
  }
`;

// Colours on the picture under a transparent header, and on the solid bar (Header.tsx's data-solid):
// set in CSS, so the menu row need not render again when the header's look changes.
const TopLink = styled(SmartLink)`
  ${smallCaps};
  position: relative;
  display: flex;
  align-items: center;
  height: 100%;
  color: ${onImage.text};
  text-decoration: none;
  white-space: nowrap;
  transition: color ${motion.base} ${motion.easing};
  ${underline};

  ${whenSolid} {
    color: ${color.text};
  }
  ${whenSolid}:hover,
  ${whenSolid}[aria-current='page'] {
    color: ${color.accent};
  }
`;

const Disclosure = styled.button<{ $open: boolean }>`
  display: grid;
  place-items: center;
  width: 24px;
  height: 24px;
  margin-left: 0.2rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: none;
  cursor: pointer;
  color: ${onImage.muted};
  transition: color ${motion.base} ${motion.easing};

  &:hover {
    color: ${onImage.text};
  }
  ${whenSolid} {
    color: ${color.textMuted};
  }
  ${whenSolid}:hover {
    color: ${color.accent};
  }

  svg {
    transition: transform ${motion.base} ${motion.easing};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }

  /* With no script the button cannot press: its item's dropdown opens while pointed at or focused. */
  ${withoutScript} {
    ${Item}:is(:hover, :focus-within) > & svg {
      transform: rotate(180deg);
    }
  }
`;

const reveal = keyframes`
  from { opacity: 0; transform: translateY(-6px); }
  to { opacity: 1; transform: none; }
`;

const surface = css`
  position: absolute;
  top: 100%;
  z-index: 1;
  background: ${color.surface};
  color: ${color.text};
  border-top: 1px solid ${color.accent};
  box-shadow: ${color.shadow};
  animation: ${reveal} ${motion.base} ${motion.easing};

  &[hidden] {
    display: none;
  }
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  ${surface};
  display: flex;
  gap: 2rem;
  padding: 1.75rem;
  /* The card sits on the side facing the middle of the page; the panel grows the same way. */
  flex-direction: ${({ $side }) => ($side === 'left' ? 'row-reverse' : 'row')};
  ${({ $side }) => ($side === 'left' ? 'right: -1rem;' : 'left: -1rem;')}

  ${withoutScript} {
    ${Item}:is(:hover, :focus-within) > &[hidden] {
      display: flex;
    }
  }
`;

const Column = styled.div`
  width: 250px;
`;

const Entries = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ViewAll = styled(SmartLink)`
  ${smallCaps};
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 1rem 0 0 1.1rem;
  padding: 0.7rem 0 0.2rem;
  border-top: 1px solid ${color.line};
  font-size: 0.7rem;
  font-weight: 600;
  color: ${color.accent};
  text-decoration: none;

  svg {
    transition: transform ${motion.base} ${motion.easing};
  }
  &:hover svg {
    transform: translateX(3px);
  }
`;

const EntryLink = styled(SmartLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 0.4rem;
  padding: 0.42rem 0 0.42rem 1.1rem;
  font-size: ${type.sm};
  line-height: 1.35;
  letter-spacing: 0.01em;
  color: ${color.text};
  text-decoration: none;
  transition: color ${motion.fast} ${motion.easing};

  &::before {
    content: '';
    position: absolute;
    left: 0;
    top: 50%;
    width: 0.6rem;
    height: 1px;
    background: ${color.accent};
    transform: scaleX(0);
    transform-origin: left;
    transition: transform ${motion.base} ${motion.easing};
  }

  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    color: ${color.accent};
  }
  &:hover::before,
  &:focus-visible::before,
  &[aria-current='page']::before {
    transform: scaleX(1);
  }

  svg {
    flex: none;
    opacity: 0.7;
  }
`;

const Hint = styled.span`
  ${surface};
  left: 50%;
  width: 260px;
  margin-left: -130px;
  padding: 1rem 1.2rem;
  font-size: ${type.sm};
  line-height: 1.55;
  color: ${color.textMuted};

  ${withoutScript} {
    ${Item}:is(:hover, :focus-within) > &[hidden] {
      display: block;
    }
  }
`;

const Description = styled.span`
  display: none;
`;

const panelId = (index: number) => `nav-menu-${index}`;
const buttonId = (index: number) => `nav-menu-${index}-button`;

// Looked up in the DOM when needed rather than kept in refs, so rendering never touches a ref.
const firstEntry = (nav: HTMLElement | null, index: number) =>
  nav?.querySelector<HTMLAnchorElement>(`#${panelId(index)} a[href]`) ?? null;
const disclosure = (nav: HTMLElement | null, index: number) =>
  nav?.querySelector<HTMLButtonElement>(`#${buttonId(index)}`) ?? null;
/** The menu bar's own links and disclosure buttons, in order, without those inside a dropdown. */
const topLevelControls = (nav: HTMLElement | null) =>
  nav ? [...nav.querySelectorAll<HTMLElement>(':scope > ul > li > a[href], :scope > ul > li > button')] : [];

/** Moves focus with Up, Down, Home and End between the links of one open dropdown. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list) return;
  const links = [...list.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const next = nextFocusIndex(links.indexOf(event.currentTarget as HTMLAnchorElement), event.key, links.length);
  if (next === null) return;
  event.preventDefault();
  links[next]?.focus();
}

interface Props {
  home: Link;
  items: NavItem[];
  /** The label of each dropdown's first entry, which leads to the item's own page. */
  viewAllLabel: string;
  fallbackImage: Image;
  pathname: string;
  menu: DesktopMenu;
  onNavigate: () => void;
}

/**
 * The full menu row, built as the WAI-ARIA disclosure navigation pattern: each item with a dropdown is
 * a link to its own page plus a separate button that shows or hides the dropdown. Pointer hover opens,
 * leaving closes after a short delay; a tap toggles instead of following the link. Memoised: the header
 * renders again for its own state (the phone menu, its look), and on a narrow screen, where this row is
 * hidden, that would be work for nothing on every press.
 */
export const DesktopNav = memo(function DesktopNav({
  home,
  items,
  viewAllLabel,
  fallbackImage,
  pathname,
  menu,
  onNavigate,
}: Props) {
  const navRef = useRef<HTMLElement>(null);
  const lastPointer = useRef<string | null>(null);
  const { open } = menu.state;
  const { close } = menu;

  // The hover cards show pictures the page itself may not: their sizes are fetched once the menu is
  // up, so a card opens with its picture's variants (src/runtime/image-entries.ts).
  useEffect(() => fetchImageEntriesAhead([...picturesIn(items), fallbackImage.src]), [items, fallbackImage]);

  useEffect(() => {
    if (open === null) return;

    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== menuKeys.close) return;
      const nav = navRef.current;
      const focusInside = !!nav && nav.contains(document.activeElement);
      close();
      // Focus goes back to the disclosure only if it was in the menu; a hover-opened dropdown closes
      // without pulling focus away from wherever the visitor is.
      if (focusInside && items[open]?.dropdown) disclosure(nav, open)?.focus();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, items]);

  const onBlur = (event: FocusEvent<HTMLUListElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) menu.close();
  };

  // Touch has no hover: the enter/leave events a tap also fires must not open or close anything.
  const onPointerEnter = (index: number) => (event: PointerEvent) => {
    if (event.pointerType !== 'touch') menu.hover(index);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') menu.leave();
  };
  const rememberPointer = (event: PointerEvent) => {
    lastPointer.current = event.pointerType;
  };

  const onTopLinkClick = (index: number, hasDropdown: boolean) => (event: MouseEvent) => {
    const touched = lastPointer.current === 'touch';
    lastPointer.current = null;
    if (touched && hasDropdown) {
      // A touch screen has no hover, so a tap shows or hides the dropdown; the item's own page is the
      // dropdown's "View all" link.
      event.preventDefault();
      menu.press(index);
      return;
    }
    onNavigate();
  };

  /** Keys on a top-level link (`index` null) or on the disclosure button of item `index`. */
  const onTopLevelKeyDown = (index: number | null) => (event: KeyboardEvent<HTMLElement>) => {
    const nav = event.currentTarget.closest('nav');
    const controls = topLevelControls(nav);
    const state = index === null ? null : open === index ? 'open' : 'closed';
    const target = topLevelFocus(controls.indexOf(event.currentTarget), event.key, controls.length, state);
    if (target === null) return;
    event.preventDefault();
    if (target === 'entries') firstEntry(nav, index ?? -1)?.focus();
    else controls[target]?.focus();
  };

  const onEntryKeyDown = (index: number) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    moveFocus(event, navRef.current?.querySelector<HTMLElement>(`#${panelId(index)}`) ?? null);
  };

  return (
    <nav aria-label="Main" ref={navRef}>
      <List onBlur={onBlur}>
        <Item>
          <TopLink
            href={home.href}
            aria-current={ariaCurrent(home.href, pathname)}
            onClick={onNavigate}
            onFocus={menu.close}
            onKeyDown={onTopLevelKeyDown(null)}
          >
            {home.label}
          </TopLink>
        </Item>
        {items.map((item, index) => {
          const isOpen = open === index;
          const descriptionId = `nav-desc-${index}`;
          const current = ariaCurrent(item.href, pathname);
          const handlers = {
            onPointerEnter: onPointerEnter(index),
            onPointerLeave,
            onPointerDownCapture: rememberPointer,
          };

          const { dropdown } = item;
          const menuId = panelId(index);
          return (
            <Item key={item.href} {...handlers}>
              <TopLink
                href={item.href}
                aria-current={current}
                aria-describedby={descriptionId}
                data-within={dropdown ? !current && itemContainsPath(item, pathname) : undefined}
                data-open={dropdown ? isOpen : undefined}
                onClick={onTopLinkClick(index, !!dropdown)}
                onFocus={() => menu.focus(index, !!dropdown)}
                onKeyDown={onTopLevelKeyDown(null)}
              >
                {item.name}
              </TopLink>
              {!dropdown ? (
                <Hint id={descriptionId} role="tooltip" hidden={!isOpen}>
                  {item.hoverCopy}
                </Hint>
              ) : (
                <>
                  <Description id={descriptionId}>{item.hoverCopy}</Description>
                  <Disclosure
                    type="button"
                    id={buttonId(index)}
                    aria-expanded={isOpen}
                    aria-controls={menuId}
                    aria-label={`${item.name} menu`}
                    $open={isOpen}
                    onClick={() => menu.press(index)}
                    onFocus={() => menu.focus(index, true)}
                    onKeyDown={onTopLevelKeyDown(index)}
                  >
                    <ChevronDown size={14} strokeWidth={1.5} aria-hidden="true" />
                  </Disclosure>
                  <Panel id={menuId} hidden={!isOpen} $side={cardSide(index, items.length)}>
                    <Column>
                      <Entries>
                        {dropdown.map((entry, entryIndex) => (
                          <li key={entry.href}>
                            <EntryLink
                              href={entry.href}
                              aria-current={ariaCurrent(entry.href, pathname)}
                              aria-describedby={`${menuId}-desc-${entryIndex}`}
                              onPointerEnter={() => menu.entry(entryIndex)}
                              onFocus={() => menu.entry(entryIndex)}
                              onKeyDown={onEntryKeyDown(index)}
                              onClick={onNavigate}
                            >
                              {entry.name}
                              {isExternal(entry.href) && <ArrowUpRight size={13} strokeWidth={1.5} aria-hidden="true" />}
                            </EntryLink>
                            <Description id={`${menuId}-desc-${entryIndex}`}>{entry.hoverCopy}</Description>
                          </li>
                        ))}
                      </Entries>
                      <ViewAll
                        href={item.href}
                        aria-current={current}
                        onKeyDown={onEntryKeyDown(index)}
                        onPointerEnter={() => menu.entry(null)}
                        onFocus={() => menu.entry(null)}
                        onClick={onNavigate}
                      >
                        {viewAllLabel}
                        <VisuallyHidden> {item.name}</VisuallyHidden>
                        <ArrowRight size={13} strokeWidth={1.5} aria-hidden="true" />
                      </ViewAll>
                    </Column>
                    <HoverCard item={item} entry={isOpen ? menu.state.entry : null} fallbackImage={fallbackImage} />
                  </Panel>
                </>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
});
