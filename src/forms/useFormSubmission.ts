/**
 * The life of one form: idle, submitting, succeeded, or failed with messages under its fields and/or
 * at form level. Shared by the contact form and the newsletter sign-up, so both behave alike:
 * checked in the browser first, sent once however often the button is pressed, nothing typed lost.
 * The form tells its outcome in place; only when the visitor has left the page before the answer came
 * does a toast tell it instead.
 */
import { useCallback, useEffect, useId, useReducer, useRef, type ChangeEvent, type FormEvent } from 'react';
import { showToast } from '../ui/toast.tsx';
import { HONEYPOT_FIELD, NETWORK_FAILURE_MESSAGE, SUBMISSION_ID_FIELD } from './constants.ts';
import { clearDraft, loadDraft, saveDraft, submissionId } from './draft.ts';
import { formEndpoint } from './endpoint.ts';
import { fieldAria, firstInvalid, useFocusAfterRender } from './field-focus.ts';
import { emptyValues, fieldNames, formRules, type FieldName, type FieldRule, type FormKind, type FormValues } from './rules.ts';

export type FormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** A problem with the submission as a whole, shown above the button with an offer to try again. */
export interface FormProblem {
  message: string;
}

type Errors = Partial<Record<string, string>>;

export interface FormState<V extends Record<string, string>> {
  values: V;
  errors: Errors;
  status: FormStatus;
  problem: FormProblem | null;
  /** The live region's text. */
  announcement: string;
}

/** Everything that happens to a form; each action is one whole change of its state. */
export type FormAction<V extends Record<string, string>> =
  /** The visitor typed; `error` is the field's message now, when it had one (undefined once it is right). */
  | { type: 'typed'; field: keyof V & string; value: string; error?: string | undefined; recheck: boolean }
  /** Values found after hydration (a saved draft, or typed before the form was interactive). */
  | { type: 'restored'; values: Partial<V> }
  /** A value offered for an empty field (or one still holding the previous offer). */
  | { type: 'offered'; field: keyof V & string; value: string; replaces?: string }
  /** Fields refused, in the browser (`failed: false`) or by the server. */
  | { type: 'refused'; errors: Errors; problem: FormProblem | null; failed: boolean; announcement: string }
  | { type: 'sending' }
  | { type: 'sent'; announcement: string }
  | { type: 'failed'; problem: FormProblem; announcement: string }
  /** The outcome of a submission whose form the visitor has left: nothing is announced here. */
  | { type: 'settled-away'; sent: boolean; errors: Errors; problem: FormProblem | null; empty: V }
  | { type: 'again' };

/** A repeated message is read again: a no-break space toggles at its end. */
const announce = (previous: string, text: string): string => (previous === text ? `${text}\u00a0` : text);

export function formReducer<V extends Record<string, string>>(state: FormState<V>, action: FormAction<V>): FormState<V> {
  switch (action.type) {
    case 'typed': {
      const values = { ...state.values, [action.field]: action.value };
      // A message goes away as soon as the entry is right; none appears while typing.
      const errors =
        action.recheck && state.errors[action.field] ? { ...state.errors, [action.field]: action.error } : state.errors;
      return { ...state, values, errors };
    }
    case 'restored':
      return { ...state, values: { ...state.values, ...action.values } };
    case 'offered': {
      const current = state.values[action.field];
      return current === '' || current === action.replaces
        ? { ...state, values: { ...state.values, [action.field]: action.value } }
        : state;
    }
    case 'refused':
      return {
        ...state,
        status: action.failed ? 'failed' : 'idle',
        errors: action.errors,
        problem: action.problem,
        announcement: announce(state.announcement, action.announcement),
      };
    case 'sending':
      return { ...state, status: 'submitting', errors: {}, problem: null };
    case 'sent':
      return {
        ...state,
        values: emptyOf(state.values),
        errors: {},
        problem: null,
        status: 'succeeded',
        announcement: announce(state.announcement, action.announcement),
      };
    case 'failed':
      return {
        ...state,
        status: 'failed',
        errors: {},
        problem: action.problem,
        announcement: announce(state.announcement, action.announcement),
      };
    case 'settled-away':
      return {
        ...state,
        values: action.sent ? action.empty : state.values,
        errors: action.errors,
        problem: action.problem,
        status: action.sent ? 'succeeded' : 'failed',
      };
    case 'again':
      return { ...state, status: 'idle' };
  }
}

