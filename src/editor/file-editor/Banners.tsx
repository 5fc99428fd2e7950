import type { Draft } from '../drafts.ts';
import { when } from '../when.ts';

/** Unsaved work kept from before, offered. An offer, not a warning: nothing is wrong, and nothing is lost whichever is chosen later. */
export function DraftOffer({ draft, restore, discard }: { draft: Draft; restore: () => void; discard: () => void }) {
  return (
    <div className="banner offer" role="status">
      <p>Unsaved work on this file from {when(draft.at)} was kept in this browser.</p>
      <button type="button" onClick={restore}>
        Restore it
      </button>
      <button type="button" className="quiet" onClick={discard}>
        Discard it
      </button>
    </div>
  );
}

/** The file changed on disk while the form holds unsaved changes: the person chooses which stays. */
export function ConflictBanner({ file, reload, keepMine }: { file: string; reload: () => void; keepMine: () => void }) {
  return (
    <div className="banner" role="alert">
      <p>{file} changed on disk since you opened it (another program saved it). Your changes are not saved yet.</p>
      <button type="button" onClick={reload}>
        Reload it (lose my changes)
      </button>
      <button type="button" className="quiet" onClick={keepMine}>
        Keep mine
      </button>
    </div>
  );
}
