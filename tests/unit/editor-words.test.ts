/**
 * The words the editor's form shows for the schemas: every field's name, every list's item, every kind of
 * block, in the words of the people who edit the site. A name of the code ("Href", "Eyebrow", "Nav item"), a
 * file name, a JSON path or a command is a schema without its title for people.
 */
import { describe, expect, it } from 'vitest';
import { itemLabelOf, kindOf, titleOf } from '../../src/editor/form/labels.ts';
import { branches, resolved, schemas, type Schema } from '../../src/editor/schema.ts';
import { SITE_SETTINGS, fileName } from '../../src/editor/file-names.ts';

/** The schemas whose fields are for developers, and say so on the list of content. */
const FOR_DEVELOPERS = new Set(['budgets.schema.json']);

/** Names of the code that a label in words never is: property names the schemas used to show as they are. */
const CODE_WORDS = /^(?:Href|Eyebrow|Src|Alt|Id|Ids|Kb|Cta|Nav item|Nav dropdown item|Rich text|Hover copy|Url)\b/i;

/** What gives a label away as the code's: a file, a JSON path or value, a command, a name in camelCase. */
const CODE_SIGNS: [RegExp, string][] = [
  [/\.json\b|\b(?:content|schemas|public)\//, 'a file name or path'],
  [/\b[a-z]+\[\d+\]|\b[a-z]+\.[a-z]+[A-Z]\w*/, 'a JSON path'],
  [/[{}]/, 'JSON'],
  [/\bnpm\b|\bnpx\b/, 'a command'],
  [/\b[a-z]+[A-Z][a-z]+/, 'a name in camelCase'],
];

/** Every label the form can show for a schema and those inside it, each with where it comes from. */
function labelsOf(root: Schema, rootId: string): [string, string][] {
  const labels: [string, string][] = [];
  const seen = new Set<Schema>();
  const walk = (schema: Schema, from: string, where: string): void => {
    const { schema: s, id } = resolved(schema, from);
    if (seen.has(s)) return;
    seen.add(s);
    if (s.oneOf)
      for (const branch of branches(s, id)) {
        labels.push([kindOf(s, id, { type: branch.tag }) ?? '', `${where} (a kind)`]);
        walk(branch.schema, branch.id, `${where}/${branch.tag}`);
      }
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      if (name === '$schema' || name === 'type') continue;
      labels.push([titleOf(property, name), `${where}/${name}`]);
      walk(property, id, `${where}/${name}`);
    }
    if (typeof s.additionalProperties === 'object') walk(s.additionalProperties, id, `${where}/*`);
    if (s.items) {
      labels.push([itemLabelOf(resolved(s.items, id).schema, where.split('/').at(-1)), `${where}[]`]);
      walk(s.items, id, `${where}[]`);
    }
  };
  walk(root, rootId, rootId);
  return labels;
}

const contentSchemas = [...schemas].filter(
  ([id]) => !id.startsWith('defs/') && !id.startsWith('blocks/') && !FOR_DEVELOPERS.has(id),
);

describe('the form’s words', () => {
  it.each(contentSchemas.map(([id, schema]) => [id, schema] as const))('%s: every label is in words', (id, schema) => {
    const wrong = labelsOf(schema, id).flatMap(([label, where]) => {
      if (CODE_WORDS.test(label)) return [`${where}: "${label}" is a name of the code`];
      const sign = CODE_SIGNS.find(([pattern]) => pattern.test(label));
      return sign ? [`${where}: "${label}" holds ${sign[1]}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('finds labels of the code where a schema gives none, so that the check above can fail', () => {
    const bare: Schema = { type: 'object', properties: { href: { type: 'string' }, hoverCopy: { type: 'string' } } };
    expect(labelsOf(bare, 'bare.schema.json').map(([label]) => label)).toEqual(['Href', 'Hover copy']);
    expect(CODE_WORDS.test('Href') && CODE_WORDS.test('Hover copy')).toBe(true);
  });

  it('names the site-wide settings and the pages in words, never by their files', () => {
    expect(fileName('content/site.json', null)).toBe(SITE_SETTINGS);
    expect(fileName('content/pages/our-story.json', null)).toBe('Our story');
    const listing = { pages: [{ id: 'our-story', file: 'content/pages/our-story.json', title: 'Our Story | Halcyon Voyages' }] };
    expect(fileName('content/pages/our-story.json', listing as never)).toBe('Our Story');
    for (const file of ['content/routes.json', 'content/data/rooms.json', 'content/frames/partner.json'])
      expect(fileName(file, null)).not.toMatch(/\.json|\//);
  });
});
