import { branches, branchFor } from '../../schema.ts';
import type { FieldProps } from '../context.ts';
import { ObjectField } from './ObjectField.tsx';

/** One of several object shapes told apart by `type`: its own fields, and a choice of type for a new one. */
export function UnionField({ schema, from, value, path, label, bare }: FieldProps) {
  const branch = branchFor(schema, from, value);
  if (!branch) {
    const known = branches(schema, from).map((b) => b.tag);
    const tag = (value as { type?: unknown } | undefined)?.type;
    return (
      <p className="warning">
        {label}: the type {JSON.stringify(tag)} is not one of {known.join(', ')}.
      </p>
    );
  }
  return <ObjectField schema={branch.schema} from={branch.id} value={value} path={path} label={label} required bare={bare} />;
}
