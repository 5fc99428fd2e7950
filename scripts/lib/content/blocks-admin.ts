/**
 * The chore behind `npm run new-block`: every piece a block type is made of (schema, page schema,
 * component, registry entry, fixtures, generated types), written together or not at all.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ArrayNode, ObjectNode } from '@humanwhocodes/momoa';
import { format, resolveConfig } from 'prettier';
import { blockComponentName } from '../../../src/blocks/names.ts';
import { writeGenerated } from './types.ts';
import { member, parseJsonText } from './json-edit.ts';
import { ContentChoreError } from './pages-admin.ts';
import {
  contentDir,
  generatedCollectionIdsFile,
  generatedCollectionsFile,
  generatedTypesFile,
  projectRoot,
  publicDir,
  relative,
  schemasDir,
} from '../paths.ts';
import { formatProblem, validatePageFile } from './validate/index.ts';
import { writeAtomic } from '../write-atomic.ts';

/** Words of lowercase letters and digits, each starting with a letter, so that the PascalCase name is an identifier. */
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*$/;

const blocksSrc = path.join(projectRoot, 'src/blocks');
const pageSchemaFile = path.join(schemasDir, 'page.schema.json');
const registryFile = path.join(blocksSrc, 'registry.ts');
const REGISTRY_END = '} satisfies BlockRegistry;';

export interface NewBlock {
  type: string;
  component: string;
  /** Project-relative, in the order a person fills them in. */
  schema: string;
  componentFile: string;
  fixtures: string;
}

/** Why `type` cannot be a new block type, or null. Reads only. */
function refusal(type: string): string | null {
  if (!KEBAB.test(type)) {
    return `"${type}" is not kebab-case: use lowercase words of letters and digits joined by hyphens, each word starting with a letter, such as quote-wall.`;
  }
  const pageSchema = readFileSync(pageSchemaFile, 'utf8');
  if (
    existsSync(path.join(schemasDir, 'blocks', `${type}.schema.json`)) ||
    pageSchema.includes(`"blocks/${type}.schema.json"`) ||
    readFileSync(registryFile, 'utf8').includes(`lazyBlock('${type}'`) ||
    existsSync(path.join(projectRoot, 'tests/fixtures/blocks', type))
  ) {
    return `"${type}" is a block type already: choose another name.`;
  }
  const component = blockComponentName(type);
  // Compared without case: on macOS and Windows QuoteWall and Quotewall are one folder.
  const taken = readdirSync(blocksSrc).find((entry) => entry.replace(/\.tsx?$/, '').toLowerCase() === component.toLowerCase());
  if (taken)
    return `"${type}" would be the component ${component}, which collides with src/blocks/${taken}: choose another name.`;
  if (new RegExp(`^export (interface|type) ${component}Block\\b`, 'm').test(readFileSync(generatedTypesFile, 'utf8'))) {
    return `"${type}" would be the type ${component}Block, which src/generated/content.ts declares already: choose another name.`;
  }
  return null;
}

/** The files written so far and what the changed ones held before, so that a failure can take everything back. */
class Changes {
  private readonly created: string[] = [];
  private readonly before = new Map<string, string>();

  /** Remembers a file's content before something else (npm run types) may write it. */
  keep(file: string): void {
    if (this.before.has(file) || this.created.includes(file)) return;
    if (existsSync(file)) this.before.set(file, readFileSync(file, 'utf8'));
    else this.created.push(file);
  }

  write(file: string, text: string): void {
    this.keep(file);
    writeAtomic(file, text);
  }

  undo(): void {
    for (const file of this.created) rmSync(file, { force: true });
    for (const [file, text] of this.before) writeAtomic(file, text);
  }
}

async function formatted(file: string, text: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(text, { ...options, filepath: file });
}

/** A starting point every block type can grow from: a heading over a list of titled paragraphs. */
function schemaOf(type: string, component: string): object {
  const example = {
    type,
    heading: { eyebrow: 'An eyebrow', title: `The ${type} block's heading` },
    items: [
      { title: 'The first entry', text: 'What the first entry says. **Bold**, *italic* and [links](/contact) are allowed.' },
      { title: 'The second entry', text: 'What the second entry says.' },
    ],
  };
  const description = `Describe what a ${type} block shows and when a page uses it.`;
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `blocks/${type}.schema.json`,
    title: `${component}Block`,
    description,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'heading', 'items'],
    properties: {
      type: { description: 'Block type.', const: type },
      id: { $ref: '../defs/anchor-id.schema.json' },
      heading: { $ref: '../defs/section-heading.schema.json' },
      items: {
        description: 'The entries of the block, in the order shown.',
        type: 'array',
        minItems: 1,
        items: {
          title: `${component}Item`,
          type: 'object',
          additionalProperties: false,
          required: ['title', 'text'],
          properties: {
            title: { description: "The entry's title, in a few words.", type: 'string', minLength: 1 },
            text: { description: 'What the entry says.', $ref: '../defs/rich-text.schema.json' },
          },
        },
      },
    },
    examples: [example],
    defaultSnippets: [{ label: `${type} block`, description, body: example }],
  };
}

