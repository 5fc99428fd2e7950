import { Mail, MapPin, Phone } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { frames } from '../content/frames.ts';
import type { Frame } from '../generated/content.ts';
import { color, font, layout, media, motion, type } from '../theme/tokens.ts';
import { buttonStyles } from '../ui/Button.tsx';
import { RichText } from '../ui/RichText.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { smallCaps, wordmark } from './chrome-style.ts';
import { copyrightLine } from './copyright.ts';
import { mailtoHref, telHref } from '../content/tel.ts';
import { ariaCurrent } from './current-path.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

/*
 * The header and footer of a second brand (content/frames/<name>.json), for the pages that name it.
 * Smaller than the agency's: a handful of links, no dropdowns, so it needs no menu script on phones;
 * the links wrap under the wordmark instead.
 */

// On phones the notice, wordmark and two rows of links would hold a third of the screen if they stayed
// on it: the bar stays only where it is one row.
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
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.25rem 0.75rem;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: 0.6rem ${layout.gutter};

  ${media.lg} {
    flex-wrap: nowrap;
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
   * Grows with the screen so that the booking button keeps its place beside it on every phone, 320 px
   * included: a fixed size either crowded the button onto a row of its own or looked lost on a wide one.
   */
  font-size: clamp(0.72rem, 6vw - 0.5rem, 1.4rem);
  letter-spacing: 0.12em;
  ${media.sm} {
    letter-spacing: 0.16em;
  }
`;

// Below the large breakpoint the links take a row of their own under the wordmark and wrap there: a
// row that scrolled sideways cut the last link it could show mid-word.
const Nav = styled.nav`
  order: 3;
  width: 100%;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 1.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
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
  }

  ${media.lg} {
    order: 0;
    flex: 1;
    width: auto;
    ul {
      flex-wrap: nowrap;
      justify-content: center;
      gap: 1.75rem;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 1.25rem;

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
  return (
    <Bar>
      <Notice role="note">
        <RichText text={frame.notice} />
      </Notice>
      <Row>
        <Brand href={frame.home}>{frame.brand.name}</Brand>
        <Nav aria-label={frame.brand.name}>
          <ul>
            {frame.navigation.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} aria-current={ariaCurrent(link.href, pathname)}>
                  {link.label}
                </SmartLink>
              </li>
            ))}
          </ul>
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

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: 1.25rem ${layout.gutter} 2rem;
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
