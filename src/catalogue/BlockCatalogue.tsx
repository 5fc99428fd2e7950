import { Fragment, Suspense, useState } from 'react';
import styled from 'styled-components';
import { BlockBoundary } from '../blocks/BlockBoundary.tsx';
import { blockRegistry } from '../blocks/registry.ts';
import type { BlockProps, BlockType } from '../blocks/types.ts';
import type { Block } from '../generated/content.ts';
import { findNamedEntry, queryCollection, type NamedEntry } from '../content/collections.ts';
import { RouteEntryContext } from '../content/route-entry.ts';
import { site } from '../content/site.ts';
import { PageHead, type Shown } from '../app/PageHead.tsx';
import { color, colorVariables, font, layout, palettes, radius, space, type } from '../theme/tokens.ts';
import { Container } from '../ui/Section.tsx';
import { catalogue, type CatalogueEntry } from './schemas.ts';

const Intro = styled.header`
  padding-block: calc(${layout.headerHeight} + ${space.xl}) ${space.xl};
  h1 {
    font-size: ${type.xxl};
  }
  p {
    margin-top: ${space.md};
    max-width: 46rem;
    color: ${color.textMuted};
  }
`;

const Contents = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm} ${space.lg};
  margin-top: ${space.lg};
  padding: 0;
  list-style: none;
  font-family: ${font.body};
`;

const TypeSection = styled.section`
  padding-block: ${space.xl};
  border-top: 1px solid ${color.line};
`;

/*
 * The type's own documentation. Its heading rules stay inside it: on the section they also reached the
 * headings of the rendered examples below, whose titles then looked unlike the same block on a page.
 */
const TypeDoc = styled(Container)`
  h2 {
    font-size: ${type.xl};
  }
  h2 + p {
    margin-top: ${space.sm};
    max-width: 46rem;
  }
  h3 {
    margin-top: ${space.lg};
    font-family: ${font.body};
    font-size: ${type.sm};
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }
`;

const Fields = styled.table`
  width: 100%;
  margin-top: ${space.md};
  border-collapse: collapse;
  font-size: ${type.sm};
  th,
  td {
    padding: ${space.sm} ${space.md} ${space.sm} 0;
    border-bottom: 1px solid ${color.line};
    text-align: left;
    vertical-align: top;
  }
  /*
   * A long word of a description breaks inside its cell rather than widening the table past a phone's
   * screen. Not the names: breaking anywhere lets the table squeeze their column to a few letters, so
   * they break only between their words (FieldName).
   */
  td:last-child {
    overflow-wrap: anywhere;
  }
  code {
    font-size: 0.95em;
  }
`;

/** One rendering of an example in a fixed theme, whatever the page's own theme is. */
const ThemeFrame = styled.figure<{ $theme: 'light' | 'dark' }>`
  ${({ $theme }) => colorVariables(palettes[$theme])}
  color-scheme: ${({ $theme }) => $theme};
  margin: ${space.md} 0 0;
  background: ${color.bg};
  color: ${color.text};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  overflow: hidden;
  > figcaption {
    padding: ${space.sm} ${space.md};
    font-family: ${font.body};
    font-size: ${type.xs};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${color.textMuted};
    border-bottom: 1px solid ${color.line};
  }
