import { Check, Clock, LoaderCircle, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, type InputHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { site } from '../../content/site.ts';
import type { ContactDetailItem, ContactFormBlock } from '../../generated/content.ts';
import { sentAnchor } from '../../forms/constants.ts';
import { formIds } from '../../forms/endpoint.ts';
import {
  Field,
  Honeypot,
  Input,
  LiveRegion,
  Problem,
  RetryButton,
  shownAsTarget,
  SubmitButton,
  TextArea,
  WithoutScript,
} from '../../forms/fields.tsx';
import { fieldNames, formRules, textLength, type FieldName, type FieldRule } from '../../forms/rules.ts';
import { useFormSubmission } from '../../forms/useFormSubmission.ts';
import { Container, SectionHeading, plainBandSpace } from '../../ui/Section.tsx';
import { RichText } from '../../ui/RichText.tsx';
import { parseRichText } from '../../content/rich-text.ts';
import { mailtoHref, telHref } from '../../content/tel.ts';
import { color, font, layout, media, radius, space, type } from '../../theme/tokens.ts';
import type { BlockProps } from '../types.ts';

const Band = styled.section`
  ${plainBandSpace}
`;

const Grid = styled.div`
  display: grid;
  gap: ${space.xl};

  ${media.md} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-template-areas:
      'intro form'
      'details form'
      'steps form';
    grid-template-rows: auto auto 1fr;
    column-gap: clamp(3rem, 1rem + 5vw, 6rem);
    row-gap: ${space.xl};
    align-items: start;
  }
`;

const Intro = styled.div`
  ${media.md} {
    grid-area: intro;
  }
  > header {
    margin-bottom: 0;
  }
`;

const Aside = styled.div<{ $area: 'details' | 'steps' }>`
  ${media.md} {
    grid-area: ${({ $area }) => $area};
  }
`;

const AsideTitle = styled.h3`
  font-size: ${type.xl};
  margin-bottom: ${space.lg};
  padding-bottom: ${space.md};
  border-bottom: 1px solid ${color.line};
`;

const Details = styled.ul`
  display: grid;
  gap: 1.35rem;
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: grid;
    grid-template-columns: 2.75rem 1fr;
    column-gap: ${space.md};
    align-items: center;
  }

  svg {
    grid-row: span 2;
    width: 2.75rem;
    height: 2.75rem;
    padding: 0.7rem;
    border: 1px solid ${color.line};
    border-radius: ${radius.pill};
    color: ${color.accent};
  }

  .label {
    font-size: ${type.xs};
    font-weight: 600;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${color.textMuted};
  }

  .value {
    margin: 0.1rem 0 0;
    font-family: ${font.display};
    font-variant-numeric: lining-nums;
    font-size: ${type.lg};
    font-weight: 500;
    overflow-wrap: anywhere;
  }

  a {
    color: ${color.text};
    text-decoration-color: ${color.accent};
    text-decoration-thickness: 1px;
    text-underline-offset: 4px;
    &:hover {
      color: ${color.accent};
    }
  }
`;

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space.lg};
  counter-reset: step;

  li {
    counter-increment: step;
    display: grid;
    grid-template-columns: 2.75rem 1fr;
    column-gap: ${space.md};
  }

  li::before {
    content: counter(step, decimal-leading-zero);
    grid-row: span 2;
    font-family: ${font.display};
    font-size: ${type.xl};
    line-height: 1;
    color: ${color.accent};
  }

  h4 {
    font-family: ${font.body};
    font-size: ${type.base};
    font-weight: 600;
    line-height: 1.4;
  }

  p {
    margin-top: 0.3rem;
    color: ${color.textMuted};
    font-size: ${type.sm};
  }
