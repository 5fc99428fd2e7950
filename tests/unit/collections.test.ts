import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { describeIds, formatProblem, validateContent, type Problem } from '../../scripts/lib/content/validate/index.ts';
import { generateCollectionIndex } from '../../scripts/lib/content/types.ts';
import { queryCollection } from '../../src/content/collections.ts';
import { frames } from '../../src/content/frames.ts';
import { fillPlaceholders } from '../../src/content/placeholders.ts';
import { canonicalPaths, notFoundProbes, resolvePath, servedPaths } from '../../src/content/manifest.ts';

/** The fields of a problem beside its place and words: its kind, and where the kind is explained. */
const problemFields = (code: string) => ({
  code,
  severity: 'error',
  docs: `docs/content-errors.md#${code}`,
  pointer: expect.any(String),
  endLine: expect.any(Number),
  endColumn: expect.any(Number),
  fix: expect.any(String),
});

/** 1-based line and column of the first occurrence of `needle` in `text`. */
function locate(text: string, needle: string): { line: number; column: number } {
  const offset = text.indexOf(needle);
  if (offset < 0) throw new Error(`${needle} not in text`);
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/** A copy of the site's content and schemas, changed by `edit`, and its problems. */
function validateCopy(edit: (dirs: { content: string; schemas: string }) => void): Problem[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'collections-'));
  const content = path.join(dir, 'content');
  const schemas = path.join(dir, 'schemas');
  cpSync(contentDir, content, { recursive: true });
  cpSync(schemasDir, schemas, { recursive: true });
  edit({ content, schemas });
  return validateContent({ content, schemas, public: publicDir }).problems;
}

const editJson = (file: string, change: (data: Record<string, unknown>) => void): string => {
  const data = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(data);
  const text = JSON.stringify(data, null, 2);
  writeFileSync(file, text);
  return text;
};

