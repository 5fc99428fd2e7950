/**
 * The editor's check of a page (src/editor/check-worker.ts) reads that page and the pages that link to
 * it, not the whole site: it must find there what the whole site's check finds.
 */
import { describe, expect, it } from 'vitest';
import { contentDir, publicDir, relative, schemasDir } from '../../scripts/lib/paths.ts';
import { readContent } from '../../scripts/lib/validate/index.ts';
import { readPublicFiles, readSchemas } from '../../scripts/lib/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { validateDocuments } from '../../src/validation/index.ts';
import { pageAndLinkers } from '../../src/validation/linkers.ts';

const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
const site = new Map([...readContent(roots)].map(([file, bytes]) => [file, Buffer.from(bytes).toString('utf8')]));
const schemas = readSchemas(schemasDir);
const publicFiles = readPublicFiles(publicDir);
const EDITED = `${relative(contentDir)}/pages/about-evelyn-hart.json`;

describe("the editor's check of a page", () => {
  it('reads the page and the pages that link to it, and finds there what a check of the whole site finds', () => {
    // The anchor another page links to, renamed: the problem is in that other page.
    const text = String(site.get(EDITED)).replace('"id": "awards"', '"id": "honours"');
    const documents = new Map(site).set(EDITED, text);
    const focus = pageAndLinkers(documents, EDITED);
    const pages = [...site.keys()].filter((file) => file.includes('/pages/'));
    expect(focus).toEqual(new Set([EDITED, `${relative(contentDir)}/pages/our-story.json`]));
    expect(focus?.size).toBeLessThan(pages.length);

    const whole = validateDocuments({ documents, schemas, compile: compileSchemas, publicFiles }).problems;
    const focused = validateDocuments({ documents, schemas, compile: compileSchemas, publicFiles, focus }).problems;
    const broken = whole.filter((p) => p.code === 'missing-anchor');
    expect(broken).toHaveLength(1);
    expect(focused.filter((p) => p.code === 'missing-anchor')).toEqual(broken);
    expect(focused.filter((p) => p.file === EDITED)).toEqual(whole.filter((p) => p.file === EDITED));
  });

  it('reads every page when the manifest cannot say where a page is shown', () => {
    const documents = new Map(site).set(`${relative(contentDir)}/routes.json`, '{');
    expect(pageAndLinkers(documents, EDITED)).toBeUndefined();
  });
});