`;

const Card = styled.div`
  position: relative;
  padding: clamp(1.5rem, 0.9rem + 3vw, 3.25rem);
  background: ${color.surface};
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  box-shadow: ${color.shadow};

  ${media.md} {
    grid-area: form;
    /* The form stays in view while the details and steps beside it are read. */
    position: sticky;
    top: calc(${layout.headerHeight} + ${space.lg});
  }

  /* A fine gold rule along the top edge, the house signature. */
  &::before {
    content: '';
    position: absolute;
    inset: -1px -1px auto;
    height: 3px;
    background: ${color.accent};
    border-radius: ${radius.sm} ${radius.sm} 0 0;
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 1.6rem 1.5rem;

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Footer = styled.div`
  display: grid;
  gap: ${space.lg};
  margin-top: ${space.xl};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.md} ${space.lg};
`;

const Note = styled.p`
  flex: 1 1 16rem;
  font-size: ${type.sm};
  color: ${color.textMuted};
  a {
    color: ${color.text};
    text-underline-offset: 3px;
  }
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Spinner = styled(LoaderCircle)`
  animation: ${spin} 0.9s linear infinite;
`;

const Success = styled.div<{ $untilTarget?: boolean }>`
  display: grid;
  ${({ $untilTarget }) => $untilTarget && shownAsTarget}
  justify-items: start;
  gap: ${space.md};
  padding-block: ${space.lg};

  h3 {
    font-size: ${type.xxl};
    &:focus {
      outline: none;
    }
  }

  p {
    color: ${color.textMuted};
    font-size: ${type.lg};
    max-width: 34rem;
  }
`;

const Seal = styled.span`
  display: grid;
  place-items: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: ${space.sm};
  border: 1px solid ${color.accent};
  border-radius: ${radius.pill};
  color: ${color.accent};
`;

const AgainButton = styled.button`
  margin-top: ${space.sm};
  padding: 0.5rem 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font-size: ${type.sm};
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  cursor: pointer;
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 6px;
  min-height: 44px;
`;

/** How a single-line field is typed in, by the kind its rule checks: a field the rules gain is typed in by its kind. */
const inputOfKind: Record<FieldRule['kind'], InputHTMLAttributes<HTMLInputElement>> = {
  text: { type: 'text' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false, autoCapitalize: 'off' },
  phone: { type: 'tel', autoComplete: 'tel' },
};

/** What the browser may fill in for a field, beyond its kind. */
const autoComplete: Partial<Record<FieldName<'contact'>, string>> = { name: 'name' };

const detailIcons: Record<ContactDetailItem['kind'], LucideIcon> = { phone: Phone, email: Mail, city: MapPin, hours: Clock };

function DetailValue({ kind }: { kind: ContactDetailItem['kind'] }) {
  const { contact } = site;
  if (kind === 'phone') return <a href={telHref(contact.phone)}>{contact.phone}</a>;
  if (kind === 'email') return <a href={mailtoHref(contact.email)}>{contact.email}</a>;
  return <>{contact[kind]}</>;
}

/** The subject that `?topic=…` in the page's address names, when the form knows that topic. */
function topicSubject(topics: ContactFormBlock['topics'], search: string): string | undefined {
  const topic = new URLSearchParams(search).get('topic');
  return topic && topics && Object.hasOwn(topics, topic) ? topics[topic] : undefined;
}

/** Another way to reach the agency, offered whenever a message cannot be sent. */
export function ReachUsInstead() {
  const { phone, email } = site.contact;
  return (
    <p>
      Everything you typed is still here. You can also call us on <a href={telHref(phone)}>{phone}</a> or write to{' '}
      <a href={mailtoHref(email)}>{email}</a>.
    </p>
  );
}

export function ContactForm({ block }: BlockProps<'contact-form'>) {
  const headingId = useId();
  const texts = block.fields;
  const formId = block.formId ?? formIds.contact;
  const failureTitle = block.failureTitle ?? 'Your message was not sent';
  const againLabel = block.success.againLabel ?? 'Write another message';
  const {
    announcement,
    bindHoneypot,
    bindProblem,
    bindSuccess,
    errors,
    field,
    form,
    problem,
    reset,
    retry,
    prefill,
    status,
    submitting,
    values,
  } = useFormSubmission('contact', formId, {
    labels: Object.fromEntries(fieldNames('contact').map((name) => [name, texts[name].label])) as Record<
      FieldName<'contact'>,
      string
    >,
    successAnnouncement: block.success.title,
    failureTitle,
    away: {
      sending: 'Sending your message…',
      sentTitle: block.success.title,
      sentMessage: parseRichText(block.success.text)
        .map((part) => part.text)
        .join(''),
      keptMessage: 'Your words are kept: go back to the contact page to send them.',
      back: { label: 'Back to the form', cancelLabel: 'Not now', anchor: block.id },
    },
  });
  // Read in an effect, never while rendering: the prerendered page has no query, so the first render
  // in the browser must not have one either. A later navigation to ?topic=other replaces a subject
  // that still reads as the previous topic left it.
  const { pathname, search } = useLocation();
  const topicText = topicSubject(block.topics, search);
  const offered = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!topicText) return;
    prefill('subject', topicText, offered.current);
    offered.current = topicText;
  }, [topicText, prefill]);
  return (
    <Band id={block.id} aria-labelledby={headingId}>
      <Container>
        <Grid>
          <Intro>
            <SectionHeading heading={block.heading} id={headingId} />
          </Intro>

          {block.contactDetails && (
            <Aside $area="details">
              <AsideTitle>{block.contactDetails.title}</AsideTitle>
              <Details>
                {block.contactDetails.items.map((item) => {
                  const Icon = detailIcons[item.kind];
                  return (
                    <li key={item.kind}>
                      <Icon strokeWidth={1.25} aria-hidden="true" focusable="false" />
                      <p className="label">{item.label}</p>
                      <p className="value">
                        <DetailValue kind={item.kind} />
                      </p>
                    </li>
                  );
                })}
              </Details>
            </Aside>
          )}

          <Card>
            {status === 'succeeded' ? (
              <Success>
                <Seal>
                  <Check size={26} strokeWidth={1.25} aria-hidden="true" focusable="false" />
                </Seal>
                <h3 ref={bindSuccess} tabIndex={-1}>
                  {block.success.title}
                </h3>
                <p>
                  <RichText text={block.success.text} />
                </p>
                <AgainButton type="button" onClick={reset}>
                  {againLabel}
                </AgainButton>
              </Success>
            ) : (
              <>
                <Success id={sentAnchor(formId)} $untilTarget>
                  <Seal>
                    <Check size={26} strokeWidth={1.25} aria-hidden="true" focusable="false" />
                  </Seal>
                  <h3>{block.success.title}</h3>
                  <p>
                    <RichText text={block.success.text} />
                  </p>
                  {/* The page again without the #fragment: the form, empty. */}
                  <AgainButton as="a" href={pathname}>
                    {againLabel}
                  </AgainButton>
                </Success>
                <form {...form} aria-labelledby={headingId}>
                  <Honeypot inputRef={bindHoneypot} />
                  <WithoutScript />
                  <Fields>
                    {fieldNames('contact').map((name) => {
                      const rule: FieldRule = formRules.contact[name];
                      const text = texts[name];
                      const input = field(name, { hint: !!text.hint });
                      return (
                        <Field
                          key={name}
                          id={input.id}
                          label={text.label}
                          optionalTag={rule.required ? undefined : (block.optionalTag ?? 'Optional')}
                          hint={text.hint}
                          error={errors[name]}
                          counter={rule.multiline ? { length: textLength(values[name].trim()), max: rule.maxLength } : undefined}
                          wide={rule.multiline}
                        >
                          {rule.multiline ? (
                            <TextArea {...input} rows={7} placeholder={text.placeholder} />
                          ) : (
                            <Input
                              {...input}
                              {...inputOfKind[rule.kind]}
                              autoComplete={autoComplete[name] ?? inputOfKind[rule.kind].autoComplete}
                              placeholder={text.placeholder}
                            />
                          )}
                        </Field>
                      );
                    })}
                  </Fields>

                  <Footer>
                    {problem && (
                      <Problem boxRef={bindProblem} title={failureTitle} message={problem.message}>
                        <ReachUsInstead />
                        <RetryButton type="button" $variant="secondary" onClick={retry} disabled={submitting}>
                          {block.retryLabel ?? 'Try again'}
                        </RetryButton>
                      </Problem>
                    )}
                    <Actions>
                      <SubmitButton type="submit" $variant="primary" disabled={submitting}>
                        {submitting && <Spinner size={16} strokeWidth={2} aria-hidden="true" focusable="false" />}
                        {submitting ? (block.sendingLabel ?? 'Sending...') : block.submitLabel}
                      </SubmitButton>
                      {block.note && (
                        <Note>
                          <RichText text={block.note} />
                        </Note>
                      )}
                    </Actions>
                  </Footer>
                </form>
              </>
            )}
          </Card>

          {block.nextSteps && (
            <Aside $area="steps">
              <AsideTitle>{block.nextSteps.title}</AsideTitle>
              <Steps>
                {block.nextSteps.steps.map((step) => (
                  <li key={step.title}>
                    <h4>{step.title}</h4>
                    <p>
                      <RichText text={step.text} />
                    </p>
                  </li>
                ))}
              </Steps>
            </Aside>
          )}
        </Grid>
        <LiveRegion text={announcement} />
      </Container>
    </Band>
  );
}
