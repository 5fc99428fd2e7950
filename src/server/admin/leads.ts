/**
 * The leads inbox of the back office (/admin/leads): a `Feature` (http.ts) whose handlers read and
 * change the lead store (src/server/leads/store.ts). Changes to a lead, exports and deletions are
 * written to the audit log; a deletion is logged without what was deleted.
 */
import { leadKey, LEAD_STATUSES, type Lead, type LeadQuery, type LeadStatus, type LeadStore } from '../leads/store.ts';
import type { MailSettings, Outbox, Send } from '../leads/mail.ts';
import { recipientsOf } from '../leads/mail.ts';
import { messageOf } from '../../../scripts/lib/message-of.ts';
import type { AdminRequest, Answer, Feature } from './http.ts';
import { leadPage, leadsPage, settingsPage, type LeadsLayout, type SettingsView } from './leads-pages.ts';
import { messagePage } from './pages.ts';

export interface LeadsOptions {
  store: LeadStore;
  outbox: Outbox;
  mail: MailSettings | null;
  /** The mail server, for the test mail; null when SMTP_URL is not set. */
  send: Send | null;
}

/** The forms whose leads the filters offer. */
const formsOf = (mail: MailSettings | null, leads: Lead[]): string[] =>
  [...new Set([...Object.keys(mail?.forms ?? {}), ...leads.map((l) => l.form)])].sort();

const DAY_MS = 24 * 60 * 60_000;
/** The list shows at most this many; the filters narrow it. */
const SHOWN = 500;

/** A date typed in a filter (YYYY-MM-DD) as the start of that day, UTC; undefined when none or not a date. */
const dayOf = (text: string | null): number | undefined => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : time;
};

/** The query and the values typed, from the list's address or the export's form. */
function queryOf(params: URLSearchParams): { query: LeadQuery; typed: Record<string, string>; spamFolder: boolean } {
  const typed: Record<string, string> = {};
  for (const name of ['q', 'form', 'topic', 'status', 'from', 'until', 'folder']) {
    const value = params.get(name)?.trim();
    if (value) typed[name] = value.slice(0, 200);
  }
  const spamFolder = typed.folder === 'spam';
  const until = dayOf(typed.until ?? null);
  const status = LEAD_STATUSES.find((s) => s === typed.status);
  return {
    typed,
    spamFolder,
    query: {
      spam: spamFolder,
      ...(typed.q ? { search: typed.q } : {}),
      ...(typed.form ? { form: typed.form } : {}),
      ...(typed.topic ? { topic: typed.topic } : {}),
      ...(status ? { status } : {}),
      ...(dayOf(typed.from ?? null) !== undefined ? { from: dayOf(typed.from ?? null) } : {}),
      ...(until !== undefined ? { until: until + DAY_MS } : {}),
    },
  };
}

/** A CSV cell: quoted, and a formula's first character defused, since the file is opened in spreadsheets. */
const cell = (value: string): string => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

