import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readInputs, touchedPages } from '../../scripts/lib/incremental.ts';

/** A small project: site.json, routes.json and three pages, one of them in a frame of its own. */
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'incremental-'));
  mkdirSync(path.join(root, 'content', 'pages'), { recursive: true });
  writeFileSync(path.join(root, 'content', 'site.json'), '{"name":"Site"}');
  writeFileSync(path.join(root, 'content', 'routes.json'), '{"routes":{"/":"home","/a":"a","/b":"b"}}');
  writeFileSync(path.join(root, 'content', 'pages', 'home.json'), '{"title":"Home","blocks":[]}');
  writeFileSync(path.join(root, 'content', 'pages', 'a.json'), '{"title":"A","blocks":[]}');
  writeFileSync(path.join(root, 'content', 'pages', 'b.json'), '{"title":"B","frame":"brand","blocks":[]}');
  return root;
}

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

function edited(edit: (root: string) => void): ReturnType<typeof touchedPages> {
  const root = project();
  roots.push(root);
  const before = readInputs(root);
  edit(root);
  return touchedPages(before, readInputs(root));
}

describe('which pages an edit touches', () => {
  it('none when nothing changed', () => {
    expect(edited(() => undefined)).toEqual(new Set());
  });

  it("a page's own file touches that page only", () => {
    expect(
      edited((root) => writeFileSync(path.join(root, 'content', 'pages', 'a.json'), '{"title":"A, again","blocks":[]}')),
    ).toEqual(new Set(['a']));
  });

  it('site.json touches every page', () => {
    expect(edited((root) => writeFileSync(path.join(root, 'content', 'site.json'), '{"name":"Other"}'))).toBe('all');
  });

  it('a renamed route touches every page, its linkers among them', () => {
    expect(
      edited((root) => writeFileSync(path.join(root, 'content', 'routes.json'), '{"routes":{"/":"home","/a-new":"a","/b":"b"}}')),
    ).toBe('all');
  });

  it('a page added or removed touches every page', () => {
    expect(edited((root) => writeFileSync(path.join(root, 'content', 'pages', 'c.json'), '{"blocks":[]}'))).toBe('all');
    expect(edited((root) => rmSync(path.join(root, 'content', 'pages', 'b.json')))).toBe('all');
  });

  it('a page that changes frame touches every page: what leaving a page waits for is listed per frame', () => {
    expect(edited((root) => writeFileSync(path.join(root, 'content', 'pages', 'b.json'), '{"title":"B","blocks":[]}'))).toBe(
      'all',
    );
  });

  it('code touches every page', () => {
    expect(
      edited((root) => {
        mkdirSync(path.join(root, 'src'));
        writeFileSync(path.join(root, 'src', 'x.ts'), 'export {};');
      }),
    ).toBe('all');
  });

  it('with no last build, every page is built', () => {
    const root = project();
    roots.push(root);
    expect(touchedPages(undefined, readInputs(root))).toBe('all');
  });
});
