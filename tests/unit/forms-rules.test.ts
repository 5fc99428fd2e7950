import { describe, expect, it } from 'vitest';
import { checkField, checkSubmission, cleanSubmission, formRules } from '../../src/forms/rules.ts';
import { validContact } from '../fixtures/forms.ts';

describe('the shared field rules', () => {
  it('accepts a complete contact submission, with or without a phone number', () => {
    expect(checkSubmission('contact', validContact)).toEqual([]);
    expect(checkSubmission('contact', { ...validContact, phone: '+1 (239) 555-0148' })).toEqual([]);
  });

  it('tells a missing field from an empty one', () => {
    const withoutName: Partial<typeof validContact> = { ...validContact };
    delete withoutName.name;
    expect(checkSubmission('contact', withoutName)).toEqual([
      { field: 'name', violation: { reason: 'missing', code: 'REQUIRED_FIELD_MISSING' } },
    ]);
    expect(checkSubmission('contact', { ...validContact, name: '   ' })).toEqual([
      { field: 'name', violation: { reason: 'empty', code: 'REQUIRED_FIELD_EMPTY' } },
    ]);
  });

  it('checks email addresses permissively but catches typos', () => {
    const rule = formRules.contact.email;
    for (const ok of ['jane@example.com', 'j.o+trips@mail.example.co.uk', 'zoë@exämple.de'])
      expect(checkField(rule, ok), ok).toBeNull();
    for (const bad of ['jane', 'jane@example', 'jane@@example.com', 'jane example@x.com', 'jane@example.c', '@example.com']) {
      expect(checkField(rule, bad)?.code, bad).toBe('TYPE_EMAIL');
    }
  });

  it('checks phone numbers only when given', () => {
    const rule = formRules.contact.phone;
    expect(checkField(rule, '')).toBeNull();
    expect(checkField(rule, undefined)).toBeNull();
    expect(checkField(rule, '+44 20 7946 0958')).toBeNull();
    expect(checkField(rule, 'call me')?.code).toBe('TYPE_NUMERIC');
    expect(checkField(rule, '12345')?.code).toBe('TYPE_NUMERIC');
  });

  it('bounds lengths, counting characters as people do', () => {
    expect(checkField(formRules.contact.name, 'é'.repeat(100))).toBeNull();
    expect(checkField(formRules.contact.name, '😀'.repeat(100))).toBeNull();
    expect(checkField(formRules.contact.name, 'a'.repeat(101))).toEqual({
      reason: 'too-long',
      code: 'UNSPECIFIED',
      limit: 100,
      length: 101,
    });
    expect(checkField(formRules.contact.message, 'Too short')).toMatchObject({ reason: 'too-short', limit: 10 });
    expect(checkField(formRules.contact.message, 'x'.repeat(5001))).toMatchObject({ reason: 'too-long', limit: 5000 });
  });

  it('refuses values that are not text', () => {
    expect(checkField(formRules.contact.name, 42)?.code).toBe('TYPE_TEXT');
    expect(checkField(formRules.contact.name, ['Jane'])?.code).toBe('TYPE_TEXT');
    expect(checkField(formRules.contact.name, 'Jane\u0007')?.code).toBe('TYPE_TEXT');
    expect(checkField(formRules.contact.subject, 'Line one\nline two')?.code).toBe('TYPE_TEXT');
    expect(checkField(formRules.contact.message, 'Line one\nline two, with room to spare')).toBeNull();
  });

  it('keeps only known, filled fields, trimmed', () => {
    expect(cleanSubmission('contact', { ...validContact, name: '  Jane  ', extra: 'x', _gotcha: '' })).toEqual({
      name: 'Jane',
      email: validContact.email,
      subject: validContact.subject,
      message: validContact.message,
    });
  });
});
