import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import styled from 'styled-components';
import { site } from '../content/site.ts';
import type { LinkGroup } from '../generated/content.ts';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';
import { colorVariables, font, layout, media, motion, palettes, type } from '../theme/tokens.ts';
import { SmartLink, VisuallyHidden } from '../ui/SmartLink.tsx';
import { compactHeader, smallCaps, wordmark } from './chrome-style.ts';
import { copyrightLine } from './copyright.ts';
import { mailtoHref, telHref } from '../content/tel.ts';
import { networkName, SocialIcon } from './SocialIcon.tsx';
import { ThemeToggle } from './ThemeToggle.tsx';

// The footer stays a deep ink colour in both themes (a shade darker than the dark page), so its
// palette is its own; every pairing below passes 4.5:1 for small text.
const Root = styled.footer`
  --footer-bg: #141a23;
  --footer-text: #f2ede4;
  --footer-muted: #bcb5a9;
  --footer-accent: #d7b98a;
  --footer-line: rgba(242, 237, 228, 0.14);
  --footer-line-strong: rgba(242, 237, 228, 0.32);
  /* The light theme's blue focus ring is too dark on this background. */
  --color-focus: #8ab4ff;

  :root.dark & {
    --footer-bg: #0b0e13;
    border-top: 1px solid var(--footer-line);
  }
  ${media.darkWithoutScript} {
    --footer-bg: #0b0e13;
    border-top: 1px solid var(--footer-line);
  }

  background: var(--footer-bg);
  color: var(--footer-text);
  font-size: ${type.sm};
  line-height: 1.7;

  a {
    color: inherit;
    text-decoration: none;
    transition: color ${motion.base} ${motion.easing};
  }
  a:hover {
    color: var(--footer-accent);
  }
`;

const Container = styled.div`
  max-width: ${layout.maxWidth};
  margin-inline: auto;
  padding: clamp(3.5rem, 2.5rem + 4vw, 6rem) ${layout.gutter} 2rem;
`;

/** The sign-up uses the theme's colour tokens; on this always-dark ground they must be the dark theme's. */
const NewsletterBand = styled.div`
  ${colorVariables(palettes.dark)}
  --color-focus: #8ab4ff;
  padding-bottom: clamp(2.5rem, 2rem + 2vw, 3.5rem);
  margin-bottom: clamp(2.5rem, 2rem + 2vw, 3.5rem);
  border-bottom: 1px solid var(--footer-line);
`;

const Columns = styled.div`
  display: grid;
  gap: 2.75rem 2rem;
  grid-template-columns: 1fr;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 1.6fr 1fr 1fr auto;
    gap: 2.5rem;
  }
`;

const BrandBlock = styled.div`
  ${media.sm} {
    grid-column: 1 / -1;
  }
  ${media.lg} {
    grid-column: auto;
    padding-right: 2rem;
  }
`;

const Wordmark = styled(SmartLink)`
  ${wordmark};
  display: inline-block;
  font-size: clamp(1.45rem, 1.2rem + 1vw, 1.85rem);
`;

const Tagline = styled.p`
  margin-top: 1rem;
  font-family: ${font.display};
  font-size: 1.25rem;
  font-style: italic;
  line-height: 1.35;
  color: var(--footer-accent);
  max-width: 30ch;
`;

const About = styled.p`
  margin-top: 1rem;
  color: var(--footer-muted);
  max-width: 46ch;
`;

const Social = styled.ul`
  display: flex;
  gap: 0.75rem;
  margin: 1.75rem 0 0;
  padding: 0;
  list-style: none;

  a {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    border: 1px solid var(--footer-line-strong);
    border-radius: 50%;
    transition:
      color ${motion.base} ${motion.easing},
      border-color ${motion.base} ${motion.easing};
  }
  a:hover {
    border-color: var(--footer-accent);
  }
`;

const Heading = styled.h2`
  ${smallCaps};
  font-size: ${type.xs};
  font-weight: 600;
  color: var(--footer-accent);
  margin-bottom: 1.1rem;
  padding-bottom: 0.9rem;
  border-bottom: 1px solid var(--footer-line);
`;

