/**
 * Everything a form needs only once the visitor acts: the checks and their messages, the protocol,
 * the sending. Imported on first input (and at the latest on submit) by useFormSubmission, so that
 * the footer's newsletter form adds little to every page's first load.
 */
import { fieldErrorMessage, formErrorMessage, transportMessage, violationMessage } from './messages.ts';
import { checkField, checkSubmission, formRules, type FieldRule, type FormKind } from './rules.ts';
import { postForm } from './submit.ts';

export type SubmitResult =
  | { kind: 'success' }
  /** Messages for the form's own fields, and a message for the form as a whole (or null). */
  | { kind: 'refused'; fieldErrors: Record<string, string>; problem: string | null }
  | { kind: 'failed'; message: string };

/** The message for one field's value, or undefined when it is fine. */
export function messageFor(kind: FormKind, field: string, value: unknown): string | undefined {
  const rule: FieldRule | undefined = (formRules[kind] as Record<string, FieldRule>)[field];
  const violation = rule ? checkField(rule, value) : null;
  return violation ? violationMessage(field, violation) : undefined;
}

/** Every field's message, in the form's order; empty when the form can be sent. */
export function validate(kind: FormKind, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    checkSubmission(kind, values).map(({ field, violation }) => [field, violationMessage(field, violation)]),
  );
}

export async function submitForm(kind: FormKind, endpoint: string, body: Record<string, string>): Promise<SubmitResult> {
  const outcome = await postForm(endpoint, body);
  if (outcome.kind === 'success') return outcome;
  if (outcome.kind === 'failed') return { kind: 'failed', message: transportMessage(outcome.failure) };

  const known = Object.keys(formRules[kind]);
  const fieldErrors: Record<string, string> = {};
  let strayField = false;
  for (const { field, code } of outcome.fieldErrors) {
    if (!known.includes(field)) {
      strayField = true;
      continue;
    }
    // The browser's own rule, where it fails too, says more precisely what to change.
    fieldErrors[field] ??= messageFor(kind, field, body[field]) ?? fieldErrorMessage(code, field);
  }
  const formCode = outcome.formErrors[0] ?? (strayField ? 'UNSPECIFIED' : undefined);
  return { kind: 'refused', fieldErrors, problem: formCode ? formErrorMessage(formCode) : null };
}
