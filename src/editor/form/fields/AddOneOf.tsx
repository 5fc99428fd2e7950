import { useId, useMemo, useState, type Ref } from 'react';
import { branches, discriminatorOf, initialValue, type Schema } from '../../schema.ts';
import { inSentence, itemTitle, kindLabel } from '../labels.ts';

/** Where Add block puts a new block when the person has not chosen: after the last. */
const AT_THE_END = 'end';

/**
 * "Add block": every type with its catalogue description, inserted filled from its schema's example, at the
 * end or before any block of the list. The type first offered is the one the list has most of (a page of the
 * agency's opens on its own kind of block, not the demo hotel's booking wizard, first by name).
 */
export function AddOneOf({
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
  // as text, not with localeCompare, whose first call sets up the language's collation during the form's first draw.
  const options = useMemo(
    () =>
      branches(schema, from)
        .map((branch) => ({ ...branch, label: kindLabel(branch.schema, discriminatorOf(schema), branch.tag) }))
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
