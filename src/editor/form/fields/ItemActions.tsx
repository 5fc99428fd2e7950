import { memo, type ComponentProps, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Path } from '../../doc.ts';
import { newItem, type Schema } from '../../schema.ts';
import { sameProps, useForm } from '../context.ts';
import { changeList, focusRow, moveItem } from '../lists.ts';
import type { SortableHandle } from '../Sortable.tsx';

/**
 * A button drawn as an icon. Its title says what it does: its name for a screen reader and its tooltip for
 * the eye (an aria-label of the same words would be said twice, as the name and as the description). The
 * icon is the button's CSS (`icon-<name>` in editor.css), not elements of its own: a row has five of them, and
 * as elements they would be most of what a long page's form draws as it opens.
 */
function IconButton({
  icon,
  className = '',
  ...button
}: ComponentProps<'button'> & { title: string; icon: 'up' | 'down' | 'copy' | 'remove' | 'drag' }) {
  return <button type="button" className={`icon icon-${icon} ${className}`.trim()} {...button} />;
}

/** The handle an item is dragged by. */
export function DragHandle({ name, handle }: { name: string; handle: SortableHandle }) {
  return <IconButton title={`Drag ${name} to another place`} icon="drag" className="drag-handle" {...handle} />;
}

/**
 * Moves, copies and removes an item; the preview and the undo history see one change. It works on the
 * list as it is when pressed, so a row need not draw again when another item of its list changes.
 */
export const ItemActions = memo(function ItemActions({
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
