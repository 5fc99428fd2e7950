import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Path } from '../../doc.ts';
import { firstFree, initialValue } from '../../schema.ts';
import { useForm, type FieldProps } from '../context.ts';
import { Field } from '../Field.tsx';
import { Group } from '../Group.tsx';
import { Labelled } from '../Labelled.tsx';
import { focusRow } from '../lists.ts';

/** An object of names to values (the route manifest's routes and aliases, say). */
export function MapField({ schema, from, value, path, label }: FieldProps) {
  const form = useForm();
  const map = (value ?? {}) as Record<string, unknown>;
  const entries = Object.entries(map);
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : { type: 'string' };
  const rows = useRef<HTMLUListElement>(null);
  const adder = useRef<HTMLButtonElement>(null);
  // In its place among the others, so the file changes on its line alone.
  const rename = (was: string, to: string): void =>
    form.change(path, Object.fromEntries(entries.map(([k, v]) => [k === was ? to : k, v])));
  return (
    <Group path={path} title={label} hint={schema.description} summary={`${entries.length} entries`}>
      <ul className="map" ref={rows}>
        {entries.map(([key, item], index) => (
          <li key={index}>
            <EntryName
              name={key}
              path={[...path, key, '(name)']}
              taken={(name) => Object.hasOwn(map, name)}
              rename={(to) => rename(key, to)}
            />
            <Field schema={valueSchema} from={from} value={item} path={[...path, key]} label={`Value of ${key}`} required />
            <button
              type="button"
              className="quiet"
              onClick={(event) => {
                const row = event.currentTarget.closest('li');
                flushSync(() => form.change([...path, key], undefined));
                // A map's rows are its places: the focus would stay on this place's Remove, now the next entry's, and
                // a second press would remove that entry too.
                focusRow(row?.isConnected ? row : null, adder.current);
              }}
            >
              Remove {key}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        ref={adder}
        onClick={() => {
          flushSync(() =>
            form.change(path, {
              ...map,
              [firstFree('new', (name) => Object.hasOwn(map, name))]: initialValue(valueSchema, from),
            }),
          );
          // The new entry's name, chosen, so that what is typed replaces it.
          const name = rows.current?.lastElementChild?.querySelector('input');
          name?.focus();
          name?.select();
        }}
      >
        Add an entry
      </button>
    </Group>
  );
}

/**
 * A map entry's name, renamed when the field is left or Enter is pressed, and put back by Escape. Renamed at
 * each key, a name on its way to another ("/" on the way to "/questions") would replace the entry of that name.
 */
function EntryName({
  name,
  path,
  taken,
  rename,
}: {
  name: string;
  path: Path;
  /** Whether an entry has this name. */
  taken: (name: string) => boolean;
  rename: (to: string) => void;
}) {
  // What was typed, for the entry it was typed in: the entry in this place changes when one above is removed.
  const [typed, setTyped] = useState<{ entry: string; text: string; refused?: string } | null>(null);
  const editing = typed?.entry === name ? typed : null;
  const done = (): void => {
    if (!editing || editing.text === name) return setTyped(null);
    const refused =
      editing.text === ''
        ? `An entry needs a name: type one, or press Escape to keep "${name}".`
        : taken(editing.text)
          ? `"${editing.text}" is already the name of another entry: type another, or press Escape to keep "${name}".`
          : undefined;
    if (refused) return setTyped({ ...editing, refused });
    setTyped(null);
    rename(editing.text);
  };
  return (
    <Labelled label="Name" path={path} refused={editing?.refused}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          value={editing?.text ?? name}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid || undefined}
          onChange={(event) => setTyped({ entry: name, text: event.target.value })}
          onBlur={done}
          onKeyDown={(event) => {
            if (event.key === 'Enter') done();
            if (event.key === 'Escape') setTyped(null);
          }}
        />
      )}
    </Labelled>
  );
}
