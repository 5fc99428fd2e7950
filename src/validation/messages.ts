/** ajv's errors turned into messages for people: what is wrong, where, and what to write instead. */
import type { ErrorObject, SchemaObject } from 'ajv';
import type { Problem } from './problem.ts';
import type { CompiledSchemas } from './schemas.ts';
import { escapePointer, problemAt, type SourceFile } from './source.ts';
import { articled, asClause, didYouMean, list, quote, typeName } from './words.ts';

function describeSchema(schema: SchemaObject | undefined, byId: Map<string, SchemaObject>): string | undefined {
  if (!schema) return undefined;
  if (typeof schema.description === 'string') return schema.description;
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.split('/').pop() as string;
    for (const [id, s] of byId) if (id.endsWith(name)) return s.description as string | undefined;
  }
  return undefined;
}

/** A path without its leading slash is the likeliest slip in the manifest: it is named as such. */
const wantsSlash = (error: ErrorObject, text: unknown): boolean =>
  error.keyword === 'pattern' &&
  String((error.params as { pattern?: string }).pattern).startsWith('^/') &&
  typeof text === 'string' &&
  !text.startsWith('/');
const slashMessage = (text: string): [string, string] => [
  `${quote(text)} must start with a slash:`,
  `write ${quote(`/${text}`)}.`,
];

/** How a value of a schema looks, to show where a value of another type was written: its first example, or its required keys. */
function shapeOf(schema: SchemaObject | undefined, type: string): string | undefined {
  const example = (schema?.examples as unknown[] | undefined)?.[0];
  if (example !== undefined) {
    const text = JSON.stringify(example);
    if (text.length <= 120) return text;
  }
  if (type === 'object') {
    const required = (schema?.required as string[] | undefined) ?? [];
    return required.length ? `{ ${required.map((key) => `${quote(key)}: …`).join(', ')} }` : '{ … }';
  }
  if (type === 'array') return '[ … ]';
  return undefined;
}

function wrongType(
  source: SourceFile,
  pointer: string,
  expected: string,
  value: unknown,
  parent: SchemaObject | undefined,
): Problem {
  const what = `must be ${articled(expected)}, not ${typeName(value)}.`;
  if (expected === 'string' && (typeof value === 'number' || typeof value === 'boolean'))
    return problemAt(source, pointer, 'wrong-type', what, `Put it in quotes: ${quote(String(value))}.`);
  const shape = shapeOf(parent, expected);
  return problemAt(source, pointer, 'wrong-type', what, shape ? `Write it like this: ${shape}` : undefined);
}

