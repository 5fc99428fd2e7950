import { Helmet } from 'react-helmet-async';
import type { FaqBlock, JournalArticle, Page } from '../generated/content.ts';
import { parseRichText } from '../content/rich-text.ts';
import { absoluteUrl, site } from '../content/site.ts';
import { jsonInScript } from '../runtime/json-in-script.ts';

/** The language of every page, on <html> (index.html says the same for the prerendered page). */
export const SITE_LANGUAGE = 'en';

const BRAND_SUFFIX = ` | ${site.brand.name}`;

/** The site's one title template: a title of the form "<topic> | … | {brand}" gives its topic, the brand comes from here. */
export const TITLE_TEMPLATE = `%s${BRAND_SUFFIX}`;

/**
 * The title a page gives Helmet and the template that completes it. A title that does not end with the
 * brand (the spec words some, "Private Luxury Safaris | Kenya, …") is shown as written, with a template
 * that adds nothing.
 */
export function titleParts(title: string): { topic: string; template: string } {
  return title.endsWith(BRAND_SUFFIX) && title.length > BRAND_SUFFIX.length
    ? { topic: title.slice(0, -BRAND_SUFFIX.length), template: TITLE_TEMPLATE }
    : { topic: title, template: '%s' };
}

const plainText = (text: string): string =>
  parseRichText(text)
    .map((part) => part.text)
    .join('');

/** What a page's head is made from: the page as shown, and the entry a collection route's page shows. */
export interface Shown {
  page: Pick<Page, 'title' | 'description' | 'blocks' | 'structuredData'>;
  entry?: object;
  canonicalPath: string | null;
}

/** schema.org data derived from the page's own blocks, so it can never disagree with what is shown. */
function faqPage({ page }: Shown) {
  const questions = page.blocks.filter((b): b is FaqBlock => b.type === 'faq').flatMap((b) => b.sections.flatMap((s) => s.items));
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(q.answer) },
    })),
  };
}

/** The article a journal entry's page shows, from the entry's own fields (schemas/collections/journal.schema.json). */
function blogPosting({ entry, canonicalPath }: Shown) {
  if (!entry) return undefined;
  const article = entry as Partial<JournalArticle>;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    author: { '@type': 'Organization', name: article.author },
    publisher: { '@type': 'Organization', name: site.brand.name, url: absoluteUrl('/') },
    ...(article.image && { image: absoluteUrl(article.image.src) }),
    ...(canonicalPath !== null && { mainEntityOfPage: absoluteUrl(canonicalPath) }),
  };
}

const builders = { 'faq-page': faqPage, 'blog-posting': blogPosting } satisfies Record<
  NonNullable<Page['structuredData']>[number],
  (shown: Shown) => object | undefined
>;

/**
 * The page's meta elements, keyed by the name or property each sets: one record, so the page and its
 * blocks can add to it but never say one thing twice.
 */
function metaOf(shown: Shown): Record<string, string> {
  const { title, description } = shown.page;
  return {
    description,
    ...(shown.canonicalPath === null && { robots: 'noindex' }),
    'og:site_name': site.brand.name,
    'og:type': shown.entry ? 'article' : 'website',
    'og:title': title,
    'og:description': description,
    ...(shown.canonicalPath !== null && { 'og:url': absoluteUrl(shown.canonicalPath) }),
    'twitter:card': 'summary',
  };
}

const isOpenGraph = (key: string): boolean => key.startsWith('og:');

/**
 * Everything a page puts in <head>, through one Helmet: its title (through the site's template), meta
 * description, Open Graph and Twitter cards, canonical link, feed, and structured data. One Helmet per
 * page, because the prerender draws each Helmet alone: two would each write their own tags there.
 */
export function PageHead({ feed, ...shown }: Shown & { feed?: { title: string; path: string } }) {
  const { topic, template } = titleParts(shown.page.title);
  const structuredData = [...new Set(shown.page.structuredData)].flatMap((kind) => builders[kind](shown) ?? []);
  return (
    <Helmet titleTemplate={template} defaultTitle={site.brand.name}>
      <title>{topic}</title>
      {Object.entries(metaOf(shown)).map(([key, content]) =>
        isOpenGraph(key) ? <meta key={key} property={key} content={content} /> : <meta key={key} name={key} content={content} />,
      )}
      {shown.canonicalPath !== null && <link rel="canonical" href={absoluteUrl(shown.canonicalPath)} />}
      {feed && <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.path} />}
      {structuredData.map((data, i) => (
        // Serialised data, not content markup.
        <script key={i} type="application/ld+json">
          {jsonInScript(data)}
        </script>
      ))}
    </Helmet>
  );
}

/**
 * What every page's <html> carries while the app runs, kept by the frame: React does not manage <html>,
 * and a page's own Helmet is gone for a moment between two pages.
 */
export function SiteHead() {
  return <Helmet htmlAttributes={{ lang: SITE_LANGUAGE }} />;
}
