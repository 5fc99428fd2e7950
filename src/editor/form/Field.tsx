/**
 * The form for a value, made from its JSON Schema at run time: one component per kind of schema,
 * for exactly the keywords src/editor/schema.ts lists.
 */
import {
  createContext,
  memo,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { getIn, pathKey, setIn, withKeysMoved, type Path } from '../doc.ts';
import { branches, branchFor, firstFree, initialValue, newItem, resolved, type Schema } from '../schema.ts';
import type { LinkTargets } from '../link-targets.ts';
import { ImageField } from './ImageField.tsx';
import { inSentence, itemLabelOf, itemTitle, kindOf, labelOf, titleOf } from './labels.ts';
import type { ProblemStore } from './problems.ts';
import { SortableItems, useItemIds, useSortableItem, type SortableHandle } from './Sortable.tsx';

export interface FormContextValue {
  /** Sets the value at a path; `coalesce` joins quick edits of one field into one undo step. */
  change: (path: Path, value: unknown, coalesce?: boolean) => void;
  /** Shows in the preview the value a key is about to give a field, before the field's change makes it. */
  foresee: (path: Path, value: unknown) => void;
  /** Sets the value at a path to one made from the value there now (a list's item moved, say). */
  update: (path: Path, next: (current: unknown) => unknown) => void;
  /** The build's problems by the path of the field they concern. */
  problems: ProblemStore;
  /** Where links may lead: paths with what answers there, and this page's #anchors. */
  linkTargets: LinkTargets;
  /** Tells the preview which block a focused field belongs to. */
  focus: (path: Path) => void;
  /** The frames a page may wear: the names of the files of content/frames/. */
  frames: string[];
  /** The pictures under public/images, and a way to add one. */
  pictures: { src: string; bytes: number }[];
  upload: (file: File) => Promise<string>;
  /** Groups the person opened (true) or closed (false); others take their own default. */
  open: Map<string, boolean>;
  toggle: (path: Path, open: boolean) => void;
  /** Sets which groups are open from which were (the items of a list moved, say). */
  setOpen: (next: (open: Map<string, boolean>) => Map<string, boolean>) => void;
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
  if (schema['x-frame']) return <FrameField {...next} />;
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
  refused,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  path: Path;
  /** Why the form did not take what was typed, said at once. */
  refused?: string;
  children: (ids: { id: string; describedBy: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const problems = Boolean(useProblemsAt(path)?.length);
  const invalid = problems || Boolean(refused);
  const describedBy = [hint ? `${id}-hint` : '', problems ? `${id}-problems` : '', refused ? `${id}-refused` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${invalid ? ' field-invalid' : ''}`} data-field={pathKey(path)}>
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
      {refused && (
        <p className="field-problems" id={`${id}-refused`} role="alert">
          {refused}
        </p>
      )}
      <Problems path={path} id={`${id}-problems`} />
    </div>
  );
}

/** A text field's value from its text: an optional member left empty is removed, as a person who clears it means. */
const fieldValue = (raw: string, required?: boolean, numeric?: boolean): unknown =>
  raw === '' && !required ? undefined : numeric && raw !== '' ? Number(raw) : raw;

function TextField({ schema, value, path, label, required, numeric }: FieldProps & { numeric?: boolean }) {
  const form = useForm();
  const listId = useId();
  // Decided once, when the field is first shown: a field that turned into another element as its text
  // crossed a length took the cursor out of itself in the middle of a word, and the rest of the typing was lost.
  const [long] = useState(
    () => schema['x-rich-text'] || (schema.maxLength ?? 0) > 200 || (typeof value === 'string' && value.length > 70),
  );
  const text = value === undefined || value === null ? '' : String(value);
  const { foresee } = form;
  /**
   * A character typed is shown in the preview before the browser puts it into the field (`foresee`): the text it
   * will make is known from the field's selection. Not in a field without one (a number, an e-mail address) nor
   * while a character is composed.
   */
  const foreseeing = useCallback(
    (field: HTMLElement | null) => {
      const onBeforeInput = (event: InputEvent): void => {
        const { selectionStart: start, selectionEnd: end, value: now } = event.target as HTMLInputElement;
        if (
          event.defaultPrevented ||
          event.inputType !== 'insertText' ||
          event.data === null ||
          event.isComposing ||
          start === null ||
          end === null
        )
          return;
        foresee(path, fieldValue(now.slice(0, start) + event.data + now.slice(end), required, numeric));
      };
      field?.addEventListener('beforeinput', onBeforeInput);
      return () => field?.removeEventListener('beforeinput', onBeforeInput);
    },
    [foresee, path, required, numeric],
  );
  const isLink = schema['x-href'];
  const known = isLink && text !== '' && !/^(?:https:|mailto:|tel:)/.test(text);
  const target = known ? text.replace(/\?.*$/, '').replace(/#.*$/, '') : '';
  const leadsNowhere = known && !form.linkTargets.has(text) && !form.linkTargets.has(target);
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
          onChange: (event: { target: { value: string } }) =>
            form.change(path, fieldValue(event.target.value, required, numeric), true),
        };
        if (long && !numeric && !isLink)
          return <textarea ref={foreseeing} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 48)))} {...common} />;
        return (
          <>
            <input
              type={numeric ? 'number' : schema.format === 'date' ? 'date' : schema.format === 'email' ? 'email' : 'text'}
              list={isLink ? listId : undefined}
              spellCheck={!isLink}
              ref={foreseeing}
              {...common}
            />
            {isLink && (
              <datalist id={listId}>
                {form.linkTargets.offer(text).map((t) => (
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

/** `none`: what choosing nothing means, for an optional field with no default. */
function EnumField({ schema, value, path, label, required, none = '—' }: FieldProps & { none?: string }) {
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

/** A frame's name, chosen among the frames there are (and the one named now, should its file be gone: the check says so). */
function FrameField(props: FieldProps) {
  const { frames } = useForm();
  const named = typeof props.value === 'string' && !frames.includes(props.value) ? [props.value] : [];
  return (
    <EnumField
      {...props}
      schema={{ ...props.schema, enum: [...frames, ...named] }}
      none="None: the header and footer of site.json"
    />
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
          Add {inSentence(labelOf(name))}
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

/** An object of names to values (the route manifest's routes and aliases, say). */
function MapField({ schema, from, value, path, label }: FieldProps) {
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
                // A map's rows are its places: the focus stayed on this place's Remove, now the next entry's, and a
                // second press removed that entry too.
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
 * each key, a name on its way to another ("/" on the way to "/questions") replaced the entry of that name.
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

/**
 * Changes a list as it is now, given with the whole file (whose anchors a new item's must not repeat), the
 * open groups of its items going with them: `place(i)` is where the item at i went, or undefined when it
 * was removed. Which groups are open is kept by path, and a path names a place: an item moved left its
 * open group at its old place, on another item.
 */
function changeList(
  form: FormContextValue,
  path: Path,
  next: (list: unknown[], file: unknown) => unknown[],
  place: (index: number) => number | undefined,
): void {
  form.update([], (file) => {
    const list = getIn(file, path);
    return setIn(file, path, next(Array.isArray(list) ? list : [], file));
  });
  const prefix = `${pathKey(path)}/`;
  form.setOpen((open) =>
    withKeysMoved(open, (key) => {
      if (!key.startsWith(prefix)) return key;
      const [index, ...rest] = key.slice(prefix.length).split('/');
      const to = place(Number(index));
      return to === undefined ? undefined : [`${prefix}${to}`, ...rest].join('/');
    }),
  );
}

/** Takes a list's item out of its place `from` and puts it at `to`. */
function moveItem(form: FormContextValue, path: Path, from: number, to: number): void {
  changeList(
    form,
    path,
    (list) => {
      const next = [...list];
      next.splice(to, 0, ...next.splice(from, 1));
      return next;
    },
    (index) => {
      if (index === from) return to;
      // Its place once the moved item has left the list, then once that item is put back at `to`.
      const left = index > from ? index - 1 : index;
      return left >= to ? left + 1 : left;
    },
  );
}

/** Puts the focus on a row of a list or map: its summary, or its first field; without a row, on `otherwise`. */
const focusRow = (row: Element | null | undefined, otherwise: HTMLElement | null): void =>
  (row?.querySelector<HTMLElement>('summary, input, textarea, select') ?? otherwise)?.focus();

/**
 * A button drawn as an icon. Its title says what it does: its name for a screen reader and its tooltip for
 * the eye (an aria-label of the same words would be said twice, as the name and as the description). The
 * icon is the button's CSS (`icon-<name>` in editor.css), not elements of its own: as SVG elements, the five
 * icons were 22 of a row's elements, and a page of forty blocks drew about 1,500 elements as it opened.
 */
function IconButton({
  icon,
  className = '',
  ...button
}: ComponentProps<'button'> & { title: string; icon: 'up' | 'down' | 'copy' | 'remove' | 'drag' }) {
  return <button type="button" className={`icon icon-${icon} ${className}`.trim()} {...button} />;
}

/** The handle an item is dragged by. */
function DragHandle({ name, handle }: { name: string; handle: SortableHandle }) {
  return <IconButton title={`Drag ${name} to another place`} icon="drag" className="drag-handle" {...handle} />;
}

/**
 * Moves, copies and removes an item; the preview and the undo history see one change. It works on the
 * list as it is when pressed, so a row need not draw again when another item of its list changes.
 */
const ItemActions = memo(function ItemActions({
  schema,
  from,
  index,
  last,
  path,
  label,
  adder,
}: {
  /** The list's items' schema, and the $id of the schema file it appears in. */
  schema: Schema;
  from: string;
  index: number;
  last: boolean;
  path: Path;
  label: string;
  /** The list's Add button, for the focus when no row follows a removed one. */
  adder: RefObject<HTMLButtonElement | null>;
}) {
  const form = useForm();
  const move = (button: HTMLButtonElement, to: number): void => {
    flushSync(() => moveItem(form, path, index, to));
    // The row went with its item, and a row moved in the page loses the focus; at an end of the list the
    // move that took it there is disabled, and the other takes the focus.
    (button.disabled ? button.parentElement?.querySelector<HTMLButtonElement>('button:enabled') : button)?.focus();
  };
  const name = `${label} ${index + 1}`;
  return (
    <div className="item-actions">
      <IconButton
        title={`Move ${name} up`}
        icon="up"
        disabled={index === 0}
        onClick={(event) => move(event.currentTarget, index - 1)}
      />
      <IconButton
        title={`Move ${name} down`}
        icon="down"
        disabled={last}
        onClick={(event) => move(event.currentTarget, index + 1)}
      />
      <IconButton
        title={`Duplicate ${name}`}
        icon="copy"
        onClick={() =>
          changeList(
            form,
            path,
            (list, file) => [
              ...list.slice(0, index + 1),
              newItem(structuredClone(list[index]), schema, from, file, list),
              ...list.slice(index + 1),
            ],
            (i) => (i > index ? i + 1 : i),
          )
        }
      />
      <IconButton
        title={`Remove ${name}`}
        icon="remove"
        onClick={(event) => {
          const next = event.currentTarget.closest('li')?.nextElementSibling;
          flushSync(() =>
            changeList(
              form,
              path,
              (list) => list.filter((_, i) => i !== index),
              (i) => (i === index ? undefined : i > index ? i - 1 : i),
            ),
          );
          // The focus went with the row: to the next row's summary or first field, never to a button a second press
          // would take for this one.
          focusRow(next, adder.current);
        }}
      />
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
  const ids = useItemIds(list);
  const rows = useRef<HTMLOListElement>(null);
  const adder = useRef<HTMLButtonElement>(null);
  const [drawnAll, setDrawnAll] = useState(list.length <= FIRST_ROWS);
  useEffect(() => {
    if (!drawnAll) startTransition(() => setDrawnAll(true));
  }, [drawnAll]);
  const items = schema.items ?? {};
  const itemSchema = resolved(items, from).schema;
  const itemLabel = itemLabelOf(itemSchema, path.at(-1));
  const scalar = itemSchema.type !== 'object' && !itemSchema.oneOf;
  // The rows' types, for the places a new block can go: a string, equal from key to key, so that Add block makes
  // its options again only when a block comes, goes, moves or changes type.
  const kinds = itemSchema.oneOf ? list.map((item) => kindOf(itemSchema, item) ?? '').join('\n') : '';
  /** Puts a new item at `at` (the end unless told), its row open and focused: what the person fills in next. */
  const add = (item: unknown, at = list.length): void => {
    flushSync(() => {
      changeList(
        form,
        path,
        (current, file) => [...current.slice(0, at), newItem(item, items, from, file, current), ...current.slice(at)],
        (index) => (index >= at ? index + 1 : index),
      );
      form.toggle([...path, at], true);
    });
    focusRow(rows.current?.children[at], null);
    form.focus([...path, at]);
  };
  return (
    <Group path={path} title={`${label}${required ? ' *' : ''}`} hint={schema.description} summary={`${list.length}`}>
      <SortableItems ids={ids} label={itemLabel} move={(from_, to) => moveItem(form, path, from_, to)}>
        <ol className="items" ref={rows}>
          {(drawnAll ? list : list.slice(0, FIRST_ROWS)).map((item, index) => (
            <ArrayItem
              key={ids[index]}
              id={ids[index]}
              schema={items}
              from={from}
              item={item}
              index={index}
              last={index === list.length - 1}
              path={path}
              label={itemLabel}
              scalar={scalar}
              adder={adder}
            />
          ))}
        </ol>
      </SortableItems>
      {itemSchema.oneOf ? (
        <AddOneOf schema={itemSchema} from={resolved(items, from).id} label={itemLabel} kinds={kinds} add={add} ref={adder} />
      ) : (
        <button type="button" ref={adder} onClick={() => add(initialValue(items, from))}>
          Add {inSentence(itemLabel)}
        </button>
      )}
    </Group>
  );
}

/** One item of a list, drawn again only when it, its place or its being last changed: a key typed in one block leaves the other rows be. */
const ArrayItem = memo(function ArrayItem({
  id,
  schema,
  from,
  item,
  index,
  last,
  path,
  label,
  scalar,
  adder,
}: {
  /** The item's id in its list (useItemIds), which follows it when it moves. */
  id: number;
  schema: Schema;
  from: string;
  item: unknown;
  index: number;
  last: boolean;
  path: Path;
  label: string;
  scalar: boolean;
  adder: RefObject<HTMLButtonElement | null>;
}) {
  const { item: sortable, handle } = useSortableItem(id);
  const actions = <ItemActions schema={schema} from={from} index={index} last={last} path={path} label={label} adder={adder} />;
  return (
    <li className="item" {...sortable}>
      {/* Beside the row rather than in it: a summary holds no other control. */}
      <DragHandle name={`${label} ${index + 1}`} handle={handle} />
      <div className="item-body">
        {scalar ? (
          <Field schema={schema} from={from} value={item} path={[...path, index]} label={`${label} ${index + 1}`} required />
        ) : (
          <Group
            path={[...path, index]}
            title={itemTitle(label, index, kindOf(resolved(schema, from).schema, item))}
            summary={summaryOf(item)}
            actions={actions}
          >
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

/** Where Add block puts a new block when the person has not chosen: after the last. */
const AT_THE_END = 'end';

/**
 * "Add block": every type with its catalogue description, inserted filled from its schema's example, at the
 * end or before any block of the list. The type first offered is the one the list has most of (a page of the
 * agency's opens on its own kind of block, not the demo hotel's booking wizard, first by name).
 */
function AddOneOf({
  schema,
  from,
  label,
  kinds,
  add,
  ref,
}: {
  schema: Schema;
  from: string;
  label: string;
  /** The list's items' types, one a line (kindOf): the places a new one can go. */
  kinds: string;
  add: (item: unknown, at: number) => void;
  /** Its Add button. */
  ref: Ref<HTMLButtonElement>;
}) {
  // In the order of their names, as a person looks for one. The names are the schemas' own (ASCII): compared
  // as text, not with localeCompare, whose first call set up the language's collation, about 70 ms of the
  // form's first draw at 4× CPU.
  const options = useMemo(
    () =>
      branches(schema, from)
        .map((branch) => ({ ...branch, label: labelOf(branch.tag) }))
        .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)),
    [schema, from],
  );
  const rows = useMemo(() => (kinds === '' ? [] : kinds.split('\n')), [kinds]);
  const [tag, setTag] = useState(() => mostUsed(options, rows) ?? options[0]?.tag ?? '');
  const [where, setWhere] = useState<number | typeof AT_THE_END>(AT_THE_END);
  const at = where === AT_THE_END ? rows.length : Math.min(where, rows.length);
  // Made again only when a block comes, goes, moves or changes type: a key typed in a block draws none of them.
  const typeOptions = useMemo(
    () =>
      options.map((o) => (
        <option key={o.tag} value={o.tag}>
          {o.label}
        </option>
      )),
    [options],
  );
  const placeOptions = useMemo(
    () => [
      <option key={AT_THE_END} value={AT_THE_END}>
        {rows.length ? `At the end, after ${itemTitle(label, rows.length - 1, rows.at(-1) || undefined)}` : 'At the end'}
      </option>,
      ...rows.map((kind, index) => (
        <option key={index} value={index}>
          Before {itemTitle(label, index, kind || undefined)}
        </option>
      )),
    ],
    [rows, label],
  );
  const id = useId();
  const chosen = options.find((o) => o.tag === tag);
  return (
    <div className="add-one-of">
      <label htmlFor={id}>Type of {inSentence(label)} to add</label>
      <select id={id} value={tag} onChange={(event) => setTag(event.target.value)} aria-describedby={`${id}-about`}>
        {typeOptions}
      </select>
      <p className="hint" id={`${id}-about`}>
        {chosen?.schema.description}
      </p>
      <label htmlFor={`${id}-where`}>Where</label>
      <select
        id={`${id}-where`}
        value={where === AT_THE_END ? AT_THE_END : at}
        onChange={(event) => setWhere(event.target.value === AT_THE_END ? AT_THE_END : Number(event.target.value))}
      >
        {placeOptions}
      </select>
      <button
        type="button"
        ref={ref}
        onClick={() => {
          if (!chosen) return;
          add(initialValue(chosen.schema, chosen.id), at);
          // The next one goes after it, so that blocks added one after another stand in the order they were added.
          if (where !== AT_THE_END) setWhere(at + 1);
        }}
      >
        Add {inSentence(label)}
      </button>
    </div>
  );
}

/** The type among `options` that `kinds` (the list's items' labels) has most of; the first by name of a tie. */
function mostUsed(options: readonly { tag: string; label: string }[], kinds: readonly string[]): string | undefined {
  let best: { tag: string; count: number } | undefined;
  for (const option of options) {
    const count = kinds.filter((kind) => kind === option.label).length;
    if (count > 0 && count > (best?.count ?? 0)) best = { tag: option.tag, count };
  }
  return best?.tag;
}
