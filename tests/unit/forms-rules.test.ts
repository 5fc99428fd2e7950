import { describe, expect, it } from 'vitest';
import { checkField, checkSubmission, cleanSubmission, formRules } from '../../src/forms/rules.ts';
import { violationMessage } from '../../src/forms/messages.ts';
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
    const { phone, ...filled } = validContact;
    expect(phone).toBe('');
    expect(cleanSubmission('contact', { ...validContact, name: '  Jane  ', extra: 'x', _gotcha: '' })).toEqual({
      ...filled,
      name: 'Jane',
    });
  });
});

describe('characters that are not plain text', () => {
  const { name, subject, message } = formRules.contact;
  it('refuses C1 controls and bidirectional overrides in every field, naming the character', () => {
    expect(checkField(name, 'Jane\u0085Smith')).toEqual({
      reason: 'not-text',
      code: 'TYPE_TEXT',
      problem: 'control',
      codePoint: 'U+0085',
    });
    expect(checkField(message, 'Ten days\u009f in Kenya')).toMatchObject({ problem: 'control', codePoint: 'U+009F' });
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']) {
      expect(checkField(message, `Ten days ${c}in Kenya`)).toMatchObject({ problem: 'bidi', code: 'TYPE_TEXT' });
    }
  });

  it('refuses tag characters, interlinear annotations and lone surrogates, naming the character', () => {
    for (const [value, codePoint] of [
      ['Jane\u{E0041}\u{E0042}', 'U+E0041'],
      ['Jane\u{E0001}', 'U+E0001'],
      ['Jane\uFFF9Smith\uFFFB', 'U+FFF9'],
      ['Ten days \uFFFAin Kenya', 'U+FFFA'],
    ]) {
      expect(checkField(message, value), value).toMatchObject({ problem: 'hidden', code: 'TYPE_TEXT', codePoint });
    }
    expect(checkField(name, 'Jane \ud83d Smith')).toMatchObject({ problem: 'broken', codePoint: 'U+D83D' });
    expect(checkField(name, 'Jane \ude00 Smith')).toMatchObject({ problem: 'broken', codePoint: 'U+DE00' });
    // A whole pair is one character, an emoji.
    expect(checkField(name, 'Jane \ud83d\ude00')).toBeNull();
  });

  it("keeps a region's flag (tags closed by a cancel tag) in text fields, but in no address or number", () => {
    const scotland = '\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}';
    expect(checkField(message, `Ten days in the Highlands ${scotland}`)).toBeNull();
    expect(checkField(name, `Jane ${scotland}`)).toBeNull();
    // A flag's tags without the cancel tag, or tags after a flag, are still hidden text.
    expect(checkField(message, `Ten days \u{1F3F4}\u{E0067}\u{E0062} in Kenya`)).toMatchObject({ problem: 'hidden' });
    expect(checkField(message, `Ten days ${scotland}\u{E0041}`)).toMatchObject({ problem: 'hidden', codePoint: 'U+E0041' });
    expect(checkField(formRules.contact.email, `jane${scotland}@example.com`)).toMatchObject({ problem: 'hidden' });
  });

  it('removes the implicit direction marks (LRM, RLM, ALM) instead of refusing them', () => {
    expect(checkField(name, '\u200Fדנה כהן\u200E')).toBeNull();
    expect(checkField(name, '\u200E\u200F\u061C')).toMatchObject({ reason: 'empty' });
    expect(checkField(formRules.contact.phone, '\u200E+972 3 555 0148')).toBeNull();
    expect(checkField(formRules.contact.email, 'jane@example.com\u200F')).toBeNull();
    expect(checkField(name, 'a'.repeat(100) + '\u200E')).toBeNull();
    expect(
      cleanSubmission('contact', { ...validContact, name: ' \u200Fدانة\u061C ', phone: '\u200E+1 239 555 0148' }),
    ).toMatchObject({ name: 'دانة', phone: '+1 239 555 0148' });
  });

  it('refuses U+2028 and U+2029 in single-line fields only', () => {
    expect(checkField(subject, 'Kenya\u2028July')).toMatchObject({ problem: 'line-break', codePoint: 'U+2028' });
    expect(checkField(name, 'Jane\u2029Smith')).toMatchObject({ problem: 'line-break', codePoint: 'U+2029' });
    expect(checkField(message, 'Ten days\u2028in Kenya, please')).toBeNull();
  });

  it('refuses fields made only of invisible characters, and keeps ones that merely contain them', () => {
    for (const v of ['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff', '\u00ad', '\u3164', '\u2800\u2800']) {
      expect(checkField(name, v), JSON.stringify(v)).toMatchObject({ problem: 'invisible', code: 'TYPE_TEXT' });
    }
    expect(checkField(name, 'Zoë\u200d')).toBeNull();
    expect(checkField(name, '👩‍👩‍👧')).toBeNull();
  });

  it('gives the browser a message that says what to do', () => {
    const messageOf = (v: string) => {
      const violation = checkField(name, v);
      return violation ? violationMessage('name', violation) : '';
    };
    expect(messageOf('Jane\u0085')).toMatch(/hidden control characters.*retype/);
    expect(messageOf('Jane\u202e')).toMatch(/hidden text-direction characters/);
    expect(messageOf('Jane\u2028Smith')).toBe('Please keep this on a single line.');
    expect(messageOf('\u200b')).toMatch(/only invisible characters/);
    expect(messageOf('Jane\u{E0041}')).toMatch(/hidden characters.*plain text/);
    expect(messageOf('Jane\ud800')).toMatch(/damaged character.*retype/);
  });
});
