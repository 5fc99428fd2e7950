import { memo, startTransition, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Path } from '../../doc.ts';
import { initialValue, newItem, resolved, type Schema } from '../../schema.ts';
import { sameProps, useForm, type FieldProps } from '../context.ts';
import { Field } from '../Field.tsx';
import { Group } from '../Group.tsx';
import { inSentence, itemLabelOf, itemTitle, kindOf } from '../labels.ts';
import { changeList, focusRow, moveItem } from '../lists.ts';
import { SortableItems, useItemIds, useSortableItem } from '../Sortable.tsx';
import { AddOneOf } from './AddOneOf.tsx';
import { DragHandle, ItemActions } from './ItemActions.tsx';

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
 * The rows a list draws at once, about a screen of them; a longer list draws the others a moment later,
 * in a transition: drawn in one task, a long page's rows would hold the thread the preview frame starts on.
 */
const FIRST_ROWS = 16;

export function ArrayField({ schema, from, value, path, label, required }: FieldProps) {
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
  const { schema: itemSchema, id: itemFrom } = resolved(items, from);
  const itemLabel = itemLabelOf(itemSchema, path.at(-1));
  const scalar = itemSchema.type !== 'object' && !itemSchema.oneOf;
  // The rows' types, for the places a new block can go: a string, equal from key to key, so that Add block makes
  // its options again only when a block comes, goes, moves or changes type.
  const kinds = itemSchema.oneOf ? list.map((item) => kindOf(itemSchema, itemFrom, item) ?? '').join('\n') : '';
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
            title={itemTitle(label, index, kindOf(resolved(schema, from).schema, resolved(schema, from).id, item))}
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
