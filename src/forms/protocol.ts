/**
 * The hosted form service's protocol, read strictly: POST a JSON body to /f/{formId};
 * success answers `{next}`; failure answers `{errors:[{field?, code, message}]}` or `{error}`.
 * Anything else is an unexpected answer, never a silent success.
 */
import type { FormErrorCode, TransportFailure } from './messages.ts';
import { isFormErrorCode } from './messages.ts';

/** One field's problem as the service reported it. */
export interface ReportedFieldError {
  field: string;
  code: string;
}

export type Outcome =
  | { kind: 'success' }
  /** The service refused the content: problems with fields, with the form as a whole, or both. */
  | { kind: 'refused'; fieldErrors: ReportedFieldError[]; formErrors: FormErrorCode[] }
  | { kind: 'failed'; failure: TransportFailure; status?: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads one answer of the service: its HTTP status and its body (parsed JSON, or whatever arrived). */
export function interpretResponse(status: number, body: unknown): Outcome {
  if (status >= 500) return { kind: 'failed', failure: 'server', status };
  if (status === 429) return { kind: 'failed', failure: 'rate-limited', status };
  if (status >= 200 && status < 300) {
    return isRecord(body) && typeof body.next === 'string'
      ? { kind: 'success' }
      : { kind: 'failed', failure: 'unexpected', status };
  }
  if (status >= 400 && isRecord(body)) {
    if (Array.isArray(body.errors) && body.errors.length > 0 && body.errors.every(isRecord)) {
      const fieldErrors: ReportedFieldError[] = [];
      const formErrors: FormErrorCode[] = [];
      for (const entry of body.errors as Record<string, unknown>[]) {
        const code = typeof entry.code === 'string' ? entry.code : 'UNSPECIFIED';
        if (typeof entry.field === 'string' && entry.field !== '') fieldErrors.push({ field: entry.field, code });
        else formErrors.push(isFormErrorCode(code) ? code : 'UNSPECIFIED');
      }
      return { kind: 'refused', fieldErrors, formErrors };
    }
    if (typeof body.error === 'string') return { kind: 'refused', fieldErrors: [], formErrors: ['UNSPECIFIED'] };
  }
  return { kind: 'failed', failure: 'unexpected', status };
}
