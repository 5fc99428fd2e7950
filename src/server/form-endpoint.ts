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
import { EMBEDDED_FORMS_PATH, HONEYPOT_FIELD, SUBMISSION_ID_FIELD, SUBMISSION_ID_PATTERN } from '../forms/constants.ts';
import { checkSubmission, cleanSubmission, fieldNames, type FormKind } from '../forms/rules.ts';
import { createFormStore, type AppendResult, type StoredSubmission } from './form-store.ts';
import { createRateLimiter, rateLimitKey, type RateLimit } from './rate-limit.ts';

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
   * Read the client's address from X-Forwarded-For: true or 1 behind one reverse proxy, n behind n
   * (a CDN in front of a proxy is 2). The address is the one the nearest trusted proxy saw, counted
   * from the right, since a client can put anything on the left. Only behind proxies that set the
   * header: otherwise anyone could claim any address and escape the limit.
   */
  trustProxy?: boolean | number;
  /** Told about each stored submission, for the server's log. */
  onStored?: (submission: StoredSubmission) => void;
  /** Told about failures to store, for the server's log. */
  onError?: (error: unknown) => void;
}

/** Generous for the longest message the rules allow (5,000 characters, escaped), small enough to refuse abuse. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** No visitor writes eight times in ten minutes; a script that does is stopped. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 8, windowMs: 10 * 60_000 };
/**
 * Refused (422) posts do not use up a visitor's allowance, since a person may need a few tries to get
 * a field right; they have an allowance of their own, this many times larger, so that a script still
 * cannot probe the rules endlessly.
 */
const REFUSED_ALLOWANCE_FACTOR = 5;
/** After a refused oversize body, how much more is read and thrown away before the connection is cut. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const defaultForms = (): Record<string, FormKind> => {
  const { forms } = siteJson as Site;
  const others = (forms.otherContactFormIds ?? []).map((id) => [id, 'contact'] as const);
  return { ...Object.fromEntries(others), [forms.contactFormId]: 'contact', [forms.newsletterFormId]: 'newsletter' };
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

function clientAddress(req: IncomingMessage, trustProxy: boolean | number): string {
  const hops = trustProxy === true ? 1 : trustProxy === false ? 0 : trustProxy;
  if (hops > 0) {
    const forwarded = req.headers['x-forwarded-for'];
    const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    // Each proxy appends the address it saw: the client is the entry the farthest trusted proxy added.
    const address = chain[Math.max(0, chain.length - hops)];
    if (address) return address;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * The TRUST_PROXY setting of scripts/serve.ts: unset, empty, 0 or false trusts no proxy; true is 1;
 * a whole number is how many proxies stand in front of the server.
 */
export function parseTrustProxy(value: string | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  throw new Error(
    `TRUST_PROXY="${value}" is not a number of proxies. Use TRUST_PROXY=1 behind one reverse proxy, 2 behind a CDN and a proxy, or leave it unset.`,
  );
}

/**
 * The address scripts/serve.ts listens on: HOST when set; else, behind a proxy, the loopback address
 * only, since a client that reached the port directly could write any X-Forwarded-For and so escape
 * the rate limit; else every interface (undefined).
 */
export function listenHost(host: string | undefined, trustProxy: number): string | undefined {
  const given = (host ?? '').trim();
  if (given !== '') return given;
  return trustProxy > 0 ? '127.0.0.1' : undefined;
}