export function leadsCsv(leads: Lead[]): string {
  const fields = [...new Set(leads.flatMap((l) => Object.keys(l.fields)))];
  const head = ['received', 'form', 'page', ...fields, 'status', 'owner', 'note', 'mail'];
  const rows = leads.map((l) => [
    l.receivedAt,
    l.form,
    l.page ?? '',
    ...fields.map((f) => l.fields[f] ?? ''),
    l.status,
    l.owner ?? '',
    l.note,
    l.mail.state,
  ]);
  return `${[head, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const leadsFeature =
  ({ store, outbox, mail, send }: LeadsOptions): Feature =>
  ({ store: adminStore, audit, signedIn }) => {
    const layout = async (r: AdminRequest): Promise<LeadsLayout> => {
      const { account, session } = signedIn(r);
      return { account, csrfToken: session.csrfToken, counts: await store.counts() };
    };

    const notFound = (): Answer => ({
      status: 404,
      html: messagePage('No such lead', 'There is no lead at this address: it may have been deleted.', {
        href: '/admin/leads',
        label: 'Back to the leads',
      }),
    });

    const showLead = async (r: AdminRequest, lead: Lead, told?: string): Promise<Answer> => {
      const staff = (await adminStore.accounts())
        .filter((a) => !a.disabled && (a.role === 'owner' || a.role === 'leads'))
        .map((a) => a.email);
      return { status: 200, html: leadPage({ ...(await layout(r)), lead, staff, told }) };
    };

    const settings = async (r: AdminRequest, view: Partial<SettingsView> = {}, status = 200): Promise<Answer> => ({
      status,
      html: settingsPage({
        ...(await layout(r)),
        retentionMonths: (await store.settings()).retentionMonths,
        canSend: send !== null,
        from: mail?.from ?? null,
        ...view,
      }),
    });

    const keyOf = (r: AdminRequest): string => r.params.id ?? '';

    return {
      'GET /admin/leads': async (r) => {
        const { query, typed, spamFolder } = queryOf(r.url.searchParams);
        const leads = await store.leads({ ...query, limit: SHOWN });
        return {
          status: 200,
          html: leadsPage({ ...(await layout(r)), leads, query, typed, forms: formsOf(mail, leads), spamFolder }),
        };
      },
      'GET /admin/leads/:id': async (r) => {
        const lead = await store.lead(keyOf(r));
        return lead ? showLead(r, lead) : notFound();
      },
      'POST /admin/leads/:id': async (r) => {
        const before = await store.lead(keyOf(r));
        if (!before) return notFound();
        const status = LEAD_STATUSES.find((s) => s === r.fields.get('status')) as LeadStatus | undefined;
        const ownerEmail = r.fields.get('owner') ?? '';
        const note = (r.fields.get('note') ?? before.note).slice(0, 5000);
        const lead = await store.update(keyOf(r), { status, owner: ownerEmail === '' ? null : ownerEmail, note });
        if (!lead) return notFound();
        const changed = [
          lead.status !== before.status ? `status ${before.status} → ${lead.status}` : '',
          lead.owner !== before.owner ? `looked after by ${lead.owner ?? 'nobody'}` : '',
          lead.note !== before.note ? 'note changed' : '',
        ].filter(Boolean);
        if (changed.length > 0) await audit(r, { action: 'lead-changed', subject: keyOf(r), detail: changed.join(', ') });
        return showLead(r, lead, changed.length > 0 ? 'Saved.' : 'Nothing was changed.');
      },
      'POST /admin/leads/:id/reply': async (r) => {
        const before = await store.lead(keyOf(r));
        if (!before?.fields.email) return notFound();
        const lead = before.status === 'new' ? await store.update(keyOf(r), { status: 'replied' }) : before;
        if (before.status === 'new')
          await audit(r, { action: 'lead-changed', subject: keyOf(r), detail: 'status new → replied' });
        const subject = `Re: ${lead?.fields.subject ?? 'your message'}`;
        return { redirect: `mailto:${encodeURIComponent(before.fields.email)}?subject=${encodeURIComponent(subject)}` };
      },
      'POST /admin/leads/:id/spam': async (r) => {
        const before = await store.lead(keyOf(r));
        if (!before) return notFound();
        const toSpam = r.fields.get('spam') === 'yes';
        const lead = await store.setSpam(
          keyOf(r),
          toSpam ? (before.spam ?? 'marked') : null,
          recipientsOf(mail, before.form, before.fields),
          r.now,
        );
        if (!lead) return notFound();
        await audit(r, { action: 'lead-changed', subject: keyOf(r), detail: toSpam ? 'moved to spam' : 'not spam' });
        if (!toSpam) outbox.wake();
        return showLead(
          r,
          lead,
          toSpam
            ? 'Moved to spam.'
            : lead.mail.state === 'pending'
              ? 'Moved to the leads, and being mailed.'
              : 'Moved to the leads.',
        );
      },
      'POST /admin/leads/:id/resend': async (r) => {
        const lead = await store.requeue(keyOf(r), r.now);
        if (!lead) return notFound();
        outbox.wake();
        return showLead(r, lead, 'It is being mailed again.');
      },
      'POST /admin/leads/export': async (r) => {
        const { query, typed } = queryOf(r.fields);
        const leads = await store.leads(query);
        await audit(r, {
          action: 'leads-exported',
          detail: `${leads.length} lead${leads.length === 1 ? '' : 's'}${Object.keys(typed).length > 0 ? `, filtered by ${Object.keys(typed).join(', ')}` : ''}`,
        });
        return { file: leadsCsv(leads), type: 'text/csv; charset=utf-8', attachment: 'leads.csv' };
      },
      'GET /admin/leads/settings': async (r) => {
        const email = r.url.searchParams.get('email')?.trim();
        if (!email) return settings(r);
        return settings(r, { privacy: { email, leads: await store.leads({ email }) } });
      },
      'POST /admin/leads/test-mail': async (r) => {
        const { account } = signedIn(r);
        if (!send || !mail)
          return settings(r, { problem: 'No test mail was sent: SMTP_URL or forms.mail in content/site.json is not set.' }, 409);
        try {
          await send({
            from: mail.from,
            to: [account.email],
            subject: 'Test mail from the back office',
            text: 'This mail shows that the site can send mail: leads will reach the addresses content/site.json names.',
          });
        } catch (error) {
          return settings(r, { problem: `The mail server did not take the test mail: ${messageOf(error)}` }, 502);
        }
        await audit(r, { action: 'test-mail' });
        return settings(r, { told: `A test mail was sent to ${account.email}.` });
      },
      'POST /admin/leads/retention': async (r) => {
        const typed = (r.fields.get('months') ?? '').trim();
        const months = typed === '' ? null : Number(typed);
        if (months !== null && !(Number.isInteger(months) && months >= 1 && months <= 120))
          return settings(
            r,
            { problem: 'Please type a number of months from 1 to 120, or leave the field empty to keep leads.' },
            422,
          );
        await store.saveSettings({ retentionMonths: months });
        await audit(r, { action: 'retention-changed', detail: months ? `${months} months` : 'kept until deleted' });
        return settings(r, {
          told: months ? `Leads older than ${months} months are deleted once a day.` : 'Leads are kept until deleted.',
        });
      },
      'POST /admin/leads/privacy/export': async (r) => {
        const email = (r.fields.get('email') ?? '').trim();
        const leads = await store.leads({ email });
        await audit(r, {
          action: 'lead-data-exported',
          subject: email,
          detail: `${leads.length} lead${leads.length === 1 ? '' : 's'}`,
        });
        return { file: `${JSON.stringify({ email, leads }, null, 2)}\n`, type: 'application/json', attachment: 'leads.json' };
      },
      'POST /admin/leads/privacy/delete': async (r) => {
        const email = (r.fields.get('email') ?? '').trim();
        const removed = await store.remove((await store.leads({ email })).map(leadKey));
        // The address is its person's data too: the log says only that a request was answered.
        await audit(r, { action: 'lead-data-deleted', detail: `${removed} lead${removed === 1 ? '' : 's'}` });
        return settings(r, {
          told: `${removed} lead${removed === 1 ? '' : 's'} of that address ${removed === 1 ? 'was' : 'were'} deleted everywhere.`,
        });
      },
    };
  };
