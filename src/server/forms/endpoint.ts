/**
 * The site's own form endpoint, used when no hosted form service is configured. It speaks the hosted
 * service's protocol (POST JSON to /f/{formId}; `{next}` on success; `{errors:[{field, code, message}]}`
 * or `{error}` on failure), checks the same rules as the browser (src/forms/rules.ts) and stores each
 * accepted submission durably (src/server/forms/store.ts).
 *
 * A form sent without JavaScript (form-encoded, from a page of this site) follows the same rules and
 * is answered as a browser expects: 303 to its page with the confirmation shown on success, and on a
 * refusal the page again, with the messages and every value (src/server/forms/refused-page.ts).
 *
 * Connect-style middleware: mounted by src/server/site.ts (npm start) and scripts/lib/vite/forms.ts
 * (npm run dev). It answers /api/forms/f/{formId} and passes every other request on.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import siteJson from '../../../content/site.json' with { type: 'json' };
import type { Site } from '../../generated/content.ts';
import { formErrorMessage, transportMessage, violationMessage, violationServerMessage } from '../../forms/messages.ts';
import {
  EMBEDDED_FORMS_PATH,
  HONEYPOT_FIELD,
  PAGE_FIELD,
  sentAnchor,
  SUBMISSION_ID_FIELD,
  SUBMISSION_ID_PATTERN,
} from '../../forms/constants.ts';
import { checkSubmission, cleanSubmission, fieldNames, type FormKind } from '../../forms/rules.ts';
import { fillRefusedForm, refusedFormPage } from './refused-page.ts';
import { createJsonLinesStore, type AppendResult, type FormStore, type StoredSubmission } from './store.ts';
import { createRateLimiter, rateLimitKey, type RateLimit } from '../rate-limit.ts';
import type { Lead, LeadStore, SpamReason } from '../leads/store.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

export interface FormEndpointOptions {
  /**
   * Where submissions are kept: a store, or the data folder of the JSON-lines store. A lead store
   * (src/server/leads/store.ts) also keeps what was caught as spam, and whom each lead is mailed to.
   */
  store: FormStore | LeadStore | string;
  /** With a lead store: the addresses a submission of a form is mailed to. */
  recipients?: (formId: string, fields: Record<string, string>) => string[];
  /** With a lead store: told about each lead stored, spam too, once it is durable (to mail it). */
  onLead?: (lead: Lead) => void;
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** Which form ids are accepted and which rules each follows; by default the two of content/site.json. */
  forms?: Record<string, FormKind>;
  /** The largest request body accepted, in bytes. */
  maxBodyBytes?: number;
  /** How long a request body may pause between two of its parts before it is refused with 408. */
  bodyIdleMs?: number;
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
  /**
   * The prerendered HTML of a page of the site by its path, or null: a form sent without JavaScript
   * and refused is answered with its page, filled in. Without it (npm run dev) a plain page answers.
   */
  page?: (urlPath: string) => Promise<string | null>;
}

/** Generous for the longest message the rules allow (5,000 characters, escaped), small enough to refuse abuse. */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/**
 * A phone on a poor connection still sends some of a form's few kilobytes every few seconds; a client
 * that pauses longer is holding the connection, not sending.
 */
export const DEFAULT_BODY_IDLE_MS = 10_000;
/** No visitor writes eight times in ten minutes; a script that does is stopped. */
export const DEFAULT_RATE_LIMIT: RateLimit = { max: 8, windowMs: 10 * 60_000 };
/**
 * Refused (422) posts do not use up a visitor's allowance, since a person may need a few tries to get
 * a field right; they have an allowance of their own, this many times larger, so that a script still
 * cannot probe the rules endlessly.
 */
const REFUSED_ALLOWANCE_FACTOR = 5;
/** A message with this many links or more is advertising, not an enquiry: it goes to the spam folder. */
export const SPAM_LINKS = 3;
const LINK = /\b(?:https?:\/\/|www\.)/gi;

