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
const slashMessage = (text: string): string => `${quote(text)} must start with a slash: write ${quote(`/${text}`)}.`;

function schemaMessage(
  error: ErrorObject,
  source: SourceFile,
  schemas: { byId: Map<string, SchemaObject>; blockTypes: string[] },
): Problem | undefined {
  const pointer = error.instancePath;
  const value = error.data;
  const parent = error.parentSchema as SchemaObject | undefined;
  const keyword = (error as ErrorObject & { propertyName?: string }).propertyName !== undefined ? 'property-name' : error.keyword;
  switch (keyword) {
    case 'required': {
      // The path names the missing property; its place is the object that lacks it, where it must be added.
      const missing = (error.params as { missingProperty: string }).missingProperty;
      const property = (parent?.properties as Record<string, SchemaObject> | undefined)?.[missing];
      const what = describeSchema(property, schemas.byId);
      return problemAt(
        source,
        `${pointer}/${escapePointer(missing)}`,
        `Add ${quote(missing)}${what ? ` (${asClause(what)})` : ''}.`,
      );
    }
    case 'additionalProperties': {
      const extra = (error.params as { additionalProperty: string }).additionalProperty;
      const allowed = Object.keys((parent?.properties as object | undefined) ?? {});
      return problemAt(
        source,
        `${pointer}/${escapePointer(extra)}`,
        `is not a known property here.${didYouMean(extra, allowed)} Allowed: ${allowed.join(', ')}.`,
        true,
      );
    }
    case 'discriminator': {
      const { tag, tagValue } = error.params as { tag: string; tagValue: unknown };
      if (tagValue === undefined || typeof tagValue !== 'string') {
        return problemAt(
          source,
          `${pointer}/${tag}`,
          `is required: every block names its type. Block types: ${schemas.blockTypes.join(', ')}.`,
        );
      }
      return problemAt(
        source,
        `${pointer}/${tag}`,
        `unknown block type ${quote(tagValue)}.${didYouMean(tagValue, schemas.blockTypes)} Block types: ${schemas.blockTypes.join(', ')}.`,
      );
    }
    case 'enum': {
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const hint = didYouMean(String(value), allowed.map(String));
      return problemAt(source, pointer, `${quote(value)} is not allowed.${hint} Allowed: ${list(allowed)}.`);
    }
    case 'const':
      return problemAt(source, pointer, `must be ${quote((error.params as { allowedValue: unknown }).allowedValue)}.`);
    case 'type':
      return problemAt(source, pointer, `must be ${articled((error.params as { type: string }).type)}, not ${typeName(value)}.`);
    case 'pattern':
    case 'format': {
      if (wantsSlash(error, value)) return problemAt(source, pointer, slashMessage(value as string));
      const what = describeSchema(parent, schemas.byId);
      return problemAt(source, pointer, `${quote(value)} is not in the expected form.${what ? ` ${what}` : ''}`);
    }
    case 'propertyNames': {
      // The bad key itself is reported by the nested pattern error, which carries propertyName.
      return undefined;
    }
    case 'oneOf':
      // Only the discriminator uses oneOf; its own error above says what is wrong.
      return undefined;
    default: {
      const propertyName = (error as ErrorObject & { propertyName?: string }).propertyName;
      if (propertyName !== undefined) {
        if (wantsSlash(error, propertyName)) {
          return problemAt(source, `${pointer}/${escapePointer(propertyName)}`, slashMessage(propertyName), true);
        }
        const what = describeSchema(parent, schemas.byId);
        return problemAt(
          source,
          `${pointer}/${escapePointer(propertyName)}`,
          `${quote(propertyName)} is not a valid name here: it ${error.message}.${what ? ` ${what}` : ''}`,
          true,
        );
      }
      return problemAt(source, pointer, `${error.message ?? 'is not valid'}.`);
    }
  }
}

/** ajv's errors for one file as problems for people. */
export const problemsOf = (source: SourceFile, errors: ErrorObject[], schemas: CompiledSchemas): Problem[] =>
  errors.map((e) => schemaMessage(e, source, schemas)).filter((p): p is Problem => p !== undefined);
