/**
 * The rules every form field follows, shared by the browser (checked before sending) and the
 * site's own form endpoint (checked again on arrival), so both sides always agree.
 * Pure functions only: no DOM, no Node.
 */

/** The field-level codes of the hosted form service's protocol. */
export const FIELD_ERROR_CODES = [
  'REQUIRED_FIELD_EMPTY',
  'REQUIRED_FIELD_MISSING',
  'TYPE_EMAIL',
  'TYPE_NUMERIC',
  'TYPE_TEXT',
  'UNSPECIFIED',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldRule {
  required: boolean;
  /** How the value is checked beyond its length. */
  kind: 'text' | 'email' | 'phone';
  /** Characters, counted after trimming. */
  maxLength: number;
  minLength?: number;
  /** Multi-line text keeps its line breaks; single-line fields may not contain any. */
  multiline?: boolean;
  /** What a visitor is asked when the field is left empty, in the agency's voice; without it, a general request. */
  whenEmpty?: string;
}

export const formRules = {
  // The order here is the order of the form on the page, of its messages and of the inbox.
  contact: {
    name: { required: true, kind: 'text', maxLength: 100, whenEmpty: 'Please tell us your name.' },
    email: { required: true, kind: 'email', maxLength: 254, whenEmpty: 'Please enter your email address.' },
    phone: { required: false, kind: 'phone', maxLength: 30 },
    subject: {
      required: true,
      kind: 'text',
      maxLength: 150,
      whenEmpty: 'Please add a subject, such as the journey you have in mind.',
    },
    message: {
      required: true,
      kind: 'text',
      minLength: 10,
      maxLength: 5000,
      multiline: true,
      whenEmpty: 'Please write a few words about your plans.',
    },
  },
  newsletter: {
    email: { required: true, kind: 'email', maxLength: 254, whenEmpty: 'Please enter your email address.' },
  },
} as const satisfies Record<string, Record<string, FieldRule>>;

export type FormKind = keyof typeof formRules;
export type FieldName<K extends FormKind> = Extract<keyof (typeof formRules)[K], string>;
export type FormValues<K extends FormKind> = Record<FieldName<K>, string>;

export const fieldNames = <K extends FormKind>(kind: K): FieldName<K>[] => Object.keys(formRules[kind]) as FieldName<K>[];

/** Every field of every form, in the forms' order; a name means the same field in each form that has it. */
export const allFieldNames: readonly string[] = [...new Set(Object.values(formRules).flatMap((rules) => Object.keys(rules)))];

/** The rule of a field, whichever form it is on. */
export const ruleOfField = (field: string): FieldRule | undefined =>
  Object.values(formRules)
    .map((rules): FieldRule | undefined => (rules as Record<string, FieldRule>)[field])
    .find(Boolean);

export const emptyValues = <K extends FormKind>(kind: K): FormValues<K> =>
  Object.fromEntries(fieldNames(kind).map((name) => [name, ''])) as FormValues<K>;

/**
 * Deliberately permissive: one @, no spaces, a dot in the domain and a top-level part of two or more
 * characters. International addresses pass; typos such as "name@example" or "name example.com" do not.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/u;
/** Digits with the usual separators, and at least seven digits in all. */
const PHONE = /^\+?[\d\s().\-/]+$/;
// Control characters other than tab and line breaks never belong in a message, C1 controls
// (U+0080–U+009F, which include the NEL line break) neither: they are escape codes, never letters.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\v\f\u000E-\u001F\u007F-\u009F]/;
/** Direction overrides and isolates can make stored text read differently from what it holds. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
/**
 * The implicit direction marks (LRM, RLM, ALM) are typed by right-to-left keyboards and come along
 * with pasted Arabic or Hebrew text: refusing them would refuse honest writing. They hold nothing and
 * reorder at most neighbouring punctuation, so they are removed from every field instead.
 */
const DIRECTION_MARKS = /[\u200E\u200F\u061C]/gu;
/** Tag characters and interlinear annotations draw nothing and can carry hidden text. */
const HIDDEN = /[\u{E0000}-\u{E007F}\uFFF9-\uFFFB]/u;
/** Tag characters have one honest use: the flags of regions such as Scotland (a black flag, tags, a cancel tag). */
const FLAG_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** Half of a surrogate pair on its own is no character at all (only JSON's \\u escapes can send one). */
const LONE_SURROGATE = /\p{Cs}/u;
/** The Unicode line and paragraph separators break a line as surely as CR and LF. */
const LINE_BREAK = /[\r\n\u2028\u2029]/;
/** Spaces and characters that draw nothing (zero-width spaces, joiners, the Braille blank, fillers). */
const INVISIBLE_ONLY = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800]*$/u;

/** Why a value is not plain text: not a string, or a character that does not belong in it. */
export type NotTextProblem = 'not-string' | 'control' | 'bidi' | 'hidden' | 'broken' | 'line-break' | 'invisible';

export type Violation =
  | { reason: 'missing'; code: 'REQUIRED_FIELD_MISSING' }
  | { reason: 'empty'; code: 'REQUIRED_FIELD_EMPTY' }
  | { reason: 'not-text'; code: 'TYPE_TEXT'; problem: NotTextProblem; codePoint?: string }
  | { reason: 'email'; code: 'TYPE_EMAIL' }
  | { reason: 'phone'; code: 'TYPE_NUMERIC' }
  | { reason: 'too-long'; code: 'UNSPECIFIED'; limit: number; length: number }
  | { reason: 'too-short'; code: 'UNSPECIFIED'; limit: number; length: number };

/** A value as it is checked and stored: direction marks removed, spaces around it trimmed. */
export const normalizeValue = (value: string): string => value.replace(DIRECTION_MARKS, '').trim();

/** Length as people count it: an emoji or an accented letter is one character. */
export const textLength = (value: string): number => [...value].length;

const codePointOf = (text: string, pattern: RegExp): string => {
  const found = pattern.exec(text)?.[0] ?? '';
  return `U+${(found.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
};

function notPlainText(text: string, rule: FieldRule): Violation | null {
  const not = (problem: NotTextProblem, pattern?: RegExp, within = text): Violation => ({
    reason: 'not-text',
    code: 'TYPE_TEXT',
    problem,
    ...(pattern ? { codePoint: codePointOf(within, pattern) } : {}),
  });
  if (CONTROL.test(text)) return not('control', CONTROL);
  if (BIDI_CONTROL.test(text)) return not('bidi', BIDI_CONTROL);
  if (LONE_SURROGATE.test(text)) return not('broken', LONE_SURROGATE);
  // A flag is text in a name or a message; an address or a number has no use for one.
  const unflagged = rule.kind === 'text' ? text.replace(FLAG_TAG_SEQUENCE, '') : text;
  if (HIDDEN.test(unflagged)) return not('hidden', HIDDEN, unflagged);
  if (!rule.multiline && LINE_BREAK.test(text)) return not('line-break', LINE_BREAK);
  if (INVISIBLE_ONLY.test(text)) return not('invisible');
  return null;
}

/** The first rule a value breaks, or null. `undefined` means the field was not sent at all. */
export function checkField(rule: FieldRule, value: unknown): Violation | null {
  if (value === undefined || value === null) {
    return rule.required ? { reason: 'missing', code: 'REQUIRED_FIELD_MISSING' } : null;
  }
  if (typeof value !== 'string') return { reason: 'not-text', code: 'TYPE_TEXT', problem: 'not-string' };
  const text = normalizeValue(value);
  if (text === '') return rule.required ? { reason: 'empty', code: 'REQUIRED_FIELD_EMPTY' } : null;
  const notText = notPlainText(text, rule);
  if (notText) return notText;
  const length = textLength(text);
  if (length > rule.maxLength) return { reason: 'too-long', code: 'UNSPECIFIED', limit: rule.maxLength, length };
  if (rule.kind === 'email' && !EMAIL.test(text)) return { reason: 'email', code: 'TYPE_EMAIL' };
  if (rule.kind === 'phone' && (!PHONE.test(text) || text.replace(/\D/g, '').length < 7)) {
    return { reason: 'phone', code: 'TYPE_NUMERIC' };
  }
  if (rule.minLength !== undefined && length < rule.minLength)
    return { reason: 'too-short', code: 'UNSPECIFIED', limit: rule.minLength, length };
  return null;
}

export interface FieldViolation {
  field: string;
  violation: Violation;
}

/** Every broken rule of a submission, in the form's field order. */
export function checkSubmission<K extends FormKind>(kind: K, data: Partial<Record<string, unknown>>): FieldViolation[] {
  const rules: Record<string, FieldRule> = formRules[kind];
  return Object.entries(rules).flatMap(([field, rule]) => {
    const violation = checkField(rule, data[field]);
    return violation ? [{ field, violation }] : [];
  });
}

/** The submitted values as stored: known fields only, normalised, optional blanks left out. */
export function cleanSubmission<K extends FormKind>(kind: K, data: Partial<Record<string, unknown>>): Partial<FormValues<K>> {
  const clean: Partial<Record<string, string>> = {};
  for (const field of fieldNames(kind)) {
    const value = data[field];
    const text = typeof value === 'string' ? normalizeValue(value) : '';
    if (text !== '') clean[field] = text;
  }
  return clean as Partial<FormValues<K>>;
}
