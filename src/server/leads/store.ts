/**
 * What the leads inbox keeps, behind one interface, `LeadStore`, so that a database (for more than one
 * server) can stand in for the files of files.ts.
 *
 * A lead is a submission as the form endpoint stored it (never changed) with what the staff and the
 * server have done about it since: its status, a note, an owner among the staff, whether it was held
 * as spam, and the mail sent about it. A lead's mail waits in the store's outbox until it is delivered
 * or 24 hours have passed; each try is kept on the lead, so the inbox shows why one was not mailed.
 *
 * A `LeadStore` is a `FormStore` too: `append` stores a submission as `receive` does, held as nothing
 * and mailed to no one (what `npm run inbox` and the endpoint's older callers use), and `read` lists
 * the submissions, spam included, oldest first.
 */
import type { FormStore, StoredSubmission } from '../forms/store.ts';

export const LEAD_STATUSES = ['new', 'replied', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a post was held as spam rather than mailed: what the endpoint saw, or `marked` by a person. */
export const SPAM_REASONS = ['honeypot', 'too-fast', 'links', 'rate-limit', 'marked'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];

/** One try at delivering a lead's mail. */
export interface MailAttempt {
  /** Milliseconds since 1970. */
  at: number;
  ok: boolean;
  /** What the mail server answered, in words, without addresses of the server or its password. */
  detail: string;
}

/**
 * Where a lead's mail is:
 * - `none`: nobody was to be mailed (no address named for its form, or it is spam);
 * - `pending`: in the outbox, tried again at `nextAt`;
 * - `sent`: delivered at `sentAt`;
 * - `failed`: not delivered within the outbox's time; it stays so until sent again by hand.
 */
export type MailState =
  | { state: 'none' }
  | { state: 'pending'; nextAt: number }
  | { state: 'sent'; sentAt: number }
  | { state: 'failed'; gaveUpAt: number };

export interface Lead extends StoredSubmission {
  status: LeadStatus;
  /** The staff's note; '' when none. */
  note: string;
  /** The email of the member of staff who looks after it, or null. */
  owner: string | null;
  /** Why it was held as spam, or null when it is not spam. */
  spam: SpamReason | null;
  /** The addresses its mail goes to (empty when none). */
  mailTo: string[];
  mail: MailState;
  /** Every try at mailing it, oldest first. */
  attempts: MailAttempt[];
  /** The path of the page it was sent from, as the form named it; null for one stored before pages were kept. */
  page: string | null;
  /** For a newsletter sign-up: when its address asked to hear no more (ms since 1970), else null. */
  unsubscribedAt: number | null;
}

/** What a post brings besides its fields: the endpoint's verdict and whom to mail. */
export interface Arrival {
  form: string;
  fields: Record<string, string>;
  /** The browser's id for the submission, or none: one is made. */
  id?: string;
  /** The path of the page it was sent from. */
  page: string;
  spam: SpamReason | null;
  /** Whom to mail; ignored (nobody is mailed) when the post is spam. */
  mailTo: string[];
}

/** A filter of the inbox; every part given must hold. */
export interface LeadQuery {
  /** Words that must each appear (any case) in the name, the email or any other field. */
  search?: string;
  form?: string;
  /** The contact form's subject, exactly. */
  topic?: string;
  status?: LeadStatus;
  /** true: only spam; false: only what is not spam; unset: both. */
  spam?: boolean;
  /** Only leads whose mail is in this state. */
  mail?: MailState['state'];
  /** Received at or after this time (ms since 1970). */
  from?: number;
  /** Received before this time (ms since 1970). */
  until?: number;
  /** An email address (any case): the leads whose `email` field is it. */
  email?: string;
  /** At most this many, newest first; all when unset. */
  limit?: number;
}

/** What the staff change on a lead; a part left out stays as it is. */
export interface LeadChange {
  status?: LeadStatus;
  note?: string;
  owner?: string | null;
}

/** The numbers the back office's menu shows. */
export interface LeadCounts {
  /** Leads with status new, spam aside. */
  new: number;
  /** Leads whose mail failed, spam aside. */
  notMailed: number;
  spam: number;
}

/** A mail the outbox holds for a lead and hands to one sender at a time. */
export interface OutboxItem {
  leadId: string;
  /** When the lead arrived (ms since 1970): the outbox gives up 24 hours after. */
  queuedAt: number;
  /** How many tries were made already. */
  tries: number;
}

export interface LeadSettings {
  /** Leads older than this many months are deleted daily; null keeps them. */
  retentionMonths: number | null;
}

export interface LeadStore extends FormStore {
  /**
   * Stores a submission and its lead in one step, durable when it resolves: status new, the verdict's
   * spam reason, and, unless spam or nobody is to be mailed, its mail in the outbox due at once. An id
   * sent before for the same form (a retry) stores nothing and resolves to the lead stored the first time.
   */
  receive(arrival: Arrival): Promise<{ lead: Lead; duplicate: boolean }>;
  /** A lead by its key (see `leadKey`), or null. */
  lead(key: string): Promise<Lead | null>;
  /** The leads that fit the query, newest first. */
  leads(query: LeadQuery): Promise<Lead[]>;
  counts(): Promise<LeadCounts>;
  /** Changes a lead's status, note or owner; resolves to it as changed, or null when there is no such lead. */
  update(key: string, change: LeadChange): Promise<Lead | null>;
  /**
   * Moves a lead out of spam (reason null: "Not spam") or into it. Out of spam, its mail goes into the
   * outbox (to `mailTo`) due at `now`; into spam, it leaves the outbox. Null when there is no such lead.
   */
  setSpam(key: string, reason: SpamReason | null, mailTo: string[], now: number): Promise<Lead | null>;
  /** Puts a lead's mail (a failed one, say) back in the outbox, due at `now`, its 24 hours counted from `now`. */
  requeue(key: string, now: number): Promise<Lead | null>;
  /**
   * Claims up to `limit` mails due at `now`, for `leaseMs`: no other call (of this or another server)
   * is given them until the lease runs out or `recordAttempt` answers for them.
   */
  claimDue(now: number, leaseMs: number, limit: number): Promise<OutboxItem[]>;
  /**
   * Records a try at a claimed mail, and what follows: `{ retryAt }` keeps it in the outbox until then;
   * `'sent'` and `'failed'` take it out, the lead's mail state then saying which.
   */
  recordAttempt(key: string, attempt: MailAttempt, outcome: { retryAt: number } | 'sent' | 'failed'): Promise<void>;
  /** Marks every newsletter sign-up of an email address unsubscribed at `at`; resolves to how many. */
  unsubscribe(email: string, at: number): Promise<number>;
  /**
   * Deletes leads everywhere: their submissions, what was done about them, their mail in the outbox.
   * Nothing of them is kept. Resolves to how many were deleted.
   */
  remove(keys: string[]): Promise<number>;
  settings(): Promise<LeadSettings>;
  saveSettings(settings: LeadSettings): Promise<void>;
}

/** How a lead is named in addresses and by the store: its form and its id (ids are unique per form only). */
export const leadKey = (lead: { form: string; id: string }): string => `${lead.form}:${lead.id}`;

/** The words of a search, lower case: both stores read a search through it, so they find the same leads. */
export const wordsOf = (text: string): string[] => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Whether a lead fits a query (its `limit` aside): the one reading of a query, for a store that filters
 * leads itself rather than in a database's own language.
 */
export function fitsQuery(lead: Lead, query: LeadQuery): boolean {
  if (query.spam !== undefined && query.spam !== (lead.spam !== null)) return false;
  if (query.form && lead.form !== query.form) return false;
  if (query.topic && lead.fields.subject !== query.topic) return false;
  if (query.status && lead.status !== query.status) return false;
  if (query.mail && lead.mail.state !== query.mail) return false;
  const received = Date.parse(lead.receivedAt);
  if (query.from !== undefined && received < query.from) return false;
  if (query.until !== undefined && received >= query.until) return false;
  if (query.email && (lead.fields.email ?? '').toLowerCase() !== query.email.trim().toLowerCase()) return false;
  if (query.search) {
    const text = Object.values(lead.fields).join('\n').toLowerCase();
    if (!wordsOf(query.search).every((word) => text.includes(word))) return false;
  }
  return true;
}

/** How long the outbox keeps trying a mail: after that the lead says "not mailed". */
export const MAIL_GIVE_UP_MS = 24 * 60 * 60_000;
