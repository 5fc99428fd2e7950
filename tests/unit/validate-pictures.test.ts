/** Every picture described: an empty description or the new page's sample is refused, a decorative picture needs none. */
import { describe, expect, it } from 'vitest';
import { schemasDir } from '../../scripts/lib/paths.ts';
import { readSchemas } from '../../scripts/lib/content/validate/read.ts';
import { compileSchemas } from '../../src/validation/compile.ts';
import { createPageChecker, sampleAlt } from '../../src/validation/index.ts';

const check = createPageChecker({
  schemas: readSchemas(schemasDir),
  compile: compileSchemas,
  publicFiles: { paths: new Set(['/images/team/anna.jpg']), label: 'public' },
});

const withPicture = (image: Record<string, unknown>): string =>
  JSON.stringify({
    title: 'A test page of the site',
    description: 'A page used to check what the content gate says of pictures.',
    blocks: [{ type: 'hero', title: 'Our team', slides: [{ title: 'Anna', image: { src: '/images/team/anna.jpg', ...image } }] }],
  });

const picturesProblems = (image: Record<string, unknown>) =>
  check(withPicture(image)).filter((p) => p.code === 'missing-alt' || p.code === 'sample-alt');

describe('picture descriptions', () => {
  it('a described picture passes', () => {
    expect(picturesProblems({ alt: 'Anna on a lodge terrace' })).toEqual([]);
  });

  it.each(['', '   '])('an empty description (%j) is a problem on the description itself', (alt) => {
    const [problem, ...rest] = picturesProblems({ alt });
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ code: 'missing-alt', pointer: '/blocks/0/slides/0/image/alt', severity: 'error' });
    expect(problem.message).toMatch(/only decoration/);
  });

  it('a picture marked decorative needs no description', () => {
    expect(picturesProblems({ alt: '', decorative: true })).toEqual([]);
  });

  it('"decorative": false is no excuse', () => {
    expect(picturesProblems({ alt: '', decorative: false })).toMatchObject([{ code: 'missing-alt' }]);
  });

  it("the new page's sample description is refused as unfinished", () => {
    expect(picturesProblems({ alt: sampleAlt('Our Team') })).toMatchObject([
      { code: 'sample-alt', pointer: '/blocks/0/slides/0/image/alt' },
    ]);
  });
});
