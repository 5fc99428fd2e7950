/**
 * The life of one form: idle, submitting, succeeded, or failed with messages under its fields and/or
 * at form level. Shared by the contact form and the newsletter sign-up, so both behave alike:
 * checked in the browser first, sent once however often the button is pressed, nothing typed lost.
 * The form tells its outcome in place; only when the visitor has left the page before the answer came
 * does a toast tell it instead.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrating } from '../runtime/hydrating.ts';
import { prepareToasts, showToast } from '../ui/toast.tsx';
import { HONEYPOT_FIELD, NETWORK_FAILURE_MESSAGE, SUBMISSION_ID_FIELD } from './constants.ts';
import { clearDraft, loadDraft, saveDraft, submissionId } from './draft.ts';
import { formEndpoint } from './endpoint.ts';
import { emptyValues, fieldNames, formRules, type FieldName, type FieldRule, type FormKind, type FormValues } from './rules.ts';

export type FormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

/** A problem with the submission as a whole, shown above the button with an offer to try again. */
export interface FormProblem {
  message: string;
}

export interface FormTexts<K extends FormKind> {
  /** Each field's label, used to list the fields that need attention. */
  labels: Record<FieldName<K>, string>;
  /** Announced once the form has been sent. */
  successAnnouncement: string;
  /** Said with the reason when sending failed. */
  failureTitle: string;
  /** What a toast says when the answer comes after the visitor has left the page (and the form with it). */
  away: {
    sentTitle: string;
    sentMessage: string;
    /** Follows the reason a submission was not sent: where what they typed is waiting for them. */
    keptMessage: string;
  };
}

