import { flushSync } from 'react-dom';
import { pathKey } from '../../doc.ts';
import { initialValue, resolved } from '../../schema.ts';
import { useForm, type FieldProps } from '../context.ts';
import { Field } from '../Field.tsx';
import { Group } from '../Group.tsx';
import { inSentence, titleOf } from '../labels.ts';

export function ObjectField({ schema, from, value, path, label, required, bare }: FieldProps) {
  const form = useForm();
  const object = (value ?? {}) as Record<string, unknown>;
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => name !== '$schema');
  const fields = properties.map(([name, property]) => {
    const isRequired = schema.required?.includes(name);
    const inner = resolved(property, from).schema;
    const absentGroup = object[name] === undefined && (inner.type === 'object' || inner.type === 'array' || inner.oneOf);
    if (absentGroup && !isRequired) {
      return (
        <button
          key={name}
          type="button"
          className="add-optional"
          onClick={(event) => {
            const fields = event.currentTarget.parentElement;
            flushSync(() => {
              form.change([...path, name], initialValue(property, from));
              form.toggle([...path, name], true);
            });
            // The button gave its place to the group: the focus goes to the group.
            fields
              ?.querySelector<HTMLElement>(`:scope > [data-path="${CSS.escape(pathKey([...path, name]))}"] > summary`)
              ?.focus();
          }}
        >
          Add {inSentence(titleOf(property, name))}
          {inner.description && <span className="hint"> — {inner.description}</span>}
        </button>
      );
    }
    return (
      <Field
        key={name}
        schema={property}
        from={from}
        value={object[name]}
        path={[...path, name]}
        label={titleOf(property, name)}
        required={isRequired}
      />
    );
  });
  if (path.length === 0 || bare) return <div className="fields">{fields}</div>;
  return (
    <Group
      path={path}
      title={`${label}${required ? ' *' : ''}`}
      hint={schema.description}
      actions={
        !required && (
          <button type="button" className="quiet" onClick={() => form.change(path, undefined)}>
            Remove {inSentence(label)}
          </button>
        )
      }
    >
      <div className="fields">{fields}</div>
    </Group>
  );
}
