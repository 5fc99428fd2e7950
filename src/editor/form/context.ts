/** What every field of a form shares: the form's state and actions, and the props a field is drawn from. */
import { createContext, useContext } from 'react';
import type { Path } from '../doc.ts';
import type { LinkTargets } from '../link-targets.ts';
import type { Schema } from '../schema.ts';
import type { ProblemStore } from './problems.ts';

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

/** The same props, a path being the same when it names the same place (paths are made anew at each draw). */
export const sameProps = <P extends { path: Path }>(a: P, b: P): boolean =>
  a.path.length === b.path.length &&
  a.path.every((key, i) => key === b.path[i]) &&
  (Object.keys(a) as (keyof P)[]).every((name) => name === 'path' || a[name] === b[name]) &&
  Object.keys(a).length === Object.keys(b).length;
