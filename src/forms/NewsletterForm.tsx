/**
 * The newsletter sign-up of the footer: one email field, through the same service, rules and states
 * as the contact form. Nothing heavy at import time: axios loads when it is sent.
 */
import { Check, LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import type { NewsletterTexts } from '../generated/content.ts';
import styled, { keyframes } from 'styled-components';
import { color, font, media, space, type } from '../theme/tokens.ts';
import { sentAnchor } from './constants.ts';
import { formIds } from './endpoint.ts';
import {
  FieldError,
  Honeypot,
  Input,
  Label,
  LiveRegion,
  Problem,
  RetryButton,
  shownAsTarget,
  SubmitButton,
  WithoutScript,
} from './fields.tsx';
import { useFormSubmission } from './useFormSubmission.ts';

// On a phone the sign-up is one column; from tablets up its words sit to the left and the form to
// the right, so the band spans the footer's width instead of leaving half of it empty.
const Wrap = styled.div`
  display: grid;
  gap: ${space.md};
  max-width: 32rem;

  ${media.md} {
    max-width: none;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    column-gap: clamp(2.5rem, 1rem + 5vw, 6rem);
    row-gap: 0;
    align-items: end;
  }
`;

const Intro = styled.div`
  display: grid;
  gap: ${space.md};
  align-content: start;
  max-width: 30rem;
`;

const Title = styled.h2`
  font-family: ${font.display};
  font-size: ${type.xl};
`;

const Text = styled.p`
  font-size: ${type.sm};
  color: ${color.textMuted};
`;

const Row = styled.div`
  display: grid;
  gap: ${space.sm};
  margin-top: 0.6rem;

  ${media.sm} {
    grid-template-columns: 1fr auto;
    align-items: start;
  }

  /* One height for the field and its button, so they line up side by side (an input centres its text). */
  input,
  button {
    height: 3.5rem;
    min-height: 0;
  }

  input {
    margin-top: 0;
    padding-block: 0;
  }

  button {
    min-width: 0;
  }
`;

const ProblemSpacing = styled.div`
  margin-top: ${space.md};
`;

const Done = styled.div<{ $untilTarget?: boolean }>`
  display: flex;
  ${({ $untilTarget }) => $untilTarget && shownAsTarget}
  gap: 0.85rem;
  align-items: flex-start;
  padding: 1rem 1.1rem;
  border: 1px solid ${color.line};
  border-left: 3px solid ${color.accent};

  > svg {
    flex: none;
    color: ${color.accent};
    margin-top: 0.2rem;
  }

  p:first-of-type {
    font-weight: 600;
    &:focus {
      outline: none;
    }
  }

  p + p {
    font-size: ${type.sm};
    color: ${color.textMuted};
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.9s linear infinite;
`;

export function NewsletterForm({
  texts,
  headingLevel = 2,
}: {
  texts: NewsletterTexts;
  /** The level of the sign-up's heading where it is placed. */
  headingLevel?: 2 | 3 | 4;
}) {
  const titleId = useId();
  const { announcement, bindHoneypot, bindProblem, bindSuccess, errors, field, form, problem, retry, status, submitting } =
    useFormSubmission(
      'newsletter',
      formIds.newsletter,
      {
        labels: { email: texts.label },
        successAnnouncement: `${texts.successTitle} ${texts.successText}`,
        failureTitle: texts.failureTitle,
        // The footer stays through most navigations; a frame of another brand (the hotel demo) replaces it.
        away: {
          sending: 'Signing you up…',
          sentTitle: texts.successTitle,
          sentMessage: texts.successText,
          keptMessage: 'Your address is kept in the sign-up at the foot of our pages.',
        },
      },
      { inFrame: true },
    );
  const email = field('email');

  return (
    <Wrap>
      <Intro>
        <Title as={`h${headingLevel}` as const} id={titleId}>
          {texts.title}
        </Title>
        {status !== 'succeeded' && <Text>{texts.text}</Text>}
      </Intro>
      {status === 'succeeded' ? (
        <Done>
          <Check size={20} strokeWidth={1.5} aria-hidden="true" focusable="false" />
          <div>
            {/* The heading-less confirmation still takes focus, so keyboard users know where they are. */}
            <p ref={bindSuccess} tabIndex={-1}>
              {texts.successTitle}
            </p>
            <p>{texts.successText}</p>
          </div>
        </Done>
      ) : (
        <div>
          <Done id={sentAnchor(formIds.newsletter)} $untilTarget>
            <Check size={20} strokeWidth={1.5} aria-hidden="true" focusable="false" />
            <div>
              <p>{texts.successTitle}</p>
              <p>{texts.successText}</p>
            </div>
          </Done>
          <form {...form} aria-labelledby={titleId}>
            <Honeypot inputRef={bindHoneypot} />
            <WithoutScript />
            <Label htmlFor={email.id}>{texts.label}</Label>
            <Row>
              <div>
                <Input
                  {...email}
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  autoCapitalize="off"
                  placeholder={texts.placeholder}
                />
                <FieldError id={email.id} error={errors.email} />
              </div>
              <SubmitButton type="submit" $variant="primary" disabled={submitting}>
                {submitting && <Spinner size={16} strokeWidth={2} aria-hidden="true" focusable="false" />}
                {submitting ? texts.sendingLabel : texts.submitLabel}
              </SubmitButton>
            </Row>
            {problem && (
              <ProblemSpacing>
                <Problem boxRef={bindProblem} title={texts.failureTitle} message={problem.message}>
                  <p>Your email address is still filled in.</p>
                  <RetryButton type="button" $variant="secondary" onClick={retry} disabled={submitting}>
                    {texts.retryLabel}
                  </RetryButton>
                </Problem>
              </ProblemSpacing>
            )}
          </form>
        </div>
      )}
      <LiveRegion text={announcement} />
    </Wrap>
  );
}
