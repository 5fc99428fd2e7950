/**
 * Mail on arrival: each lead is mailed to the addresses content/site.json names for its topic or form,
 * From the site's own address (whose domain's SPF and DKIM allow the mail server) and Reply-To the
 * visitor, so that answering the mail answers them. The mail waits in the store's outbox: a server that
 * is down or refuses is tried again after 1, 2, 4… minutes (at most an hour apart) for 24 hours, each
 * try kept on the lead; after that the lead says "not mailed".
 *
 * The visitor's answer never waits for any of this: the outbox is worked through on a timer and when a
 * lead arrives (`wake`), after the lead is stored.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import siteJson from '../../../content/site.json' with { type: 'json' };
import type { Site } from '../../generated/content.ts';
import { messageOf } from '../../../scripts/lib/message-of.ts';
import { MAIL_GIVE_UP_MS, type Lead, type LeadStore } from './store.ts';

/** Where mail goes and comes from, as content/site.json's forms.mail says. */
export type MailSettings = NonNullable<Site['forms']['mail']>;

export const siteMailSettings = (): MailSettings | null => (siteJson as Site).forms.mail ?? null;

/** The addresses a lead goes to: its topic's when it has some, else its form's, else none. */
export function recipientsOf(settings: MailSettings | null, form: string, fields: Record<string, string>): string[] {
  if (!settings) return [];
  const topic = fields.subject;
  const byTopic =
    topic !== undefined && settings.topics && Object.hasOwn(settings.topics, topic) ? settings.topics[topic] : undefined;
  if (byTopic && byTopic.length > 0) return [...byTopic];
  return Object.hasOwn(settings.forms, form) ? [...(settings.forms[form] ?? [])] : [];
}

/** A mail ready for the server. */
/** An address with the name shown for it; the mail library quotes and encodes the name. */
export interface Mailbox {
  name: string;
  address: string;
}

export interface Message {
  from: Mailbox | string;
  to: string[];
  replyTo?: Mailbox | string;
  subject: string;
  text: string;
}

/** Sends one mail; rejects with the server's answer when it is not accepted. */
export type Send = (message: Message) => Promise<void>;

/**
 * A sender through the SMTP server of an `smtp://` or `smtps://` address (SMTP_URL), such as
 * smtps://user:password@smtp.example.com:465. Its answers are reported without the address, which
 * holds the password.
 */
export function smtpSender(url: string): Send {
  let transport: Transporter;
  try {
    transport = nodemailer.createTransport(url);
  } catch {
    throw new Error(
      'SMTP_URL is not an address of a mail server. Write it as smtp://user:password@host:587 (or smtps://… on port 465), with any special characters of the password percent-encoded.',
    );
  }
  return async (message) => {
    await transport.sendMail(message);
  };
}

/** A line of the visitor's text with its line breaks kept and nothing else that could end the mail's headers. */
const headerText = (text: string): string => text.replace(/[\r\n\u2028\u2029]+/g, ' ').slice(0, 200);

/** The mail about a lead: every field, and the page it was sent from. */
export function leadMessage(lead: Lead, from: string, siteName: string, adminUrl: string | null): Message {
  const name = lead.fields.name ? headerText(lead.fields.name) : null;
  const what = lead.fields.subject ? headerText(lead.fields.subject) : `a ${lead.form} form`;
  const lines = Object.entries(lead.fields).map(([field, value]) => {
    const label = field.charAt(0).toUpperCase() + field.slice(1);
    return value.includes('\n') ? `${label}:\n${value}\n` : `${label}: ${value}`;
  });
  return {
    from: { name: headerText(siteName), address: from },
    to: lead.mailTo,
    ...(lead.fields.email ? { replyTo: name ? { name, address: lead.fields.email } : lead.fields.email } : {}),
    subject: `New lead${name ? ` from ${name}` : ''}: ${what}`,
    text: [
      `${name ?? 'Someone'} wrote through the ${lead.form} form${lead.page ? ` on the page ${lead.page}` : ''}, ${new Date(lead.receivedAt).toUTCString()}.`,
      'Reply to this mail to answer them.',
      '',
      ...lines,
      '',
      ...(adminUrl ? [`In the back office: ${adminUrl}/admin/leads/${encodeURIComponent(`${lead.form}:${lead.id}`)}`] : []),
    ].join('\n'),
  };
}

/** The wait after the n-th failed try (1-based): 1, 2, 4… minutes, never more than an hour. */
export const retryDelayMs = (tries: number): number => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, tries - 1));

/** How long a sender holds a claimed mail before another may try it: longer than any try takes. */
const LEASE_MS = 5 * 60_000;
const BATCH = 20;

export interface OutboxOptions {
  store: LeadStore;
  send: Send | null;
  settings: MailSettings | null;
  siteName: string;
  adminUrl: string | null;
  now?: () => number;
  log?: (line: string) => void;
}

export interface Outbox {
  /** Tries every mail that is due now; resolves when each try is recorded. */
  work(): Promise<void>;
  /** Asks for `work` soon, without waiting: after a lead arrives. Runs never overlap. */
  wake(): void;
  /** Works through the outbox every `everyMs` until `stop`. */
  start(everyMs: number): void;
  stop(): void;
}

export function createOutbox(options: OutboxOptions): Outbox {
  const now = options.now ?? Date.now;
  const log = options.log ?? console.log;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  async function tryOne(key: string, queuedAt: number, tries: number): Promise<void> {
    const lead = await options.store.lead(key);
    if (!lead || lead.mail.state !== 'pending') return;
    const at = now();
    let detail: string;
    let ok = false;
    if (!options.send || !options.settings) {
      detail = 'No mail server is set up (SMTP_URL), or content/site.json names no sender (forms.mail.from).';
    } else {
      try {
        await options.send(leadMessage(lead, options.settings.from, options.siteName, options.adminUrl));
        ok = true;
        detail = `Delivered to ${lead.mailTo.join(', ')}.`;
      } catch (error) {
        detail = `The mail server did not take it: ${messageOf(error)}`.slice(0, 500);
      }
    }
    const last = at - queuedAt + retryDelayMs(tries + 1) >= MAIL_GIVE_UP_MS;
    await options.store.recordAttempt(
      key,
      { at, ok, detail },
      ok ? 'sent' : last ? 'failed' : { retryAt: at + retryDelayMs(tries + 1) },
    );
    if (!ok) log(`Lead ${key}: ${last ? 'not mailed, after 24 hours of tries' : 'mail will be tried again'}: ${detail}`);
  }

  async function work(): Promise<void> {
    for (;;) {
      const due = await options.store.claimDue(now(), LEASE_MS, BATCH);
      for (const item of due) await tryOne(item.leadId, item.queuedAt, item.tries);
      if (due.length < BATCH) return;
    }
  }

  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = work()
      .catch((error: unknown) => log(`Outbox: ${messageOf(error)}`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void run();
        }
      });
    return running;
  };

  return {
    work: async () => {
      // A run already under way may have claimed before the caller's change: one more after it.
      if (running) await running;
      await run();
    },
    wake: () => void run(),
    start(everyMs) {
      timer ??= setInterval(() => void run(), everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
