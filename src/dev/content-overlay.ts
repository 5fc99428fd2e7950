/**
 * Development only (injected by scripts/lib/vite/content.ts): shows the content problems the
 * validator finds over the page, in the words the terminal uses, and hides them once they are fixed.
 */
import type { Problem } from '../validation/index.ts';

const STYLE = `
  :host { all: initial; }
  section {
    position: fixed; inset: 0 0 auto 0; z-index: 2147483647; max-height: 70vh; overflow: auto;
    margin: 0; padding: 1.25rem 1.5rem 1.5rem; box-sizing: border-box;
    background: #1d1a17; color: #f6f1e8; border-bottom: 4px solid #e0655a;
    font: 14px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.45);
  }
  h2 { margin: 0 0 0.25rem; font-size: 16px; color: #ffb4a8; }
  p.hint { margin: 0 0 1rem; color: #cfc6b8; }
  ol { margin: 0; padding: 0; list-style: none; }
  li { padding: 0.75rem 0; border-top: 1px solid #3a342e; }
  .where { color: #8fd1ff; font-weight: 700; }
  .path { color: #f0d48a; }
  .message { display: block; margin-top: 0.25rem; white-space: pre-wrap; }
  .docs { display: block; margin-top: 0.25rem; color: #cfc6b8; }
  button {
    position: absolute; top: 0.75rem; right: 1rem; font: inherit; color: inherit; cursor: pointer;
    background: transparent; border: 1px solid #6b6158; border-radius: 4px; padding: 0.25rem 0.75rem;
  }
  button:focus-visible { outline: 2px solid #8fd1ff; outline-offset: 2px; }
`;

let host: HTMLElement | undefined;

function hide(): void {
  host?.remove();
  host = undefined;
}

function show(problems: Problem[]): void {
  hide();
  host = document.createElement('content-problems');
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const section = document.createElement('section');
  section.setAttribute('role', 'alert');
  section.setAttribute('aria-label', 'Content problems');
  const heading = document.createElement('h2');
  heading.textContent = `${problems.length} content problem${problems.length === 1 ? '' : 's'}`;
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.textContent = 'Fix the file and save: this closes by itself. `npm run validate` prints the same list.';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.addEventListener('click', hide);
  const list = document.createElement('ol');
  for (const p of problems) {
    const item = document.createElement('li');
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = `${p.file}:${p.line}:${p.column}`;
    const at = document.createElement('span');
    at.className = 'path';
    at.textContent = `  ${p.path}${p.block ? ` (in ${p.block})` : ''}  `;
    const message = document.createElement('span');
    message.className = 'message';
    message.textContent = p.message;
    const docs = document.createElement('span');
    docs.className = 'docs';
    docs.textContent = `About this kind of problem: ${p.docs}`;
    item.append(where, at, message, docs);
    list.append(item);
  }
  section.append(heading, hint, close, list);
  root.append(style, section);
  document.body.append(host);
}

if (import.meta.hot) {
  import.meta.hot.on('content:problems', ({ problems }: { problems: Problem[] }) => (problems.length ? show(problems) : hide()));
  // Problems found before this page opened.
  import.meta.hot.send('content:hello');
}