type Engine = typeof import('./engine.ts');
type Errors<K extends FormKind> = Partial<Record<FieldName<K>, string>>;
type FocusTarget = { kind: 'field'; field: string } | { kind: 'problem' } | { kind: 'success' };

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

  const [values, setValues] = useState<FormValues<K>>(() => emptyValues(kind));
  const [errors, setErrors] = useState<Errors<K>>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const submitting = status === 'submitting';
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // False in the prerendered HTML and while hydrating, true once the page is interactive. The button
  // stays disabled until then, so that an early press cannot send the form natively (and put what
  // was typed in the address bar).
  const ready = !useHydrating();

  const inFlight = useRef(false);
  const mounted = useRef(true);
  const fieldRefs = useRef(new Map<string, HTMLInputElement | HTMLTextAreaElement>());

  // Once mounted in the browser, the form takes up the saved draft (the prerendered HTML always starts
  // empty) and, newer still, whatever was typed into the prerendered fields before it was interactive.
  // This runs right after hydration, before the next render writes the (empty) state into the fields.
  useEffect(() => {
    const fields = fieldNames(kind);
    const draft = loadDraft<FormValues<K>>(formId, fields);
    const typed = Object.fromEntries(
      fields.flatMap((field) => {
        const value = fieldRefs.current.get(field)?.value;
        return value ? [[field, value]] : [];
      }),
    );
    if (draft || Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...draft, ...typed }));
  }, [kind, formId]);
  /**
   * Offers a value for a field, such as the subject a link to the page names. It goes in only when the
   * field is empty or still holds the value offered before: what the visitor typed, now or in a saved
   * draft, always wins. Called from an effect, it lands after the draft above, which it declares first.
   */
  const prefill = useCallback((name: FieldName<K>, value: string, replaces?: string) => {
    setValues((current) => (current[name] === '' || current[name] === replaces ? { ...current, [name]: value } : current));
  }, []);
  const honeypot = useRef<HTMLInputElement | null>(null);
  const problemElement = useRef<HTMLElement | null>(null);
  const successElement = useRef<HTMLElement | null>(null);
  /** Where focus goes once the render that shows it is on screen. */
  const pendingFocus = useRef<FocusTarget | null>(null);
  // Callback refs, so that any element (a heading, a paragraph, a box) can take the focus.
  const bindHoneypot = useCallback((element: HTMLInputElement | null) => {
    honeypot.current = element;
  }, []);
  const bindProblem = useCallback((element: HTMLElement | null) => {
    problemElement.current = element;
  }, []);
  const bindSuccess = useCallback((element: HTMLElement | null) => {
    successElement.current = element;
  }, []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // The visitor left while the form was being sent: the outcome will be told in a toast, whose
      // live region must be in the page before it speaks.
      if (inFlight.current) prepareToasts();
    };
  }, []);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const element =
      target.kind === 'field'
        ? fieldRefs.current.get(target.field)
        : target.kind === 'problem'
          ? problemElement.current
          : successElement.current;
    if (!element) return;
    // Centred rather than scrolled just into view: the fixed header above must not cover what the
    // visitor is asked to read or fix.
    element.focus({ preventScroll: true });
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: smooth ? 'smooth' : 'auto' });
  });

  const focusAfterRender = (target: FocusTarget): void => {
    pendingFocus.current = target;
  };

  /** Sets the live region's text; a trailing space toggles so that a repeated message is read again. */
  const announce = useCallback((text: string) => {
    setAnnouncement((previous) => (previous === text ? `${text}\u00a0` : text));
  }, []);

  const onChange = (field: FieldName<K>) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    const next = { ...values, [field]: value };
    setValues(next);
    saveDraft(formId, next);
    // A message under a field goes away as soon as the entry is right. Messages appear only when the
    // form is sent: one appearing as a field loses focus would move the button away from a click.
    if (errors[field] && engine) setErrors((current) => ({ ...current, [field]: engine?.messageFor(kind, field, value) }));
  };

  const showFieldErrors = (found: Errors<K>, extraProblem: FormProblem | null): void => {
    setErrors(found);
    setProblem(extraProblem);
    const invalid = fields.filter((f) => found[f]);
    const first = invalid[0];
    if (first) focusAfterRender({ kind: 'field', field: first });
    else if (extraProblem) focusAfterRender({ kind: 'problem' });
    const names = listLabels(invalid.map((f) => texts.labels[f]));
    announce(
      invalid.length === 0
        ? (extraProblem?.message ?? '')
        : `Please check ${invalid.length === 1 ? 'one field' : `${invalid.length} fields`}: ${names}.${extraProblem ? ` ${extraProblem.message}` : ''}`,
    );
  };

  const fail = (message: string): void => {
    setStatus('failed');
    setErrors({});
    setProblem({ message });
    focusAfterRender({ kind: 'problem' });
    announce(`${texts.failureTitle}. ${message}`);
  };

  /**
   * The outcome, told after the form has gone with the page the visitor left: sent (no reason), or not
   * sent and why. The draft was saved when the form was sent, so a failed one waits on the form's page.
   */
  const tellAway = (notSentBecause: string | null): void => {
    if (notSentBecause === null)
      showToast({ variant: 'success', title: texts.away.sentTitle, message: texts.away.sentMessage, duration: 8000 });
    // Kept until dismissed: the visitor has something to do, and this is the only place it is said.
    else
      showToast({
        variant: 'error',
        title: texts.failureTitle,
        message: `${notSentBecause} ${texts.away.keptMessage}`,
        duration: null,
      });
  };

  const send = async (): Promise<void> => {
    if (inFlight.current || !ready) return;
    inFlight.current = true;
    try {
      let loaded: Engine;
      try {
        loaded = await loadEngine();
      } catch {
        if (mounted.current) fail(NETWORK_FAILURE_MESSAGE);
        else tellAway(NETWORK_FAILURE_MESSAGE);
        return;
      }
      const current = values;
      const found = loaded.validate(kind, current) as Errors<K>;
      if (Object.keys(found).length > 0) {
        if (mounted.current) {
          setStatus('idle');
          showFieldErrors(found, null);
        } else tellAway(REFUSED_AWAY_MESSAGE);
        return;
      }
      // What is sent is what a failure keeps, including what was filled in for the visitor (a subject
      // from the link they followed) or typed before the page was interactive, never saved until now.
      saveDraft(formId, current);

      setStatus('submitting');
      setProblem(null);
      setErrors({});
      const body: Record<string, string> = {};
      for (const field of fields) body[field] = current[field].trim();
      body[HONEYPOT_FIELD] = honeypot.current?.value ?? '';
      body[SUBMISSION_ID_FIELD] = submissionId(formId);
      const sentFrom = window.location.pathname;
      const result = await loaded.submitForm(kind, formEndpoint(formId), body);
      if (result.kind === 'success') clearDraft(formId);
      // The visitor followed a link while it was sent: a form of the page is gone, or goes as soon as
      // the next page has loaded (the router keeps this one on screen until then). Either way they no
      // longer look at it, so a toast tells the outcome; the form takes it quietly, without moving
      // focus, in case they come back before this page is replaced.
      if (!mounted.current || (!inFrame && window.location.pathname !== sentFrom)) {
        const notSentBecause =
          result.kind === 'success' ? null : result.kind === 'failed' ? result.message : (result.problem ?? REFUSED_AWAY_MESSAGE);
        tellAway(notSentBecause);
        if (notSentBecause === null) setValues(emptyValues(kind));
        setErrors(result.kind === 'refused' ? (result.fieldErrors as Errors<K>) : {});
        setProblem(notSentBecause === null ? null : { message: notSentBecause });
        setStatus(notSentBecause === null ? 'succeeded' : 'failed');
        return;
      }

      if (result.kind === 'success') {
        setValues(emptyValues(kind));
        setErrors({});
        setProblem(null);
        setStatus('succeeded');
        focusAfterRender({ kind: 'success' });
        // No toast: the success message replaces the form where the visitor is looking, takes focus and
        // is announced; a toast would only say it a second time over the page.
        announce(texts.successAnnouncement);
      } else if (result.kind === 'refused') {
        setStatus('failed');
        const fieldProblem = result.problem ? { message: result.problem } : null;
        showFieldErrors(result.fieldErrors as Errors<K>, fieldProblem);
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
    const error = errors[name];
    const describedBy = [options.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return {
      id,
      name,
      value: values[name],
      onChange: onChange(name),
      // The checks and the sending code are fetched as soon as the visitor turns to the form.
      onFocus: prefetchEngine,
      readOnly: submitting,
      required: rules[name]?.required,
      'aria-invalid': error ? (true as const) : undefined,
      'aria-describedby': describedBy || undefined,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
        if (element) fieldRefs.current.set(name, element);
        else fieldRefs.current.delete(name);
      },
    };
  };

  const reset = (): void => {
    setStatus('idle');
    focusAfterRender({ kind: 'field', field: fields[0] });
  };

  return {
    baseId,
    values,
    errors,
    status,
    submitting,
    problem,
    announcement,
    ready,
    field,
    /**
     * The <form> element's props: without JavaScript it posts natively to the endpoint; with it, the
     * submission goes through the checks above and is marked busy while it is sent.
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
