// Its own module: the development server's plugin (scripts/lib/vite-editor.ts) reads it in Node too.

/** Where the editor's pages live: /edit/<page-id> opens a page, /edit/file/<path> any other content file. */
export const EDITOR_PATH = '/edit';
/** The preview's page, shown in the editor's frame. */
export const EDITOR_PREVIEW_PATH = '/edit/__preview';
/** The development server's calls for the editor (scripts/lib/vite-editor.ts answers them). */
export const EDITOR_API = '/__editor/';
