/**
 * The leads inbox's pages: the list with its search and filters, the spam folder, a lead with every
 * field and its mail, and the settings (a test mail, how long leads are kept, a person's data). Plain
 * HTML forms, as every page of the back office (pages.ts).
 */
import { LEAD_STATUSES, leadKey, type Lead, type LeadCounts, type LeadQuery, type MailState } from '../leads/store.ts';
import type { Account } from './store.ts';
import { escapeHtml, notice, page, postForm } from './pages.ts';

export interface LeadsLayout {
  account: Account;
  csrfToken: string;
  counts: LeadCounts;
}

const layout = ({ account, csrfToken, counts }: LeadsLayout, title: string) => ({
  title,
  account,
  csrfToken,
  badges: { '/admin/leads': badgeOf(counts) },
});

/** What the menu says next to "Leads": the new ones, and those not mailed. */
export const badgeOf = (counts: LeadCounts): string =>
  [counts.new > 0 ? `${counts.new} new` : '', counts.notMailed > 0 ? `${counts.notMailed} not mailed` : '']
    .filter(Boolean)
    .join(', ');

const when = (iso: string): string =>
  `<time datetime="${escapeHtml(iso)}">${escapeHtml(iso.replace('T', ' ').slice(0, 16))} UTC</time>`;

/** A lead's mail in words; "not mailed" stands out. */
export function mailWords(mail: MailState): string {
  switch (mail.state) {
    case 'none':
      return '<span class="muted">nobody to mail</span>';
    case 'pending':
      return `retrying, next try ${when(new Date(mail.nextAt).toISOString())}`;
    case 'sent':
      return 'mailed';
    case 'failed':
      return '<strong class="error">not mailed</strong>';
  }
}

const leadHref = (lead: Lead): string => `/admin/leads/${encodeURIComponent(leadKey(lead))}`;
const whoOf = (lead: Lead): string => lead.fields.name ?? lead.fields.email ?? '(no name)';

const option = (value: string, label: string, selected: string | undefined): string =>
  `<option value="${escapeHtml(value)}"${value === selected ? ' selected' : ''}>${escapeHtml(label)}</option>`;

export interface ListView extends LeadsLayout {
  leads: Lead[];
  query: LeadQuery;
  /** The query as typed, to fill the search form in again. */
  typed: Record<string, string>;
  forms: string[];
  spamFolder: boolean;
  told?: string;
}

export function leadsPage(view: ListView): string {
  const { typed, forms, spamFolder, leads } = view;
  const rows = leads
    .map(
      (lead) =>
        `<tr><td>${when(lead.receivedAt)}</td><td><a href="${leadHref(lead)}">${escapeHtml(whoOf(lead))}</a>${
          lead.fields.email && lead.fields.name ? `<br><span class="muted">${escapeHtml(lead.fields.email)}</span>` : ''
        }</td><td>${escapeHtml(lead.form)}${lead.fields.subject ? `<br>${escapeHtml(lead.fields.subject)}` : ''}</td><td>${
          spamFolder ? escapeHtml(lead.spam ?? '') : escapeHtml(lead.status)
        }</td><td>${mailWords(lead.mail)}</td></tr>`,
    )
    .join('\n');
  const filters = `<form method="get" action="/admin/leads" class="filters">
${spamFolder ? '<input type="hidden" name="folder" value="spam">' : ''}
<div><label for="filter-q">Search</label><input id="filter-q" name="q" type="search" value="${escapeHtml(typed.q ?? '')}"><p class="hint">Name, email or any words of the message.</p></div>
<div><label for="filter-form">Form</label><select id="filter-form" name="form">${option('', 'Every form', typed.form)}${forms
    .map((f) => option(f, f, typed.form))
    .join('')}</select></div>
<div><label for="filter-topic">Topic</label><input id="filter-topic" name="topic" value="${escapeHtml(typed.topic ?? '')}"></div>
<div><label for="filter-status">Status</label><select id="filter-status" name="status">${option('', 'Any status', typed.status)}${LEAD_STATUSES.map(
    (s) => option(s, s, typed.status),
  ).join('')}</select></div>
<div><label for="filter-from">From</label><input id="filter-from" name="from" type="date" value="${escapeHtml(typed.from ?? '')}"></div>
<div><label for="filter-until">Until</label><input id="filter-until" name="until" type="date" value="${escapeHtml(typed.until ?? '')}"></div>
<div><button type="submit">Show</button></div>
</form>`;
  const exportForm = postForm(
    '/admin/leads/export',
    view.csrfToken,
    `${Object.entries(typed)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join('')}<button class="quiet" type="submit">Export these as CSV</button>`,
  );
  return page(
    layout(view, spamFolder ? 'Spam' : 'Leads'),
    `${view.told ? notice(view.told) : ''}<p class="actions">${
      spamFolder
        ? '<a href="/admin/leads">Back to the leads</a>'
        : `<a href="/admin/leads?folder=spam">Spam (${view.counts.spam})</a> <a href="/admin/leads/settings">Mail, keeping and privacy</a>`
    }</p>
${spamFolder ? '<p>Posts caught as spam are kept here for 30 days, then deleted. They were not mailed; “Not spam” on a lead’s page mails it.</p>' : ''}
<div class="card">${filters}</div>
<h2>${leads.length} ${spamFolder ? 'caught' : `lead${leads.length === 1 ? '' : 's'}`}, newest first</h2>
${leads.length > 0 ? exportForm : ''}
<div class="card"><table><caption class="visually-hidden">${spamFolder ? 'Spam' : 'Leads'}</caption><thead><tr><th scope="col">Received</th><th scope="col">Who</th><th scope="col">Form</th><th scope="col">${
      spamFolder ? 'Why' : 'Status'
    }</th><th scope="col">Mail</th></tr></thead>
<tbody>${rows}</tbody></table></div>`,
  );
}

