/**
 * What keeps the visual editor's write endpoint (scripts/lib/dev/editor.ts) to the person at the
 * editor: another site open in the same browser, or a host name that resolves to this machine (DNS
 * rebinding), cannot make it write anything, and no request can reach a file outside the content.
 */
import { lstatSync } from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import { EDITOR_HOSTNAMES } from '../../../src/editor/addresses.ts';
import { ContentChoreError } from '../content/pages-admin.ts';

/** The header that carries the token; a custom header also makes a cross-site request need a preflight, which nothing answers. */
export const TOKEN_HEADER = 'x-editor-token';

export interface GuardedRequest {
  method?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A Host header's name, without its port: `localhost:5173` → `localhost`. */
export const hostnameOf = (host: string): string => host.replace(/:\d+$/, '');

const header = (request: GuardedRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const sameToken = (given: string, token: string): boolean =>
  given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

/** Why the request is refused, or undefined when it may go on. */
export function refusal(request: GuardedRequest, token: string): string | undefined {
  if (request.method !== 'POST') return 'only POST is accepted';
  if (!/^application\/json\b/.test(header(request, 'content-type') ?? '')) return 'the body must be JSON';
  const host = header(request, 'host') ?? '';
  // The preview's host name is refused too: the preview only draws, and a page's blocks run in it.
  if (!EDITOR_HOSTNAMES.has(hostnameOf(host))) return `the host ${JSON.stringify(host)} is not one the editor is served on`;
  const origin = header(request, 'origin');
  if (origin !== `http://${host}`)
    return `the request comes from ${origin ? JSON.stringify(origin) : 'no origin'}, not from the editor`;
  const site = header(request, 'sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `the request is ${site}, not same-origin`;
  if (!sameToken(header(request, TOKEN_HEADER) ?? '', token)) return 'the editor token is missing or wrong; reload /edit';
  return undefined;
}

/** The folders and extensions the editor may write, relative to the project. */
const WRITABLE = [
  { folder: 'content', extensions: /\.json$/ },
  // No SVG: a drawing can carry script, which runs when it is opened from the development server.
  { folder: 'public/images', extensions: /\.(jpg|jpeg|png|webp)$/ },
];

/**
 * The absolute file a project-relative path names, if the editor may read and write it: under
 * content/ (JSON) or public/images/ (pictures), with no `..`, no absolute path, no symbolic link
 * anywhere on the way, and, where it exists, a plain file. Throws a sentence for a person otherwise.
 */
export function editableFile(root: string, relative: string): string {
  if (typeof relative !== 'string' || relative === '') throw new ContentChoreError('no file named');
  if (path.isAbsolute(relative) || /^[a-z]:|^[\\/]/i.test(relative))
    throw new ContentChoreError(`${relative} is an absolute path`);
  const parts = relative.split(/[\\/]/);
  if (parts.some((part) => part === '..' || part === '.' || part === ''))
    throw new ContentChoreError(`${relative} is not a plain path`);
  const rule = WRITABLE.find((r) => relative.startsWith(`${r.folder}/`));
  if (!rule) throw new ContentChoreError(`${relative} is outside content/ and public/images/`);
  if (!rule.extensions.test(relative))
    throw new ContentChoreError(`${relative} does not have an extension the editor writes there`);
  const file = path.join(root, ...parts);
  // Each existing step must be a plain folder or file: a link could lead anywhere.
  let here = root;
  for (const part of parts) {
    here = path.join(here, part);
    let stat;
    try {
      stat = lstatSync(here);
    } catch {
      break;
    }
    if (stat.isSymbolicLink()) throw new ContentChoreError(`${relative} goes through a link`);
    // A named pipe would hold the server's reading for ever, a device never ends.
    if (here === file && !stat.isFile()) throw new ContentChoreError(`${relative} is not a plain file`);
  }
  return file;
}
