/**
 * The back office's pages for the site's pages: the list, the editor of a page's words, and a page's
 * history. Server-rendered like the rest of the back office; the editor's script (EDIT_SCRIPT) sends
 * the changed texts to the API with the session's token in a header, saves the draft as the person
 * types, and shows what changed when the page moved on meanwhile.
 */
import type { Change } from './page-text.ts';
import type { TextField } from './page-text.ts';
import type { Draft } from './drafts.ts';
import type { PageSummary } from './publisher.ts';
import type { Version } from './site-git.ts';
import { escapeHtml, page } from './pages.ts';
import type { Account } from './store.ts';

/** "2026-12-07T10:42:10Z" → "7 Dec 2026, 10:42 UTC". */
export function when(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return `${day}, ${date.toISOString().slice(11, 16)} UTC`;
}

export function pagesListPage(me: Account, csrfToken: string, pages: PageSummary[], drafts: ReadonlySet<string>): string {
  const rows = pages
    .map(
      (p) =>
        `<tr><td><a href="/admin/edit/${p.id}">${escapeHtml(p.name)}</a></td><td>${p.paths.map((x) => `<a href="${escapeHtml(x)}">${escapeHtml(x)}</a>`).join('<br>') || '<span class="muted">no address</span>'}</td><td>${
          p.last
            ? `${escapeHtml(when(p.last.at))} by ${escapeHtml(p.last.email)}`
            : '<span class="muted">not changed here yet</span>'
        }</td><td>${drafts.has(p.id) ? 'Draft waiting' : ''}</td><td><a href="/admin/history/${p.id}">History<span class="visually-hidden"> of ${escapeHtml(p.name)}</span></a></td></tr>`,
    )
    .join('\n');
  return page(
    { title: 'Pages', account: me, csrfToken },
    `<table>
<thead><tr><th scope="col">Page</th><th scope="col">Address</th><th scope="col">Last change</th><th scope="col">Draft</th><th scope="col"><span class="visually-hidden">History</span></th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`,
  );
}

export interface EditView {
  me: Account;
  csrfToken: string;
  id: string;
  name: string;
  paths: string[];
  /** The version the form starts from, and the page's texts at it. */
  version: string;
  fields: TextField[];
  /** The person's own draft, shown in the form. */
  draft: Draft | null;
  /** Other people's drafts of this page. */
  others: Draft[];
  canPublish: boolean;
}

export function editPage(view: EditView): string {
  const { id, fields, draft } = view;
  const others = view.others
    .map(
      (d) =>
        `<p class="notice" role="status">${escapeHtml(d.email)} is editing this page since ${escapeHtml(when(d.startedAt))}.</p>`,
    )
    .join('');
  const mine = draft
    ? `<p class="notice" role="status">Your draft of ${escapeHtml(when(draft.savedAt))} is shown. It is not live until it is published.</p>`
    : '';
  const inputs = fields
    .map((f, i) => {
      const value = draft?.values[f.pointer] ?? f.value;
      return `<div><label for="text-${i}">${escapeHtml(f.label)}</label><textarea id="text-${i}" name="${escapeHtml(f.pointer)}" data-base="${escapeHtml(f.value)}" rows="${Math.min(8, Math.ceil(f.value.length / 80) + 1)}">${escapeHtml(value)}</textarea></div>`;
    })
    .join('\n');
  const live = view.paths[0] ?? '';
  return page(
    { title: `Edit: ${view.name}`, account: view.me, csrfToken: view.csrfToken },
    `${others}${mine}
<p>${live ? `Live at <a href="${escapeHtml(live)}">${escapeHtml(live)}</a> · ` : ''}<a href="/admin/history/${id}">History</a> · <a href="/admin/pages">All pages</a></p>
<form id="page-form" class="stack" data-page="${id}" data-version="${escapeHtml(view.version)}" data-csrf="${escapeHtml(view.csrfToken)}" data-live="${escapeHtml(live)}">
${inputs}
<div class="actions"><button class="quiet" type="submit" name="do" value="draft">Save draft</button>${
      view.canPublish
        ? '<button type="submit" name="do" value="publish">Publish</button>'
        : '<span class="muted">Your role saves drafts; an editor publishes them.</span>'
    }</div>
<div id="outcome" aria-live="polite"></div>
</form>
<script src="/admin/edit.js" type="module"></script>`,
  );
}