/** After a refused oversize body, how much more is read and thrown away before the connection is cut. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

const defaultForms = (): Record<string, FormKind> => {
  const { forms } = siteJson as Site;
  const others = (forms.otherContactFormIds ?? []).map((id) => [id, 'contact'] as const);
  return { ...Object.fromEntries(others), [forms.contactFormId]: 'contact', [forms.newsletterFormId]: 'newsletter' };
};

const ROUTE = new RegExp(`^${EMBEDDED_FORMS_PATH}/f/([^/]+)/?$`);

const FORM_ENCODED = 'application/x-www-form-urlencoded';

function send(res: ServerResponse, status: number, body: object | string, headers: Record<string, string> = {}): void {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(payload),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  res.end(payload);
}

/**
 * The body; or 'too-large' as soon as it passes the limit (the rest is drained, then the connection
 * cut); or 'idle' when nothing of it arrived for `idleMs`.
 */
function readBody(req: IncomingMessage, limit: number, idleMs: number): Promise<Buffer | 'too-large' | 'idle'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    const idle = (): void => {
      refused = true;
      chunks.length = 0;
      resolve('idle');
    };
    let timer = setTimeout(idle, idleMs);
    req.on('close', () => clearTimeout(timer));
    req.on('data', (chunk: Buffer) => {
      clearTimeout(timer);
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
      timer = setTimeout(idle, idleMs);
    });
    req.on('end', () => {
      clearTimeout(timer);
      if (!refused) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!refused) reject(error);
    });
  });
}

/** A body left unread (too large, or stalled) ends the connection with the answer. */
const closing = (status: number): Record<string, string> => (status === 413 || status === 408 ? { Connection: 'close' } : {});

export function clientAddress(req: IncomingMessage, trustProxy: boolean | number): string {
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
 * The TRUST_PROXY setting of the server (src/server/site.ts): unset, empty, 0 or false trusts no proxy; true is 1;
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
 * FORM_RATE_LIMIT=n: posts one client may make per form in the rate limit's window (default
 * DEFAULT_RATE_LIMIT.max), for a site whose visitors share few addresses (an office behind one NAT), or
 * a test server that posts more than a visitor would.
 */
export function parseRateLimit(value: string | undefined): RateLimit {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_RATE_LIMIT;
  if (/^\d{1,6}$/.test(text) && Number(text) > 0) return { ...DEFAULT_RATE_LIMIT, max: Number(text) };
  throw new Error(
    `FORM_RATE_LIMIT="${value}" is not a number of posts. Use a whole number such as FORM_RATE_LIMIT=20, or leave it unset for ${DEFAULT_RATE_LIMIT.max}.`,
  );
}

/**
 * The address the server (src/server/site.ts) listens on: HOST when set; else, behind a proxy, the loopback address
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
  // The name, then the value apart: one pattern with spaces allowed before a value that may itself
  // hold spaces would try every split of a long run of them.
  const charset = params
    .map((p) => /^charset\s*=(.*)$/i.exec(p)?.[1].trimStart())
    .map((value) => (value === undefined ? undefined : /^"?([^"]*)"?$/.exec(value)?.[1]))
    .find((c) => c !== undefined)
    ?.toLowerCase();
  return { mediaType: mediaType.toLowerCase(), charset };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One segment of a page path a form may name: plain characters, never starting with a dot (so never `..`). */
const PAGE_SEGMENT = /^[\w~-][\w.~-]*$/;

/**
 * The path of the page a form was sent from, as it names it; the home page when it names none it may:
 * absolute, of plain segments, never `//` (another host). Checked segment by segment: a single pattern
 * for the whole path could split a run of letters into segments in exponentially many ways.
 */
function pagePath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return '/';
  const segments = value.slice(1).split('/');
  // A trailing slash, or the home page itself.
  if (segments.at(-1) === '') segments.pop();
  return segments.every((segment) => PAGE_SEGMENT.test(segment)) ? value : '/';
}

/**
 * The path of the page a post was sent from, by its Referer, when that is a page of this site: a form
 * sent with JavaScript names no page of its own, and the site's policy (same-origin requests carry the
 * whole address) tells it.
 */
