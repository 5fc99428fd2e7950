/** Calls to the editor's endpoint in the development server (scripts/lib/vite-editor.ts). */
import type { Problem } from '../validation/index.ts';

export type { Problem };

const token = document.querySelector<HTMLMetaElement>('meta[name="editor-token"]')?.content ?? '';

export interface Listing {
  pages: { id: string; file: string; title: string; paths: string[]; aliases: string[]; modified: number }[];
  files: { file: string; modified: number }[];
  manifest: { routes: Record<string, string>; aliases: Record<string, string>; planned: string[] };
  pictures: { src: string; bytes: number }[];
  /** Every content file's text and every path under public/, for the build's validator run here. */
  documents: Record<string, string>;
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

/** One call; a refusal or failure throws its sentence. */
export async function call<T>(name: string, body: Record<string, unknown> = {}): Promise<T> {
  const response = await fetch(`/__editor/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Editor-Token': token },
    body: JSON.stringify(body),
  });
  const data = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(data.error ?? `The editor call ${name} failed (${response.status}).`);
  return data;
}
