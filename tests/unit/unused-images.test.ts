import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { contentDir, schemasDir } from '../../scripts/lib/paths.ts';
import { unusedImages } from '../../scripts/lib/unused-images.ts';

const root = mkdtempSync(path.join(tmpdir(), 'unused-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

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
