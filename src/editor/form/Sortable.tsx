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
  type CSSProperties,
  type ReactNode,
} from 'react';

// Items are known by their place: a list's items have no identity of their own in the JSON.
const idOf = (index: number): string => `item-${index}`;
const placeOf = (id: UniqueIdentifier): number => Number(String(id).slice('item-'.length));

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
 * when the list's length or name changes.
 */
export function SortableItems({
  count,
  label,
  move,
  children,
}: {
  count: number;
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
      <DragContext count={count} label={label} move={moveLatest} />
    </Rows>
  );
}

const DragContext = memo(function DragContext({
  count,
  label,
  move,
}: {
  count: number;
  label: string;
  move: (from: number, to: number) => void;
}) {
  const sensors = useSensors(useSensor(PointerSensor, pointer), useSensor(KeyboardSensor, keyboard));
  // The same ids while the list keeps its length, so a key typed in one item leaves the others' rows be.
  const ids = useMemo(() => Array.from({ length: count }, (_, index) => idOf(index)), [count]);
  const accessibility = useMemo(() => {
    const name = (id: UniqueIdentifier): string => `${label} ${placeOf(id) + 1}`;
    const place = (id: UniqueIdentifier): string => `place ${placeOf(id) + 1} of ${count}`;
    const announcements: Announcements = {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}, at ${place(active.id)}.`,
      onDragOver: ({ active, over }) =>
        over ? `${name(active.id)} is over ${place(over.id)}.` : `${name(active.id)} is outside the list.`,
      onDragEnd: ({ active, over }) =>
        over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} stays at ${place(active.id)}.`,
      onDragCancel: ({ active }) => `Moving ${name(active.id)} cancelled: it stays at ${place(active.id)}.`,
    };
    return { announcements, screenReaderInstructions: { draggable: instructions } };
  }, [count, label]);
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) move(placeOf(active.id), placeOf(over.id));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} accessibility={accessibility} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <CurrentRows />
      </SortableContext>
    </DndContext>
  );
});

/** An item of a SortableItems list: the props of the element that moves, and of the handle that drags it. */
export function useSortableItem(index: number) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: idOf(index),
  });
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
