/**
 * One content file in the editor: its form, the page drawn beside it, live problems from the build's
 * validator, and a save that shows its change first and writes only what was edited. Its jobs are the hooks
 * and parts of src/editor/file-editor/ (see src/editor/README.md); this composes them.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { EARLY_PREVIEW_ID, PAGE_FILES } from './addresses.ts';
import type { Checked, Listing } from './api.ts';
import { draftKey, forgetDraft } from './drafts.ts';
import { FormContext } from './form/context.ts';
import { Field } from './form/Field.tsx';
import { fileName } from './file-names.ts';
import { ConflictBanner, DraftOffer, UnsavedSiteSettings } from './file-editor/Banners.tsx';
import { DiffDialog } from './file-editor/DiffDialog.tsx';
import { ProblemList } from './file-editor/ProblemList.tsx';
import { firstWidth, PreviewPane, type Width } from './file-editor/PreviewPane.tsx';
import { Toolbar, type Pane } from './file-editor/Toolbar.tsx';
import { useChangesOnDisk } from './file-editor/useChangesOnDisk.ts';
import { useDisk, type Disk } from './file-editor/useDisk.ts';
import { useDrafts } from './file-editor/useDrafts.ts';
import { useEdits } from './file-editor/useEdits.ts';
import { useFormContextValue } from './file-editor/useFormContextValue.ts';
import { useLiveCheck } from './file-editor/useLiveCheck.ts';
import { usePreviewChannel, usePreviewSync } from './file-editor/usePreviewChannel.ts';
import { useSave, useSkipDiff } from './file-editor/useSave.ts';
import { useShortcuts } from './file-editor/useShortcuts.ts';
import { schemaIdOf, schemas } from './schema.ts';
import { Unavailable } from './Unavailable.tsx';
import { useHistory } from './useHistory.ts';
import { useTheme } from './useTheme.ts';

/**
 * One content file's form, and for a page its preview. `listing` (the site's pages, routes and pictures, for the
 * pickers) is null while it is on its way: the form waits for it, the preview frame does not.
 */
