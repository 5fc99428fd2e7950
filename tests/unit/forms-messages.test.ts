import { describe, expect, it } from 'vitest';
import {
  FORM_ERROR_CODES,
  fieldErrorMessage,
  formErrorMessage,
  transportMessage,
  violationMessage,
  type TransportFailure,
} from '../../src/forms/messages.ts';
import { FIELD_ERROR_CODES, fieldNames } from '../../src/forms/rules.ts';

/** A sentence for a visitor: no code names, no jargon, a full stop at the end. */
function expectReadable(message: string): void {
  expect(message.length).toBeGreaterThan(15);
  expect(message).not.toMatch(/[A-Z]{3,}_|_[A-Z]{3,}|\bnull\b|\bundefined\b|\bJSON\b|\bHTTP\b|\d{3} /);
  expect(message).toMatch(/^[A-Z].*[.!]$/);
}

describe('form-level codes of the form service', () => {
  it.each(FORM_ERROR_CODES)('%s has a message a visitor understands', (code) => {
    const message = formErrorMessage(code);
    expectReadable(message);
    expect(message).not.toContain(code);
  });

  it('names the codes the service documents, and no others', () => {
    expect([...FORM_ERROR_CODES].sort()).toEqual(
      [
        'BLOCKED',
        'EMPTY',
        'FILES_TOO_BIG',
        'FORM_NOT_FOUND',
        'INACTIVE',
        'NO_FILE_UPLOADS',
        'PROJECT_NOT_FOUND',
        'TOO_MANY_FILES',
        'UNSPECIFIED',
      ].sort(),
    );
  });

  it('says something specific for each kind of problem', () => {
    expect(formErrorMessage('BLOCKED')).toMatch(/spam/i);
    expect(formErrorMessage('EMPTY')).toMatch(/empty/i);
    expect(formErrorMessage('FILES_TOO_BIG')).toMatch(/too large/i);
    expect(formErrorMessage('TOO_MANY_FILES')).toMatch(/too many files/i);
    expect(formErrorMessage('NO_FILE_UPLOADS')).toMatch(/attachments/i);
    expect(formErrorMessage('INACTIVE')).toMatch(/paused/i);
    for (const code of ['FORM_NOT_FOUND', 'PROJECT_NOT_FOUND', 'INACTIVE', 'BLOCKED'] as const) {
      // When the form cannot take messages at all, the visitor is offered another way.
      expect(formErrorMessage(code)).toMatch(/phone or email/i);
    }
    expect(formErrorMessage('UNSPECIFIED')).toMatch(/try again/i);
  });

  it('reads an unknown code as UNSPECIFIED', () => {
    expect(formErrorMessage('SOMETHING_NEW')).toBe(formErrorMessage('UNSPECIFIED'));
  });
});

describe('field-level codes of the form service', () => {
  const fields = [...fieldNames('contact'), 'company'];

  for (const code of FIELD_ERROR_CODES) {
    it.each(fields)(`${code} on %s has a message a visitor understands`, (field) => {
      const message = fieldErrorMessage(code, field);
      expectReadable(message);
      expect(message).not.toContain(code);
    });
  }

  it('names the codes the service documents for fields', () => {
    expect([...FIELD_ERROR_CODES].sort()).toEqual(
      ['REQUIRED_FIELD_EMPTY', 'REQUIRED_FIELD_MISSING', 'TYPE_EMAIL', 'TYPE_NUMERIC', 'TYPE_TEXT', 'UNSPECIFIED'].sort(),
    );
  });

  it('asks for each required field in its own words', () => {
    expect(fieldErrorMessage('REQUIRED_FIELD_EMPTY', 'name')).toBe('Please tell us your name.');
    expect(fieldErrorMessage('REQUIRED_FIELD_MISSING', 'email')).toBe('Please enter your email address.');
    expect(fieldErrorMessage('REQUIRED_FIELD_EMPTY', 'subject')).toMatch(/subject/);
    expect(fieldErrorMessage('REQUIRED_FIELD_EMPTY', 'message')).toMatch(/few words/);
    expect(fieldErrorMessage('REQUIRED_FIELD_EMPTY', 'company')).toBe('Please fill in this field.');
  });

  it('explains types', () => {
    expect(fieldErrorMessage('TYPE_EMAIL', 'email')).toMatch(/valid email address, such as name@example.com/);
    expect(fieldErrorMessage('TYPE_NUMERIC', 'phone')).toMatch(/phone number of at least 7 digits/);
    expect(fieldErrorMessage('TYPE_NUMERIC', 'guests')).toBe('Please enter a number.');
    expect(fieldErrorMessage('TYPE_TEXT', 'name')).toMatch(/plain text/);
  });

  it('reads an unknown code as UNSPECIFIED', () => {
    expect(fieldErrorMessage('STRIPE_CLIENT_ERROR', 'name')).toBe(fieldErrorMessage('UNSPECIFIED', 'name'));
  });
});

describe('rules broken in the browser', () => {
  it('gives lengths in numbers people read', () => {
    expect(violationMessage('message', { reason: 'too-long', code: 'UNSPECIFIED', limit: 5000, length: 5012 })).toBe(
      'Please keep this to 5,000 characters or fewer (it has 5,012).',
    );
    expect(violationMessage('message', { reason: 'too-short', code: 'UNSPECIFIED', limit: 10, length: 3 })).toMatch(
      /at least 10 characters/,
    );
  });
});

describe('failures before an answer could be read', () => {
  const failures: TransportFailure[] = ['network', 'offline', 'timeout', 'server', 'rate-limited', 'unexpected'];
  it.each(failures)('%s says what happened and invites another try', (failure) => {
    const message = transportMessage(failure);
    expectReadable(message);
    expect(message).toMatch(/try again/i);
  });
});
