/**
 * What the back office's endpoints are made of: the request as the door has checked it, the answer a
 * handler gives, and the context a part of the back office (the leads, the pages) is built from. The
 * door (endpoint.ts) does everything every endpoint needs before a handler runs: the role table, the
 * session, the Origin and the CSRF token; a handler only does its own job.
 */
import type { IncomingMessage } from 'node:http';
import type { Actor } from './accounts.ts';
import type { Endpoint } from './roles.ts';
import type { Account, AdminStore, AuditEntry, Session } from './store.ts';

export type Answer =
  | { status: number; html: string; cookie?: string }
  | { redirect: string; cookie?: string }
  | { file: Buffer | string; type: string; status?: number; cookie?: string; attachment?: string };

export interface AdminRequest {
  req: IncomingMessage;
  url: URL;
  /** The values of the endpoint's `:name` segments. */
  params: Record<string, string>;
  now: number;
  address: string;
  actor: Actor;
  /** A form post's fields; empty for the API's posts, whose handlers read their own body. */
  fields: URLSearchParams;
  account?: Account;
  session?: Session;
  /** Whether cookies must be Secure: anything but plain HTTP to localhost. */
  secure: boolean;
}

export type Handler = (r: AdminRequest) => Promise<Answer>;

/** What a part of the back office is given to build its handlers from. */
export interface AdminContext {
  store: AdminStore;
  log: (line: string) => void;
  /** Writes a line of the audit log, as the request's actor. */
  audit: (r: AdminRequest, entry: Pick<AuditEntry, 'action' | 'subject' | 'detail'>) => Promise<void>;
  /** The signed-in person and session of a request the role table let through to a page that needs one. */
  signedIn: (r: AdminRequest) => { account: Account; session: Session };
}

/** A part of the back office: the handlers of its endpoints (every one of them in the role table). */
export type Feature = (context: AdminContext) => Partial<Record<Endpoint, Handler>>;

export const json = (body: unknown, status = 200, cookie?: string): Answer => ({
  file: JSON.stringify(body),
  type: 'application/json',
  status,
  cookie,
});

/**
 * The JSON body of an API post, or a problem in words when it is too large or not JSON. Read here, not
 * by the door, so that each endpoint sets its own limit (a page is larger than a status change).
 */
export function readJson(r: AdminRequest, maxBytes: number): Promise<{ body: unknown } | { problem: string; status: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    r.req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        resolve({
          status: 413,
          problem: 'What was sent is larger than this part of the back office takes. Nothing was changed.',
        });
        r.req.destroy();
      } else chunks.push(chunk);
    });
    r.req.on('end', () => {
      try {
        resolve({ body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      } catch {
        resolve({
          status: 400,
          problem: 'What was sent could not be read. Nothing was changed; please reload the page and try again.',
        });
      }
    });
    r.req.on('error', reject);
  });
}