export interface LeadView extends LeadsLayout {
  lead: Lead;
  /** The staff who may look after a lead. */
  staff: string[];
  told?: string;
}

export function leadPage(view: LeadView): string {
  const { lead, csrfToken, staff } = view;
  const href = leadHref(lead);
  const fields = Object.entries(lead.fields)
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name.charAt(0).toUpperCase() + name.slice(1))}</th><td class="value">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const attempts = lead.attempts
    .map(
      (a) => `<li>${when(new Date(a.at).toISOString())}: ${a.ok ? 'delivered' : 'not delivered'} — ${escapeHtml(a.detail)}</li>`,
    )
    .join('');
  const changeForm = postForm(
    href,
    csrfToken,
    `<div><label for="field-status">Status</label><select id="field-status" name="status">${LEAD_STATUSES.map((s) =>
      option(s, s, lead.status),
    ).join('')}</select></div>
<div><label for="field-owner">Looked after by</label><select id="field-owner" name="owner">${option('', 'Nobody yet', lead.owner ?? '')}${staff
      .map((s) => option(s, s, lead.owner ?? ''))
      .join('')}</select></div>
<div><label for="field-note">Note</label><textarea id="field-note" name="note" rows="4">${escapeHtml(lead.note)}</textarea></div>
<div><button type="submit">Save</button></div>`,
    'stack',
  );
  const reply = lead.fields.email ? postForm(`${href}/reply`, csrfToken, '<button type="submit">Reply by mail</button>') : '';
  const spam = postForm(
    `${href}/spam`,
    csrfToken,
    lead.spam
      ? '<input type="hidden" name="spam" value="no"><button type="submit">Not spam</button>'
      : '<input type="hidden" name="spam" value="yes"><button class="quiet" type="submit">Move to spam</button>',
  );
  const resend =
    lead.mail.state === 'failed' || (lead.mail.state === 'none' && !lead.spam && lead.mailTo.length > 0)
      ? postForm(`${href}/resend`, csrfToken, '<button class="quiet" type="submit">Mail it again</button>')
      : '';
  return page(
    layout(view, `${lead.spam ? 'Spam: ' : ''}${whoOf(lead)}`),
    `${view.told ? notice(view.told) : ''}<p><a href="/admin/leads${lead.spam ? '?folder=spam' : ''}">Back to the ${lead.spam ? 'spam' : 'leads'}</a></p>
<div class="card"><table><caption class="visually-hidden">What was sent</caption><tbody>
<tr><th scope="row">Received</th><td>${when(lead.receivedAt)}</td></tr>
<tr><th scope="row">Form</th><td>${escapeHtml(lead.form)}</td></tr>
<tr><th scope="row">Sent from</th><td>${lead.page ? escapeHtml(lead.page) : '<span class="muted">not known</span>'}</td></tr>
${fields}
<tr><th scope="row">Status</th><td>${escapeHtml(lead.status)}${lead.spam ? ` (caught as spam: ${escapeHtml(lead.spam)})` : ''}</td></tr>
<tr><th scope="row">Mail</th><td>${mailWords(lead.mail)}${lead.mailTo.length > 0 ? ` <span class="muted">to ${escapeHtml(lead.mailTo.join(', '))}</span>` : ''}${
      attempts ? `<ul>${attempts}</ul>` : ''
    }</td></tr>
${lead.unsubscribedAt ? `<tr><th scope="row">Newsletter</th><td>unsubscribed ${when(new Date(lead.unsubscribedAt).toISOString())}</td></tr>` : ''}
</tbody></table></div>
<p class="actions">${reply}${spam}${resend}</p>
<h2>Follow-up</h2>
<div class="card">${changeForm}</div>`,
  );
}

