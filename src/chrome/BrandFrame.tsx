import { Mail, MapPin, Phone } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { frames } from '../content/frames.ts';
import type { Frame } from '../generated/content.ts';
import { color, font, layout, media, motion, type } from '../theme/tokens.ts';
import { buttonStyles } from '../ui/Button.tsx';
import { RichText } from '../ui/RichText.tsx';
import { site } from '../content/site.ts';
import { SmartLink, visuallyHidden } from '../ui/SmartLink.tsx';
import { Bars, smallCaps, wordmark } from './chrome-style.ts';
import { copyrightLine } from './copyright.ts';
import { mailtoHref, telHref } from '../content/tel.ts';
import { ariaCurrent } from './current-path.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

/*
 * The header and footer of a second brand (content/frames/<name>.json), for the pages that name it.
 * Smaller than the agency's: a handful of links, no dropdowns. On phones the links did not fit one row
 * and wrapped onto two, so below the large breakpoint they fold into a <details> beside the booking
 * button, which opens and closes without any script, before the page's code arrives or without it.
 */

// On phones the notice and the bar would hold a good part of the screen if they stayed on it: the bar
// stays only where it is one row, with its links in it.
const Bar = styled.header`
  position: relative;
  z-index: 50;
  ${media.lg} {
    position: sticky;
    top: 0;
  }
  background: ${color.headerSolid};
  box-shadow: ${color.shadow};
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.55rem ${layout.gutter};
  background: ${color.surfaceTinted};
  color: ${color.text};
  font-size: ${type.xs};
  line-height: 1.5;
  text-align: center;

  a {
    color: ${color.accent};
    margin-left: 0.35em;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: 0.6rem ${layout.gutter};

  ${media.lg} {
    min-height: 72px;
  }
`;

const Brand = styled(SmartLink)`
  ${wordmark};
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${color.text};
  /*
   * Grows with the screen so that the booking button and the menu keep their place beside it on every
   * phone: a fixed size either crowded them onto a row of their own or looked lost on a wide one. On
   * the narrowest, it takes two lines rather than push them off the bar.
   */
  font-size: clamp(0.72rem, 4.4vw - 0.25rem, 1.4rem);
  letter-spacing: 0.12em;
  white-space: normal;
  ${media.sm} {
    letter-spacing: 0.16em;
  }
`;

const linkLook = css`
  ${smallCaps};
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${color.textMuted};
  text-decoration: none;
  white-space: nowrap;
  border-bottom: 1px solid transparent;
  transition: color ${motion.base} ${motion.easing};

  &:hover,
  &[aria-current='page'] {
    color: ${color.text};
    border-bottom-color: ${color.accent};
  }
`;

/** The links in the bar, where they fit one row. */
const Nav = styled.nav`
  display: none;
  flex: 1;

  ul {
    display: flex;
    justify-content: center;
    gap: 1.75rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    ${linkLook};
  }

  ${media.lg} {
    display: block;
  }
`;

/** The links below the large breakpoint: a menu button that opens them in a list under the bar. */
const Menu = styled.details`
  margin-right: -0.5rem;

  ${media.lg} {
    display: none;
  }

  summary {
    ${smallCaps};
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.7rem;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.5rem;
    color: ${color.text};
    list-style: none;
    cursor: pointer;
    &::-webkit-details-marker {
      display: none;
    }
  }

  ul {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    margin: 0;
    padding: 0.25rem ${layout.gutter} 1rem;
    list-style: none;
    background: ${color.headerSolid};
    border-top: 1px solid ${color.line};
    box-shadow: ${color.shadow};
  }

  li + li {
    border-top: 1px solid ${color.line};
  }

  /* The list's rows are ruled already: the current page is marked by an underline of its words instead. */
  a {
    ${linkLook};
    display: flex;
    min-height: 48px;
    border-bottom: 0;
    &[aria-current='page'] {
      text-decoration: underline 1px ${color.accent};
      text-underline-offset: 0.6em;
    }
  }
`;

/** Escape closes the open menu and gives the focus back to its button, as a menu does (once the page's code runs). */
function closeOnEscape(event: React.KeyboardEvent<HTMLDetailsElement>): void {
  const menu = event.currentTarget;
  if (event.key !== 'Escape' || !menu.open) return;
  menu.open = false;
  menu.querySelector('summary')?.focus();
}

// On the narrowest phones the word would crowd the wordmark; it stays the button's name.
const MenuLabel = styled.span`
  @media (max-width: 399.98px) {
    ${visuallyHidden}
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  ${media.lg} {
    gap: 1.25rem;
  }

  a.phone {
    display: none;
    align-items: center;
    gap: 0.5rem;
    color: ${color.textMuted};
    font-size: ${type.sm};
    text-decoration: none;
    white-space: nowrap;
    ${media.lg} {
      display: inline-flex;
    }
    svg {
      color: ${color.accent};
    }
  }
`;

const Action = styled(SmartLink)<{ $variant: 'primary' | 'secondary' | 'quiet' }>`
  ${buttonStyles};
  min-height: 40px;
  padding: 0.5em 1em;
  font-size: 0.72rem;
  ${media.sm} {
    padding-inline: 1.3em;
  }
  white-space: nowrap;
`;

