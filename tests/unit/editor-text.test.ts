import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { editedText } from '../../scripts/lib/dev/editor-text.ts';
import { contentDir } from '../../scripts/lib/paths.ts';

const pageFile = path.join(contentDir, 'pages/our-story.json');
const original = readFileSync(pageFile, 'utf8');
const page = (): { blocks: Record<string, unknown>[] } & Record<string, unknown> => JSON.parse(original);

/** The lines of `after` that are not the lines of `before` at the same place, after a common head and tail. */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

describe('the text the editor saves', () => {
  it('is byte-identical when nothing changed, for every content file', async () => {
    const files = [
      'site.json',
      'routes.json',
      ...readdirSync(path.join(contentDir, 'pages')).map((f) => `pages/${f}`),
      ...readdirSync(path.join(contentDir, 'data')).map((f) => `data/${f}`),
    ];
    for (const file of files) {
      const text = readFileSync(path.join(contentDir, file), 'utf8');
      expect(await editedText(text, JSON.parse(text), path.join(contentDir, file)), file).toBe(text);
    }
  });

  it('changes one line when one text changes', async () => {
    const value = page();
    value.blocks[0].title = 'From one desk to a nationwide network';
    const { removed, added } = changedLines(original, await editedText(original, value, pageFile));
    expect(removed).toEqual(['      "title": "From one desk to a national network",']);
    expect(added).toEqual(['      "title": "From one desk to a nationwide network",']);
  });

  it('inserts an added block as its own lines and removes a deleted one with nothing else', async () => {
    const value = page();
    value.blocks.splice(1, 0, { type: 'cta', title: 'Call us', actions: [{ label: 'Contact', href: '/contact' }] });
    const added = await editedText(original, value, pageFile);
    const change = changedLines(original, added);
    expect(change.removed).toEqual([]);
    expect(change.added.join('\n')).toContain('"title": "Call us"');
    expect(JSON.parse(added)).toEqual(value);
    // Removing it again gives back the file as it was.
    expect(await editedText(added, page(), pageFile)).toBe(original);
  });

  it('keeps a file out of the house style in its own style, CRLF and tabs included', async () => {
    const text = '{\r\n\t"b": 1,\r\n\t"a": [1,2],\r\n\t"c": "x"\r\n}\r\n';
    const out = await editedText(text, { b: 1, a: [1, 2], c: 'y' }, pageFile);
    expect(out).toBe('{\r\n\t"b": 1,\r\n\t"a": [1,2],\r\n\t"c": "y"\r\n}\r\n');
  });

  it('removes a member with its line alone, and adds one after the last, keeping key order', async () => {
    const removed = page();
    delete removed.blocks[0].eyebrow;
    expect(changedLines(original, await editedText(original, removed, pageFile))).toEqual({
      removed: ['      "eyebrow": "Our Story",'],
      added: [],
    });
    const added = page();
    added.header = 'transparent';
    const out = await editedText(original, added, pageFile);
    expect(Object.keys(JSON.parse(out) as object)).toEqual([...Object.keys(page()), 'header']);
    expect(changedLines(original, out)).toEqual({ removed: ['  ]'], added: ['  ],', '  "header": "transparent"'] });
  });
});
