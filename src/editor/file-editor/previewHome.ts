import { EDITOR_STATUS_PATH, previewOrigin } from '../addresses.ts';

export type PreviewHome = { origin: string };

/**
 * Where the preview's page is: on a site of its own, which the browser draws in another process, beside the
 * form, and which cannot read the editor's page (a page's blocks run in it); or, where the browser does not
 * reach that host (`*.localhost` is this machine in Chromium and Firefox, not in every browser), on the
 * editor's own origin, in the editor's process, as a frame of its own page. Asked once, by the first call: the
 * editor asks as it starts when it opens a file (src/editor/main.tsx), not for its list, which has no preview.
 */
let asked: Promise<PreviewHome> | undefined;
export function previewHome(): Promise<PreviewHome> {
  const apart = previewOrigin(window.location);
  return (asked ??= fetch(`${apart}${EDITOR_STATUS_PATH}`, { mode: 'no-cors', cache: 'no-store' }).then(
    () => ({ origin: apart }),
    () => ({ origin: window.location.origin }),
  ));
}
