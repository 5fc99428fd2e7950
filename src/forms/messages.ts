/**
 * What a visitor reads when a form cannot be sent. The hosted service answers with codes and
 * terse English meant for developers; every code maps here to a sentence that says what happened
 * and what to do next. Nothing a server sends is shown to visitors verbatim.
 */
import { NETWORK_FAILURE_MESSAGE } from './constants.ts';
import { FIELD_ERROR_CODES, ruleOfField, type FieldErrorCode, type NotTextProblem, type Violation } from './rules.ts';

/** The form-level codes of the hosted form service's protocol. */
export const FORM_ERROR_CODES = [
  'BLOCKED',
  'EMPTY',
  'FILES_TOO_BIG',
  'FORM_NOT_FOUND',
  'INACTIVE',
  'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND',
  'TOO_MANY_FILES',
  'UNSPECIFIED',
] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export const isFormErrorCode = (code: unknown): code is FormErrorCode => (FORM_ERROR_CODES as readonly unknown[]).includes(code);
export const isFieldErrorCode = (code: unknown): code is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly unknown[]).includes(code);

const formErrorMessages: Record<FormErrorCode, string> = {
  BLOCKED:
    'Our spam protection held back this message. Please reach us by phone or email instead, and we will take it from there.',
  EMPTY: 'The form arrived empty. Please fill it in and send it again.',
  FILES_TOO_BIG: 'The attached files are too large to send. Please send smaller files, or email them to us.',
  FORM_NOT_FOUND: 'This form is not accepting messages at the moment. Please reach us by phone or email instead.',
  INACTIVE: 'This form is paused at the moment. Please reach us by phone or email instead.',
  NO_FILE_UPLOADS: 'This form cannot take attachments. Please send it without files, or email them to us.',
  PROJECT_NOT_FOUND: 'This form is not accepting messages at the moment. Please reach us by phone or email instead.',
  TOO_MANY_FILES: 'Too many files were attached. Please send fewer, or email them to us.',
  UNSPECIFIED: 'Something went wrong while sending. Please try again in a moment.',
};

/** The visitor's message for a form-level code; an unknown code reads as UNSPECIFIED. */
export const formErrorMessage = (code: string): string => formErrorMessages[isFormErrorCode(code) ? code : 'UNSPECIFIED'];

const fieldErrorMessages: Record<FieldErrorCode, (field: string) => string> = {
  REQUIRED_FIELD_EMPTY: (field) => ruleOfField(field)?.whenEmpty ?? 'Please fill in this field.',
  REQUIRED_FIELD_MISSING: (field) => ruleOfField(field)?.whenEmpty ?? 'Please fill in this field.',
  TYPE_EMAIL: () => 'Please enter a valid email address, such as name@example.com.',
  TYPE_NUMERIC: (field) =>
    ruleOfField(field)?.kind === 'phone'
      ? 'Please enter a phone number of at least 7 digits; spaces and + ( ) - are fine.'
      : 'Please enter a number.',
  TYPE_TEXT: (field) =>
    ruleOfField(field)?.multiline ? 'Please use plain text only.' : 'Please use plain text on a single line.',
  UNSPECIFIED: () => 'Please check this entry and try again.',
};

/** The visitor's message for a field-level code; an unknown code reads as UNSPECIFIED. */
export const fieldErrorMessage = (code: string, field: string): string =>
  fieldErrorMessages[isFieldErrorCode(code) ? code : 'UNSPECIFIED'](field);

const count = (n: number): string => n.toLocaleString('en-US');

/** Hidden characters usually arrive with pasted text: the visitor is told what to do, not what a code point is. */
const notTextMessages: Partial<Record<NotTextProblem, string>> = {
  control:
    'This contains hidden control characters, often carried along with pasted text. Please retype it or paste it as plain text.',
  bidi: 'This contains hidden text-direction characters, often carried along with pasted text. Please retype it.',
  hidden: 'This contains hidden characters, often carried along with pasted text. Please retype it or paste it as plain text.',
  broken: 'This contains a damaged character, often left by pasting part of an emoji. Please retype it.',
  'line-break': 'Please keep this on a single line.',
  invisible: 'This holds only invisible characters. Please type your entry.',
};

/** The message for a rule broken in the browser; it can be more precise than a code alone. */
export function violationMessage(field: string, violation: Violation): string {
  switch (violation.reason) {
    case 'too-long':
      return `Please keep this to ${count(violation.limit)} characters or fewer (it has ${count(violation.length)}).`;
    case 'too-short':
      return `Please write at least ${count(violation.limit)} characters, so that we can prepare for our call.`;
    case 'not-text':
      return notTextMessages[violation.problem] ?? fieldErrorMessage(violation.code, field);
    default:
      return fieldErrorMessage(violation.code, field);
  }
}

const notTextServerMessages: Record<NotTextProblem, (codePoint: string) => string> = {
  'not-string': () => 'must be plain text',
  control: (cp) => `must be plain text: it contains the control character ${cp}`,
  bidi: (cp) => `must be plain text: it contains the text-direction override ${cp}`,
  hidden: (cp) => `must be plain text: it contains the invisible character ${cp}`,
  broken: (cp) => `must be plain text: it contains the lone surrogate ${cp}`,
  'line-break': (cp) => `must be a single line: it contains the line break ${cp}`,
  invisible: () => 'must contain visible text: it holds only invisible characters',
};

/** The short server-side wording sent in the protocol's `message`, for developers and logs. */
export function violationServerMessage(violation: Violation): string {
  switch (violation.reason) {
    case 'missing':
      return 'is required';
    case 'empty':
      return 'is required and was empty';
    case 'not-text':
      return notTextServerMessages[violation.problem](violation.codePoint ?? '');
    case 'email':
      return 'should be an email address';
    case 'phone':
      return 'should be a phone number of at least 7 digits';
    case 'too-long':
      return `must be at most ${violation.limit} characters`;
    case 'too-short':
      return `must be at least ${violation.limit} characters`;
  }
}

/** Why a submission failed before any answer could be read, or after an answer that makes no sense. */
export type TransportFailure = 'network' | 'offline' | 'timeout' | 'server' | 'rate-limited' | 'unexpected';

const transportMessages: Record<TransportFailure, string> = {
  network: NETWORK_FAILURE_MESSAGE,
  offline: 'You appear to be offline. Please reconnect and try again.',
  timeout: 'Our server took too long to answer, so we stopped waiting. Please try again.',
  server: 'Our server ran into a problem and could not take your message. Please try again in a moment.',
  'rate-limited': 'We have received several messages from you in a short time. Please wait a few minutes and try again.',
  unexpected: 'We received an answer we could not read, so we cannot be sure your message arrived. Please try again.',
};

export const transportMessage = (failure: TransportFailure): string => transportMessages[failure];
