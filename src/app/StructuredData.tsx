import type { FaqBlock, Page } from '../generated/content.ts';
import { parseRichText } from '../content/rich-text.ts';

const plainText = (text: string): string =>
  parseRichText(text)
    .map((part) => part.text)
    .join('');

/** schema.org data derived from the page's own blocks, so it can never disagree with what is shown. */
function faqPage(page: Page) {
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

const builders = { 'faq-page': faqPage } satisfies Record<NonNullable<Page['structuredData']>[number], (p: Page) => object>;

export function StructuredData({ page }: { page: Page }) {
  return (
    <>
      {(page.structuredData ?? []).map((kind) => (
        <script
          key={kind}
          type="application/ld+json"
          // Serialised data, not content markup: "<" is escaped so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(builders[kind](page)).replace(/</g, '\\u003c') }}
        />
      ))}
    </>
  );
}