const changeList = (changes: Change[]): string =>
  changes.length
    ? `<ul>${changes
        .map(
          (c) =>
            `<li>${escapeHtml(c.label)}${c.before !== undefined || c.after !== undefined ? `: ${c.before === undefined ? '' : `<del>${escapeHtml(c.before)}</del>`}${c.before !== undefined && c.after !== undefined ? ' → ' : ''}${c.after === undefined ? '' : `<ins>${escapeHtml(c.after)}</ins>`}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '<p class="muted">No change of its words.</p>';

export function historyPage(
  me: Account,
  csrfToken: string,
  id: string,
  name: string,
  versions: (Version & { changes: Change[] })[],
  canRestore: boolean,
): string {
  const items = versions
    .map(
      (v, i) =>
        `<li class="card"><h2>${escapeHtml(v.message)}</h2><p>${escapeHtml(when(v.at))} by ${escapeHtml(v.email)}${i === 0 ? ' · <strong>live now</strong>' : ''}</p>${changeList(
          i === versions.length - 1 ? [] : v.changes,
        )}${canRestore && i > 0 ? `<button class="quiet" type="button" data-restore="${escapeHtml(v.commit)}">Restore this version</button>` : ''}</li>`,
    )
    .join('\n');
  return page(
    { title: `History: ${name}`, account: me, csrfToken },
    `<p><a href="/admin/edit/${id}">Edit this page</a> · <a href="/admin/pages">All pages</a></p>
<div id="outcome" aria-live="polite"></div>
${versions.length ? `<ol class="history" data-page="${id}" data-csrf="${escapeHtml(csrfToken)}">${items}</ol>` : '<p>This page has not been published from the back office yet, so it has no versions here.</p>'}
<script src="/admin/edit.js" type="module"></script>`,
  );
}

/**
 * The editor's and the history's script. Only the texts changed from the version the form started
 * from are sent, so a text someone else changed meanwhile is never written back unchanged.
 */
export const EDIT_SCRIPT = `
const outcome = document.getElementById('outcome');
const say = (html) => { outcome.innerHTML = html; };
const text = (s) => { const p = document.createElement('p'); p.textContent = s; return p.innerHTML; };
async function call(path, csrf, body) {
  const response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrf }, body: JSON.stringify(body), keepalive: true });
  let answer = {};
  try { answer = await response.json(); } catch { answer = { problem: 'The server did not answer. Nothing may have been changed; please try again.' }; }
  return { status: response.status, answer };
}
const changeItems = (changes) => changes.map((c) => '<li>' + text(c.label) + (c.before !== undefined ? ': <del>' + text(c.before) + '</del>' : '') + (c.after !== undefined ? ' → <ins>' + text(c.after) + '</ins>' : '') + '</li>').join('');

const form = document.getElementById('page-form');
if (form) {
  const { page, csrf } = form.dataset;
  const boxes = [...form.querySelectorAll('textarea')];
  const changed = () => Object.fromEntries(boxes.filter((b) => b.value !== b.dataset.base).map((b) => [b.name, b.value]));
  let timer;
  const saveDraft = async () => {
    clearTimeout(timer);
    const { status, answer } = await call('/admin/api/pages/' + page + '/draft', csrf, { version: form.dataset.version, values: changed() });
    if (status !== 200) say('<p class="problem" role="alert">' + text(answer.problem) + '</p>');
    return status === 200;
  };
  form.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(saveDraft, 3000); });
  document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'hidden' && timer) saveDraft(); });
  const publish = async () => {
    say('<p class="notice" role="status">Publishing…</p>');
    clearTimeout(timer);
    const { status, answer } = await call('/admin/api/pages/' + page + '/publish', csrf, { version: form.dataset.version, values: changed() });
    if (status === 200) {
      form.dataset.version = answer.version;
      for (const b of boxes) b.dataset.base = b.value;
      const live = form.dataset.live;
      say('<p class="notice" role="status">' + text(answer.message) + (live ? ' — Live: <a href="' + live + '">view it</a>' : '') + '</p>');
    } else if (status === 409) {
      say('<div class="problem" role="alert"><p>' + text(answer.problem) + '</p><ul>' + changeItems(answer.changes) + '</ul><p>Your words are still in the form. <button type="button" id="publish-anyway">Publish mine over it</button></p></div>');
      document.getElementById('publish-anyway').addEventListener('click', () => { form.dataset.version = answer.version; publish(); });
    } else say('<p class="problem" role="alert">' + text(answer.problem) + '</p>');
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (event.submitter && event.submitter.value === 'publish') return publish();
    if (await saveDraft()) say('<p class="notice" role="status">Draft saved. It is not live until it is published.</p>');
  });
}

const history = document.querySelector('ol.history');
if (history) {
  const { page, csrf } = history.dataset;
  history.addEventListener('click', async (event) => {
    const commit = event.target.dataset && event.target.dataset.restore;
    if (!commit) return;
    say('<p class="notice" role="status">Restoring…</p>');
    const { status, answer } = await call('/admin/api/pages/' + page + '/restore', csrf, { commit });
    if (status === 200) location.reload();
    else say('<p class="problem" role="alert">' + text(answer.problem) + '</p>');
  });
}
`;