function refererPath(req: IncomingMessage): string | undefined {
  try {
    const referer = new URL(req.headers.referer ?? '');
    return referer.host === req.headers.host ? referer.pathname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a form-encoded post comes from a page of this site. Browsers send Origin with every form
 * post; another site's page posting here (cross-site request forgery) names its own, and a post
 * without one is not from a browser, which can send JSON. Behind a proxy the host the visitor asked
 * for may arrive as X-Forwarded-Host.
 */
export function fromThisSite(req: IncomingMessage, trustProxy: boolean | number): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  const forwarded = req.headers['x-forwarded-host'];
  const forwardedHost = typeof forwarded === 'string' ? forwarded.split(',').at(-1)?.trim() : undefined;
  return host === req.headers.host || (trustProxy !== false && trustProxy !== 0 && host === forwardedHost);
}

/** How a refusal reads: for the protocol (developers, logs) and for a visitor reading the page again. */
interface Refusal {
  status: number;
  /** The protocol's form-level error. */
  error: string;
  /** The protocol's errors, field ones with their visitor's message apart. */
  errors?: { field?: string; code: string; message: string; visitorMessage?: string }[];
  /** What a visitor reads about the submission as a whole, when not only fields are at fault. */
  visitorProblem?: string;
  /** The values to fill back in, when the body was read. */
  values?: Record<string, string>;
}

type Handled = { kind: 'accepted'; page: string } | { kind: 'refused'; refusal: Refusal; page: string };

export function createFormEndpoint(options: FormEndpointOptions): Middleware {
  const now = options.now ?? Date.now;
  const forms = options.forms ?? defaultForms();
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const bodyIdleMs = options.bodyIdleMs ?? DEFAULT_BODY_IDLE_MS;
  const rateLimit = options.rateLimit === false ? null : (options.rateLimit ?? DEFAULT_RATE_LIMIT);
  const limit = rateLimit && createRateLimiter(rateLimit);
  const refusedLimit = rateLimit && createRateLimiter({ ...rateLimit, max: rateLimit.max * REFUSED_ALLOWANCE_FACTOR });
  const store = typeof options.store === 'string' ? createJsonLinesStore(options.store, now) : options.store;
  const trustProxy = options.trustProxy ?? false;

  /** Answers a form sent without JavaScript as a browser expects: a redirect, or a page. */
  async function answerPage(res: ServerResponse, formId: string, handled: Handled): Promise<void> {
    if (handled.kind === 'accepted') {
      res.writeHead(303, {
        Location: `${handled.page}?sent=1#${sentAnchor(formId)}`,
        'Cache-Control': 'no-store',
        'Content-Length': 0,
      });
      res.end();
      return;
    }
    const { refusal } = handled;
    const errors: Record<string, string> = {};
    for (const e of refusal.errors ?? []) if (e.field && e.visitorMessage) errors[e.field] ??= e.visitorMessage;
    const refused = {
      action: `${EMBEDDED_FORMS_PATH}/f/${encodeURIComponent(formId)}`,
      values: refusal.values ?? {},
      errors,
      problem: refusal.visitorProblem ?? null,
    };
    let html: string | null = null;
    try {
      const page = await options.page?.(handled.page);
      html = page ? fillRefusedForm(page, refused) : null;
    } catch (error) {
      options.onError?.(error);
    }
    send(res, refusal.status, html ?? refusedFormPage(refused, handled.page), closing(refusal.status));
  }

  async function handle(req: IncomingMessage, res: ServerResponse, formId: string, kind: FormKind): Promise<void> {
    const { mediaType, charset } = contentType(req.headers['content-type']);
    const asPage = mediaType === FORM_ENCODED;
    const refuseEarly = (refusal: Refusal, headers: Record<string, string> = {}): void => {
      req.resume();
      if (asPage)
        answerPage(res, formId, { kind: 'refused', refusal, page: '/' }).catch((error: unknown) => options.onError?.(error));
      else send(res, refusal.status, { error: refusal.error }, headers);
    };
    if (mediaType !== 'application/json' && !asPage) {
      send(
        res,
        415,
        { error: `Submissions are accepted as JSON (Content-Type: application/json) or as a form (${FORM_ENCODED}).` },
        { Accept: `application/json, ${FORM_ENCODED}` },
      );
      req.resume();
      return;
    }
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      send(res, 415, {
        error: `Submissions are accepted in UTF-8 only, not ${charset} (Content-Type: ${mediaType}; charset=utf-8).`,
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
    if (asPage && !fromThisSite(req, trustProxy)) {
      send(res, 403, '<!doctype html><title>Not accepted</title><p>A form sent from another site is not accepted here.</p>');
      req.resume();
      return;
    }
    // The longest submission the rules allow (5,000 four-byte characters, each percent-encoded as 12)
    // fits in the limit as a form too.
    const tooLarge: Refusal = {
      status: 413,
      error: `The submission is larger than ${maxBodyBytes} bytes.`,
      visitorProblem: 'Your message is too long to send in one go. Please shorten it, or write to us by email.',
    };
    const stalled: Refusal = {
      status: 408,
      error: 'The submission stopped arriving before its end.',
      visitorProblem: transportMessage('network'),
    };
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      refuseEarly(tooLarge, { Connection: 'close' });
      return;
    }

    const client = `${rateLimitKey(clientAddress(req, trustProxy))} ${formId}`;
    const arrived = now();
    if (limit && refusedLimit) {
      const accepted = limit.check(client, arrived);
      const verdict = accepted.allowed ? refusedLimit.check(client, arrived) : accepted;
      if (!verdict.allowed) {
        const seconds = Math.ceil(verdict.retryAfterMs / 1000);
        const minutes = Math.ceil(seconds / 60);
        const wait = `${minutes} minute${minutes === 1 ? '' : 's'}`;
        const refusal: Refusal = {
          status: 429,
          error: `Too many submissions from this address. Try again in ${wait}.`,
          visitorProblem: transportMessage('rate-limited'),
        };
        if (!asPage) {
          req.resume();
          send(res, 429, { error: refusal.error }, { 'Retry-After': String(seconds) });
          return;
        }
        // A visitor without JavaScript gets the page back with what they typed, to send again later.
        const raw = await readBody(req, maxBodyBytes, bodyIdleMs);
        if (raw === 'idle') {
          await answerPage(res, formId, { kind: 'refused', refusal: stalled, page: '/' });
          return;
        }
        const fields = raw === 'too-large' ? null : parseFormBody(raw);
        await answerPage(res, formId, {
          kind: 'refused',
          refusal: { ...refusal, values: fields ? typedValues(kind, fields) : undefined },
          page: pagePath(fields?.[PAGE_FIELD]),
        });
        return;
      }
      // Counted at once, so that posts sent side by side cannot all slip under the limit.
      limit.record(client, arrived);
    }

    const handled = await receive(req, formId, kind, asPage, tooLarge, stalled);
    // A refusal of the fields moves to the refusals' own allowance.
    if (handled.kind === 'refused' && handled.refusal.status === 422) {
      limit?.forget(client, arrived);
      refusedLimit?.record(client, arrived);
    }
    if (asPage) await answerPage(res, formId, handled);
    else if (handled.kind === 'accepted') send(res, 200, { ok: true, next: '/' });
    else {
      const { status, error, errors } = handled.refusal;
      const body = errors ? { error, errors: errors.map(({ field, code, message }) => ({ field, code, message })) } : { error };
      send(res, status, body, closing(status));
    }
  }

  /** Reads, checks and stores one submission. */
  async function receive(
    req: IncomingMessage,
    formId: string,
    kind: FormKind,
    asPage: boolean,
    tooLarge: Refusal,
    stalled: Refusal,
  ): Promise<Handled> {
    const raw = await readBody(req, maxBodyBytes, bodyIdleMs);
    if (raw === 'too-large') return { kind: 'refused', refusal: tooLarge, page: '/' };
    if (raw === 'idle') return { kind: 'refused', refusal: stalled, page: '/' };

    let data: Record<string, unknown>;
    const unreadable = (error: string): Handled => ({
      kind: 'refused',
      refusal: { status: 400, error, visitorProblem: formErrorMessage('UNSPECIFIED') },
      page: '/',
    });
    if (asPage) {
      const fields = parseFormBody(raw);
      if (!fields) return unreadable('The body is not a form in UTF-8.');
      data = fields;
    } else {
      let parsed: unknown;
      try {
        parsed = JSON.parse(UTF8.decode(raw));
      } catch {
        return unreadable('The body is not valid JSON in UTF-8.');
      }
      if (!isRecord(parsed)) return unreadable('The body must be a JSON object of fields.');
      data = parsed;
    }
    const page = pagePath(data[PAGE_FIELD] ?? refererPath(req));
    const refused = (refusal: Refusal): Handled => ({
      kind: 'refused',
      refusal: { values: typedValues(kind, data), ...refusal },
      page,
    });

    // A filled honeypot is a bot: it is told all went well, so it does not adapt. A lead store keeps
    // what it sent in the spam folder, in case a person's browser filled the field; nothing is mailed.
    const honeypot = data[HONEYPOT_FIELD];
    if (honeypot !== undefined && honeypot !== '') {
      const fields = cleanSubmission(kind, data) as Record<string, string>;
      if (isLeadStore(store) && Object.keys(fields).length > 0) {
        const caught = await storeLead(formId, fields, undefined, page, 'honeypot');
        if ('refusal' in caught) return refused(caught.refusal);
      }
      return { kind: 'accepted', page };
    }

    const submissionId = data[SUBMISSION_ID_FIELD];
    if (submissionId !== undefined && (typeof submissionId !== 'string' || !SUBMISSION_ID_PATTERN.test(submissionId))) {
      return refused({
        status: 400,
        error: `${SUBMISSION_ID_FIELD} must be 8 to 64 letters, digits or hyphens, such as a UUID.`,
        visitorProblem: formErrorMessage('UNSPECIFIED'),
      });
    }

    const given = fieldNames(kind).filter((f) => typeof data[f] === 'string' && (data[f] as string).trim() !== '');
    if (given.length === 0) {
      const message = 'The submission has no fields filled in.';
      return refused({
        status: 422,
        error: message,
        errors: [{ code: 'EMPTY', message }],
        visitorProblem: formErrorMessage('EMPTY'),
      });
    }

    const violations = checkSubmission(kind, data);
    if (violations.length > 0) {
      return refused({
        status: 422,
        error: 'Some fields need attention.',
        errors: violations.map(({ field, violation }) => ({
          field,
          code: violation.code,
          message: `${field} ${violationServerMessage(violation)}`,
          visitorMessage: violationMessage(field, violation),
        })),
      });
    }

    const fields = cleanSubmission(kind, data) as Record<string, string>;
    const links = (fields.message ?? '').match(LINK)?.length ?? 0;
    const stored = await storeLead(
      formId,
      fields,
      submissionId as string | undefined,
      page,
      links >= SPAM_LINKS ? 'links' : null,
    );
    return 'refusal' in stored ? refused(stored.refusal) : { kind: 'accepted', page };
  }

  /**
   * Stores a submission (as a lead, with its verdict, when the store keeps leads); a retry of a stored
   * submission gets the same answer as the first time, and is not stored again.
   */
  async function storeLead(
    formId: string,
    fields: Record<string, string>,
    id: string | undefined,
    page: string,
    spam: SpamReason | null,
  ): Promise<AppendResult | { refusal: Refusal }> {
    let stored: AppendResult;
    try {
      if (isLeadStore(store)) {
        const mailTo = options.recipients?.(formId, fields) ?? [];
        const { lead, duplicate } = await store.receive({ form: formId, fields, id, page, spam, mailTo });
        stored = { record: lead, duplicate };
        if (!duplicate) options.onLead?.(lead);
      } else stored = await store.append(formId, fields, id);
    } catch (error) {
      options.onError?.(error);
      return {
        refusal: {
          status: 500,
          error: 'The submission could not be stored. Please try again.',
          visitorProblem: transportMessage('server'),
        },
      };
    }
    if (!stored.duplicate) options.onStored?.(stored.record);
    return stored;
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

const isLeadStore = (store: FormStore | LeadStore): store is LeadStore => 'receive' in store;

/** A form-encoded body's fields (the last of a repeated name), or null when it is not UTF-8. */
function parseFormBody(raw: Buffer): Record<string, string> | null {
  let text: string;
  try {
    text = UTF8.decode(raw);
  } catch {
    return null;
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** The form's fields as the visitor typed them, to fill back in. */
const typedValues = (kind: FormKind, data: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(fieldNames(kind).flatMap((f) => (typeof data[f] === 'string' ? [[f, data[f] as string]] : [])));
