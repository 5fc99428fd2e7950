import { describe, expect, it } from 'vitest';
import { fieldAria, firstInvalid } from '../../src/forms/field-focus.ts';
import { formReducer, type FormState } from '../../src/forms/useFormSubmission.ts';

type Values = { name: string; email: string };
const idle: FormState<Values> = { values: { name: '', email: '' }, errors: {}, status: 'idle', problem: null, announcement: '' };

describe("a form's state, one action at a time", () => {
  it('keeps what is typed, and clears a message only once the entry is right, never adding one while typing', () => {
    const refused = formReducer(idle, {
      type: 'refused',
      errors: { email: 'Please enter a valid email address.' },
      problem: null,
      failed: false,
      announcement: 'Please check one field: Email.',
    });
    expect(refused.status).toBe('idle');
    const stillWrong = formReducer(refused, {
      type: 'typed',
      field: 'email',
      value: 'jane@',
      recheck: true,
      error: 'Still wrong.',
    });
    expect(stillWrong.errors.email).toBe('Still wrong.');
    const right = formReducer(stillWrong, {
      type: 'typed',
      field: 'email',
      value: 'jane@example.com',
      recheck: true,
      error: undefined,
    });
    expect(right.errors.email).toBeUndefined();
    expect(right.values).toEqual({ name: '', email: 'jane@example.com' });
    const name = formReducer(right, { type: 'typed', field: 'name', value: 'J', recheck: true, error: 'Too short.' });
    expect(name.errors.name).toBeUndefined();
  });

  it('offers a value only to an empty field or one still holding the previous offer', () => {
    const offered = formReducer(idle, { type: 'offered', field: 'name', value: 'Kenya' });
    expect(offered.values.name).toBe('Kenya');
    expect(formReducer(offered, { type: 'offered', field: 'name', value: 'Peru', replaces: 'Kenya' }).values.name).toBe('Peru');
    const typed = formReducer(offered, { type: 'typed', field: 'name', value: 'My own', recheck: false });
    expect(formReducer(typed, { type: 'offered', field: 'name', value: 'Peru', replaces: 'Kenya' })).toBe(typed);
  });

  it('goes sending → sent with the values emptied, or sending → failed with them kept', () => {
    const filled = formReducer(idle, { type: 'restored', values: { name: 'Jane', email: 'jane@example.com' } });
    const sending = formReducer({ ...filled, errors: { name: 'x' }, problem: { message: 'y' } }, { type: 'sending' });
    expect(sending).toMatchObject({ status: 'submitting', errors: {}, problem: null, values: filled.values });
    expect(formReducer(sending, { type: 'sent', announcement: 'Thank you' })).toMatchObject({
      status: 'succeeded',
      values: { name: '', email: '' },
      announcement: 'Thank you',
    });
    expect(
      formReducer(sending, { type: 'failed', problem: { message: 'Offline' }, announcement: 'Not sent. Offline' }),
    ).toMatchObject({
      status: 'failed',
      values: filled.values,
      problem: { message: 'Offline' },
    });
  });

  it('announces a repeated message again, told apart by a no-break space', () => {
    const once = formReducer(idle, { type: 'failed', problem: { message: 'm' }, announcement: 'Not sent' });
    const twice = formReducer(once, { type: 'failed', problem: { message: 'm' }, announcement: 'Not sent' });
    expect(twice.announcement).toBe('Not sent\u00a0');
    expect(formReducer(twice, { type: 'failed', problem: { message: 'm' }, announcement: 'Not sent' }).announcement).toBe(
      'Not sent',
    );
  });

  it('settles quietly when the visitor has left the form', () => {
    const filled = formReducer(idle, { type: 'restored', values: { name: 'Jane' } });
    const sentAway = formReducer(filled, { type: 'settled-away', sent: true, errors: {}, problem: null, empty: idle.values });
    expect(sentAway).toMatchObject({ status: 'succeeded', values: idle.values, announcement: '' });
    const keptAway = formReducer(filled, {
      type: 'settled-away',
      sent: false,
      errors: { email: 'e' },
      problem: { message: 'p' },
      empty: idle.values,
    });
    expect(keptAway).toMatchObject({ status: 'failed', values: { name: 'Jane', email: '' }, errors: { email: 'e' } });
  });
});

describe('the aria wiring every form shares', () => {
  it('ties a control to its hint and its error, and marks it invalid only with an error', () => {
    expect(fieldAria('f-email', {})).toEqual({ 'aria-invalid': undefined, 'aria-describedby': undefined });
    expect(fieldAria('f-email', { hint: true })).toEqual({ 'aria-invalid': undefined, 'aria-describedby': 'f-email-hint' });
    expect(fieldAria('f-email', { hint: true, error: 'Wrong' })).toEqual({
      'aria-invalid': true,
      'aria-describedby': 'f-email-hint f-email-error',
    });
  });

  it('finds the first field to fix in the form order, not the order of the messages', () => {
    expect(firstInvalid(['name', 'email', 'message'], { message: 'a', email: 'b' })).toBe('email');
    expect(firstInvalid(['name'], {})).toBeUndefined();
  });
});