const emptyOf = <V extends Record<string, string>>(values: V): V =>
  Object.fromEntries(Object.keys(values).map((k) => [k, ''])) as V;

export interface FormTexts<K extends FormKind> {
  /** Each field's label, used to list the fields that need attention. */
  labels: Record<FieldName<K>, string>;
  /** Announced once the form has been sent. */
  successAnnouncement: string;
  /** Said with the reason when sending failed. */
  failureTitle: string;
  /** What a toast says when the answer comes after the visitor has left the page (and the form with it). */
  away: {
    /** Said while it is still being sent, until the outcome takes its place. */
    sending: string;
    sentTitle: string;
    sentMessage: string;
    /** Follows the reason a submission was not sent: where what they typed is waiting for them. */
    keptMessage: string;
    /**
     * The button of that toast that leads back to the page the form was sent from, with the label of
     * the button that declines; none where the form is on every page (the footer's sign-up).
     */
    back?: {
      label: string;
      cancelLabel: string;
      /** The id of the form's section on its page, which the button scrolls to. */ anchor?: string;
    };
  };
}

type Engine = typeof import('./engine.ts');
/** What can take focus: a field by its name, the form-level problem, the confirmation. */
type FocusKey = string;

// The checks, their messages and the sending code arrive on the first keystroke, not with the page.
let engineLoad: Promise<Engine> | undefined;
let engine: Engine | undefined;
function loadEngine(): Promise<Engine> {
  engineLoad ??= import('./engine.ts').then(
    (module) => (engine = module),
    (error: unknown) => {
      engineLoad = undefined;
      throw error;
    },
  );
  return engineLoad;
}

/** Why a submission was refused, when the fields that need another look are no longer on screen. */
const REFUSED_AWAY_MESSAGE = 'A detail or two needs another look.';

const listLabels = (labels: string[]): string =>
  labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

/**
 * `inFrame`: the form is part of the frame around pages (the footer's sign-up), so it stays on screen
 * when the visitor follows a link and keeps telling its outcome in place.
 */
