import { useForm, type FieldProps } from '../context.ts';
import { Labelled } from '../Labelled.tsx';

/** `none`: what choosing nothing means, for an optional field with no default. */
export function EnumField({ schema, value, path, label, required, none = '—' }: FieldProps & { none?: string }) {
  const form = useForm();
  const options = schema.enum ?? [];
  return (
    <Labelled label={label} hint={schema.description} required={required} path={path}>
      {({ id, describedBy }) => (
        <select
          id={id}
          aria-describedby={describedBy || undefined}
          value={value === undefined ? '' : String(value)}
          onFocus={() => form.focus(path)}
          onChange={(event) => {
            const chosen = options.find((o) => String(o) === event.target.value);
            form.change(path, chosen);
          }}
        >
          {(value === undefined || !required) && (
            <option value="">{schema.default !== undefined ? `Default (${String(schema.default)})` : none}</option>
          )}
          {options.map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      )}
    </Labelled>
  );
}
