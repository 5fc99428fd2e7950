import { describe, expect, it } from 'vitest';
import { interpretResponse } from '../../src/forms/protocol.ts';

describe('reading the form service answers', () => {
  it('success is a 2xx with {next}', () => {
    expect(interpretResponse(200, { next: 'https://forms.example/thanks', ok: true })).toEqual({ kind: 'success' });
  });

  it('a 2xx without {next} is unexpected, never a silent success', () => {
    expect(interpretResponse(200, { ok: true })).toEqual({ kind: 'failed', failure: 'unexpected', status: 200 });
    expect(interpretResponse(200, '<html>Thanks!</html>')).toEqual({ kind: 'failed', failure: 'unexpected', status: 200 });
    expect(interpretResponse(204, undefined)).toEqual({ kind: 'failed', failure: 'unexpected', status: 204 });
  });

  it('reads field errors and form errors from {errors}', () => {
    expect(
      interpretResponse(422, {
        error: 'Validation errors',
        errors: [
          { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
          { field: 'name', code: 'REQUIRED_FIELD_EMPTY', message: 'required' },
          { code: 'BLOCKED', message: 'blocked' },
          { code: 'NEW_CODE' },
          { field: 'phone' },
        ],
      }),
    ).toEqual({
      kind: 'refused',
      fieldErrors: [
        { field: 'email', code: 'TYPE_EMAIL' },
        { field: 'name', code: 'REQUIRED_FIELD_EMPTY' },
        { field: 'phone', code: 'UNSPECIFIED' },
      ],
      formErrors: ['BLOCKED', 'UNSPECIFIED'],
    });
  });

  it('reads {error} alone as an unspecified form error', () => {
    expect(interpretResponse(400, { error: 'Form not found' })).toEqual({
      kind: 'refused',
      fieldErrors: [],
      formErrors: ['UNSPECIFIED'],
    });
  });

  it('a 5xx is a server failure whatever its body says', () => {
    expect(interpretResponse(500, { errors: [{ code: 'EMPTY' }] })).toEqual({ kind: 'failed', failure: 'server', status: 500 });
    expect(interpretResponse(503, '<html>Maintenance</html>')).toEqual({ kind: 'failed', failure: 'server', status: 503 });
  });

  it('a 429 asks the visitor to wait', () => {
    expect(interpretResponse(429, { error: 'Too many' })).toEqual({ kind: 'failed', failure: 'rate-limited', status: 429 });
  });

  it('any other shape is an unexpected response format', () => {
    expect(interpretResponse(400, '<html>Bad request</html>')).toEqual({ kind: 'failed', failure: 'unexpected', status: 400 });
    expect(interpretResponse(422, { errors: [] })).toEqual({ kind: 'failed', failure: 'unexpected', status: 422 });
    expect(interpretResponse(422, { errors: ['bad'] })).toEqual({ kind: 'failed', failure: 'unexpected', status: 422 });
    expect(interpretResponse(302, null)).toEqual({ kind: 'failed', failure: 'unexpected', status: 302 });
  });
});
