/**
 * The life of one form: idle, submitting, succeeded, or failed with messages under its fields and/or
 * at form level. Shared by the contact form and the newsletter sign-up, so both behave alike:
 * checked in the browser first, sent once however often the button is pressed, nothing typed lost.
 */
import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useHydrating } from '../ui/HydrateWhenVisible.tsx';
import { showToast } from '../ui/toast.tsx';
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
  /** Announced and shown in a toast once the form has been sent. */
  successAnnouncement: string;
  /** The toast's title when sending failed. */
  failureTitle: string;
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

const listLabels = (labels: string[]): string =>
  labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

export function useFormSubmission<K extends FormKind>(kind: K, formId: string, texts: FormTexts<K>) {
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
    // Centred rather than scrolled just into view: the fixed header above and the toasts below
    // must not cover what the visitor is asked to read or fix.
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
    showToast({ variant: 'error', title: texts.failureTitle, message, announce: false });
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
        return;
      }
      const current = values;
      const found = loaded.validate(kind, current) as Errors<K>;
      if (Object.keys(found).length > 0) {
        setStatus('idle');
        showFieldErrors(found, null);
        return;
      }

      setStatus('submitting');
      setProblem(null);
      setErrors({});
      const body: Record<string, string> = {};
      for (const field of fields) body[field] = current[field].trim();
      body[HONEYPOT_FIELD] = honeypot.current?.value ?? '';
      body[SUBMISSION_ID_FIELD] = submissionId(formId);
      const result = await loaded.submitForm(kind, formEndpoint(formId), body);
      if (!mounted.current) return;

      if (result.kind === 'success') {
        clearDraft(formId);
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
        const invalidCount = Object.keys(result.fieldErrors).length;
        showToast({
          variant: 'error',
          title: texts.failureTitle,
          message: result.problem ?? `Please check the ${invalidCount === 1 ? 'highlighted field' : 'highlighted fields'}.`,
          announce: false,
        });
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
