/**
 * The preview's side of its handshake with the editor, run before the rest of the preview's code (it is the
 * entry's first import): the frame says it is `ready` at once, so the editor hands over its port and sends
 * the page while the preview's blocks and pictures are still being loaded; and again whenever the editor
 * asks (`Hello`). A port keeps the messages sent through it until someone listens (`onCommands`).
 */
import { editorOriginOf } from '../addresses.ts';
import { PREVIEW_SOURCE, type CommandsPort, type FromPreview, type Hello, type ToPreview } from './protocol.ts';

/** The editor's origin, which this frame speaks to and hears from alone (none: a frame opened elsewhere hears nothing). */
const editorOrigin = editorOriginOf(window.location);

export const post = (message: FromPreview): void => {
  if (editorOrigin) window.parent.postMessage(message, editorOrigin);
};

let port: MessagePort | undefined;
let hear: ((event: MessageEvent<ToPreview>) => void) | null = null;

addEventListener('message', (event: MessageEvent<CommandsPort | Hello>) => {
  if (event.origin !== editorOrigin || event.source !== window.parent || event.data?.source !== PREVIEW_SOURCE) return;
  if (event.data.kind === 'hello') return post({ source: PREVIEW_SOURCE, kind: 'ready' });
  if (event.data.kind !== 'commands' || !event.ports[0]) return;
  port?.close();
  port = event.ports[0];
  if (hear) port.onmessage = hear;
});
post({ source: PREVIEW_SOURCE, kind: 'ready' });

/** Hears the editor's commands, those already sent first; the function returned stops hearing them. */
export function onCommands(listener: (event: MessageEvent<ToPreview>) => void): () => void {
  hear = listener;
  if (port) port.onmessage = listener;
  return () => {
    hear = null;
    if (port) port.onmessage = null;
  };
}