export function FileEditor({ file, listing, opened }: { file: string; listing: Listing | null; opened?: Promise<Disk> }) {
  const history = useHistory<unknown>(null);
  const { value, reset } = history;
  const { disk, setDisk, failure, clean, setClean, conflict, setConflict, draft, setDraft, load } = useDisk(file, opened, reset);
  const { checked, setChecked, checkFailure, checkAgain, problems } = useLiveCheck(file, disk, value);
  const dirty = disk !== null && value !== clean && (checked === null || checked.for !== value || checked.text !== checked.base);
  const [status, setStatus] = useState('');
  const [diff, setDiff] = useState<Checked | null>(null);
  const { skipDiff, chooseSkipDiff } = useSkipDiff();
  const [width, setWidth] = useState<Width>(firstWidth);
  /** On a narrow screen the form and the page take turns (see .pane-switch in editor.css); beside each other, both show. */
  const [shownPane, setShownPane] = useState<Pane>('form');
  const showForm = useCallback(() => setShownPane('form'), []);
  const { theme, setTheme } = useTheme();
  const diffDialog = useRef<HTMLDialogElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const problemList = useRef<HTMLDivElement>(null);
  const schemaId = schemaIdOf(value) ?? schemaIdOf(clean);
  const schema = schemaId ? schemas.get(schemaId) : undefined;
  // Before the file is read, its folder says: a page's preview is put in the editor at once (see below).
  const isPage = schemaId ? schemaId === 'page.schema.json' : file.startsWith(PAGE_FILES);
  // site.json's header, footer and contact details are every page's: the preview shows them, around no page.
  const isSite = schemaId === 'site.schema.json';
  const previewed = isPage || isSite;
  const preview = usePreviewChannel(file, listing, isPage, value);

  useDrafts(file, disk, value, dirty, draft);

  const showDiff = useCallback((result: Checked) => {
    setDiff(result);
    diffDialog.current?.showModal();
    // Save has the focus, not the choice to skip this window, which a space pressed would tick.
    saveButton.current?.focus();
  }, []);
  const { saving, saved, write, save } = useSave({
    file,
    disk,
    value,
    skipDiff,
    setStatus,
    setChecked,
    setConflict,
    setClean,
    setDisk,
    showDiff,
    problemList,
  });
  useChangesOnDisk({
    file,
    disk,
    dirty,
    previewSrc: preview.previewSrc,
    frameRef: preview.frameRef,
    saving,
    saved,
    load,
    checkAgain,
    setConflict,
    setStatus,
  });

  const { change, update, undo, redo, open, setOpen, toggle, showField } = useEdits(history, preview, setStatus);
  const context = useFormContextValue({
    listing,
    isPage,
    value,
    change,
    foresee: preview.foresee,
    update,
    problems,
    focus: preview.focus,
    open,
    toggle,
    setOpen,
  });
  usePreviewSync({ preview, isPage, isSite, value, theme, toggle, showForm });
  useShortcuts(save, undo, redo);

  // The form is drawn a moment after the rest, so that a preview frame the editor makes, put in the page first,
  // loads while the form is drawn: one form row per block is the longest draw of the editor's start. A frame the
  // page's HTML started (scripts/lib/dev/editor-page.ts) is loading already: the form is drawn with the file, in one
  // pass, not in a second one with its own layout.
  const [formShown, setFormShown] = useState(() => document.getElementById(EARLY_PREVIEW_ID) !== null);
  const opening = !disk || value === null || !listing;
  useEffect(() => {
    if (opening) return;
    const timer = setTimeout(() => setFormShown(true));
    return () => clearTimeout(timer);
  }, [opening]);

  const name = fileName(file, listing);
  if (failure) return <Unavailable what={name} reason={failure} />;
  // A page's editor is drawn at once, its form saying it is opening: its preview frame, in a process of its
  // own, loads while the file is read and the form is drawn, rather than after them.
  if (opening && !isPage) return <p aria-live="polite">Opening {name}…</p>;
  if (!opening && !schema) return <p className="warning">{file} names no schema in its "$schema" member, so it has no form.</p>;

  const title = isPage && !opening ? ((value as { title?: string }).title ?? name) : name;

  return (
    <FormContext value={context}>
      <div className={`editor${previewed ? ' with-preview' : ''}`}>
        <Toolbar
          name={name}
          canUndo={history.canUndo}
          canRedo={history.canRedo}
          undo={undo}
          redo={redo}
          previewed={previewed}
          shownPane={shownPane}
          setShownPane={setShownPane}
          width={width}
          setWidth={setWidth}
          theme={theme}
          setTheme={setTheme}
          save={save}
          opening={opening}
          dirty={dirty}
          status={status}
          draftOffered={draft !== null}
          skipDiff={skipDiff}
          chooseSkipDiff={chooseSkipDiff}
        />

        {draft && (
          <DraftOffer
            draft={draft}
            restore={() => {
              history.set(draft.value);
              setDraft(null);
            }}
            discard={() => {
              if (disk) forgetDraft(draftKey(file, disk.hash));
              setDraft(null);
            }}
          />
        )}
        {isPage && <UnsavedSiteSettings />}
        {conflict && (
          <ConflictBanner
            name={name}
            // The text the read that found the change brought (a newer change would have replaced it): read again, a
            // failed read (the server restarting) would put the file's failure in place of the form.
            reload={() => {
              void load(conflict);
              // The line says what the form holds now: no unsaved changes.
              setStatus('');
            }}
            keepMine={() => {
              setDisk(conflict);
              setConflict(null);
              setStatus('Your version is kept; saving writes it over the file on disk.');
            }}
          />
        )}

        <main className="panes" data-shown={shownPane}>
          <section className="form-pane" aria-label="Form">
            <h1>{title}</h1>
            {opening && <p aria-live="polite">Opening {name}…</p>}
            <ProblemList
              ref={problemList}
              opening={opening}
              checked={checked}
              checkFailure={checkFailure}
              schema={schema}
              schemaId={schemaId}
              value={value}
              showField={showField}
            />
            {formShown && schema && (
              <p className="hint">
                Ctrl+Z undoes and Ctrl+S saves. To move a row from the keyboard, go to its handle (“Drag … to another place”),
                press Space, then the arrow keys, and Space again.
              </p>
            )}
            {formShown && schema && (
              <Field schema={schema} from={schemaId as string} value={value} path={[]} label={title} required />
            )}
          </section>
          {previewed && <PreviewPane onFrame={preview.onFrame} src={preview.previewSrc} title={title} width={width} />}
        </main>

        <DiffDialog
          dialog={diffDialog}
          saveButton={saveButton}
          schema={schema}
          schemaId={schemaId}
          diff={diff}
          onClose={() => setDiff(null)}
          skipDiff={skipDiff}
          chooseSkipDiff={chooseSkipDiff}
          write={write}
        />
      </div>
    </FormContext>
  );
}
