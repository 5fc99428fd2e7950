import styled, { createGlobalStyle } from 'styled-components';
import { color, font, layout, media, radius, space, type } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { SmartLink } from '../../ui/SmartLink.tsx';
import { Container, eyebrowText, plainBandSpace } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

/** A calendar date of the content (YYYY-MM-DD), written out; in UTC, so server and browser agree on the day. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const showDate = (iso: string): string => longDate.format(new Date(`${iso}T00:00:00Z`));

/** A printed policy is the document alone: the site's menus, footer and the document's own navigation stay on screen. */
const PrintStyle = createGlobalStyle`
  @media print {
    #root header:not(main *), #root footer:not(main *), #root > a[href='#main'], [data-document-screen-only] { display: none !important; }
    html, body { background: #fff !important; color: #000 !important; }
    [data-document] { color: #000; font-size: 11pt; }
    [data-document] a { color: #000; }
    [data-document] h2 { break-after: avoid; }
    [data-document] section { break-inside: avoid-page; }
  }
`;

const Band = styled.div`
  ${plainBandSpace}
`;

/* On phones the dates come first, then the contents; from tablets up the contents stand beside both. */
const Layout = styled.div`
  display: grid;
  grid-template-areas: 'dates' 'toc' 'body';
  row-gap: ${space.xl};

  ${media.md} {
    grid-template-areas: 'toc dates' 'toc body';
    grid-template-columns: minmax(14rem, 1fr) minmax(0, 2.6fr);
    grid-template-rows: auto 1fr;
    row-gap: 0;
    column-gap: clamp(3rem, 1rem + 5vw, 7rem);
    align-items: start;
  }

  @media print {
    display: block;
  }
`;

const Toc = styled.nav`
  grid-area: toc;
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};

  ${media.md} {
    position: sticky;
    top: calc(${layout.headerHeight} + ${space.lg});
    max-height: calc(100vh - ${layout.headerHeight} - ${space.xl});
    overflow-y: auto;
  }
`;

const TocTitle = styled.h2`
  font-family: ${font.body};
  ${eyebrowText}
  margin-bottom: ${space.md};
`;

const TocList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.1rem;
  font-size: ${type.sm};

  a {
    display: grid;
    grid-template-columns: 1.8rem 1fr;
    padding-block: 0.35rem;
    color: ${color.textMuted};
    text-decoration: none;
    line-height: 1.4;

    &:hover {
      color: ${color.accentStrong};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  }
`;

const Body = styled.article`
  grid-area: body;
  /* About 70 characters a line: long legal text stays readable. */
  max-width: 42rem;
  color: ${color.textMuted};

  strong {
    color: ${color.text};
    font-weight: 600;
  }

  a {
    color: ${color.accentStrong};
    text-underline-offset: 0.2em;
  }
`;

const Dates = styled.p`
  grid-area: dates;
  max-width: 42rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 1.5rem;
  padding-bottom: ${space.lg};
  border-bottom: 1px solid ${color.line};
  font-size: ${type.sm};

  ${media.md} {
    margin-bottom: ${space.xl};
  }
  color: ${color.textMuted};

  span > time {
    color: ${color.text};
    font-weight: 600;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: 1em;
  margin-bottom: ${space.xl};
  font-size: ${type.lg};
  line-height: 1.6;
  color: ${color.text};
`;

const Sections = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: clamp(2.5rem, 2rem + 1.5vw, 3.5rem);
`;

const SectionTitle = styled.h2`
  display: flex;
  gap: 0.6em;
  align-items: baseline;
  margin-bottom: ${space.md};
  font-size: ${type.xl};
  color: ${color.text};
`;

const Number = styled.span`
  font-size: 0.8em;
  color: ${color.accent};
  font-variant-numeric: lining-nums tabular-nums;
`;

const Paragraphs = styled.div`
  display: grid;
  gap: 1em;

  ul {
    margin: 0;
    padding-left: 1.2rem;
    display: grid;
    gap: 0.45em;
  }

  li::marker {
    color: ${color.accent};
  }
`;

const Related = styled.aside`
  margin-top: ${space.xxl};
  padding-top: ${space.xl};
  border-top: 1px solid ${color.line};
`;

const RelatedTitle = styled.h2`
  font-size: ${type.xl};
  color: ${color.text};
  margin-bottom: ${space.lg};
`;

const Cards = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${space.md};

  ${media.sm} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }
`;

const Card = styled(SmartLink)`
  display: grid;
  align-content: start;
  gap: ${space.sm};
  height: 100%;
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};
  text-decoration: none;
  transition: border-color 250ms ease;

  &:hover {
    border-color: ${color.accent};
  }

  &&& {
    color: ${color.textMuted};
    font-size: ${type.sm};
    line-height: 1.55;
  }
`;

const CardTitle = styled.span`
  font-family: ${font.display};
  font-size: ${type.lg};
  color: ${color.text};

  &::after {
    content: ' →';
    color: ${color.accent};
  }
`;

/** A policy or other long document: dates, contents, numbered sections with anchors, related documents. */
export function Document({ block }: BlockProps<'document'>) {
  const baseId = block.id ?? 'document';
  const tocId = `${baseId}-contents`;
  return (
    <Band id={block.id} data-document="">
      <PrintStyle />
      <Container>
        <Layout>
          <Dates>
            <span>
              Effective <time dateTime={block.effective}>{showDate(block.effective)}</time>
            </span>
            {block.updated && (
              <span>
                Last updated <time dateTime={block.updated}>{showDate(block.updated)}</time>
              </span>
            )}
          </Dates>
          <Toc aria-labelledby={tocId} data-document-screen-only="">
            <TocTitle id={tocId}>{block.contentsTitle ?? 'Contents'}</TocTitle>
            <TocList>
              {block.sections.map((section, i) => (
                <li key={section.id}>
                  <SmartLink href={`#${section.id}`}>
                    <span aria-hidden="true">{i + 1}.</span>
                    <span>{section.title}</span>
                  </SmartLink>
                </li>
              ))}
            </TocList>
          </Toc>
          <Body>
            {block.intro && block.intro.length > 0 && (
              <Intro>
                {block.intro.map((paragraph, i) => (
                  <p key={i}>
                    <RichText text={paragraph} />
                  </p>
                ))}
              </Intro>
            )}
            <Sections>
              {block.sections.map((section, i) => (
                <li key={section.id}>
                  <section id={section.id} aria-labelledby={`${section.id}-title`}>
                    <SectionTitle id={`${section.id}-title`}>
                      <Number>{i + 1}.</Number>
                      <span>{section.title}</span>
                    </SectionTitle>
                    <Paragraphs>
                      {section.paragraphs.map((paragraph, p) => (
                        <p key={p}>
                          <RichText text={paragraph} />
                        </p>
                      ))}
                      {section.list && (
                        <ul>
                          {section.list.map((item, l) => (
                            <li key={l}>
                              <RichText text={item} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </Paragraphs>
                  </section>
                </li>
              ))}
            </Sections>
            {block.related && (
              <Related aria-labelledby={`${baseId}-related`} data-document-screen-only="">
                <RelatedTitle id={`${baseId}-related`}>{block.related.title}</RelatedTitle>
                <Cards>
                  {block.related.cards.map((card) => (
                    <li key={card.href}>
                      <Card href={card.href}>
                        <CardTitle>{card.title}</CardTitle>
                        <span>{card.text}</span>
                      </Card>
                    </li>
                  ))}
                </Cards>
              </Related>
            )}
          </Body>
        </Layout>
      </Container>
    </Band>
  );
}
