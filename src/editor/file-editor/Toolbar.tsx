import type { Theme } from '../useTheme.ts';
import { WIDTHS, type Width } from './PreviewPane.tsx';

export type Pane = 'form' | 'page';

/** The file's place in words, undo and redo, the preview's width, the theme, Save, and the status line under them. */
export function Toolbar({
  name,
  canUndo,
  canRedo,
  undo,
  redo,
  previewed,
  shownPane,
  setShownPane,
  width,
  setWidth,
  theme,
  setTheme,
  save,
  opening,
  dirty,
  status,
  draftOffered,
  skipDiff,
  chooseSkipDiff,
}: {
  /** The file in the words of those who edit it (src/editor/file-names.ts). */
  name: string;
  canUndo: boolean;
  canRedo: boolean;
  undo: () => void;
  redo: () => void;
  previewed: boolean;
  shownPane: Pane;
  setShownPane: (pane: Pane) => void;
  width: Width;
  setWidth: (width: Width) => void;
  theme: Theme;
  setTheme: (theme: Theme) => void;
  save: () => Promise<void>;
  opening: boolean;
  dirty: boolean;
  status: string;
  draftOffered: boolean;
  skipDiff: boolean;
  chooseSkipDiff: (skip: boolean) => void;
}) {
  return (
    <header className="toolbar">
      <nav aria-label="Breadcrumb">
        <a href="/edit">All pages</a> <span aria-hidden="true">/</span> <span aria-current="page">{name}</span>
      </nav>
      <div className="toolbar-actions">
        <button type="button" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        {previewed && (
          <>
            <fieldset className="segmented pane-switch">
              <legend className="visually-hidden">Show</legend>
              <button type="button" aria-pressed={shownPane === 'form'} onClick={() => setShownPane('form')}>
                Form
              </button>
              <button type="button" aria-pressed={shownPane === 'page'} onClick={() => setShownPane('page')}>
                Page
              </button>
            </fieldset>
            <fieldset className="segmented">
              <legend className="visually-hidden">Preview width</legend>
              {(Object.keys(WIDTHS) as Width[]).map((w) => (
                <button key={w} type="button" aria-pressed={width === w} onClick={() => setWidth(w)}>
                  {w[0].toUpperCase() + w.slice(1)}
                </button>
              ))}
            </fieldset>
          </>
        )}
        <button type="button" aria-pressed={theme === 'dark'} onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}>
          Dark theme
        </button>
        <button type="button" className="primary" onClick={() => void save()} aria-keyshortcuts="Control+S" disabled={opening}>
          {dirty ? 'Save…' : 'Save'}
        </button>
      </div>
      <div className="status-line">
        <p className="status" role="status" aria-live="polite">
          {status ||
            (dirty ? 'Unsaved changes.' : draftOffered ? 'Unsaved work from before is offered above.' : 'No unsaved changes.')}
        </p>
        {skipDiff && (
          // The save window's choice to skip it, taken back here: the window no longer opens to untick it.
          <label className="check">
            <input type="checkbox" checked={false} onChange={() => chooseSkipDiff(false)} />
            Show the change before saving
          </label>
        )}
      </div>
    </header>
  );
}
