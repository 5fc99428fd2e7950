/**
 * The form for a value, made from its JSON Schema at run time: one component per kind of schema,
 * for exactly the keywords src/editor/schema.ts lists.
 */
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import {
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { pathKey, type Path } from '../doc.ts';
import { branches, branchFor, initialValue, resolved, type Schema } from '../schema.ts';
import { ImageField } from './ImageField.tsx';
import type { ProblemStore } from './problems.ts';
import { SortableItems, useSortableItem, type SortableHandle } from './Sortable.tsx';

export interface FormContextValue {
  /** Sets the value at a path; `coalesce` joins quick edits of one field into one undo step. */
  change: (path: Path, value: unknown, coalesce?: boolean) => void;
  /** Sets the value at a path to one made from the value there now (a list's item moved, say). */
  update: (path: Path, next: (current: unknown) => unknown) => void;
  /** The build's problems by the path of the field they concern. */
  problems: ProblemStore;
  /** Where links may lead: paths with what answers there, and this page's #anchors. */
  linkTargets: { value: string; label: string }[];
  /** Tells the preview which block a focused field belongs to. */
  focus: (path: Path) => void;
  /** The pictures under public/images, and a way to add one. */
  pictures: { src: string; bytes: number }[];
  upload: (file: File) => Promise<string>;
  /** Groups the person opened (true) or closed (false); others take their own default. */
  open: Map<string, boolean>;
  toggle: (path: Path, open: boolean) => void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export const useForm = (): FormContextValue => {
  const value = useContext(FormContext);
  if (!value) throw new Error('A form field outside its form.');
  return value;
};

export interface FieldProps {
  schema: Schema;
  /** The $id of the schema file `schema` appears in, for its relative references. */
  from: string;
  value: unknown;
  path: Path;
  label: string;
  required?: boolean;
  /** Shows an object's fields without a foldable group of its own (its list item is the group). */
  bare?: boolean;
}

const labels = new Map<string, string>();

/** A property name as a label: heroImage → Hero image. Kept, as every field on a key's path asks for its own. */
export const labelOf = (name: string): string => {
  let label = labels.get(name);
  if (label === undefined) {
    const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
    label = words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
    labels.set(name, label);
  }
  return label;
};

/** The build's problems at this exact place; the component draws again only when they change. */
const useProblemsAt = (path: Path) => {
  const { problems } = useForm();
  const key = pathKey(path);
  return useSyncExternalStore(problems.subscribe, () => problems.at(key));
};

/** Messages the build gives for this exact place. */
export function Problems({ path, id }: { path: Path; id?: string }) {
  const list = useProblemsAt(path);
  if (!list?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {list.map((p) => (
        <li key={`${p.line}:${p.column}:${p.message}`}>{p.message}</li>
      ))}
    </ul>
  );
}

/** The same props, a path being the same when it names the same place (paths are made anew at each draw). */
const sameProps = <P extends { path: Path }>(a: P, b: P): boolean =>
  a.path.length === b.path.length &&
  a.path.every((key, i) => key === b.path[i]) &&
  (Object.keys(a) as (keyof P)[]).every((name) => name === 'path' || a[name] === b[name]) &&
  Object.keys(a).length === Object.keys(b).length;

/**
 * A field draws again only when its own value (kept by identity along an edit's path), place or
 * schema changed, or the form's shared state did: a key typed redraws the fields on its path alone.
 */
export const Field = memo(function Field(props: FieldProps) {
  return <AnyField {...props} />;
}, sameProps);

function AnyField(props: FieldProps) {
  const { schema, id } = resolved(props.schema, props.from);
  const next = { ...props, schema, from: id };
  if (schema.oneOf) return <UnionField {...next} />;
  if (schema.const !== undefined) return null;
  if (schema.enum) return <EnumField {...next} />;
  switch (schema.type) {
    case 'object':
      if (schema.properties?.src && schema.properties.src['x-image']) return <ImageField {...next} />;
      return schema.properties ? <ObjectField {...next} /> : <MapField {...next} />;
    case 'array':
      return <ArrayField {...next} />;
    case 'boolean':
      return <SwitchField {...next} />;
    case 'number':
    case 'integer':
      return <TextField {...next} numeric />;
    default:
      return <TextField {...next} />;
  }
}

/** Label, hint and problems around a control, wired for assistive technology. */
export function Labelled({
  label,
  hint,
  required,
  path,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  path: Path;
  children: (ids: { id: string; describedBy: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const invalid = Boolean(useProblemsAt(path)?.length);
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-problems` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {required && <span className="visually-hidden"> (required)</span>}
      </label>
      {hint && (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children({ id, describedBy, invalid })}
      <Problems path={path} id={`${id}-problems`} />
    </div>
  );
}

function TextField({ schema, value, path, label, required, numeric }: FieldProps & { numeric?: boolean }) {
  const form = useForm();
  const listId = useId();
  const long = schema['x-rich-text'] || (schema.maxLength ?? 0) > 200 || (typeof value === 'string' && value.length > 70);
  const text = value === undefined || value === null ? '' : String(value);
  const set = (raw: string): void => {
    // An optional member left empty is removed, as a person who clears it means.
    if (raw === '' && !required) return form.change(path, undefined, true);
    if (numeric) return form.change(path, raw === '' ? raw : Number(raw), true);
    form.change(path, raw, true);
  };
  const isLink = schema['x-href'];
  const known = isLink && text !== '' && !/^(https:|mailto:|tel:)/.test(text);
  const target = known ? text.replace(/\?.*$/, '').replace(/#.*$/, '') : '';
  const leadsNowhere =
    known && !form.linkTargets.some((t) => t.value === text || t.value === target || (target === '' && t.value === text));
  return (
    <Labelled label={label} hint={schema.description} required={required} path={path}>
      {({ id, describedBy, invalid }) => {
        const common = {
          id,
          value: text,
          'aria-describedby': describedBy || undefined,
          'aria-invalid': invalid || undefined,
          'aria-required': required || undefined,
          onFocus: () => form.focus(path),
          onChange: (event: { target: { value: string } }) => set(event.target.value),
        };
        if (long && !numeric && !isLink)
          return <textarea rows={Math.min(8, Math.max(2, Math.ceil(text.length / 48)))} {...common} />;
        return (
          <>
            <input
              type={numeric ? 'number' : schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text'}
              list={isLink ? listId : undefined}
              spellCheck={!isLink}
              {...common}
            />
            {isLink && (
              <datalist id={listId}>
                {form.linkTargets.map((t) => (
                  <option key={t.value} value={t.value} label={t.label} />
                ))}
              </datalist>
            )}
            {leadsNowhere && (
              <p className="warning" role="status">
                {text} is not a page, alias, planned path or anchor of this site.
              </p>
            )}
          </>
        );
      }}
    </Labelled>
  );
}

function EnumField({ schema, value, path, label, required }: FieldProps) {
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
            <option value="">{schema.default !== undefined ? `Default (${String(schema.default)})` : '—'}</option>
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

function SwitchField({ schema, value, path, label, required }: FieldProps) {
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

/** A group that folds; top-level groups and groups with a problem inside start open. */
export function Group({
  path,
  title,
  hint,
  summary,
  startOpen,
  actions,
  children,
}: {
  path: Path;
  title: string;
  hint?: string;
  summary?: string;
  startOpen?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const form = useForm();
  const key = pathKey(path);
  const count = useSyncExternalStore(form.problems.subscribe, () => form.problems.countWithin(key));
  // The file's own lists (a page's blocks) start open; deeper groups open when asked, their problems counted on their row.
  const isOpen = form.open.get(key) ?? (Boolean(startOpen) || path.length === 1);
  return (
    <details
      className="group"
      data-path={key}
      open={isOpen}
      onToggle={(event) => {
        const nowOpen = (event.currentTarget as HTMLDetailsElement).open;
        if (nowOpen !== isOpen) form.toggle(path, nowOpen);
      }}
    >
      <summary>
        <span className="group-title">{title}</span>
        {summary && <span className="group-summary">{summary}</span>}
        {count > 0 && <span className="badge">{count === 1 ? '1 problem' : `${count} problems`}</span>}
      </summary>
      {actions && <div className="group-actions">{actions}</div>}
      {hint && <p className="hint">{hint}</p>}
      <Problems path={path} />
      {isOpen && <div className="group-body">{children}</div>}
    </details>
  );
}

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
          onClick={() => {
            form.change([...path, name], initialValue(property, from));
            form.toggle([...path, name], true);
          }}
        >
          Add {labelOf(name).toLowerCase()}
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
        label={property.title ?? labelOf(name)}
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
            Remove {label.toLowerCase()}
          </button>
        )
      }
    >
      <div className="fields">{fields}</div>
    </Group>
  );
}

/** An object of names to values (the route manifest's routes and aliases, say). */
function MapField({ schema, from, value, path, label }: FieldProps) {
  const form = useForm();
  const entries = Object.entries((value ?? {}) as Record<string, unknown>);
  const valueSchema = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : { type: 'string' };
  const rename = (from_: string, to: string): void => {
    form.change(path, Object.fromEntries(entries.map(([k, v]) => [k === from_ ? to : k, v])), true);
  };
  return (
    <Group path={path} title={label} hint={schema.description} summary={`${entries.length} entries`}>
      <ul className="map">
        {entries.map(([key, item], index) => (
          <li key={index}>
            <Labelled label="Name" path={[...path, key, '(name)']}>
              {({ id }) => <input id={id} value={key} onChange={(event) => rename(key, event.target.value)} />}
            </Labelled>
            <Field schema={valueSchema} from={from} value={item} path={[...path, key]} label={`Value of ${key}`} required />
            <button type="button" className="quiet" onClick={() => form.change([...path, key], undefined)}>
              Remove {key}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          form.change(path, { ...((value ?? {}) as object), [`new-${entries.length + 1}`]: initialValue(valueSchema, from) })
        }
      >
        Add an entry
      </button>
    </Group>
  );
}

/** A short line that tells array items apart: its heading, title, label or first text. */
export function summaryOf(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value ?? '');
  const object = value as Record<string, unknown>;
  const heading = object.heading as { title?: unknown } | undefined;
  const first =
    object.title ??
    heading?.title ??
    object.label ??
    object.name ??
    object.question ??
    object.text ??
    Object.values(object).find((v) => typeof v === 'string' && v !== object.type);
  const text = typeof first === 'string' ? first : '';
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** The list with the item at `from` taken out and put at `to`. */
const moved = (list: unknown[], from: number, to: number): unknown[] => {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
};

/** The handle an item is dragged by. */
function DragHandle({ name, handle }: { name: string; handle: SortableHandle }) {
  return (
    <button type="button" className="icon drag-handle" aria-label={`Drag ${name} to another place`} {...handle}>
      <GripVertical aria-hidden="true" size={16} />
    </button>
  );
}

/**
 * Moves, copies and removes an item; the preview and the undo history see one change. It works on the
 * list as it is when pressed, so a row need not draw again when another item of its list changes.
 */
const ItemActions = memo(function ItemActions({
  index,
  last,
  path,
  label,
}: {
  index: number;
  last: boolean;
  path: Path;
  label: string;
}) {
  const form = useForm();
  const put = (next: (list: unknown[]) => unknown[]): void => form.update(path, (list) => next(Array.isArray(list) ? list : []));
  const move = (to: number): void => put((list) => moved(list, index, to));
  const name = `${label} ${index + 1}`;
  return (
    <div className="item-actions">
      <button
        type="button"
        className="icon"
        aria-label={`Move ${name} up`}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        <ArrowUp aria-hidden="true" size={16} />
      </button>
      <button type="button" className="icon" aria-label={`Move ${name} down`} disabled={last} onClick={() => move(index + 1)}>
        <ArrowDown aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        className="icon"
        aria-label={`Duplicate ${name}`}
        onClick={() => put((list) => [...list.slice(0, index + 1), structuredClone(list[index]), ...list.slice(index + 1)])}
      >
        <Copy aria-hidden="true" size={16} />
      </button>
      <button
        type="button"
        className="icon"
        aria-label={`Remove ${name}`}
        onClick={() => put((list) => list.filter((_, i) => i !== index))}
      >
        <Trash2 aria-hidden="true" size={16} />
      </button>
    </div>
  );
}, sameProps);

/**
 * The rows a list draws at once, about a screen of them; a longer list draws the others a moment later,
 * in a transition. A page of forty blocks drew its forty rows in one task, about 0.6 s at 4× CPU, on the
 * thread where the preview frame starts too.
 */
const FIRST_ROWS = 16;

function ArrayField({ schema, from, value, path, label, required }: FieldProps) {
  const form = useForm();
  const list = Array.isArray(value) ? value : [];
  const [drawnAll, setDrawnAll] = useState(list.length <= FIRST_ROWS);
  useEffect(() => {
    if (!drawnAll) startTransition(() => setDrawnAll(true));
  }, [drawnAll]);
  const items = schema.items ?? {};
  const itemSchema = resolved(items, from).schema;
  const itemLabel = itemSchema.title ?? labelOf(String(path.at(-1) ?? 'item')).replace(/s$/, '');
  const scalar = itemSchema.type !== 'object' && !itemSchema.oneOf;
  const add = (item: unknown): void => {
    form.change(path, [...list, item]);
    form.toggle([...path, list.length], true);
    form.focus([...path, list.length]);
  };
  return (
    <Group path={path} title={`${label}${required ? ' *' : ''}`} hint={schema.description} summary={`${list.length}`}>
      <SortableItems
        count={list.length}
        label={itemLabel}
        move={(from_, to) => form.update(path, (was) => moved(Array.isArray(was) ? was : [], from_, to))}
      >
        <ol className="items">
          {(drawnAll ? list : list.slice(0, FIRST_ROWS)).map((item, index) => (
            <ArrayItem
              key={index}
              schema={items}
              from={from}
              item={item}
              index={index}
              last={index === list.length - 1}
              path={path}
              label={itemLabel}
              scalar={scalar}
            />
          ))}
        </ol>
      </SortableItems>
      {itemSchema.oneOf ? (
        <AddOneOf schema={itemSchema} from={resolved(items, from).id} label={itemLabel} add={(item) => add(item)} />
      ) : (
        <button type="button" onClick={() => add(initialValue(items, from))}>
          Add {itemLabel.toLowerCase()}
        </button>
      )}
    </Group>
  );
}

/** One item of a list, drawn again only when it, its place or its being last changed: a key typed in one block leaves the other rows be. */
const ArrayItem = memo(function ArrayItem({
  schema,
  from,
  item,
  index,
  last,
  path,
  label,
  scalar,
}: {
  schema: Schema;
  from: string;
  item: unknown;
  index: number;
  last: boolean;
  path: Path;
  label: string;
  scalar: boolean;
}) {
  const { item: sortable, handle } = useSortableItem(index);
  const actions = <ItemActions index={index} last={last} path={path} label={label} />;
  return (
    <li className="item" {...sortable}>
      {/* Beside the row rather than in it: a summary holds no other control. */}
      <DragHandle name={`${label} ${index + 1}`} handle={handle} />
      <div className="item-body">
        {scalar ? (
          <Field schema={schema} from={from} value={item} path={[...path, index]} label={`${label} ${index + 1}`} required />
        ) : (
          <Group path={[...path, index]} title={`${label} ${index + 1}`} summary={summaryOf(item)} actions={actions}>
            <Field
              schema={schema}
              from={from}
              value={item}
              path={[...path, index]}
              label={`${label} ${index + 1}`}
              required
              bare
            />
          </Group>
        )}
        {scalar && actions}
      </div>
    </li>
  );
}, sameProps);

/** One of several object shapes told apart by `type`: its own fields, and a choice of type for a new one. */
function UnionField({ schema, from, value, path, label, bare }: FieldProps) {
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

/** "Add block": every type with its catalogue description, inserted filled from its schema's example. */
function AddOneOf({ schema, from, label, add }: { schema: Schema; from: string; label: string; add: (item: unknown) => void }) {
  const options = branches(schema, from);
  const [tag, setTag] = useState(options[0]?.tag ?? '');
  const id = useId();
  const chosen = options.find((o) => o.tag === tag);
  return (
    <div className="add-one-of">
      <label htmlFor={id}>Type of {label.toLowerCase()} to add</label>
      <select id={id} value={tag} onChange={(event) => setTag(event.target.value)} aria-describedby={`${id}-about`}>
        {options.map((o) => (
          <option key={o.tag} value={o.tag}>
            {o.tag}
          </option>
        ))}
      </select>
      <p className="hint" id={`${id}-about`}>
        {chosen?.schema.description}
      </p>
      <button type="button" onClick={() => chosen && add(initialValue(chosen.schema, chosen.id))}>
        Add {label.toLowerCase()}
      </button>
    </div>
  );
}
