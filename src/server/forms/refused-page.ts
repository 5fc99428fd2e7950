/**
 * The page a form sent without JavaScript comes back to when it was not accepted: the page it was
 * sent from, as prerendered, with every value filled back into its field, each field's message in
 * the place the form keeps for it, and the first thing to fix focused (autofocus).
 *
 * Why the prerendered page and not a redirect: the messages and values must reach a page that runs no
 * script, so the server has to write them into the HTML either way; answering at once keeps what the
 * visitor typed out of addresses, logs and storage, and needs no state on the server.
 *
 * The page is answered without its scripts: it is the plain HTML form again, sent again as plain
 * HTML. Hydrating markup the server has changed would mismatch what React renders, and a visitor
 * whose script did load gets the scripted form back on the page the success redirect leads to.
 */

import { themeInitScript } from '../../chrome/theme-init.ts';
import { FORM_MESSAGE_ATTRIBUTE } from '../../forms/constants.ts';

export interface RefusedForm {
  /** The form's `action` as the page has it, which tells it from the page's other forms. */
  action: string;
  /** What was sent, by field name, to be filled back in. */
  values: Record<string, string>;
  /** Each refused field's message, in the form's order. */
  errors: Record<string, string>;
  /** A message about the submission as a whole, or null. */
  problem: string | null;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** A tag's attribute value as written by React (double quotes, HTML-escaped), unescaped. */
function attribute(tag: string, name: string): string | undefined {
  const raw = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return raw
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function setAttribute(tag: string, name: string, value: string | null): string {
  const without = tag.replace(new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`), '');
  if (value === null) return without;
  return without.replace(/\s*\/?>$/, (end) => ` ${name}="${escapeHtml(value)}"${end}`);
}

const splice = (text: string, from: number, to: number, insert: string): string => text.slice(0, from) + insert + text.slice(to);

/** Fills the first slot `<… hidden=""><svg…/><span></span></…>` that `isSlot` picks with a message, and shows it. */
function fillSlot(form: string, isSlot: (openTag: string) => boolean, message: string, focus: boolean): string {
  for (const match of form.matchAll(/<(?:p|div)\b[^>]*>/g)) {
    if (!isSlot(match[0])) continue;
    let tag = setAttribute(match[0], 'hidden', null);
    if (focus) tag = setAttribute(tag, 'autofocus', '');
    const after = match.index + match[0].length;
    const emptySpan = '<span></span>';
    const spanAt = form.indexOf(emptySpan, after);
    if (spanAt < 0) return form;
    const filled = splice(form, spanAt, spanAt + emptySpan.length, `<span>${escapeHtml(message)}</span>`);
    return splice(filled, match.index, after, tag);
  }
  return form;
}

/** The page's scripts, and the links that load them ahead, taken out: see the note at the top. */
const stripScripts = (html: string): string =>
  html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (script, attributes: string, body: string) =>
      // Data stays; so does the theme's setting, which runs before the first paint and touches no markup.
      /type="application\/json"/.test(attributes) || (attributes === '' && body === themeInitScript) ? script : '',
    )
    .replace(/<link\b[^>]+\brel="modulepreload"[^>]*>/g, '');

/**
 * The page with the refused form filled in, or null when the page has no form with that action
 * (the page changed since it was sent: the caller answers a page of its own).
 */
export function fillRefusedForm(html: string, refused: RefusedForm): string | null {
  const actionAt = html.indexOf(` action="${escapeHtml(refused.action)}"`);
  if (actionAt < 0) return null;
  const start = html.lastIndexOf('<form', actionAt);
  const end = html.indexOf('</form>', actionAt);
  if (start < 0 || end < 0) return null;
  let form = html.slice(start, end);

  const invalid = Object.keys(refused.errors);
  for (const [name, value] of Object.entries(refused.values)) {
    const control = [...form.matchAll(/<(input|textarea)\b[^>]*>/g)].find(
      ([tag]) => attribute(tag, 'name') === name && attribute(tag, 'type') !== 'hidden',
    );
    if (!control) continue;
    const [tag, element] = control;
    const id = attribute(tag, 'id');
    const error = refused.errors[name];
    let filled = element === 'input' ? setAttribute(tag, 'value', value) : tag;
    if (error && id) {
      filled = setAttribute(filled, 'aria-invalid', 'true');
      filled = setAttribute(
        filled,
        'aria-describedby',
        [attribute(filled, 'aria-describedby'), `${id}-error`].filter(Boolean).join(' '),
      );
      if (name === invalid[0]) filled = setAttribute(filled, 'autofocus', '');
    }
    const after = control.index + tag.length;
    if (element === 'textarea') {
      // A textarea's value is its text; the parser drops one newline right after the tag, so one goes first.
      const close = form.indexOf('</textarea>', after);
      form = splice(form, control.index, close, `${filled}\n${escapeHtml(value)}`);
    } else form = splice(form, control.index, after, filled);
    if (error && id) form = fillSlot(form, (open) => attribute(open, 'id') === `${id}-error`, error, false);
  }
  if (refused.problem !== null) {
    form = fillSlot(form, (tag) => tag.includes(` ${FORM_MESSAGE_ATTRIBUTE}`), refused.problem, invalid.length === 0);
  }
  return stripScripts(html.slice(0, start) + form + html.slice(end));
}

/**
 * A page of its own for a refused form whose page cannot be filled in (`npm run dev`, or a page
 * changed since): the messages, and the values to copy, with a way back.
 */
export function refusedFormPage(refused: RefusedForm, backTo: string, labels: Record<string, string> = {}): string {
  const label = (field: string): string => escapeHtml(labels[field] ?? field.charAt(0).toUpperCase() + field.slice(1));
  const rows = Object.entries(refused.values)
    .map(([field, value]) => {
      const error = refused.errors[field];
      return `<dt>${label(field)}</dt><dd><pre>${escapeHtml(value)}</pre>${error ? `<p><strong>${escapeHtml(error)}</strong></p>` : ''}</dd>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Your message was not sent</title></head>
<body><main><h1>Your message was not sent</h1>${refused.problem ? `<p>${escapeHtml(refused.problem)}</p>` : ''}
<dl>${rows}</dl><p><a href="${escapeHtml(backTo)}">Back to the form</a></p></main></body></html>`;
}