/** The keywords of a length, count or number's bounds (see limitMessage). */
const LIMITS = new Set([
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/**
 * A length, count or number out of its schema's bounds, in words with what to do ("is empty: write
 * something here."), where ajv says "must NOT have fewer than 1 characters". Lengths are counted as ajv
 * counts them, in characters, not UTF-16 units.
 */
function limitMessage(error: ErrorObject, value: unknown): string {
  const { limit } = error.params as { limit: number };
  const plural = (n: number, one: string): string => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;
  const length = typeof value === 'string' ? [...value].length : 0;
  const items = Array.isArray(value) ? value.length : 0;
  switch (error.keyword) {
    case 'minLength':
      return length === 0
        ? 'is empty: write something here.'
        : `is ${plural(length, 'character')} long: write at least ${limit}.`;
    case 'maxLength':
      return `is ${plural(length, 'character')} long: shorten it to at most ${limit}.`;
    case 'minItems':
      return items === 0
        ? `is empty: add at least ${limit}.`
        : `has ${plural(items, 'item')}: add ${limit - items} more (at least ${limit}).`;
    case 'maxItems':
      return `has ${plural(items, 'item')}: keep at most ${limit}.`;
    case 'minimum':
      return `is ${String(value)}: write ${limit} or more.`;
    case 'maximum':
      return `is ${String(value)}: write ${limit} or less.`;
    case 'exclusiveMinimum':
      return `is ${String(value)}: write more than ${limit}.`;
    default:
      return `is ${String(value)}: write less than ${limit}.`;
  }
}

function schemaMessage(
  error: ErrorObject,
  source: SourceFile,
  schemas: { byId: Map<string, SchemaObject>; blockTypes: string[] },
): Problem | undefined {
  const pointer = error.instancePath;
  const value = error.data;
  const parent = error.parentSchema as SchemaObject | undefined;
  const keyword = (error as ErrorObject & { propertyName?: string }).propertyName !== undefined ? 'property-name' : error.keyword;
  if (LIMITS.has(keyword)) return problemAt(source, pointer, 'schema-rule', limitMessage(error, value));
  switch (keyword) {
    case 'required': {
      // The path names the missing property; its place is the object that lacks it, where it must be added.
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const property = (parent?.properties as Record<string, SchemaObject> | undefined)?.[missing];
      const what = describeSchema(property, schemas.byId);
      return problemAt(
        source,
        `${pointer}/${escapePointer(missing)}`,
        'missing-property',
        `Add ${quote(missing)}${what ? ` (${asClause(what)})` : ''}.`,
      );
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      return problemAt(
        source,
        `${pointer}/${escapePointer(extra)}`,
        'unknown-property',
        'is not a known property here.',
        `${didYouMean(extra, allowed)} Allowed: ${allowed.join(', ')}.`,
        true,
      );
    }
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
      if (tagValue === undefined || typeof tagValue !== 'string') {
        return problemAt(
          source,
          `${pointer}/${tag}`,
          'missing-block-type',
          'is required: every block names its type.',
          `Block types: ${schemas.blockTypes.join(', ')}.`,
        );
      }
      return problemAt(
        source,
        `${pointer}/${tag}`,
        'unknown-block-type',
        `unknown block type ${quote(tagValue)}.`,
        `${didYouMean(tagValue, schemas.blockTypes)} Block types: ${schemas.blockTypes.join(', ')}.`,
      );
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const hint = didYouMean(String(value), allowed.map(String));
      return problemAt(source, pointer, 'not-allowed', `${quote(value)} is not allowed.`, `${hint} Allowed: ${list(allowed)}.`);
    }
    case 'const':
      return problemAt(
        source,
        pointer,
        'wrong-constant',
        `must be ${quote((error.params as { allowedValue: unknown }).allowedValue)}.`,
      );
    case 'type':
      return wrongType(source, pointer, (error.params as { type: string }).type, value, parent);
    case 'pattern':
    case 'format': {
      if (wantsSlash(error, value)) return problemAt(source, pointer, 'missing-slash', ...slashMessage(value as string));
      const what = describeSchema(parent, schemas.byId);
      return problemAt(source, pointer, 'wrong-form', `${quote(value)} is not in the expected form.`, what);
    }
    case 'propertyNames': {
      // The bad key itself is reported by the nested pattern error, which carries propertyName.
      return undefined;
    }
    case 'oneOf':
      // Only the discriminator uses oneOf; its own error above says what is wrong.
      return undefined;
    case 'if':
      // A property that needs or excludes another (a tile grid's tiles or entries): the branch's own error says which.
      return undefined;
    case 'false schema':
      return problemAt(
        source,
        pointer,
        'schema-rule',
        'cannot be given together with what is beside it here.',
        'Keep one of the two.',
        true,
      );
    default: {
      const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
      if (propertyName !== undefined) {
        const at = `${pointer}/${escapePointer(propertyName)}`;
        if (wantsSlash(error, propertyName)) return problemAt(source, at, 'missing-slash', ...slashMessage(propertyName), true);
        const what = describeSchema(parent, schemas.byId);
        return problemAt(
          source,
          at,
          'bad-key',
          `${quote(shortened(propertyName))} is not a valid name here: it ${
            LIMITS.has(error.keyword) ? limitMessage(error, propertyName).replace(': ', '; ').replace(/\.$/, '') : error.message
          }.`,
          what,
          true,
        );
      }
      return problemAt(source, pointer, 'schema-rule', `${error.message ?? 'is not valid'}.`);
    }
  }
}

/** A key of thousands of characters, shown by its start and its length. */
const shortened = (text: string): string =>
  text.length > 60 ? `${text.slice(0, 40)}… (${text.length.toLocaleString('en-US')} characters)` : text;

/** ajv's errors for one file as problems for people. */
export const problemsOf = (source: SourceFile, errors: ErrorObject[], schemas: CompiledSchemas): Problem[] =>
  errors.map((e) => schemaMessage(e, source, schemas)).filter((p): p is Problem => p !== undefined);
