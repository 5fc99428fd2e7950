/**
 * The form for a value, made from its JSON Schema at run time: one component per kind of schema,
 * for exactly the keywords src/editor/schema.ts lists.
 */
import { memo, type ReactNode } from 'react';
import { resolved, type Schema } from '../schema.ts';
import { sameProps, type FieldProps } from './context.ts';
import { ArrayField } from './fields/ArrayField.tsx';
import { EnumField } from './fields/EnumField.tsx';
import { FrameField } from './fields/FrameField.tsx';
import { ImageField } from './fields/ImageField.tsx';
import { MapField } from './fields/MapField.tsx';
import { ObjectField } from './fields/ObjectField.tsx';
import { SwitchField } from './fields/SwitchField.tsx';
import { TextField } from './fields/TextField.tsx';
import { UnionField } from './fields/UnionField.tsx';

/**
 * A field draws again only when its own value (kept by identity along an edit's path), place or
 * schema changed, or the form's shared state did: a key typed redraws the fields on its path alone.
 */
export const Field = memo(function Field(props: FieldProps) {
  return <AnyField {...props} />;
}, sameProps);

/** The kinds of field, told apart in this order: a union before its shapes, a picture before other objects. */
type FieldKind = 'union' | 'constant' | 'enum' | 'frame' | 'image' | 'object' | 'map' | 'array' | 'switch' | 'number' | 'text';

const fieldKind = (schema: Schema): FieldKind => {
  if (schema.oneOf) return 'union';
  if (schema.const !== undefined) return 'constant';
  if (schema.enum) return 'enum';
  if (schema['x-frame']) return 'frame';
  switch (schema.type) {
    case 'object':
      if (schema.properties?.src && schema.properties.src['x-image']) return 'image';
      return schema.properties ? 'object' : 'map';
    case 'array':
      return 'array';
    case 'boolean':
      return 'switch';
    case 'number':
    case 'integer':
      return 'number';
    default:
      return 'text';
  }
};

/** Each kind's field (fields/<Kind>Field.tsx); a constant is the schema's to say, not the person's. */
const FIELDS: Record<FieldKind, (props: FieldProps) => ReactNode> = {
  union: (props) => <UnionField {...props} />,
  constant: () => null,
  enum: (props) => <EnumField {...props} />,
  frame: (props) => <FrameField {...props} />,
  image: (props) => <ImageField {...props} />,
  object: (props) => <ObjectField {...props} />,
  map: (props) => <MapField {...props} />,
  array: (props) => <ArrayField {...props} />,
  switch: (props) => <SwitchField {...props} />,
  number: (props) => <TextField {...props} numeric />,
  text: (props) => <TextField {...props} />,
};

function AnyField(props: FieldProps) {
  const { schema, id } = resolved(props.schema, props.from);
  return FIELDS[fieldKind(schema)]({ ...props, schema, from: id });
}