/** The media type and charset of a Content-Type header, lower-cased, quotes removed. */
function contentType(header: string | undefined): { mediaType: string; charset: string | undefined } {
  const [mediaType, ...params] = (header ?? '').split(';').map((p) => p.trim());
  const charset = params
    .map((p) => /^charset\s*=\s*"?([^"]*)"?$/i.exec(p)?.[1])
    .find((c) => c !== undefined)
    ?.toLowerCase();
  return { mediaType: mediaType.toLowerCase(), charset };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function createFormEndpoint(options: FormEndpointOptions): Middleware {
  const now = options.now ?? Date.now;
  const forms = options.forms ?? defaultForms();
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const rateLimit = options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const limit = rateLimit && createRateLimiter(rateLimit);
  const refusedLimit = rateLimit && createRateLimiter({ ...rateLimit, max: rateLimit.max * REFUSED_ALLOWANCE_FACTOR });
  const store = createFormStore(options.dataDir, now);

  async function handle(req: IncomingMessage, res: ServerResponse, formId: string, kind: FormKind): Promise<void> {
    const tooLarge = (): void =>
      send(res, 413, { error: `The submission is larger than ${maxBodyBytes} bytes.` }, { Connection: 'close' });

    const { mediaType, charset } = contentType(req.headers['content-type']);
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
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      send(res, 415, {
        error: `Submissions are accepted in UTF-8 only, not ${charset} (Content-Type: application/json; charset=utf-8).`,
      });
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

    const client = `${rateLimitKey(clientAddress(req, options.trustProxy ?? false))} ${formId}`;
    const arrived = now();
    if (limit && refusedLimit) {
      const accepted = limit.check(client, arrived);
      const verdict = accepted.allowed ? refusedLimit.check(client, arrived) : accepted;
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
      // Counted at once, so that posts sent side by side cannot all slip under the limit.
      limit.record(client, arrived);
    }

    const status = await receive(req, res, formId, kind, tooLarge);
    // A refusal of the fields moves to the refusals' own allowance.
    if (status === 422) {
      limit?.forget(client, arrived);
      refusedLimit?.record(client, arrived);
    }
  }

  /** Reads, checks and stores one submission; returns the status it answered with. */
  async function receive(
    req: IncomingMessage,
    res: ServerResponse,
    formId: string,
    kind: FormKind,
    tooLarge: () => void,
  ): Promise<number> {
    const answer = (status: number, body: object): number => {
      send(res, status, body);
      return status;
    };
    const raw = await readBody(req, maxBodyBytes);
    if (raw === 'too-large') {
      tooLarge();
      return 413;
    }

    let data: unknown;
    try {
      data = JSON.parse(UTF8.decode(raw));
    } catch {
      return answer(400, { error: 'The body is not valid JSON in UTF-8.' });
    }
    if (!isRecord(data)) return answer(400, { error: 'The body must be a JSON object of fields.' });

    // A filled honeypot is a bot: it is told all went well, so it does not adapt, and nothing is kept.
    const honeypot = data[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') return answer(200, { ok: true, next: '/' });

    const submissionId = data[SUBMISSION_ID_FIELD];
    if (submissionId !== undefined && (typeof submissionId !== 'string' || !SUBMISSION_ID_PATTERN.test(submissionId))) {
      return answer(400, { error: `${SUBMISSION_ID_FIELD} must be 8 to 64 letters, digits or hyphens, such as a UUID.` });
    }

    const given = fieldNames(kind).filter((f) => typeof data[f] === 'string' && (data[f] as string).trim() !== '');
    if (given.length === 0) {
      const message = 'The submission has no fields filled in.';
      return answer(422, { error: message, errors: [{ code: 'EMPTY', message }] });
    }

    const violations = checkSubmission(kind, data);
    if (violations.length > 0) {
      return answer(422, {
        error: 'Some fields need attention.',
        errors: violations.map(({ field, violation }) => ({
          field,
          code: violation.code,
          message: `${field} ${violationServerMessage(violation)}`,
        })),
      });
    }

    let stored: AppendResult;
    try {
      stored = await store.append(formId, cleanSubmission(kind, data) as Record<string, string>, submissionId);
    } catch (error) {
      options.onError?.(error);
      return answer(500, { error: 'The submission could not be stored. Please try again.' });
    }
    // A retry of a stored submission gets the same answer as the first time, and is not stored again.
    if (!stored.duplicate) options.onStored?.(stored.record);
    return answer(200, { ok: true, next: '/' });
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
