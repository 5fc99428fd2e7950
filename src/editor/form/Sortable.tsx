/**
 * Dragging a list's items to another place (@dnd-kit): with a pointer, or from the keyboard on an item's
 * handle (Space to pick it up, arrows to move, Space to drop, Escape to cancel), each step said to a
 * screen reader in words. The move up and move down buttons stay beside it.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';

/**
 * The ids of a list's items now, given what the list and its items' ids were: an item keeps its id while it
 * is the same value (moved, another item added or removed, an undo), or while it keeps its place when it is
 * changed; a new item gets `next` and the numbers after it. The JSON gives its items no identity: known by
 * their place, an item's row, its open group and the focus in it stayed at the place when the item moved.
 */
export function followItems(
  was: readonly unknown[],
  wasIds: number[],
  now: readonly unknown[],
  next: number,
): { ids: number[]; next: number } {
  const ids: (number | undefined)[] = now.map((item, i) => (item === was[i] ? wasIds[i] : undefined));
  const kept = new Set(ids);
  // The items that left their places, by value, for the items now elsewhere; a value twice is taken in order.
  const left = new Map<unknown, number[]>();
  was.forEach((item, i) => {
    if (now[i] !== item) left.set(item, [...(left.get(item) ?? []), wasIds[i]]);
  });
  for (let i = 0; i < now.length; i += 1) {
    if (ids[i] !== undefined) continue;
    ids[i] = left.get(now[i])?.shift();
    kept.add(ids[i]);
  }
  let fresh = next;
  const found = ids.map((id, i) => id ?? (i < was.length && !kept.has(wasIds[i]) ? wasIds[i] : fresh++));
  return { ids: found, next: fresh };
}

/** The ids of a list's items, which follow the items (see followItems); the same array while they stay the same. */
export function useItemIds(list: readonly unknown[]): number[] {
  const [known, setKnown] = useState(() => ({ list, ids: list.map((_, i) => i + 1), next: list.length + 1 }));
  // The same items in another array (an absent list's [], made at each draw) change nothing: kept, they
  // would draw the list again at once, and again, for ever.
  if (known.list === list || (known.list.length === list.length && list.every((item, i) => item === known.list[i])))
    return known.ids;
  const followed = followItems(known.list, known.ids, list, known.next);
  const same = followed.ids.length === known.ids.length && followed.ids.every((id, i) => id === known.ids[i]);
  const now = { list, ids: same ? known.ids : followed.ids, next: followed.next };
  setKnown(now);
  return now.ids;
}

const placeIn = (ids: number[], id: UniqueIdentifier): number => ids.indexOf(Number(id));

const instructions =
  'To move an item, press Space or Enter on its handle to pick it up, the arrow keys to move it, Space or Enter to drop it, or Escape to leave it where it was.';

// Made once: new options at each render would be new sensors, and every item of the list would draw again at each key typed.
// A press that does not move stays a press (on the handle's own button).
const pointer = { activationConstraint: { distance: 4 } };
const keyboard = { coordinateGetter: sortableKeyboardCoordinates };

/** A list's items as drawn now, handed past its drag context (see SortableItems). */
const Rows = createContext<ReactNode>(null);
const CurrentRows = () => useContext(Rows);

/**
 * A list whose items can be dragged. A key typed in one item draws the list's items again (each row
 * checks whether its own item changed), but not its drag context, dnd-kit's largest component: the
 * items reach the rows through a context of their own, past the memoised context, which draws only
 * when the list's items come, go or move, or its name changes.
 */
export function SortableItems({
  ids,
  label,
  move,
  children,
}: {
  /** The items' ids (useItemIds), in their order. */
  ids: number[];
  /** What one item is called, as in “Block 3”. */
  label: string;
  move: (from: number, to: number) => void;
  children: ReactNode;
}) {
  // The move of the latest draw, read when an item is dropped: a new function at each draw would draw the context again.
  const latestMove = useRef(move);
  useLayoutEffect(() => {
    latestMove.current = move;
  });
  const moveLatest = useCallback((from: number, to: number) => latestMove.current(from, to), []);
  return (
    <Rows value={children}>
      <DragContext ids={ids} label={label} move={moveLatest} />
    </Rows>
  );
}

const DragContext = memo(function DragContext({
  ids,
  label,
  move,
}: {
  ids: number[];
  label: string;
  move: (from: number, to: number) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, pointer), useSensor(KeyboardSensor, keyboard));
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier): string => `${label} ${placeIn(ids, id) + 1}`;
    const place = (id: UniqueIdentifier): string => `place ${placeIn(ids, id) + 1} of ${ids.length}`;
    const announcements: Announcements = {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} is over ${place(over.id)}.` : `${name(active.id)} is outside the list.`,
      onDragEnd: ({ active, over }) =>
        over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} stays at ${place(active.id)}.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled: it stays at ${place(active.id)}.`,
    };
    return { announcements, screenReaderInstructions: { draggable: instructions } };
  }, [ids, label]);
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) move(placeIn(ids, active.id), placeIn(ids, over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <CurrentRows />
      </SortableContext>
    </DndContext>
  );
});

/** An item of a SortableItems list, by its id: the props of the element that moves, and of the handle that drags it. */
export function useSortableItem(id: number) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined,
  };
  return {
    item: { ref: setNodeRef, style, 'data-dragging': isDragging || undefined },
    handle: { ref: setActivatorNodeRef, ...attributes, ...listeners },
  };
}

export type SortableHandle = ReturnType<typeof useSortableItem>['handle'];