describe('collections', () => {
  it('the rooms of the demo are the six of the spec', () => {
    const rooms = JSON.parse(readFileSync(path.join(contentDir, 'data/rooms.json'), 'utf8')).entries as {
      id: string;
      name: string;
      price: number;
      capacity: number;
      size: number;
      location: string;
    }[];
    expect(rooms.map((r) => [r.id, r.name, r.price, r.capacity, r.size, r.location])).toEqual([
      ['1', 'Deluxe Sea View Suite', 180, 2, 45, 'Beachfront'],
      ['2', 'Premium Family Apartment', 250, 4, 75, 'Second row'],
      ['3', 'Executive Beach Studio', 150, 2, 35, 'Beachfront'],
      ['4', 'Luxury Penthouse Suite', 350, 4, 90, 'Beachfront'],
      ['5', 'Classic Double Room', 120, 2, 28, 'Hotel building'],
      ['6', 'Garden View Apartment', 160, 3, 55, 'Garden area'],
    ]);
  });

  it('the site content has no problems', () => {
    expect(validateContent({ content: contentDir, schemas: schemasDir, public: publicDir }).problems.map(formatProblem)).toEqual(
      [],
    );
  });

  it('names a room missing a required field by file, line and column', () => {
    let text = '';
    const problems = validateCopy(({ content }) => {
      text = editJson(path.join(content, 'data/rooms.json'), (data) => {
        delete (data.entries as Record<string, unknown>[])[2].price;
      });
    });
    // A missing field is reported at the start of the entry that lacks it.
    expect(problems).toContainEqual({
      ...problemFields('missing-property'),
      file: expect.stringMatching(/content\/data\/rooms\.json$/),
      line: locate(text, '"id": "3"').line - 1,
      column: 5,
      path: 'entries[2] › price',
      message: 'Add "price" (price per night in US dollars, a whole number).',
    });
  });

  it('refuses two rooms with one id', () => {
    const problems = validateCopy(({ content }) => {
      editJson(path.join(content, 'data/rooms.json'), (data) => {
        (data.entries as { id: string }[])[5].id = '2';
      });
    });
    expect(problems.map((p) => `${p.path}: ${p.message}`)).toContain(
      'entries[5] › id: another entry already has "id": "2". Ids must be unique.',
    );
  });

  it('a collection is found by its file: the generated index imports each file of content/data, typed by its schema', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'collections-'));
    writeFileSync(path.join(dataDir, 'rooms.json'), '{"entries":[]}');
    writeFileSync(path.join(dataDir, 'travel-notes.json'), '{"entries":[]}');
    const index = generateCollectionIndex(dataDir);
    expect(index).toContain("import travelNotes from '../../content/data/travel-notes.json' with { type: 'json' };");
    expect(index).toContain("  'travel-notes': (travelNotes as Required<ContentDocuments>['travel-notes']).entries,");
    expect(index).toContain('  rooms: (rooms as Required<ContentDocuments>');
    expect(index.indexOf('rooms:')).toBeLessThan(index.indexOf("'travel-notes':"));
  });

  it('the committed index lists every collection of content/data', () => {
    expect(readFileSync(path.join(contentDir, '../src/generated/collections.ts'), 'utf8')).toBe(generateCollectionIndex());
  });

  it('refuses a collection without a schema', () => {
    const problems = validateCopy(({ content }) => {
      writeFileSync(path.join(content, 'data/suites.json'), '{ "entries": [] }');
    });
    expect(problems.map((p) => p.message)).toContain(
      'no schema describes this collection. Add schemas/collections/suites.schema.json.',
    );
  });

  it('a block naming a room that does not exist is refused with its place', () => {
    let text = '';
    const problems = validateCopy(({ content, schemas }) => {
      // A block type that names entries of a collection, added to a copy of the schemas.
      writeFileSync(
        path.join(schemas, 'blocks/room-test.schema.json'),
        JSON.stringify({
          $id: 'blocks/room-test.schema.json',
          type: 'object',
          additionalProperties: false,
          required: ['type', 'rooms'],
          properties: {
            type: { description: 'Block type.', const: 'room-test' },
            rooms: { $ref: '../defs/collection-query.schema.json' },
          },
        }),
      );
      editJson(path.join(schemas, 'page.schema.json'), (schema) => {
        const blocks = (schema.properties as { blocks: { items: { oneOf: unknown[] } } }).blocks;
        blocks.items.oneOf.push({ $ref: 'blocks/room-test.schema.json' });
      });
      text = editJson(path.join(content, 'pages/contact.json'), (page) => {
        (page.blocks as unknown[]).push({
          type: 'room-test',
          rooms: { collection: 'rooms', ids: ['1', '7'], sort: { by: 'prise' } },
        });
        (page.blocks as unknown[]).push({ type: 'room-test', rooms: { collection: 'romos' } });
      });
    });
    const mine = problems.filter((p) => p.file.endsWith('pages/contact.json'));
    expect(mine).toEqual([
      {
        ...problemFields('missing-entry'),
        block: expect.stringMatching(/^block \d+ \(/),
        file: expect.any(String),
        ...locate(text, '"7"'),
        path: expect.stringMatching(/rooms › ids\[1\]$/),
        message: 'room 7 does not exist; rooms are 1–6.',
      },
      {
        ...problemFields('unknown-field'),
        block: expect.stringMatching(/^block \d+ \(/),
        file: expect.any(String),
        ...locate(text, '"prise"'),
        path: expect.stringMatching(/rooms › sort › by$/),
        message: expect.stringMatching(/^"prise" is not a field of rooms\. Did you mean "price"\?/),
      },
      {
        ...problemFields('unknown-collection'),
        block: expect.stringMatching(/^block \d+ \(/),
        file: expect.any(String),
        ...locate(text, '"romos"'),
        path: expect.stringMatching(/rooms › collection$/),
        message: expect.stringMatching(
          /^collection "romos" does not exist: there is no content\/data\/romos\.json\. Did you mean "rooms"\?/,
        ),
      },
    ]);
  });

  it('says ids as a person would', () => {
    expect(describeIds(['1', '2', '3', '4', '5', '6'])).toBe('1–6');
    expect(describeIds(['1', '3', '4'])).toBe('1, 3, 4');
    expect(describeIds(['a', 'b'])).toBe('a, b');
  });
});

describe('collection routes', () => {
  const m = {
    routes: { '/': 'home', '/apartments': 'apartments' },
    aliases: {},
    planned: [],
    fallback: 'coming-soon',
    collectionRoutes: { '/apartments/:id': { collection: 'rooms', page: 'room', notFound: 'demo-not-found' } },
  };

  it('gives each room a page of its own', () => {
    expect(resolvePath('/apartments/3', m)).toEqual({
      kind: 'entry',
      pageId: 'room',
      canonicalPath: '/apartments/3',
      collection: 'rooms',
      id: '3',
    });
    expect(resolvePath('/apartments', m)).toMatchObject({ kind: 'route', pageId: 'apartments' });
  });

  it('answers an unknown id with the route’s not-found page', () => {
    expect(resolvePath('/apartments/7', m)).toEqual({
      kind: 'fallback',
      pageId: 'demo-not-found',
      canonicalPath: null,
      planned: false,
    });
    expect(resolvePath('/apartments/1/more', m)).toMatchObject({ kind: 'fallback', pageId: 'coming-soon' });
  });

  it('serves, lists in the sitemap and probes the not-found page of every room', () => {
    const rooms = ['1', '2', '3', '4', '5', '6'].map((id) => `/apartments/${id}`);
    expect(servedPaths(m)).toEqual(['/', '/apartments', ...rooms]);
    expect(canonicalPaths(m)).toEqual(['/', '/apartments', ...rooms]);
    expect(notFoundProbes(m)).toEqual([{ path: '/apartments/_not-found', folder: '/apartments' }]);
  });

  it('fills a page title with the entry’s fields', () => {
    expect(fillPlaceholders('{name} | {size} m², ${price}', { name: 'Classic Double Room', size: 28, price: 120 })).toBe(
      'Classic Double Room | 28 m², $120',
    );
    expect(fillPlaceholders('{nope}', { name: 'x' })).toBe('{nope}');
  });

  it('picks entries by id, filter, sort and limit', () => {
    const names = (q: Parameters<typeof queryCollection>[0]) => queryCollection(q).map((r) => r.id);
    expect(names({ collection: 'rooms', ids: ['3', '1'] })).toEqual(['3', '1']);
    expect(names({ collection: 'rooms', where: { field: 'location', equals: 'Beachfront' } })).toEqual(['1', '3', '4']);
    expect(names({ collection: 'rooms', sort: { by: 'price', order: 'descending' }, limit: 2 })).toEqual(['4', '2']);
    expect(names({ collection: 'nothing' })).toEqual([]);
  });

  it('a link to a room that does not exist says so', () => {
    let text = '';
    const problems = validateCopy(({ content }) => {
      text = editJson(path.join(content, 'pages/seabreeze-not-found.json'), (page) => {
        (page.blocks as { actions: { href: string }[] }[])[0].actions[1].href = '/apartments/7';
      });
    });
    expect(problems.filter((p) => p.file.endsWith('seabreeze-not-found.json'))).toEqual([
      {
        ...problemFields('missing-entry'),
        block: expect.stringMatching(/^block \d+ \(/),
        file: expect.any(String),
        ...locate(text, '"/apartments/7"'),
        path: 'blocks[0] (hero) › actions[1] › href',
        message: '"/apartments/7" leads nowhere: room 7 does not exist; rooms are 1–6.',
      },
    ]);
  });
});

describe('frames', () => {
  it('every file of content/frames is a frame, by its file name', () => {
    expect(Object.keys(frames)).toEqual(['seabreeze']);
    expect(frames.seabreeze?.brand).toBeDefined();
  });

  it('a page naming a frame that does not exist is refused with its place', () => {
    let text = '';
    const problems = validateCopy(({ content }) => {
      text = editJson(path.join(content, 'pages/seabreeze-room.json'), (page) => {
        page.frame = 'seabrese';
      });
    });
    expect(problems.filter((p) => p.file.endsWith('seabreeze-room.json'))).toEqual([
      {
        ...problemFields('unknown-frame'),
        file: expect.any(String),
        ...locate(text, '"seabrese"'),
        path: 'frame',
        message:
          'frame "seabrese" does not exist: there is no content/frames/seabrese.json. Did you mean "seabreeze"? Frames: seabreeze.',
      },
    ]);
  });

  it('a frame is checked against its schema and its links', () => {
    const problems = validateCopy(({ content }) => {
      editJson(path.join(content, 'frames/seabreeze.json'), (frame) => {
        (frame.navigation as { href: string }[])[0].href = '/apartmens';
        delete frame.contact;
      });
    });
    expect(problems.filter((p) => p.file.endsWith('frames/seabreeze.json')).map((p) => `${p.path}: ${p.message}`)).toEqual([
      expect.stringMatching(/^contact: Add "contact"/),
      expect.stringMatching(/^navigation\[0\] › href: "\/apartmens" is not a page of this site\. Did you mean "\/apartments"\?/),
    ]);
  });
});

describe('keys given twice', () => {
  it('are named in a collection and in a frame too, not only in pages', () => {
    const problems = validateCopy(({ content }) => {
      for (const file of ['data/rooms.json', 'frames/seabreeze.json']) {
        const full = path.join(content, file);
        writeFileSync(full, readFileSync(full, 'utf8').replace(/^\{/, '{\n  "$schema": "x",'));
      }
    });
    expect(problems.filter((p) => p.code === 'duplicate-key').map((p) => p.file.split('/').slice(-2).join('/'))).toEqual([
      'data/rooms.json',
      'frames/seabreeze.json',
    ]);
  });
});
