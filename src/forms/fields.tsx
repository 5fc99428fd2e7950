/**
 * The look of the site's forms: quiet labels, generous fields on fine lines, a gold accent on focus,
 * and messages tied to their fields. Shared by the contact form and the newsletter sign-up.
 */
import { CircleAlert } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { buttonStyles } from '../ui/Button.tsx';
import { VisuallyHidden } from '../ui/SmartLink.tsx';
import { color, font, layout, media, motion, radius, space, type } from '../theme/tokens.ts';
import { FORM_MESSAGE_ATTRIBUTE, HONEYPOT_FIELD, PAGE_FIELD } from './constants.ts';
import { errorId, hintId } from './field-focus.ts';

/**
 * A form's confirmation, as a success redirect's #fragment shows it when the form was sent without
 * JavaScript: hidden until it is the page's target, and then the form after it is hidden instead.
 */
export const shownAsTarget = css`
  scroll-margin-top: calc(${layout.headerHeight} + ${space.lg});
  &:not(:target) {
    display: none;
  }
  &:target + form {
    display: none;
  }
`;

export const Label = styled.label`
  display: flex;
  flex: 1;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space.sm};
  font-size: ${type.xs};
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${color.text};
`;

export const OptionalTag = styled.span`
  font-weight: 400;
  letter-spacing: 0.08em;
  text-transform: none;
  font-size: ${type.xs};
  color: ${color.textMuted};
  font-style: italic;
`;

const controlStyles = css`
  display: block;
  width: 100%;
  margin-top: 0.6rem;
  padding: 0.95rem 1rem;
  font-family: ${font.body};
  font-size: 1rem;
  line-height: 1.5;
  color: ${color.text};
  background: ${color.bg};
  border: 1px solid ${color.line};
  /* The lower rule carries the field's outline at full contrast; the fine frame only hints at it. */
  border-bottom-color: ${color.textMuted};
  border-radius: ${radius.sm};
  transition:
    border-color ${motion.fast} ${motion.easing},
    box-shadow ${motion.fast} ${motion.easing},
    background-color ${motion.fast} ${motion.easing};

  &::placeholder {
    color: ${color.textMuted};
    opacity: 0.75;
  }

  &:hover {
    border-color: ${color.textMuted};
  }

  &:focus,
  &:focus-visible {
    outline: none;
    background: ${color.surface};
    border-color: ${color.accent};
    box-shadow:
      0 0 0 1px ${color.accent},
      0 0 0 5px color-mix(in srgb, ${color.accent} 18%, transparent);
  }

  &[aria-invalid='true'] {
    border-color: ${color.danger};
    box-shadow: inset 3px 0 0 ${color.danger};
  }

  &[aria-invalid='true']:focus {
    box-shadow:
      0 0 0 1px ${color.danger},
      0 0 0 5px color-mix(in srgb, ${color.danger} 16%, transparent);
  }

  &:read-only {
    opacity: 0.7;
  }
`;

/**
 * The site's checkbox: a square ruled in the accent that fills with a tick. The browser's own is a small
 * grey box that all but disappears on the dark theme's ground. Its focus ring is the page's own.
 */
export const checkboxStyles = css`
  appearance: none;
  flex: none;
  display: grid;
  place-content: center;
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
  border: 1.5px solid ${color.accent};
  border-radius: ${radius.sm};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    width: 0.7rem;
    height: 0.38rem;
    margin-top: -0.15rem;
    border: solid ${color.onAccent};
    border-width: 0 0 2px 2px;
    transform: rotate(-45deg) scale(0);
    transition: transform 150ms ease;
  }

  &:checked {
    background: ${color.accent};
  }

  &:checked::before {
    transform: rotate(-45deg) scale(1);
  }

  &[aria-invalid='true'] {
    border-color: ${color.danger};
  }
`;

export const Input = styled.input`
  ${controlStyles}
  min-height: 52px;
`;

export const TextArea = styled.textarea`
  ${controlStyles}
  min-height: 11rem;
  resize: vertical;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${space.sm};
`;

const FieldWrap = styled.div<{ $wide?: boolean }>`
  ${({ $wide }) => $wide && 'grid-column: 1 / -1;'}
`;

const Hint = styled.p`
  margin-top: 0.45rem;
  font-size: ${type.sm};
  color: ${color.textMuted};
`;

const ErrorText = styled.p`
  &[hidden] {
    display: none;
  }
  display: flex;
  gap: 0.45rem;
  align-items: flex-start;
  margin-top: 0.5rem;
  font-size: ${type.sm};
  font-weight: 500;
  color: ${color.danger};

  svg {
    flex: none;
    margin-top: 0.2rem;
  }
`;

const Counter = styled.span<{ $over: boolean }>`
  margin-left: auto;
  font-size: ${type.xs};
  font-weight: 400;
  letter-spacing: 0.04em;
  font-variant-numeric: tabular-nums;
  text-transform: none;
  color: ${({ $over }) => ($over ? color.danger : color.textMuted)};
`;

