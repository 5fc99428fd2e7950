/** Calls to the editor's endpoint in the development server (scripts/lib/dev/editor-calls.ts). */
import type { Problem } from '../validation/index.ts';
import { jsonInScript } from '../runtime/json-in-script.ts';
import { EDITOR_API } from './addresses.ts';

export type { Problem };

/** The token the development server wrote into the editor's page; the check's worker, which has no page, is handed it. */
export const pageToken =
  typeof document === 'undefined' ? '' : (document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '');

export interface Listing {
  pages: { id: string; file: string; title: string; paths: string[]; aliases: string[]; modified: number }[];
  files: { file: string; modified: number }[];
  manifest: {
    routes: Record<string, string>;
    aliases: Record<string, string>;
    planned: string[];
    fallback?: string;
    notFound?: string;
    collectionRoutes?: Record<string, { collection: string; page: string; notFound?: string }>;
  };
  pictures: { src: string; bytes: number }[];
}

/** What the editor's check of one file reads first (the `check-files` call). */
export interface CheckFiles {
  /** Every content file's name: the validator asks which files exist, and reads a page only where it must. */
  names: string[];
  /** The texts of every file but the pages, and of the pages in `focus`; of every file when there is no focus. */
  documents: Record<string, string>;
  /** A page and the pages that link to it: the pages its check checks (`focus` of the validator). */
  focus?: string[];
  publicPaths: string[];
}

export interface Checked {
  text: string;
  base: string;
  hash: string;
  problems: Problem[];
  elsewhere: Problem[];
}

export type Saved =
  | { saved: boolean; text: string; hash: string }
  | { conflict: true; text: string; hash: string }
  | { refused: true; problems: Problem[] };

/** The request of one call: its address and what is sent. */
export const callRequest = (name: string, body: Record<string, unknown>, token: string): [string, RequestInit] => [
  `${EDITOR_API}${name}`,
  {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token },
    body: JSON.stringify(body),
  },
];

/** The name of the global by which the editor's page hands over the calls it started before its code ran. */
export const EARLY_CALLS = 'editorEarlyCalls';

/**
 * The script in the editor's page that starts the calls `calls` names (scripts/lib/dev/editor-page.ts), as the
 * page is parsed: their answers arrive while the editor's code does, rather than being asked for once it has
 * run, when the server may be busy drawing the preview's first screen.
 */
export const earlyCallsScript = (calls: Record<string, Record<string, unknown>>, token: string): string =>
  `window.${EARLY_CALLS} = Object.fromEntries(${jsonInScript(
    Object.entries(calls).map(([name, body]) => [name, callRequest(name, body, token)]),
  )}.map(([name, request]) => [name, fetch(...request)]));`;

/** The answer of a call, from its response; a refusal or failure throws its sentence. */
async function answerOf<T>(name: string, responded: Promise<Response>): Promise<T> {
  // The browser's own words for this ("Failed to fetch") say nothing of what to do.
  const response = await responded.catch(() => {
    throw new Error('The development server did not answer: it may be restarting, or npm run dev has stopped.');
  });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? `The editor call ${name} failed (${response.status}).`);
  return data;
}

/** One call; a refusal or failure throws its sentence. */
export const call = <T>(name: string, body: Record<string, unknown> = {}, token = pageToken): Promise<T> =>
  answerOf<T>(name, fetch(...callRequest(name, body, token)));

/** A call the page started before the editor's code ran (earlyCallsScript), taken once; or the call made now. */
export function earlyCall<T>(name: string, body: Record<string, unknown> = {}): Promise<T> {
  const early = (globalThis as { [EARLY_CALLS]?: Record<string, Promise<Response> | undefined> })[EARLY_CALLS];
  const started = early?.[name];
  if (!started) return call<T>(name, body);
  Reflect.deleteProperty(early, name);
  return answerOf<T>(name, started);
}

/** A changed file, or none when changes may have been missed (the server restarted meanwhile). */
type FileListener = (file: string | undefined) => void;
const fileListeners = new Set<FileListener>();
let listening = false;

/** Reads the endpoint's stream of changed files, and reconnects after the server restarts. */
async function listen(): Promise<void> {
  for (let connections = 0; ; connections += 1) {
    try {
      const response = await fetch(...callRequest('events', {}, pageToken));
      if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
      // Vite restarts when a file its configuration reads changes (site.json, say): what changed then is not known.
      if (connections > 0) for (const listener of fileListeners) listener(undefined);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let rest = '';
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        const lines = (rest + read.value).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          const { file } = JSON.parse(line) as { file: string };
          for (const listener of fileListeners) listener(file);
        }
      }
    } catch {
      // The server stopped, or is restarting: try again shortly.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Calls `listener` with each content file or picture (project-relative) that changes on disk, or with none (see FileListener). */
export function onFileChanged(listener: FileListener): () => void {
  fileListeners.add(listener);
  if (!listening) {
    listening = true;
    void listen();
  }
  return () => void fileListeners.delete(listener);
}