`;

const Code = styled.pre`
  margin: ${space.md} 0 0;
  padding: ${space.md};
  max-height: 24rem;
  overflow: auto;
  background: ${color.surfaceTinted};
  border-radius: ${radius.md};
  font-size: ${type.xs};
  line-height: 1.5;
  /* Long lines wrap, indented as they are, instead of running out of sight on a phone. */
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const CopyButton = styled.button`
  margin-top: ${space.sm};
  padding: ${space.sm} ${space.md};
  font: inherit;
  font-size: ${type.sm};
  color: ${color.text};
  background: transparent;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/** A field's name, which may break only before each capital and after each dot: "payAt<wbr>Property". */
function FieldName({ name }: { name: string }) {
  return (
    <code>
      {name.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=\.)/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/**
 * The entry a block that shows its page's entry (room-detail on /apartments/3) is shown with here: the
 * first of the collection it names. Without one it renders nothing, as on a page that is not that
 * collection's route.
 */
function exampleEntry(block: Block): NamedEntry | null {
  if (!('collection' in block) || typeof block.collection !== 'string') return null;
  const [first] = queryCollection({ collection: block.collection, limit: 1 });
  return (first && findNamedEntry(block.collection, first.id)) ?? null;
}

/** An example's JSON, ready to paste into a page's `blocks`, with a button that copies it. */
function ExampleJson({ block }: { block: Block }) {
  const json = JSON.stringify(block, null, 2);
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Code tabIndex={0} aria-label={`JSON of the ${block.type} example`}>
        <code>{json}</code>
      </Code>
      <CopyButton
        type="button"
        onClick={() => void navigator.clipboard.writeText(json).then(() => setCopied(true))}
        aria-live="polite"
      >
        {copied ? 'Copied' : 'Copy JSON'}
      </CopyButton>
    </>
  );
}

/**
 * Renders an example as a page would, but never as the page's first block (which holds the page's h1),
 * and without its anchor id, which would be repeated by the second theme's copy.
 */
function Example({ block, theme }: { block: Block; theme: 'light' | 'dark' }) {
  const Component = blockRegistry[block.type] as React.ComponentType<BlockProps<BlockType>>;
  const rendered = { ...block, id: undefined } as Block;
  return (
    <ThemeFrame $theme={theme}>
      <figcaption>{theme === 'light' ? 'Light theme' : 'Dark theme'}</figcaption>
      <RouteEntryContext value={exampleEntry(block)}>
        <BlockBoundary type={block.type} index={1}>
          <Suspense>
            <Component block={rendered as never} index={1} />
          </Suspense>
        </BlockBoundary>
      </RouteEntryContext>
    </ThemeFrame>
  );
}

function BlockType({ entry }: { entry: CatalogueEntry }) {
  return (
    <TypeSection id={`block-${entry.type}`} aria-labelledby={`block-${entry.type}-heading`}>
      <TypeDoc>
        <h2 id={`block-${entry.type}-heading`}>
          <code>{entry.type}</code>
        </h2>
        <p>{entry.description}</p>
        <h3>Fields</h3>
        <Fields>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Required</th>
              <th scope="col">What it is</th>
            </tr>
          </thead>
          <tbody>
            {entry.fields.map((field) => (
              <tr key={field.name}>
                <td>
                  <FieldName name={field.name} />
                </td>
                <td>{field.required ? 'required' : 'optional'}</td>
                <td>{field.description}</td>
              </tr>
            ))}
          </tbody>
        </Fields>
        {entry.examples.map((example, i) => (
          <div key={i}>
            <h3>{entry.examples.length > 1 ? `Example ${i + 1}` : 'Example'}</h3>
            <ExampleJson block={example} />
          </div>
        ))}
      </TypeDoc>
      {entry.examples.map((example, i) => (
        <div key={i}>
          <Example block={example} theme="light" />
          <Example block={example} theme="dark" />
        </div>
      ))}
    </TypeSection>
  );
}

const CATALOGUE_HEAD: Shown['page'] = {
  title: `Block catalogue | ${site.brand.name}`,
  description: 'Every block type a page can use, with its fields and examples.',
  blocks: [],
};

/** Every block type of the site, each with its fields and its examples rendered in both themes. */
export function BlockCatalogue() {
  return (
    <>
      <PageHead page={CATALOGUE_HEAD} canonicalPath={null} />
      <Intro>
        <Container>
          <h1>Block catalogue</h1>
          <p>
            Every block a page can use, made from the schemas in schemas/blocks/. Copy an example’s JSON into a page’s “blocks”
            list and change the words; npm run validate checks the result.
          </p>
          <nav aria-label="Block types">
            <Contents>
              {catalogue.map((entry) => (
                <li key={entry.type}>
                  <a href={`#block-${entry.type}`}>{entry.type}</a>
                </li>
              ))}
            </Contents>
          </nav>
        </Container>
      </Intro>
      {catalogue.map((entry) => (
        <BlockType key={entry.type} entry={entry} />
      ))}
    </>
  );
}