const Links = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.3rem 0;
  }
`;

const ContactList = styled.address`
  display: grid;
  gap: 0.8rem;
  font-style: normal;
  color: var(--footer-muted);

  > * {
    display: flex;
    align-items: flex-start;
    gap: 0.75rem;
    overflow-wrap: break-word;
  }
  a {
    color: var(--footer-text);
  }
  svg {
    flex: none;
    margin-top: 0.3rem;
    color: var(--footer-accent);
  }
`;

const Legal = styled.div`
  display: grid;
  gap: 0.4rem;
  margin-top: clamp(3rem, 2.5rem + 2vw, 4.5rem);
  padding-top: 2rem;
  border-top: 1px solid var(--footer-line);
  font-size: ${type.xs};
  line-height: 1.65;
  color: var(--footer-muted);

  p {
    max-width: 95ch;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem 2rem;
  margin-top: 2rem;
  padding-top: 1.25rem;
  border-top: 1px solid var(--footer-line);
  font-size: ${type.xs};
  color: var(--footer-muted);
`;

const Policies = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 1.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-block;
    padding: 0.6rem 0;
    letter-spacing: 0.04em;
  }
`;

const BottomEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 2rem;
`;

// On phones and tablets the switch lives in the header's menu; the footer keeps it for the full layout.
const FooterThemeToggle = styled(ThemeToggle)`
  ${compactHeader} {
    display: none;
  }
`;

function LinkColumn({ group }: { group: LinkGroup }) {
  return (
    <nav aria-label={group.title}>
      <Heading>{group.title}</Heading>
      <Links>
        {group.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href}>{link.label}</SmartLink>
          </li>
        ))}
      </Links>
    </nav>
  );
}

/** The site footer: the brand, link groups, how to reach the agency, the legal lines and the theme switch. */
export function Footer() {
  const { brand, contact, footer } = site;
  return (
    <Root>
      <Container>
        <NewsletterBand>
          <NewsletterForm texts={site.footer.newsletter} headingLevel={2} />
        </NewsletterBand>
        <Columns>
          <BrandBlock>
            <Wordmark href="/">{brand.name}</Wordmark>
            <Tagline>{brand.tagline}</Tagline>
            <About>{footer.about}</About>
            <Social aria-label="Social media">
              {footer.social.map((social) => (
                <li key={social.href}>
                  <SmartLink href={social.href}>
                    <SocialIcon network={social.network} />
                    <VisuallyHidden>{networkName[social.network]}</VisuallyHidden>
                  </SmartLink>
                </li>
              ))}
            </Social>
          </BrandBlock>

          <LinkColumn group={footer.quickLinks} />
          <LinkColumn group={footer.services} />

          <div>
            <Heading>{site.footer.contactTitle}</Heading>
            <ContactList>
              <p>
                <MapPin size={16} strokeWidth={1.25} aria-hidden="true" />
                {contact.city}
              </p>
              <p>
                <Phone size={16} strokeWidth={1.25} aria-hidden="true" />
                <a href={telHref(contact.phone)}>{contact.phone}</a>
              </p>
              <p>
                <Mail size={16} strokeWidth={1.25} aria-hidden="true" />
                {/* An address may wrap in a narrow column; a <wbr> would change its accessible name. */}
                <a href={mailtoHref(contact.email)} style={{ overflowWrap: 'anywhere' }}>
                  {contact.email}
                </a>
              </p>
              <p>
                <Clock size={16} strokeWidth={1.25} aria-hidden="true" />
                {contact.hours}
              </p>
            </ContactList>
          </div>
        </Columns>

        <Legal>
          {footer.legal.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Legal>

        <Bottom>
          <p>{copyrightLine(footer.copyright)}</p>
          <BottomEnd>
            <nav aria-label="Policies">
              <Policies>
                {footer.policyLinks.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </Policies>
            </nav>
            <FooterThemeToggle onDark />
          </BottomEnd>
        </Bottom>
      </Container>
    </Root>
  );
}