export function useFormSubmission<K extends FormKind>(
  kind: K,
  formId: string,
  texts: FormTexts<K>,
  { inFrame = false }: { inFrame?: boolean } = {},
) {
  const baseId = useId();
  const fields = fieldNames(kind);
  const rules: Record<string, FieldRule> = formRules[kind];

  const [state, dispatch] = useReducer(formReducer<FormValues<K>>, undefined, () => ({
    values: emptyValues(kind),
    errors: {},
    status: 'idle' as FormStatus,
    problem: null,
    announcement: '',
  }));
  const { values, errors, status, problem, announcement } = state;
  const submitting = status === 'submitting';

  const inFlight = useRef(false);
  const mounted = useRef(true);
  // The toast that follows a submission the visitor left behind, replaced as it goes on.
  const awayToastId = `form-${formId}`;
  const sendingNotice = texts.away.sending;
  const focus = useFocusAfterRender<FocusKey>();

  // Once mounted in the browser, the form takes up the saved draft (the prerendered HTML always starts
  // empty) and, newer still, whatever was typed into the prerendered fields before it was interactive.
  // This runs right after hydration, before the next render writes the (empty) state into the fields.
  useEffect(() => {
    const fields = fieldNames(kind);
    const draft = loadDraft<FormValues<K>>(formId, fields);
    const typed = Object.fromEntries(
      fields.flatMap((field) => {
        const value = (focus.element(field) as HTMLInputElement | undefined)?.value;
        return value ? [[field, value]] : [];
      }),
    );
    if (draft || Object.keys(typed).length > 0)
      dispatch({ type: 'restored', values: { ...draft, ...typed } as Partial<FormValues<K>> });
  }, [kind, formId, focus]);
  /**
   * Offers a value for a field, such as the subject a link to the page names. It goes in only when the
   * field is empty or still holds the value offered before: what the visitor typed, now or in a saved
   * draft, always wins. Called from an effect, it lands after the draft above, which it declares first.
   */
  const prefill = useCallback((name: FieldName<K>, value: string, replaces?: string) => {
    dispatch({ type: 'offered', field: name, value, replaces });
  }, []);
  const honeypot = useRef<HTMLInputElement | null>(null);
  // Callback refs, so that any element (a heading, a paragraph, a box) can take the focus.
  const bindHoneypot = useCallback((element: HTMLInputElement | null) => {
    honeypot.current = element;
  }, []);
  const bindProblem = focus.bind('problem');
  const bindSuccess = focus.bind('success');

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // The visitor left while the form was being sent: a toast says it is still on its way and stays
      // until the outcome takes its place.
      if (inFlight.current) showToast({ id: awayToastId, variant: 'loading', message: sendingNotice });
    };
  }, [awayToastId, sendingNotice]);

  const onChange = (field: FieldName<K>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    saveDraft(formId, { ...values, [field]: value });
    // Messages appear only when the form is sent: one appearing as a field loses focus would move the
    // button away from a click.
    dispatch({ type: 'typed', field, value, recheck: !!engine, error: engine?.messageFor(kind, field, value) });
  };

  /** Shows refused fields (and a problem), focuses the first field to fix, and says which they are. */
  const refuse = (found: Errors, extraProblem: FormProblem | null, failed: boolean): void => {
    const invalid = fields.filter((f) => found[f]);
    const first = firstInvalid(fields, found);
    if (first) focus.focusAfterRender(first);
    else if (extraProblem) focus.focusAfterRender('problem');
    const names = listLabels(invalid.map((f) => texts.labels[f]));
    dispatch({
      type: 'refused',
      errors: found,
      problem: extraProblem,
      failed,
      announcement:
        invalid.length === 0
          ? (extraProblem?.message ?? '')
          : `Please check ${invalid.length === 1 ? 'one field' : `${invalid.length} fields`}: ${names}.${extraProblem ? ` ${extraProblem.message}` : ''}`,
    });
  };

  const fail = (message: string): void => {
    dispatch({ type: 'failed', problem: { message }, announcement: `${texts.failureTitle}. ${message}` });
    focus.focusAfterRender('problem');
  };

  /**
   * The outcome, told after the form has gone with the page the visitor left: sent (no reason), or not
   * sent and why. The draft was saved when the form was sent, so a failed one waits on the form's page.
   */
  const tellAway = (notSentBecause: string | null, sentFrom: string): void => {
    if (notSentBecause === null)
      showToast({
        id: awayToastId,
        variant: 'success',
        title: texts.away.sentTitle,
        message: texts.away.sentMessage,
        duration: 8000,
      });
    // Kept until dismissed: the visitor has something to do, and this is the only place it is said.
    else
      showToast({
        id: awayToastId,
        variant: 'error',
        title: texts.failureTitle,
        message: `${notSentBecause} ${texts.away.keptMessage}`,
        duration: null,
        ...(texts.away.back && {
          action: {
            label: texts.away.back.label,
            // A load of the page, not a navigation in the app: the toast lives outside the router.
            onClick: () => window.location.assign(texts.away.back?.anchor ? `${sentFrom}#${texts.away.back.anchor}` : sentFrom),
          },
          cancel: { label: texts.away.back.cancelLabel },
        }),
      });
  };

  const send = async (): Promise<void> => {
    if (inFlight.current) return;
    inFlight.current = true;
    const sentFrom = window.location.pathname;
    try {
      let loaded: Engine;
      try {
        loaded = await loadEngine();
      } catch {
        if (mounted.current) fail(NETWORK_FAILURE_MESSAGE);
        else tellAway(NETWORK_FAILURE_MESSAGE, sentFrom);
        return;
      }
      const current = values;
      const found = loaded.validate(kind, current);
      if (Object.keys(found).length > 0) {
        if (mounted.current) refuse(found, null, false);
        else tellAway(REFUSED_AWAY_MESSAGE, sentFrom);
        return;
      }
      // What is sent is what a failure keeps, including what was filled in for the visitor (a subject
      // from the link they followed) or typed before the page was interactive, never saved until now.
      saveDraft(formId, current);

      dispatch({ type: 'sending' });
      const body: Record<string, string> = {};
      for (const field of fields) body[field] = current[field].trim();
      body[HONEYPOT_FIELD] = honeypot.current?.value ?? '';
      body[SUBMISSION_ID_FIELD] = submissionId(formId);
      const result = await loaded.submitForm(kind, formEndpoint(formId), body);
      if (result.kind === 'success') clearDraft(formId);
      // The visitor followed a link while it was sent: a form of the page is gone, or goes as soon as
      // the next page has loaded (the router keeps this one on screen until then). Either way they no
      // longer look at it, so a toast tells the outcome; the form takes it quietly, without moving
      // focus, in case they come back before this page is replaced.
      if (!mounted.current || (!inFrame && window.location.pathname !== sentFrom)) {
        const notSentBecause =
          result.kind === 'success' ? null : result.kind === 'failed' ? result.message : (result.problem ?? REFUSED_AWAY_MESSAGE);
        tellAway(notSentBecause, sentFrom);
        dispatch({
          type: 'settled-away',
          sent: notSentBecause === null,
          errors: result.kind === 'refused' ? result.fieldErrors : {},
          problem: notSentBecause === null ? null : { message: notSentBecause },
          empty: emptyValues(kind),
        });
        return;
      }

      if (result.kind === 'success') {
        // No toast: the success message replaces the form where the visitor is looking, takes focus and
        // is announced; a toast would only say it a second time over the page.
        dispatch({ type: 'sent', announcement: texts.successAnnouncement });
        focus.focusAfterRender('success');
      } else if (result.kind === 'refused') {
        refuse(result.fieldErrors, result.problem ? { message: result.problem } : null, true);
      } else {
        fail(result.message);
      }
    } finally {
      inFlight.current = false;
    }
  };

  const prefetchEngine = (): void => {
    void loadEngine().catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void send();
  };

  /** Props for one field's input: value, handlers, and the ids that tie its label, hint and error. */
  const field = (name: FieldName<K>, options: { hint?: boolean } = {}) => {
    const id = `${baseId}-${name}`;
    return {
      id,
      name,
      value: values[name],
      onChange: onChange(name),
      // The checks and the sending code are fetched as soon as the visitor turns to the form.
      onFocus: prefetchEngine,
      readOnly: submitting,
      required: rules[name]?.required,
      ...fieldAria(id, { hint: options.hint, error: errors[name] }),
      ref: focus.bind(name),
    };
  };

  const reset = (): void => {
    dispatch({ type: 'again' });
    focus.focusAfterRender(fields[0]);
  };

  return {
    baseId,
    values,
    errors: errors as Partial<Record<FieldName<K>, string>>,
    status,
    submitting,
    problem,
    announcement,
    field,
    /**
     * The <form> element's props: without JavaScript it posts natively to the endpoint, which answers
     * as a browser expects (src/server/forms/endpoint.ts); with it, the submission goes through the
     * checks above and is marked busy while it is sent. Its button is enabled from the first paint.
     */
    form: {
      method: 'post',
      action: formEndpoint(formId),
      noValidate: true,
      onSubmit,
      'aria-busy': submitting,
    },
    retry: () => void send(),
    reset,
    prefill,
    bindHoneypot,
    bindProblem,
    bindSuccess,
  };
}
