/**
 * The leads of the running server: the store `stores` keep them in and one outbox through SMTP_URL, shared by
 * the form endpoint (which stores and wakes the outbox) and the back office (which reads and changes).
 * ADMIN_URL, when set, is the address the mails link the back office at. Leads past the retention
 * setting and spam older than 30 days are deleted at start and daily.
 */
import siteJson from '../../../content/site.json' with { type: 'json' };
import type { Stores } from '../stores.ts';
import { createOutbox, siteMailSettings, smtpSender, type MailSettings, type Outbox, type Send } from './mail.ts';
import { deleteExpired } from './keeping.ts';
import type { LeadStore } from './store.ts';

/** How often the outbox is looked through for mails due again. */
const OUTBOX_EVERY_MS = 30_000;
/** How often leads past the retention setting, and spam past its 30 days, are deleted. */
const EXPIRY_EVERY_MS = 24 * 60 * 60_000;

export interface SiteLeads {
  store: LeadStore;
  outbox: Outbox;
  mail: MailSettings | null;
  /** The mail server SMTP_URL names, or null. */
  send: Send | null;
}

const byPlace = new Map<string, SiteLeads>();

export function siteLeads(stores: Stores, log: (line: string) => void = console.log): SiteLeads {
  let leads = byPlace.get(stores.where);
  if (!leads) {
    const store = stores.leads;
    const smtpUrl = process.env.SMTP_URL?.trim();
    const send = smtpUrl ? smtpSender(smtpUrl) : null;
    const mail = siteMailSettings();
    const outbox = createOutbox({
      store,
      send,
      settings: mail,
      siteName: siteJson.brand.name,
      adminUrl: process.env.ADMIN_URL?.trim().replace(/\/+$/, '') || null,
      log,
    });
    outbox.start(OUTBOX_EVERY_MS);
    outbox.wake();
    const expire = (): void => {
      deleteExpired(store, Date.now())
        .then((removed) => removed > 0 && log(`Leads: ${removed} past their keeping time deleted.`))
        .catch((error: unknown) => log(`Leads: old leads could not be deleted: ${String(error)}`));
    };
    setInterval(expire, EXPIRY_EVERY_MS).unref();
    expire();
    leads = { store, outbox, mail, send };
    byPlace.set(stores.where, leads);
  }
  return leads;
}