const componentOf = (type: string, component: string): string => `import styled from 'styled-components';
import { color, font, space, type } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

const List = styled.ul\`
  display: grid;
  gap: \${space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
\`;

const Item = styled.li\`
  padding-top: \${space.md};
  border-top: 1px solid \${color.line};
\`;

// Under the section's h2, so the page's outline stays whole.
const Title = styled.h3\`
  margin: 0 0 \${space.sm};
  font-family: \${font.display};
  font-size: \${type.xl};
\`;

const Text = styled.p\`
  margin: 0;
  color: \${color.textMuted};
\`;

/** A ${type} block: its heading, then each entry's title and text. */
export function ${component}({ block }: BlockProps<'${type}'>) {
  return (
    <Section id={block.id} heading={block.heading}>
      <List>
        {block.items.map((item) => (
          <Item key={item.title}>
            <Title>{item.title}</Title>
            <Text>
              <RichText text={item.text} />
            </Text>
          </Item>
        ))}
      </List>
    </Section>
  );
}
`;

const fixturePage = (type: string, block: unknown): object => ({
  $schema: '../../../../schemas/page.schema.json',
  title: `A page with a ${type} block | Halcyon Voyages`,
  description: `A page that shows one ${type} block, as the tests of the content gate read it: every field filled in as a page would.`,
  blocks: [block],
});

/** The page schema with one more `$ref` at the end of its list of blocks, the rest of the file as it was. */
function withBlockRef(text: string, type: string): string {
  const list = ['properties', 'blocks', 'items', 'oneOf'].reduce<ObjectNode | ArrayNode | undefined>(
    (node, name) => (node?.type === 'Object' ? (member(node, name)?.value as ObjectNode | ArrayNode) : undefined),
    parseJsonText(text).body as ObjectNode,
  );
  const last = list?.type === 'Array' ? list.elements.at(-1)?.value : undefined;
  if (!last) throw new Error('schemas/page.schema.json lists no block types.');
  const indent = ' '.repeat(last.loc.start.column - 1);
  const entry = `{\n${indent}  "$ref": "blocks/${type}.schema.json"\n${indent}}`;
  return `${text.slice(0, last.loc.end.offset)},\n${indent}${entry}${text.slice(last.loc.end.offset)}`;
}

function withRegistryEntry(text: string, type: string, component: string): string {
  const at = text.lastIndexOf(REGISTRY_END);
  if (at < 0) throw new Error(`src/blocks/registry.ts has no "${REGISTRY_END}" to add the block before.`);
  const key = type.includes('-') ? `'${type}'` : type;
  const entry = `  ${key}: lazyBlock('${type}', () => import('./${component}/${component}.tsx')),\n`;
  return text.slice(0, at) + entry + text.slice(at);
}

/**
 * Adds the block type `type`. Refuses (ContentChoreError, nothing written) a name that is not
 * kebab-case, a type that exists or a component name that is taken; any later failure removes what
 * was written and is thrown again.
 */
export async function newBlock(type: string): Promise<NewBlock> {
  const refused = refusal(type);
  if (refused) throw new ContentChoreError(refused);
  const component = blockComponentName(type);
  const schemaFile = path.join(schemasDir, 'blocks', `${type}.schema.json`);
  const componentFile = path.join(blocksSrc, component, `${component}.tsx`);
  const fixtureDir = path.join(projectRoot, 'tests/fixtures/blocks', type);
  const changes = new Changes();
  const write = async (file: string, text: string) => changes.write(file, await formatted(file, text));
  try {
    const schema = schemaOf(type, component) as { examples: { items: object[] }[] };
    await write(schemaFile, JSON.stringify(schema));
    await write(pageSchemaFile, withBlockRef(readFileSync(pageSchemaFile, 'utf8'), type));
    await write(componentFile, componentOf(type, component));
    await write(registryFile, withRegistryEntry(readFileSync(registryFile, 'utf8'), type, component));

    // The invalid fixture leaves out a required field, so the gate must name it at its place.
    const [example] = schema.examples;
    const [first, ...rest] = example.items as { title: string; text: string }[];
    const broken = { ...example, items: [{ title: first.title }, ...rest] };
    await write(path.join(fixtureDir, 'valid.json'), JSON.stringify(fixturePage(type, example)));
    await write(path.join(fixtureDir, 'invalid.json'), JSON.stringify(fixturePage(type, broken)));
    const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
    const validProblems = validatePageFile(roots, path.join(fixtureDir, 'valid.json')).map(formatProblem);
    if (validProblems.length > 0) throw new Error(`The example does not validate:\n${validProblems.join('\n')}`);
    const problems = validatePageFile(roots, path.join(fixtureDir, 'invalid.json'));
    if (problems.length !== 1) throw new Error(`The invalid fixture gives ${problems.length} problems instead of one.`);
    const [{ line, column, path: at, message }] = problems;
    await write(path.join(fixtureDir, 'invalid.expected.json'), JSON.stringify({ line, column, path: at, message }));

    for (const file of [generatedTypesFile, generatedCollectionsFile, generatedCollectionIdsFile]) changes.keep(file);
    await writeGenerated();
  } catch (error) {
    changes.undo();
    rmSync(path.dirname(componentFile), { recursive: true, force: true });
    rmSync(fixtureDir, { recursive: true, force: true });
    throw error;
  }
  return {
    type,
    component,
    schema: relative(schemaFile),
    componentFile: relative(componentFile),
    fixtures: relative(fixtureDir),
  };
}
