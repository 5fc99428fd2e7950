import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentDir, schemasDir } from '../../scripts/lib/paths.ts';
import { usedImageSources } from '../../scripts/lib/images/references.ts';
import { imageReferencesCache, unusedImages } from '../../scripts/lib/images/unused.ts';

const root = mkdtempSync(path.join(tmpdir(), 'unused-'));
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(imageReferencesCache(path.join(root, 'content')), { force: true });
});

it('warns about pictures nothing in the content uses, menus and pages included', () => {
  const content = path.join(root, 'content');
  const publicDir = path.join(root, 'public');
  cpSync(contentDir, content, { recursive: true });
  mkdirSync(path.join(publicDir, 'images/nav'), { recursive: true });
  mkdirSync(path.join(publicDir, 'images/pages'), { recursive: true });
  // Named by site.json's menu and by a page: used.
  writeFileSync(path.join(publicDir, 'images/nav/our-story.jpg'), '');
  writeFileSync(path.join(publicDir, 'images/pages/contact.jpg'), '');
  // Named by nothing.
  writeFileSync(path.join(publicDir, 'images/pages/old-photo.jpg'), '');
  writeFileSync(path.join(publicDir, 'images/.placeholders.json'), '{}');
  const warnings = unusedImages({ content, schemas: schemasDir, public: publicDir });
  expect(warnings.map((w) => w.file.replace(/^.*\/public\//, 'public/'))).toEqual(['public/images/pages/old-photo.jpg']);
  expect(warnings[0].message).toMatch(/uses this picture/);
});

it('reads again only the content files whose size or time changed since the last scan', () => {
  const content = path.join(root, 'cached');
  const cacheFile = path.join(root, 'cache', 'references.json');
  mkdirSync(content);
  const file = path.join(content, 'page.json');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const write = (src: string, time = anHourAgo): void => {
    writeFileSync(file, JSON.stringify({ image: { src } }));
    utimesSync(file, time, time);
  };
  write('/images/a.jpg');
  expect([...usedImageSources(content, cacheFile)]).toEqual(['/images/a.jpg']);
  // Same size, same time: taken from the cache, not read.
  write('/images/b.jpg');
  expect([...usedImageSources(content, cacheFile)]).toEqual(['/images/a.jpg']);
  write('/images/b.jpg', new Date(Date.now() - 1_800_000));
  expect([...usedImageSources(content, cacheFile)]).toEqual(['/images/b.jpg']);
  // Changed just now: read, and read again next time, whatever its time then says.
  write('/images/c.jpg', new Date());
  expect([...usedImageSources(content, cacheFile)]).toEqual(['/images/c.jpg']);
  writeFileSync(file, JSON.stringify({ image: { src: '/images/d.jpg' } }));
  expect([...usedImageSources(content, cacheFile)]).toEqual(['/images/d.jpg']);
});
