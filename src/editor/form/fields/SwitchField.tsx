import { useForm, type FieldProps } from '../context.ts';
import { Labelled } from '../Labelled.tsx';

export function SwitchField({ schema, value, path, label, required }: FieldProps) {
  const form = useForm();
  const on = value === undefined ? schema.default === true : value === true;
  return (
    <Labelled label={label} hint={schema.description} required={required} path={path}>
      {({ id, describedBy }) => (
        <button
          type="button"
          role="switch"
          id={id}
          className="switch"
          aria-checked={on}
          aria-describedby={describedBy || undefined}
          onFocus={() => form.focus(path)}
          onClick={() => form.change(path, !on)}
        >
          <span aria-hidden="true" />
          {on ? 'On' : 'Off'}
        </button>
      )}
    </Labelled>
  );
}
