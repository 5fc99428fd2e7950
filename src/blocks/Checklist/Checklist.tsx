import { useCallback, useMemo, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { checkboxStyles } from '../../forms/fields.tsx';
import { color, font, media, radius, space, type } from '../../theme/tokens.ts';
import { RichText } from '../../ui/RichText.tsx';
import { Section } from '../../ui/Section.tsx';
import type { BlockProps } from '../types.ts';

/**
 * Ticks live in localStorage, one entry per checklist. Browsers that refuse storage (some private
 * modes) keep them for the visit only. A tick is saved under its category and words, not its
 * position, so reordering the list in content keeps every visitor's ticks where they belong.
 */
const memory = new Map<string, string>();
const listeners = new Set<() => void>();

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    return memory.get(key) ?? '';
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab ticking the same list.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The server and the hydrating browser both render the list unticked; the saved ticks follow at once. */
const nothingSaved = (): string => '';

const tickKey = (category: string, item: string): string => `${category}\u241f${item}`;

function parse(saved: string): Set<string> {
  if (!saved) return new Set();
  try {
    const value: unknown = JSON.parse(saved);
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.md};
  margin-bottom: ${space.xl};
  padding-bottom: ${space.lg};
  border-bottom: 1px solid ${color.line};
`;

const Progress = styled.p`
  font-family: ${font.display};
  font-size: ${type.lg};
  color: ${color.text};
`;

const Reset = styled.button`
  min-height: 44px;
  padding: 0 ${space.md};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font-size: ${type.sm};
  letter-spacing: 0.06em;
  cursor: pointer;

  &:hover {
    border-color: ${color.accent};
  }

  &:disabled {
    color: ${color.textMuted};
    cursor: default;
    border-color: ${color.line};
  }
`;

/* Columns rather than a grid: groups of different lengths then fill the width without gaps below the short ones. */
const Categories = styled.div`
  columns: 1;
  column-gap: ${space.lg};

  ${media.sm} {
    columns: 2;
  }

  ${media.lg} {
    columns: 3;
  }
`;

const Category = styled.fieldset`
  break-inside: avoid;
  margin: 0 0 ${space.lg};
  padding: ${space.lg};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.surface};
  min-width: 0;
`;

const Legend = styled.legend`
  float: left;
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${space.md};
  margin-bottom: ${space.md};
  padding: 0;

  h3 {
    font-size: ${type.xl};
    color: ${color.text};
  }

  span {
    font-size: ${type.sm};
    color: ${color.textMuted};
    white-space: nowrap;
  }
`;

const Items = styled.ul`
  clear: both;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
`;

const Label = styled.label`
  display: flex;
  gap: 0.8rem;
  align-items: flex-start;
  min-height: 44px;
  padding-block: 0.55rem;
  border-top: 1px solid ${color.line};
  color: ${color.text};
  line-height: 1.45;
  cursor: pointer;

  input {
    ${checkboxStyles}
    margin-top: 0.1rem;
  }

  input:checked + span {
    color: ${color.textMuted};
    text-decoration: line-through;
    text-decoration-color: ${color.accent};
  }
`;

const Note = styled.p`
  margin-top: ${space.lg};
  font-size: ${type.sm};
  color: ${color.textMuted};
`;

/** A list by category that visitors tick off as they pack; ticks stay on their device across visits. */
export function Checklist({ block }: BlockProps<'checklist'>) {
  const storageKey = `checklist:${block.id}`;
  const saved = useSyncExternalStore(subscribe, () => read(storageKey), nothingSaved);
  const ticked = useMemo(() => parse(saved), [saved]);
  const all = block.categories.flatMap((c) => c.items.map((item) => tickKey(c.title, item)));
  const done = all.filter((key) => ticked.has(key)).length;

  const toggle = useCallback(
    (key: string, on: boolean) => {
      const next = parse(read(storageKey));
      if (on) next.add(key);
      else next.delete(key);
      write(storageKey, JSON.stringify([...next]));
    },
    [storageKey],
  );

  return (
    <Section id={block.id} heading={block.heading}>
      <Summary>
        <Progress aria-live="polite">
          {done} of {all.length} ticked
        </Progress>
        <Reset type="button" disabled={done === 0} onClick={() => write(storageKey, '')}>
          Clear all ticks
        </Reset>
      </Summary>
      <Categories>
        {block.categories.map((category) => {
          const count = category.items.filter((item) => ticked.has(tickKey(category.title, item))).length;
          return (
            <Category key={category.title}>
              <Legend>
                <h3>{category.title}</h3>
                <span>
                  {count}/{category.items.length}
                </span>
              </Legend>
              <Items>
                {category.items.map((item) => {
                  const key = tickKey(category.title, item);
                  return (
                    <li key={item}>
                      <Label>
                        <input type="checkbox" checked={ticked.has(key)} onChange={(e) => toggle(key, e.target.checked)} />
                        <span>{item}</span>
                      </Label>
                    </li>
                  );
                })}
              </Items>
            </Category>
          );
        })}
      </Categories>
      {block.note && (
        <Note>
          <RichText text={block.note} />
        </Note>
      )}
    </Section>
  );
}
