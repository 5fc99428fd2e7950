/**
 * The editor's check of a page (src/editor/check-worker.ts) is given that page and the pages that link to
 * it (`check-files`), and asks for any other page's text it turns out to read (`texts`): it must find what
 * a check of the whole site finds, without the whole site's text.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir, relative, schemasDir } from '../../scripts/lib/paths.ts';
import { readContent } from '../../scripts/lib/content/validate/index.ts';
import { readPublicFiles, readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { checkFiles, contentTexts } from '../../scripts/lib/dev/editor-check.ts';
import { checkedWithTexts, SiteFiles } from '../../src/editor/site-files.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { validateDocuments, type Problem } from '../../src/validation/index.ts';

const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
const site = new Map([...readContent(roots)].map(([file, bytes]) => [file, Buffer.from(bytes as Uint8Array).toString('utf8')]));
const schemas = readSchemas(schemasDir);
const publicFiles = readPublicFiles(publicDir);
const pages = `${relative(contentDir)}/pages/`;
const EDITED = `${pages}about-evelyn-hart.json`;

const wholeSite = (text: string): Problem[] =>
  validateDocuments({ documents: new Map(site).set(EDITED, text), schemas, compile: compileSchemas, publicFiles }).problems;

/** As the worker checks `text` in place of the edited page: the pages it was asked for, and its problems. */
async function editorCheck(text: string): Promise<{ asked: string[]; problems: Problem[] }> {
  const { names, documents, focus, publicPaths } = checkFiles(roots, EDITED);
  const files = new SiteFiles(names, documents);
  files.set(EDITED, text);
  const asked: string[] = [];
  const problems = await checkedWithTexts(
    files,
    (wanted) => {
      asked.push(...wanted);
      return Promise.resolve(contentTexts(roots, wanted));
    },
    () =>
      validateDocuments({
        documents: files,
        schemas,
        compile: compileSchemas,
        publicFiles: { paths: new Set(publicPaths), label: 'public' },
        focus: focus && new Set(focus),
      }).problems,
  );
  return { asked, problems };
}

describe("the editor's check of a page", () => {
  it('is given the page, the pages that link to it and every file that is not a page, with every name', () => {
    const given = checkFiles(roots, EDITED);
    expect(given.focus).toEqual([EDITED, `${pages}our-story.json`]);
    expect(Object.keys(given.documents).filter((file) => file.startsWith(pages))).toEqual(given.focus);
    expect(Object.keys(given.documents).filter((file) => !file.startsWith(pages))).toEqual(
      [...site.keys()].filter((file) => !file.startsWith(pages)),
    );
    expect(given.names.sort()).toEqual([...site.keys()].sort());
  });

  it('finds a broken link in a page that links to the edited one, as the whole site’s check does', async () => {
    // The anchor another page links to, renamed: the problem is in that other page.
    const text = String(site.get(EDITED)).replace('"id": "awards"', '"id": "honours"');
    const whole = wholeSite(text);
    const { problems } = await editorCheck(text);
    const broken = whole.filter((p) => p.code === 'missing-anchor');
    expect(broken).toHaveLength(1);
    expect(problems.filter((p) => p.code === 'missing-anchor')).toEqual(broken);
    expect(problems.filter((p) => p.file === EDITED)).toEqual(whole.filter((p) => p.file === EDITED));
  });

  it('asks for the text of a page an edit links to, and judges the link as the whole site’s check does', async () => {
    const before = await editorCheck(String(site.get(EDITED)));
    // A routed page with an anchor that the check did not read before: no checked page links to it.
    const routes = (JSON.parse(String(site.get(`${relative(contentDir)}/routes.json`))) as { routes: Record<string, string> })
      .routes;
    const [route, target] = Object.entries(routes)
      .map(([at, id]) => [at, `${pages}${id}.json`] as const)
      .find(([, file]) => !before.asked.includes(file) && file !== EDITED && /"id": "[a-z-]+"/.test(String(site.get(file)))) ?? [
      '',
      '',
    ];
    const anchor = /"id": "([a-z-]+)"/.exec(String(site.get(target)))?.[1];
    const text = String(site.get(EDITED))
      .replace('"href": "/our-story"', `"href": "${route}#${anchor}"`)
      .replace('"href": "https://academy.halcyonvoyages.example/join"', `"href": "${route}#nowhere"`);
    const whole = wholeSite(text).filter((p) => p.file === EDITED);
    expect(whole.map((p) => p.code)).toEqual(['missing-anchor']);
    const { asked, problems } = await editorCheck(text);
    // The pages the checked pages and site.json link to, for their anchors and topics, and now the new one.
    expect(asked.sort()).toEqual([...before.asked, target].sort());
    expect(problems.filter((p) => p.file === EDITED)).toEqual(whole);
  });

  it('is given every text when the manifest cannot say where the page is shown', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-files-'));
    try {
      cpSync(contentDir, path.join(root, 'content'), { recursive: true });
      writeFileSync(path.join(root, 'content/routes.json'), '{');
      const given = checkFiles({ ...roots, content: path.join(root, 'content') }, EDITED);
      expect(given.focus).toBeUndefined();
      expect(Object.keys(given.documents)).toHaveLength(given.names.length);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
