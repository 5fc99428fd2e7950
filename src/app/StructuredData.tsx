import type { FaqBlock, JournalArticle, Page } from '../generated/content.ts';
import { parseRichText } from '../content/rich-text.ts';
import { absoluteUrl, site } from '../content/site.ts';
import { jsonInScript } from '../runtime/json-in-script.ts';

const plainText = (text: string): string =>
  parseRichText(text)
    .map((part) => part.text)
    .join('');

/** What a page's structured data is made from: the page as shown, and the entry a collection route's page shows. */
interface Shown {
  page: Page;
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

export function StructuredData(shown: Shown) {
  return (
    <>
      {(shown.page.structuredData ?? []).map((kind) => {
        const data = builders[kind](shown);
        return (
          data && (
            <script
              key={kind}
              type="application/ld+json"
              // Serialised data, not content markup.
              dangerouslySetInnerHTML={{ __html: jsonInScript(data) }}
            />
          )
        );
      })}
    </>
  );
}