export interface SettingsView extends LeadsLayout {
  retentionMonths: number | null;
  canSend: boolean;
  from: string | null;
  told?: string;
  problem?: string;
  /** A privacy request's address and what was found for it. */
  privacy?: { email: string; leads: Lead[] };
}

export function settingsPage(view: SettingsView): string {
  const { csrfToken, privacy } = view;
  const owner = view.account.role === 'owner';
  const found = privacy
    ? `<p>${privacy.leads.length} lead${privacy.leads.length === 1 ? '' : 's'} of ${escapeHtml(privacy.email)}, spam included:</p>
<ul>${privacy.leads.map((l) => `<li><a href="${leadHref(l)}">${escapeHtml(l.form)}, ${when(l.receivedAt)}</a></li>`).join('')}</ul>
${
  privacy.leads.length > 0
    ? `<p class="actions">${postForm('/admin/leads/privacy/export', csrfToken, `<input type="hidden" name="email" value="${escapeHtml(privacy.email)}"><button class="quiet" type="submit">Export as JSON</button>`)}${postForm(
        '/admin/leads/privacy/delete',
        csrfToken,
        `<input type="hidden" name="email" value="${escapeHtml(privacy.email)}"><button type="submit">Delete all of it</button>`,
      )}</p>`
    : ''
}`
    : '';
  return page(
    layout(view, 'Mail, keeping and privacy'),
    `${view.told ? notice(view.told) : ''}${view.problem ? notice(view.problem, 'problem', true) : ''}<p><a href="/admin/leads">Back to the leads</a></p>
<h2>Mail</h2>
<div class="card"><p>${
      view.canSend && view.from
        ? `Leads are mailed from ${escapeHtml(view.from)} through the mail server SMTP_URL names.`
        : 'Leads are not mailed: the server needs SMTP_URL (its mail server) and content/site.json needs forms.mail (who is mailed, and the site’s own sending address).'
    }</p>
${owner ? postForm('/admin/leads/test-mail', csrfToken, '<button type="submit">Send a test mail</button>') : ''}</div>
<h2>How long leads are kept</h2>
<div class="card">${
      !owner
        ? `<p>${view.retentionMonths ? `Leads older than ${view.retentionMonths} months are deleted once a day.` : 'Leads are kept until deleted.'} Spam is deleted after 30 days. An owner can change this.</p>`
        : postForm(
            '/admin/leads/retention',
            csrfToken,
            `<div><label for="field-months">Delete leads older than (months)</label><input id="field-months" name="months" type="number" min="1" max="120" value="${
              view.retentionMonths ?? ''
            }" aria-describedby="field-months-hint"><p class="hint" id="field-months-hint">Leave empty to keep them. Older leads are deleted once a day. Spam is always deleted after 30 days.</p></div>
<div><button type="submit">Save</button></div>`,
            'stack',
          )
    }</div>
<h2>A person’s data</h2>
<div class="card"><form method="get" action="/admin/leads/settings" class="stack"><div><label for="field-email">Their email address</label><input id="field-email" name="email" type="email" value="${escapeHtml(
      privacy?.email ?? '',
    )}" required></div><div><button type="submit">Find everything</button></div></form>${found}</div>`,
  );
}
