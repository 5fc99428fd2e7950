import { Mail, Phone } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { site } from '../content/site.ts';
import type { Button } from '../generated/content.ts';
import { color, layout, motion } from '../theme/tokens.ts';
import { buttonBase, buttonVariant } from '../ui/Button.tsx';
import { HydrateWhenVisible } from '../runtime/HydrateWhenVisible.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import {
  compactHeader,
  fullHeader,
  fullHeaderRow,
  headerHeight,
  onImage,
  whenSolid,
  withoutScript,
  wordmark,
} from './chrome-style.ts';
import { DesktopNav } from './frame-parts.ts';
import { MenuButton, MobilePanel } from './MobileMenu.tsx';
import { mailtoHref, telHref } from '../content/tel.ts';
import { HEADER_SOLID_AFTER_PX, isHeaderSolid } from './header-look.ts';
import { useDesktopMenu } from './useDesktopMenu.ts';
import { useScrolledPast } from './useScrolledPast.ts';

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  color: ${onImage.text};
  background-color: transparent;
  box-shadow: none;
  transition:
    background-color ${motion.base} ${motion.easing},
    box-shadow ${motion.base} ${motion.easing},
    color ${motion.base} ${motion.easing};

  /* A soft shade under the see-through header keeps white text legible on any picture. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 -40px;
    z-index: -1;
    pointer-events: none;
    background: linear-gradient(180deg, rgba(8, 11, 16, 0.55) 0%, rgba(8, 11, 16, 0.2) 70%, rgba(8, 11, 16, 0) 100%);
    transition: opacity ${motion.base} ${motion.easing};
  }

  &:not([data-solid]) {
    /* The usual blue focus ring would disappear against a dark picture. */
    --color-focus: ${onImage.text};
  }

  /* With no script nothing turns a see-through header solid as the page scrolls: it stays at the top
     of the page instead of floating over the text. */
  ${withoutScript} {
    position: absolute;
  }

  &[data-solid] {
    color: ${color.text};
    background-color: ${color.headerSolid};
    box-shadow: ${color.shadow};

    &::before {
      opacity: 0;
    }
  }
`;

const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding-inline: ${layout.gutter};
`;

const Top = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  height: ${headerHeight.compact};

  ${fullHeader} {
    display: grid;
    grid-template-columns: 1fr auto 1fr;
    height: ${fullHeaderRow.brand};
  }
`;

const fullOnly = css`
  ${compactHeader} {
    display: none;
  }
`;

const compactOnly = css`
  ${fullHeader} {
    display: none;
  }
`;

const Brand = styled(SmartLink)`
  ${wordmark};
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: clamp(1.15rem, 1rem + 0.8vw, 1.45rem);
  color: inherit;

  ${fullHeader} {
    justify-self: center;
    font-size: 1.7rem;
    /* Letter-spacing trails the last letter; this keeps the word optically centred. */
    margin-right: -0.16em;
  }
`;

const Utility = styled.ul`
  ${fullOnly};
  /* Stacked, so the long address never runs into the centred wordmark. */
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.78rem;
  letter-spacing: 0.04em;
  line-height: 1.2;

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.55rem;
    min-height: 26px;
    color: ${onImage.muted};
    text-decoration: none;
    white-space: nowrap;
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
  }

  svg {
    flex: none;
    color: currentColor;
    ${whenSolid} {
      color: ${color.accent};
    }
  }
`;

const Actions = styled.div`
  ${fullOnly};
  display: flex;
  justify-content: flex-end;
`;

/** On a picture it is an outlined button; on the solid bar, the variant site.json gives it. */
const ContactButton = styled(SmartLink)<{ $variant: NonNullable<Button['variant']> }>`
  ${buttonBase};
  ${buttonVariant('secondary', true)};
  ${whenSolid} {
    ${({ $variant }) => buttonVariant($variant)};
  }
  min-height: 40px;
  padding: 0.55em 1.6em;
  font-size: 0.72rem;
  letter-spacing: 0.18em;
`;

const MenuSlot = styled.div`
  ${compactOnly};
  display: flex;
  align-items: center;
`;

const MenuRow = styled.div`
  ${fullOnly};
  border-top: 1px solid ${onImage.line};
  ${whenSolid} {
    border-top-color: ${color.line};
  }
  transition: border-color ${motion.base} ${motion.easing};
`;

const Spacer = styled.div`
  height: ${headerHeight.compact};

  ${fullHeader} {
    height: ${headerHeight.full};
  }
`;

/**
 * The fixed site header. Over a page's opening picture (`transparent`) it starts see-through with
 * white text and turns solid once the page scrolls or a menu opens; elsewhere it is always solid and
 * leaves a spacer behind so the page starts below it.
 */
export function Header({ transparent }: { transparent: boolean }) {
  const { pathname } = useLocation();
  const { navigation, contact, brand } = site;
  const menu = useDesktopMenu(pathname);
  const menuButton = useRef<HTMLButtonElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
  }

  const scrolled = useScrolledPast(HEADER_SOLID_AFTER_PX);
  const { open } = menu.state;
  const dropdownOpen = open !== null && !!navigation.items[open]?.dropdown;
  const solid = isHeaderSolid({ transparent, scrolled, menuOpen: dropdownOpen || mobileOpen });

  const { close: closeMenu } = menu;
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const closeAll = useCallback(() => {
    closeMenu();
    setMobileOpen(false);
  }, [closeMenu]);

  return (
    <>
      <Bar data-solid={solid || undefined}>
        <Top>
          <Utility aria-label="Call or write">
            <li>
              <a href={telHref(contact.phone)} onClick={closeAll}>
                <Phone size={14} strokeWidth={1.5} aria-hidden="true" />
                {contact.phone}
              </a>
            </li>
            <li>
              <a href={mailtoHref(contact.email)} onClick={closeAll}>
                <Mail size={14} strokeWidth={1.5} aria-hidden="true" />
                {contact.email}
              </a>
            </li>
          </Utility>
          <Brand href="/" onClick={closeAll}>
            {brand.name}
          </Brand>
          <Actions>
            <ContactButton
              href={navigation.contactButton.href}
              $variant={navigation.contactButton.variant ?? 'primary'}
              onClick={closeAll}
            >
              {navigation.contactButton.label}
            </ContactButton>
          </Actions>
          <MenuSlot>
            <MenuButton
              ref={menuButton}
              label={navigation.menuLabel}
              open={mobileOpen}
              onToggle={() => {
                closeMenu();
                setMobileOpen((wasOpen) => !wasOpen);
              }}
            />
          </MenuSlot>
        </Top>
        <MenuRow>
          <Container>
            <HydrateWhenVisible>
              <DesktopNav
                home={navigation.home}
                items={navigation.items}
                viewAllLabel={navigation.viewAllLabel}
                fallbackImage={navigation.defaultHoverImage}
                pathname={pathname}
                menu={menu}
                onNavigate={closeAll}
              />
            </HydrateWhenVisible>
          </Container>
        </MenuRow>
        <MobilePanel site={site} open={mobileOpen} pathname={pathname} button={menuButton} onClose={closeMobile} />
      </Bar>
      {!transparent && <Spacer aria-hidden="true" />}
    </>
  );
}
