import { useEffect, useState } from 'react';
import { latestDraftOf, type Draft } from '../drafts.ts';
import { SITE_SETTINGS } from '../file-names.ts';
import { when } from '../when.ts';

const SITE_FILE = 'content/site.json';

/**
 * A page's preview wears the menu, footer and contact details as saved: unsaved changes to them, made in this
 * browser (in another tab, say), are said, with the way to them, rather than missed in the preview.
 */
export function UnsavedSiteSettings() {
  const [draft, setDraft] = useState(() => latestDraftOf(SITE_FILE));
  useEffect(() => {
    const onStorage = (): void => setDraft(latestDraftOf(SITE_FILE));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  if (!draft) return null;
  return (
    <div className="banner offer" role="status">
      <p>
        {SITE_SETTINGS} have changes from {when(draft.at)} that are not saved yet: the preview shows them as they are saved.
      </p>
      <a href={`/edit/file/${SITE_FILE}`}>Open them to save</a>
    </div>
  );
}

/** Unsaved work kept from before, offered. An offer, not a warning: nothing is wrong, and nothing is lost whichever is chosen later. */
export function DraftOffer({ draft, restore, discard }: { draft: Draft; restore: () => void; discard: () => void }) {
  return (
    <div className="banner offer" role="status">
      <p>Unsaved work from {when(draft.at)} was kept in this browser.</p>
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
export function ConflictBanner({ name, reload, keepMine }: { name: string; reload: () => void; keepMine: () => void }) {
  return (
    <div className="banner" role="alert">
      <p>{name} was saved elsewhere since you opened it (in another program or tab). Your changes are not saved yet.</p>
      <button type="button" onClick={reload}>
        Reload it (lose my changes)
      </button>
      <button type="button" className="quiet" onClick={keepMine}>
        Keep mine
      </button>
    </div>
  );
}
