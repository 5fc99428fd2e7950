/**
 * Compiles the site's JSON Schemas once with ajv and collects, while a document is checked, the
 * strings the schemas mark (links, pictures, rich text, anchors) and the collection queries, for the
 * checks a schema cannot make.
 */
import Ajv, { type SchemaObject } from 'ajv';
import addFormats from 'ajv-formats';

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
export const SITE_KEYWORDS = ['defaultSnippets', ...Object.keys(MARK_KEYWORDS), 'x-collection-query'];

/** The compiled validators and what the messages need to know about the schemas. */
function compileSchemas(schemas: readonly SchemaObject[]) {
  let marked: Marked[] = [];
  let queries: QueryMark[] = [];
  // Without ajv's optimizing pass over the generated code, compiling takes about half the time and
  // checking a document about the same: a check of a few pages (--changed, the editor) is mostly the compile.
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, code: { optimize: false } });
  addFormats(ajv);
  // Editor hints (whole blocks to complete in VS Code); they say nothing about validity.
  ajv.addKeyword('defaultSnippets');
  for (const [keyword, kind] of Object.entries(MARK_KEYWORDS)) {
    ajv.addKeyword({
      keyword,
      schemaType: 'boolean',
      validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
        if (typeof data === 'string' && cxt) marked.push({ kind, pointer: cxt.instancePath, value: data });
        return true;
      },
    });
  }
  ajv.addKeyword({
    keyword: 'x-collection-query',
    schemaType: 'boolean',
    validate: (_schema: boolean, data: unknown, _parent?: unknown, cxt?: { instancePath: string }) => {
      if (data !== null && typeof data === 'object' && cxt)
        queries.push({ pointer: cxt.instancePath, query: data as QueryMark['query'] });
      return true;
    },
  });
  for (const schema of schemas) ajv.addSchema(schema);
  const byId = new Map(schemas.map((s) => [s.$id as string, s]));
  const blockTypes = schemas
    .filter((s) => (s.$id as string).startsWith('blocks/'))
    .map((s) => (s.properties as Record<string, { const: string }>).type.const)
    .sort();
  const validator = (id: string) => {
    const validate = ajv.getSchema(id);
    if (!validate) throw new Error(`Schema ${id} is missing from the schemas`);
    return (data: unknown) => {
      marked = [];
      queries = [];
      validate(data);
      return { errors: validate.errors ?? [], marked, queries };
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

export type CompiledSchemas = ReturnType<typeof compileSchemas>;

/** Compiled sets by the text of their schemas; a process rarely sees more than a couple. */
const compiledByText = new Map<string, CompiledSchemas>();
const KEPT = 4;

/**
 * Compiling the schemas takes most of a validation's time, and tests and the editor validate many
 * small documents in one process: a compiled set is kept while the schemas read the same.
 */
export function compiledSchemas(schemas: readonly SchemaObject[]): CompiledSchemas {
  const text = JSON.stringify(schemas);
  const cached = compiledByText.get(text);
  if (cached) return cached;
  const compiled = compileSchemas(schemas);
  compiledByText.set(text, compiled);
  if (compiledByText.size > KEPT) compiledByText.delete(compiledByText.keys().next().value as string);
  return compiled;
}