/** The frame a page names; validation refuses a page naming a frame content/frames does not hold. */
function frameNamed(name: string): Frame {
  const frame = frames[name];
  if (!frame) throw new Error(`No frame "${name}" in content/frames.`);
  return frame;
}

/** Takes the frame's name, so the frames' content loads with this code, only on pages that wear one. */
export function FrameHeader({ name }: { name: string }) {
  const frame = frameNamed(name);
  const { pathname } = useLocation();
  const links = frame.navigation.map((link) => (
    <li key={link.href}>
      <SmartLink href={link.href} aria-current={ariaCurrent(link.href, pathname)}>
        {link.label}
      </SmartLink>
    </li>
  ));
  return (
    <Bar>
      <Notice role="note">
        <RichText text={frame.notice} />
      </Notice>
      <Row>
        <Brand href={frame.home}>{frame.brand.name}</Brand>
        <Nav aria-label={frame.brand.name}>
          <ul>{links}</ul>
        </Nav>
        <Actions>
          <a className="phone" href={telHref(frame.contact.phone)}>
            <Phone size={14} strokeWidth={1.5} aria-hidden="true" />
            {frame.contact.phone}
          </a>
          {frame.action && (
            <Action href={frame.action.href} $variant={frame.action.variant ?? 'primary'}>
              {frame.action.label}
            </Action>
          )}
          {/* A new key per path: a link followed in the open menu closes it, as the page changes under it. */}
          <Menu key={pathname} onKeyDown={closeOnEscape}>
            <summary>
              <MenuLabel>{site.navigation.menuLabel}</MenuLabel>
              <Bars aria-hidden="true" />
            </summary>
            <nav aria-label={frame.brand.name}>
              <ul>{links}</ul>
            </nav>
          </Menu>
        </Actions>
      </Row>
    </Bar>
  );
}

const Foot = styled.footer`
  --footer-bg: #0f2a33;
  --footer-text: #eef4f3;
  --footer-muted: #b5c6c6;
  --footer-accent: #9fd6cf;
  --color-focus: #8ab4ff;
  background: var(--footer-bg);
  color: var(--footer-text);
  font-size: ${type.sm};
  line-height: 1.7;

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: var(--footer-accent);
  }
`;

const FootInner = styled.div`
  display: grid;
  gap: 2.5rem;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: clamp(3rem, 2rem + 3vw, 4.5rem) ${layout.gutter} 2rem;

  ${media.md} {
    grid-template-columns: 1.4fr 1fr 1fr;
  }
`;

const FootBrand = styled.p`
  ${wordmark};
  font-size: 1.3rem;
  margin-bottom: 1rem;
`;

const FootTitle = styled.h2`
  ${smallCaps};
  margin-bottom: 1rem;
  color: var(--footer-accent);
  font-family: ${font.body};
`;

const FootList = styled.ul`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 0.3rem;
    color: var(--footer-accent);
  }
  a {
    display: inline-flex;
    min-height: 28px;
    align-items: center;
  }
`;

// As wide as the columns above, gutters left out, so that its rule ends where their content does.
const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  width: calc(min(100%, ${layout.maxWidth}) - 2 * ${layout.gutter});
  margin-inline: auto;
  padding: 1.25rem 0 2rem;
  border-top: 1px solid rgba(238, 244, 243, 0.16);
  color: var(--footer-muted);
  font-size: ${type.xs};
`;

export function FrameFooter({ name }: { name: string }) {
  const frame = frameNamed(name);
  return (
    <Foot>
      <FootInner>
        <div>
          <FootBrand>{frame.brand.name}</FootBrand>
          <p style={{ color: 'var(--footer-muted)', maxWidth: '28rem' }}>{frame.brand.tagline}</p>
        </div>
        <nav aria-labelledby="frame-footer-links">
          <FootTitle id="frame-footer-links">{frame.footer.linksTitle}</FootTitle>
          <FootList>
            {frame.navigation.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href}>{link.label}</SmartLink>
              </li>
            ))}
          </FootList>
        </nav>
        <div>
          <FootTitle>{frame.footer.contactTitle}</FootTitle>
          <FootList>
            <li>
              <Phone size={15} strokeWidth={1.5} aria-hidden="true" />
              <a href={telHref(frame.contact.phone)}>{frame.contact.phone}</a>
            </li>
            <li>
              <Mail size={15} strokeWidth={1.5} aria-hidden="true" />
              <a href={mailtoHref(frame.contact.email)}>{frame.contact.email}</a>
            </li>
            <li>
              <MapPin size={15} strokeWidth={1.5} aria-hidden="true" />
              <address style={{ fontStyle: 'normal' }}>
                {frame.contact.address.map((line) => (
                  <span key={line} style={{ display: 'block' }}>
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </FootList>
        </div>
      </FootInner>
      <Bottom>
        <p>{copyrightLine(frame.footer.copyright)}</p>
        <ThemeToggle onDark />
      </Bottom>
    </Foot>
  );
}
