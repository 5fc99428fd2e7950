/**
 * The site's own form endpoint, used when no hosted form service is configured. It speaks the hosted
 * service's protocol (POST JSON to /f/{formId}; `{next}` on success; `{errors:[{field, code, message}]}`
 * or `{error}` on failure), checks the same rules as the browser (src/forms/rules.ts) and appends each
 * accepted submission durably to <dataDir>/forms/<formId>.jsonl.
 *
 * Connect-style middleware: mounted by scripts/serve.ts (npm start) and scripts/lib/vite-forms.ts
 * (npm run dev). It answers /api/forms/f/{formId} and passes every other request on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import siteJson from '../../content/site.json' with { type: 'json' };
import type { Site } from '../generated/content.ts';
import { violationServerMessage } from '../forms/messages.ts';
import { EMBEDDED_FORMS_PATH, HONEYPOT_FIELD } from '../forms/constants.ts';
import { checkSubmission, cleanSubmission, fieldNames, type FormKind } from '../forms/rules.ts';
import { createFormStore, type StoredSubmission } from './form-store.ts';
import { createRateLimiter, type RateLimit } from './rate-limit.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface FormEndpointOptions {
  /** The data folder; submissions go to <dataDir>/forms/<formId>.jsonl. */
  dataDir: string;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Which form ids are accepted and which rules each follows; by default the two of content/site.json. */
  forms?: Record<string, FormKind>;
  /** The largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /** Posts allowed per client address and form, or false for none. */
  rateLimit?: RateLimit | false;
  /**
   * Read the client's address from X-Forwarded-For. Only behind a reverse proxy that sets it:
   * otherwise anyone could claim any address and escape the limit.
   */
  trustProxy?: boolean;
  /** Told about each stored submission, for the server's log. */
  onStored?: (submission: StoredSubmission) => void;
  /** Told about failures to store, for the server's log. */
  onError?: (error: unknown) => void;
}

/** Generous for the longest message the rules allow (5,000 characters, escaped), small enough to refuse abuse. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** No visitor writes eight times in ten minutes; a script that does is stopped. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 8, windowMs: 10 * 60_000 };
/** After a refused oversize body, how much more is read and thrown away before the connection is cut. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const defaultForms = (): Record<string, FormKind> => {
  const { forms } = siteJson as Site;
  return { [forms.contactFormId]: 'contact', [forms.newsletterFormId]: 'newsletter' };
};

const ROUTE = new RegExp(`^${EMBEDDED_FORMS_PATH}/f/([^/]+)/?$`);

function send(res: ServerResponse, status: number, body: object, headers: Record<string, string> = {}): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(payload);
}

/** The body, or 'too-large' as soon as it passes the limit (the rest is drained, then the connection cut). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (refused) {
        if (size > limit + DRAIN_LIMIT_BYTES) req.destroy();
        return;
      }
      if (size > limit) {
        refused = true;
        chunks.length = 0;
        resolve('too-large');
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first;
  }
  return (req.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createFormEndpoint(options: FormEndpointOptions): Middleware {
  const now = options.now ?? Date.now;
  const forms = options.forms ?? defaultForms();
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const limit = options.rateLimit === false ? null : createRateLimiter(options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const store = createFormStore(options.dataDir, now);

  async function handle(req: IncomingMessage, res: ServerResponse, formId: string, kind: FormKind): Promise<void> {
    const tooLarge = (): void =>
      send(res, 413, { error: `The submission is larger than ${maxBodyBytes} bytes.` }, { Connection: 'close' });

    const mediaType = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (mediaType !== 'application/json') {
      send(
        res,
        415,
        { error: 'Submissions are accepted as JSON only (Content-Type: application/json).' },
        { Accept: 'application/json' },
      );
      req.resume();
      return;
    }
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') {
      send(res, 415, { error: 'Compressed submissions are not accepted.' });
      req.resume();
      return;
    }
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      tooLarge();
      req.resume();
      return;
    }

    if (limit) {
      const verdict = limit.take(`${clientAddress(req, options.trustProxy ?? false)} ${formId}`, now());
      if (!verdict.allowed) {
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        const minutes = Math.ceil(seconds / 60);
        const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
        send(
          res,
          429,
          { error: `Too many submissions from this address. Try again in ${wait}.` },
          { 'Retry-After': String(seconds) },
        );
        req.resume();
        return;
      }
    }

    const raw = await readBody(req, maxBodyBytes);
    if (raw === 'too-large') return tooLarge();

    let data: unknown;
    try {
      data = JSON.parse(raw.toString('utf8'));
    } catch {
      return send(res, 400, { error: 'The body is not valid JSON.' });
    }
    if (!isRecord(data)) return send(res, 400, { error: 'The body must be a JSON object of fields.' });

    // A filled honeypot is a bot: it is told all went well, so it does not adapt, and nothing is kept.
    const honeypot = data[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return send(res, 200, { ok: true, next: '/' });

    const given = fieldNames(kind).filter((f) => typeof data[f] === 'string' && (data[f] as string).trim() !== '');
    if (given.length === 0) {
      const message = 'The submission has no fields filled in.';
      return send(res, 422, { error: message, errors: [{ code: 'EMPTY', message }] });
    }

    const violations = checkSubmission(kind, data);
    if (violations.length > 0) {
      return send(res, 422, {
        error: 'Some fields need attention.',
        errors: violations.map(({ field, violation }) => ({
          field,
          code: violation.code,
          message: `${field} ${violationServerMessage(violation)}`,
        })),
      });
    }

    let stored: StoredSubmission;
    try {
      stored = await store.append(formId, cleanSubmission(kind, data) as Record<string, string>);
    } catch (error) {
      options.onError?.(error);
      return send(res, 500, { error: 'The submission could not be stored. Please try again.' });
    }
    options.onStored?.(stored);
    send(res, 200, { ok: true, next: '/' });
  }

  return (req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const match = ROUTE.exec(pathname);
    if (!match) return next();

    let formId: string;
    try {
      formId = decodeURIComponent(match[1]);
    } catch {
      formId = match[1];
    }
    const kind = Object.hasOwn(forms, formId) ? forms[formId] : undefined;
    if (!kind) {
      req.resume();
      const message = `There is no form "${formId}" here.`;
      return send(res, 404, { error: message, errors: [{ code: 'FORM_NOT_FOUND', message }] });
    }
    if (req.method !== 'POST') {
      req.resume();
      return send(res, 405, { error: 'Submit forms with POST.' }, { Allow: 'POST' });
    }
    handle(req, res, formId, kind).catch((error: unknown) => {
      options.onError?.(error);
      if (!res.headersSent) send(res, 500, { error: 'The submission could not be received. Please try again.' });
      else res.destroy();
    });
  };
}
