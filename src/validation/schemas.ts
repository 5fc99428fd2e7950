/**
 * Compiles the site's JSON Schemas once with ajv and collects, while a document is checked, the
 * strings the schemas mark (links, pictures, rich text, anchors) and the collection queries, for the
 * checks a schema cannot make.
 *
 * ajv itself is given to this module (`AjvModules`), not imported: loading it takes longer than loading
 * the schemas' standalone code, which is all Node needs when that code is kept (scripts/lib/content/validate/
 * standalone.ts). The browser compiles, with the modules src/validation/compile.ts imports.
 */
import type * as AjvModule from 'ajv';
import type { KeywordCxt, SchemaObject, ValidateFunction } from 'ajv';
import type AjvFormats from 'ajv-formats';

/** A string the schema marks as a link, image path, other file under public/, rich text or anchor (the x-* keywords). */
export interface Marked {
  kind: 'href' | 'image' | 'file' | 'rich-text' | 'anchor';
  pointer: string;
  value: string;
}

/** A block's reference to a collection (schemas/defs/collection-query.schema.json), checked once all collections are read. */
export interface QueryMark {
  pointer: string;
  query: { collection?: unknown; ids?: unknown; where?: { field?: unknown }; sort?: { by?: unknown } };
}

const MARK_KEYWORDS = {
  'x-href': 'href',
  'x-image': 'image',
  'x-file': 'file',
  'x-rich-text': 'rich-text',
  'x-anchor': 'anchor',
} as const;

/** The keywords this site's schemas add to JSON Schema; they annotate, and never make a document invalid. */
export const SITE_KEYWORDS = ['defaultSnippets', ...Object.keys(MARK_KEYWORDS), 'x-collection-query', 'x-frame'];

/** What a check collects from the x-* keywords: the context each validator is called with (ajv's `passContext`). */
interface Collector {
  marked: Marked[];
  queries: QueryMark[];
}

/** A validator of one schema by its $id, run with a `Collector` as `this`: as ajv compiles it, or as its standalone code. */
export type SchemaValidator = ValidateFunction & ((this: Collector, data: unknown) => boolean);

/** What this module needs of ajv and ajv-formats. */
export type AjvModules = Pick<typeof AjvModule, '_' | 'str' | 'Name'> & {
  Ajv: typeof AjvModule.default;
  addFormats: typeof AjvFormats;
};

/** Makes the validators of a set of schemas, by $id: compiled here, or loaded from code made before (scripts/lib/content/validate/standalone.ts). */
export type SchemaCompiler = (schemas: readonly SchemaObject[]) => (id: string) => SchemaValidator | undefined;

/**
 * The ajv that checks this site's documents. The x-* keywords are code keywords, which generate the
 * collecting code into the validator itself, so that the same validators can be written out as
 * standalone code; `standalone` keeps the generated source for that, and names the formats' module for
 * the code to load.
 */
export function siteAjv(modules: AjvModules, { standalone = false } = {}): AjvModule.default {
  const { _, str } = modules;
  // ajv's name, in the code it generates, for where the data checked sits in the document (ajv's
  // compile/names.ts, whose module Node and the browser would import differently).
  const instancePath = new modules.Name('instancePath');
  // Without ajv's optimizing pass over the generated code, compiling takes about half the time and
  // checking a document about the same: a check of a few pages (--changed, the editor) is mostly the compile.
  const ajv = new modules.Ajv({
    allErrors: true,
    discriminator: true,
    verbose: true,
    strict: true,
    passContext: true,
    code: {
      optimize: false,
      ...(standalone && { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` }),
    },
  });
  modules.addFormats(ajv);
  // Editor hints (whole blocks to complete in VS Code; a frame's name, chosen in the visual editor from
  // content/frames/, whose existence validate.ts checks); they say nothing about validity.
  ajv.addKeyword('defaultSnippets');
  ajv.addKeyword({ keyword: 'x-frame', schemaType: 'boolean' });
  for (const [keyword, kind] of Object.entries(MARK_KEYWORDS)) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      code: ({ gen, data, it }: KeywordCxt) => {
        gen.if(_`typeof ${data} == "string"`, () =>
          gen.code(_`this.marked.push({kind: ${kind}, pointer: ${str`${instancePath}${it.errorPath}`}, value: ${data}})`),
        );
      },
    });
  }
  ajv.addKeyword({
    keyword: 'x-collection-query',
    schemaType: 'boolean',
    code: ({ gen, data, it }: KeywordCxt) => {
      gen.if(_`${data} !== null && typeof ${data} == "object"`, () =>
        gen.code(_`this.queries.push({pointer: ${str`${instancePath}${it.errorPath}`}, query: ${data}})`),
      );
    },
  });
  return ajv;
}

/** Compiles the schemas in this process, each when first asked for: the browser's way (src/validation/compile.ts). */
export const compilerOf =
  (modules: AjvModules): SchemaCompiler =>
  (schemas) => {
    const ajv = siteAjv(modules);
    for (const schema of schemas) ajv.addSchema(schema);
    return (id) => ajv.getSchema(id) as SchemaValidator | undefined;
  };

/** The validators and what the messages need to know about the schemas. */
function prepareSchemas(schemas: readonly SchemaObject[], compile: SchemaCompiler) {
  const validatorOf = compile(schemas);
  const byId = new Map(schemas.map((s) => [s.$id as string, s]));
  const blockTypes = schemas
    .filter((s) => (s.$id as string).startsWith('blocks/'))
    .map((s) => (s.properties as Record<string, { const: string }>).type.const)
    .sort();
  const validator = (id: string) => {
    const validate = validatorOf(id);
    if (!validate) throw new Error(`Schema ${id} is missing from the schemas`);
    return (data: unknown) => {
      const found: Collector = { marked: [], queries: [] };
      validate.call(found, data);
      return { errors: validate.errors ?? [], ...found };
    };
  };
  // One schema per collection: schemas/collections/rooms.schema.json checks content/data/rooms.json.
  const collectionSchemas = new Map(
    schemas
      .filter((s) => (s.$id as string).startsWith('collections/'))
      .map((s) => [(s.$id as string).replace(/^collections\/|\.schema\.json$/g, ''), s]),
  );
  return {
    site: validator('site.schema.json'),
    routes: validator('routes.schema.json'),
    page: validator('page.schema.json'),
    frame: validator('frame.schema.json'),
    collection: (name: string) => validator(`collections/${name}.schema.json`),
    collectionSchemas,
    byId,
    blockTypes,
  };
}

export type CompiledSchemas = ReturnType<typeof prepareSchemas>;

/** Compiled sets by the text of their schemas; a process rarely sees more than a couple. */
const compiledByText = new Map<string, CompiledSchemas>();
const KEPT = 4;

/**
 * Compiling the schemas takes most of a validation's time, and tests and the editor validate many
 * small documents in one process: a compiled set is kept while the schemas read the same (whichever
 * `compile` made it: each makes validators that check alike).
 */
export function compiledSchemas(schemas: readonly SchemaObject[], compile: SchemaCompiler): CompiledSchemas {
  const text = JSON.stringify(schemas);
  const cached = compiledByText.get(text);
  if (cached) return cached;
  const compiled = prepareSchemas(schemas, compile);
  compiledByText.set(text, compiled);
  if (compiledByText.size > KEPT) compiledByText.delete(compiledByText.keys().next().value as string);
  return compiled;
}