/** One field: label (with an optional tag or a counter), the control, a hint and its error. */
export function Field({
  id,
  label,
  optionalTag,
  counter,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  optionalTag?: string;
  counter?: { length: number; max: number };
  hint?: string;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <FieldWrap $wide={wide}>
      <LabelRow>
        <Label htmlFor={id}>
          <span>{label}</span>
          {optionalTag && (
            // Heard as "Phone (Optional)"; seen as a quiet tag at the end of the line.
            <OptionalTag>
              <VisuallyHidden> (</VisuallyHidden>
              {optionalTag}
              <VisuallyHidden>)</VisuallyHidden>
            </OptionalTag>
          )}
        </Label>
        {counter && (
          // Seen only: a screen reader hears the limit from the error message when it is passed.
          <Counter $over={counter.length > counter.max} aria-hidden="true">
            {counter.length.toLocaleString('en-US')} / {counter.max.toLocaleString('en-US')}
          </Counter>
        )}
      </LabelRow>
      {children}
      {hint && <Hint id={hintId(id)}>{hint}</Hint>}
      <FieldError id={id} error={error} />
    </FieldWrap>
  );
}

/**
 * A field's message. Always in the page, hidden while there is none, so that the server can write one
 * into the page it answers a form sent without JavaScript with (src/server/forms/refused-page.ts).
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <ErrorText id={errorId(id)} hidden={!error}>
      <CircleAlert size={16} strokeWidth={1.75} aria-hidden="true" focusable="false" />
      <span>{error}</span>
    </ErrorText>
  );
}

type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export const SubmitButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  min-width: 14rem;
`;

const ProblemBox = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  /* An email address does not break by itself and would widen the page on a phone. */
  overflow-wrap: anywhere;
  gap: 0.35rem 0.85rem;
  padding: 1.1rem 1.25rem;
  border: 1px solid ${color.danger};
  border-left-width: 3px;
  border-radius: ${radius.sm};
  background: ${color.surface};
  color: ${color.text};

  > svg {
    color: ${color.danger};
    margin-top: 0.15rem;
  }

  /* Focused by the form to be read, not operated: no ring. */
  &:focus {
    outline: none;
  }
`;

const ProblemTitle = styled.p`
  font-weight: 600;
`;

const ProblemBody = styled.div`
  grid-column: 1 / -1;
  ${media.sm} {
    grid-column: 2;
  }
  display: grid;
  gap: 0.6rem;
  font-size: ${type.sm};
  color: ${color.textMuted};
  a {
    color: ${color.text};
    text-underline-offset: 3px;
  }
`;

export const RetryButton = styled.button<{ $variant: ButtonVariant }>`
  ${buttonStyles}
  justify-self: start;
  min-height: 44px;
  padding: 0.55em 1.3em;
  margin-top: 0.25rem;
`;

/** The form-level message: what happened, that nothing was lost, and a way to try again. */
export function Problem({
  boxRef,
  title,
  message,
  children,
}: {
  boxRef: Ref<HTMLDivElement>;
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <ProblemBox ref={boxRef} tabIndex={-1} role="group" aria-label={title}>
      <CircleAlert size={20} strokeWidth={1.5} aria-hidden="true" focusable="false" />
      <ProblemTitle>{title}</ProblemTitle>
      <ProblemBody>
        <p>{message}</p>
        {children}
      </ProblemBody>
    </ProblemBox>
  );
}

const ServerMessageBox = styled(ProblemBox)`
  grid-template-columns: auto minmax(0, 1fr);
  margin-bottom: ${space.lg};
  font-weight: 600;

  &[hidden] {
    display: none;
  }
`;

/**
 * What a form sent without JavaScript needs beyond its fields: the page to come back to, and the slot
 * for a message about the whole submission that the server fills in (src/server/forms/refused-page.ts). Once
 * the form is interactive it tells such messages itself (Problem), and the slot stays hidden.
 */
export function WithoutScript() {
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={PAGE_FIELD} value={pathname} />
      <ServerMessageBox hidden tabIndex={-1} {...{ [FORM_MESSAGE_ATTRIBUTE]: '' }}>
        <CircleAlert size={20} strokeWidth={1.5} aria-hidden="true" focusable="false" />
        <span></span>
      </ServerMessageBox>
    </>
  );
}

/** The form's own announcements for screen readers; toasts alone are not reliably read. */
export function LiveRegion({ text }: { text: string }) {
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <VisuallyHidden>{text}</VisuallyHidden>
    </div>
  );
}

const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The honeypot: invisible to people and to assistive technology, tempting to bots. */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  return (
    <Trap aria-hidden="true">
      <label>
        Leave this field empty
        <input ref={inputRef} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </Trap>
  );
}
