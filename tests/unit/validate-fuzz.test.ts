/**
 * Mutated pages against the content gate: it never crashes, and it never passes a document that the
 * schemas alone refuse. The schemas are compiled here on their own, as a second opinion.
 */
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, projectRoot, publicDir, schemasDir } from '../../scripts/lib/paths.ts';
import { createPageChecker, SITE_KEYWORDS } from '../../scripts/lib/content/validate/index.ts';

const roots = { content: contentDir, schemas: schemasDir, public: publicDir };
const check = createPageChecker(roots);

function schemaValidator() {
  const ajv = new Ajv({ allErrors: false, discriminator: true, strict: true });
  addFormats(ajv);
  for (const keyword of SITE_KEYWORDS) ajv.addKeyword(keyword);
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.schema.json')) ajv.addSchema(JSON.parse(readFileSync(full, 'utf8')));
    }
  };
  walk(schemasDir);
  const validate = ajv.getSchema('page.schema.json');
  if (!validate) throw new Error('page.schema.json is missing');
  return (data: unknown) => validate(data) as boolean;
}
const schemaAccepts = schemaValidator();

const fixtureDir = path.join(projectRoot, 'tests/fixtures/blocks');
const seeds = readdirSync(fixtureDir).map(
  (type) => JSON.parse(readFileSync(path.join(fixtureDir, type, 'valid.json'), 'utf8')) as unknown,
);

type Json = unknown;
type Step = (doc: Json, pick: number) => Json;

/** Every place in a document, as a path of keys and indexes. */
function places(doc: Json, here: (string | number)[] = []): (string | number)[][] {
  const found = [here];
  if (Array.isArray(doc)) doc.forEach((item, i) => found.push(...places(item, [...here, i])));
  else if (doc !== null && typeof doc === 'object') {
    for (const [key, value] of Object.entries(doc)) found.push(...places(value, [...here, key]));
  }
  return found;
}

function replaceAt(doc: Json, at: (string | number)[], make: (old: Json) => Json | undefined): Json {
  if (at.length === 0) return make(doc);
  const [head, ...rest] = at;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    const next = replaceAt(copy[head as number], rest, make);
    if (next === undefined && rest.length === 0) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const record = doc as Record<string, Json>;
  const next = replaceAt(record[head as string], rest, make);
  if (next === undefined && rest.length === 0) return Object.fromEntries(Object.entries(record).filter(([k]) => k !== head));
  return { ...record, [head as string]: next };
}

const awkwardStrings = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    'tel:javascript:alert(1)',
    '/contact',
    '#top',
    'huge',
    'x'.repeat(20_000),
  ),
  fc.constantFrom('/images/none.jpg', 'https://example.com', 'mailto:a@b.co', '[link](/nowhere)', '**bold', '\u202e', '\ufeff'),
);
const anyValue = fc.oneof(awkwardStrings, fc.jsonValue({ maxDepth: 2 }), fc.constantFrom(null, 0, -1, true, [], {}));

/** One change to a document: a value replaced, a member removed or added, a block duplicated or removed. */
const mutation = fc.oneof(
  anyValue.map((value): Step => (doc, pick) => {
    const all = places(doc);
    return replaceAt(doc, all[pick % all.length], () => value);
  }),
  fc.constant<Step>((doc, pick) => {
    const all = places(doc).filter((p) => p.length > 0);
    return all.length ? replaceAt(doc, all[pick % all.length], () => undefined) : doc;
  }),
  fc
    .tuple(fc.constantFrom('type', 'id', 'href', 'src', 'title', 'extra', '$schema', 'variant'), anyValue)
    .map(([key, value]): Step => (doc, pick) => {
      const objects = places(doc).filter((p) => {
        const target = p.reduce<Json>((d, k) => (d as Record<string, Json>)[k], doc);
        return target !== null && typeof target === 'object' && !Array.isArray(target);
      });
      if (objects.length === 0) return doc;
      return replaceAt(doc, objects[pick % objects.length], (old) => ({ ...(old as object), [key]: value }));
    }),
);

/** Text-level damage: a cut, an inserted character, a doubled span. */
const textDamage = fc.tuple(
  fc.nat(),
  fc.nat({ max: 40 }),
  fc.constantFrom('', '"', ',', '{', '}', ']', '\\', '\u0000', '\ufeff', '": 1'),
);

describe('the content gate, fed mutated pages', () => {
  it('never crashes and never passes a document the schema refuses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...seeds),
        fc.array(fc.tuple(mutation, fc.nat()), { minLength: 1, maxLength: 3 }),
        (seed, steps) => {
          const doc = steps.reduce((d, [step, pick]) => step(d, pick), seed);
          const text = JSON.stringify(doc, null, 2) ?? 'null';
          const problems = check(text);
          if (problems.length === 0) expect(schemaAccepts(JSON.parse(text))).toBe(true);
          if (!schemaAccepts(JSON.parse(text))) expect(problems.length).toBeGreaterThan(0);
          for (const p of problems) expect(p.line).toBeGreaterThan(0);
        },
      ),
      { numRuns: 200, seed: 20261122 },
    );
  }, 10_000);

  it('never crashes on damaged text, and names broken JSON at a place in the file', () => {
    fc.assert(
      fc.property(fc.constantFrom(...seeds), textDamage, (seed, [at, cut, insert]) => {
        const text = JSON.stringify(seed, null, 2);
        const i = at % text.length;
        const damaged = text.slice(0, i) + insert + text.slice(i + cut);
        const problems = check(damaged);
        let parsed: unknown;
        try {
          parsed = JSON.parse(damaged);
        } catch {
          expect(problems.length).toBeGreaterThan(0);
          return;
        }
        if (problems.length === 0) expect(schemaAccepts(parsed)).toBe(true);
      }),
      { numRuns: 200, seed: 20261122 },
    );
  }, 10_000);
});
