/**
 * One content file in the editor: its form, the page drawn beside it, live problems from the build's
 * validator, and a save that shows its change first and writes only what was edited.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { EARLY_PREVIEW_ID, EDITOR_STATUS_PATH, PAGE_FILES, previewAddress, previewOrigin } from './addresses.ts';
import { call, onFileChanged, type Checked, type Listing, type Saved } from './api.ts';
import { hunks, diffLines } from './diff.ts';
import { getIn, pathKey, pathOfProblem, placeIn, setIn, withKeysMoved, type Path } from './doc.ts';
import { draftKey, forgetDraft, keepDraft, readDraft, type Draft } from './drafts.ts';
import { FormContext, type FormContextValue } from './form/context.ts';
import { Field } from './form/Field.tsx';
import { placeInWords } from './form/labels.ts';
import { PreviewFrame } from './PreviewFrame.tsx';
import type { Site } from '../generated/content.ts';
import { createProblemStore } from './form/problems.ts';
import { linkTargets, routeTargets } from './link-targets.ts';
import {
  blocksChanged,
  PREVIEW_SOURCE,
  type CommandsPort,
  type FromPreview,
  type Hello,
  type PreviewCommand,
  type PreviewPage,
} from './preview/protocol.ts';
import { schemaIdOf, schemas } from './schema.ts';
import { Unavailable } from './Unavailable.tsx';
import { useElementSize } from './useElementSize.ts';
import { useHistory } from './useHistory.ts';
import { when } from './when.ts';
import { check, forgetChanged } from './check.ts';
import { useTheme } from './useTheme.ts';

const WIDTHS = { phone: 390, tablet: 820, desktop: 1280 } as const;
type Width = keyof typeof WIDTHS;
/** editor.css's layout for a narrow screen: the form and the page one at a time, each as wide as the window. */
const NARROW_SCREEN = '(max-width: 900px)';
/**
 * The preview's first width: desktop beside the form; on a narrow screen the widest that fits the window, which
 * is then the device the page is being edited on (a desktop page drawn at a third of its size reads as nothing).
 */
const firstWidth = (): Width =>
  matchMedia(NARROW_SCREEN).matches ? (innerWidth >= WIDTHS.tablet ? 'tablet' : 'phone') : 'desktop';
const SKIP_DIFF_KEY = 'editor:skip-diff';
/**
 * Where the preview's page is: on a site of its own, which the browser draws in another process, beside the
 * form, and which cannot read the editor's page (a page's blocks run in it); or, where the browser does not
 * reach that host (`*.localhost` is this machine in Chromium and Firefox, not in every browser), on the
 * editor's own origin, in the editor's process, as a frame of its own page. Asked once, by the first call: the
 * editor asks as it starts when it opens a file (src/editor/main.tsx), not for its list, which has no preview.
 */
let asked: Promise<PreviewHome> | undefined;
type PreviewHome = { origin: string };
export function previewHome(): Promise<PreviewHome> {
  const apart = previewOrigin(window.location);
  return (asked ??= fetch(`${apart}${EDITOR_STATUS_PATH}`, { mode: 'no-cors', cache: 'no-store' }).then(
    () => ({ origin: apart }),
    () => ({ origin: window.location.origin }),
  ));
}
/**
 * The check waits for a pause in typing: it validates the whole site's content in a worker, which on a
 * machine of two cores takes the core the next key's render and the preview would have had.
 */
const CHECK_DELAY_MS = 400;
/** Unsaved work is kept this long after the last change (and at once when the page is left), not at every key. */
const DRAFT_DELAY_MS = 400;

export interface Disk {
  text: string;
  hash: string;
}

const readSkipDiff = (): boolean => {
  try {
    return localStorage.getItem(SKIP_DIFF_KEY) === 'yes';
  } catch {
    return false;
  }
};

/**
 * One content file's form, and for a page its preview. `listing` (the site's pages, routes and pictures, for the
 * pickers) is null while it is on its way: the form waits for it, the preview frame does not.
 */
export function FileEditor({ file, listing, opened }: { file: string; listing: Listing | null; opened?: Promise<Disk> }) {
  const [disk, setDisk] = useState<Disk | null>(null);
  const [home, setHome] = useState<PreviewHome | null>(null);
  // A page's preview is told its file, which it draws from disk while the form is still being drawn.
  const previewSrc = home ? previewAddress(window.location, home.origin, file) : undefined;
  useEffect(() => {
    let current = true;
    void previewHome().then((found) => current && setHome(found));
    return () => {
      current = false;
    };
  }, []);
  const [failure, setFailure] = useState('');
  const history = useHistory<unknown>(null);
  const { value, reset } = history;
  const [checked, setChecked] = useState<(Checked & { for: unknown }) | null>(null);
  /** Why the last check could not run (the server restarting, say), shown with the problems, not in the status line it would write over. */
  const [checkFailure, setCheckFailure] = useState('');
  // The value last read from or written to the file. Any other value is unsaved until the check of it
  // finds that a save would write the file's own text (a letter typed and taken back): no key waits
  // for the whole page to be made into text to compare.
  const [clean, setClean] = useState<unknown>(null);
  const dirty = disk !== null && value !== clean && (checked === null || checked.for !== value || checked.text !== checked.base);
  const [status, setStatus] = useState('');
  const [conflict, setConflict] = useState<Disk | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [diff, setDiff] = useState<Checked | null>(null);
  const [skipDiff, setSkipDiff] = useState(readSkipDiff);
  const chooseSkipDiff = (skip: boolean): void => {
    setSkipDiff(skip);
    try {
      localStorage.setItem(SKIP_DIFF_KEY, skip ? 'yes' : 'no');
    } catch {
      // Without storage the choice lasts for this visit.
    }
  };
  const [width, setWidth] = useState<Width>(firstWidth);
  /** On a narrow screen the form and the page take turns (see .pane-switch in editor.css); beside each other, both show. */
  const [shownPane, setShownPane] = useState<'form' | 'page'>('form');
  // The pane is drawn once the file is read: its element is followed as it comes and goes.
  const [pane, setPane] = useState<HTMLElement | null>(null);
  const paneSize = useElementSize(pane);
  const scale = paneSize.width ? Math.min(1, paneSize.width / WIDTHS[width]) : 1;
  const { theme, setTheme } = useTheme();
  const [open, setOpen] = useState<Map<string, boolean>>(() => new Map());
  /** Changes on disk to the other files, which the check reads: each checks the form's value again. */
  const [changesElsewhere, setChangesElsewhere] = useState(0);
  const frame = useRef<HTMLIFrameElement | null>(null);
  const onFrame = useCallback((element: HTMLIFrameElement | null) => {
    frame.current = element;
  }, []);
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

  // The file as asked for when the editor started, used once; a reload asks again, unless given the file as just read.
  const early = useRef(opened);
  const load = useCallback(
    (known?: Disk) => {
      const answer = known ? Promise.resolve(known) : (early.current ?? call<Disk>('open', { file }));
      early.current = undefined;
      return answer
        .then((opened) => {
          setDisk(opened);
          setConflict(null);
          const read = JSON.parse(opened.text) as unknown;
          setClean(read);
          reset(read);
          setDraft(readDraft(draftKey(file, opened.hash)));
        })
        .catch((error: Error) => setFailure(error.message));
    },
    [file, reset],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // The build's problems with the value in the form, from the validator of `npm run validate` run
  // in a worker, once typing pauses, on the text a save would write (its lines are the file's).
  useEffect(() => {
    if (!disk || value === null) return;
    let current = true;
    const timer = setTimeout(() => {
      check({ file, base: disk.text, value }).then(
        (result) => {
          if (!current) return;
          setChecked({ ...result, base: disk.text, hash: disk.hash, for: value });
          setCheckFailure('');
        },
        (error: Error) => current && setCheckFailure(error.message),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [disk, file, value, changesElsewhere]);

  // Nothing typed is lost: unsaved work is kept in the browser until it is saved or thrown away, a
  // moment after the last change, and at once when the page is hidden or left. Work typed while an earlier
  // draft is offered is kept too, in its place: the newer work is what a second crash would lose.
  /** The unsaved work not kept yet, and where it goes. */
  const unkept = useRef<{ key: string; value: unknown } | null>(null);
  const keepUnkept = useCallback(() => {
    if (unkept.current) keepDraft(unkept.current.key, unkept.current.value);
    unkept.current = null;
  }, []);
  useEffect(() => {
    if (!disk) return;
    const key = draftKey(file, disk.hash);
    if (!dirty) {
      unkept.current = null;
      // The draft offered stays kept until it is restored or discarded.
      if (!draft) forgetDraft(key);
      return;
    }
    unkept.current = { key, value };
    const timer = setTimeout(keepUnkept, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, disk, draft, file, value, keepUnkept]);
  // Listened for while there is unsaved work, not again at each key: taking the two listeners off and putting
  // them back at every key was the largest single item of a key's script in the editor's page (a CPU profile at 4×).
  useEffect(() => {
    if (!dirty) return;
    const onHidden = (): void => {
      if (document.visibilityState === 'hidden') keepUnkept();
    };
    window.addEventListener('pagehide', keepUnkept);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', keepUnkept);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [dirty, keepUnkept]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent): void => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  /** The save under way, and the hash of the text the last one wrote. */
  const saving = useRef<Promise<unknown>>(Promise.resolve());
  const saved = useRef('');
  // Someone changed the file on disk (in a code editor, say): reload a form with no unsaved change; otherwise ask.
  // Any other content file or picture is read by the preview's code when it loads: it loads again.
  useEffect(
    () =>
      onFileChanged((changed) => {
        // Loaded again by its address: a load that failed while the server restarted leaves the browser's
        // error page in the frame, whose location.reload() this page may not call, and the preview stayed blank.
        if (changed !== file) {
          if (previewSrc) frame.current?.setAttribute('src', previewSrc);
          forgetChanged(changed);
          setChangesElsewhere((n) => n + 1);
        }
        if ((changed !== undefined && changed !== file) || !disk) return;
        // The editor's own save is seen on disk too, often before its answer arrives: it is no one else's change.
        Promise.all([saving.current, call<Disk>('open', { file })]).then(
          ([, now]) => {
            if (now.hash === disk.hash || now.hash === saved.current) return;
            if (!dirty) {
              // The text just read: asking again could meet the server as it restarts once more (after a change to
              // site.json, say), and a failed read would put the file's failure in place of the form.
              void load(now);
              setStatus(`${file} changed on disk; the form shows it now.`);
            } else setConflict(now);
          },
          // The server is restarting: once it is back, the stream of changes asks again.
          () => undefined,
        );
      }),
    [dirty, disk, file, previewSrc, load],
  );

  const [problems] = useState(createProblemStore);
  const fileProblems = checked?.problems;
  useEffect(() => problems.set(fileProblems ?? []), [fileProblems, problems]);

  /** The port the preview hears the editor's commands through, handed to it when it says it is ready. */
  const commands = useRef<MessagePort | null>(null);
  const post = useCallback((message: PreviewCommand) => {
    commands.current?.postMessage({ source: PREVIEW_SOURCE, ...message });
  }, []);

  // The page's address on the site, where the preview's menus mark it as the page shown. Looked up once per
  // file, not at each key: a large site lists thousands of pages.
  const address = useMemo(() => listing?.pages.find((p) => p.file === file)?.paths[0], [file, listing]);
  // The preview is sent only the blocks that changed since what it shows. A field's change is sent as soon as
  // it is made, from the field's handler: the preview, in a process of its own, draws it while this page draws
  // the form, not after. Any other change (undo, a block moved, the file read again) once drawn, below.
  // What the preview shows: nothing until it says it is ready (again, after it loads again).
  const shown = useRef<PreviewPage | null | undefined>(undefined);
  const showInPreview = useCallback(
    (page: unknown) => {
      if (shown.current === undefined || page === shown.current) return;
      post({ kind: 'page', address, ...blocksChanged(shown.current, page as PreviewPage) });
      shown.current = page as PreviewPage;
    },
    [address, post],
  );
  /** The value drawn last, or made by a change since: what the next change applies to. */
  const latest = useRef(value);
  /** The change a key is about to make, already sent to the preview (`foresee`), until the field makes it. */
  const foreseen = useRef<{ from: unknown; key: string; next: unknown; page: unknown } | null>(null);
  // A key typed into a text field is sent to the preview as its `beforeinput` tells it, before the browser edits
  // the field's text and tells its `input`: about 16 ms later at 4× on this machine, all of it on the key's way to
  // the preview. The field's change then sends nothing more when it makes that value; if it makes another, or none
  // by the next task (the key's edit did not happen), the preview is sent what the form holds.
  const foresee = useCallback(
    (path: Path, next: unknown) => {
      const from = latest.current;
      const page = setIn(from, path, next);
      showInPreview(page);
      foreseen.current = { from, key: pathKey(path), next, page };
      setTimeout(() => {
        if (foreseen.current?.page !== page) return;
        foreseen.current = null;
        showInPreview(latest.current);
      });
    },
    [showInPreview],
  );
  const { set: setValue } = history;
  // A change makes the last sentence of the status (Saved, say) no longer true: the line says Unsaved changes again.
  const change = useCallback(
    (path: Path, next: unknown, coalesce?: boolean) => {
      setStatus('');
      const from = latest.current;
      const after = setIn(from, path, next);
      latest.current = after;
      const ahead = foreseen.current;
      foreseen.current = null;
      // The preview draws this value already, from blocks equal to these: the next change is sent against these.
      if (ahead && ahead.from === from && ahead.key === pathKey(path) && ahead.next === next && shown.current === ahead.page)
        shown.current = after as PreviewPage;
      else showInPreview(after);
      // The same object the preview was sent, unless another change came first (then that one's, changed).
      setValue((was: unknown) => (was === from ? after : setIn(was, path, next)), coalesce ? pathKey(path) : undefined);
    },
    [setValue, showInPreview],
  );
  const update = useCallback(
    (path: Path, next: (current: unknown) => unknown) => {
      setStatus('');
      setValue((was: unknown) => setIn(was, path, next(getIn(was, path))));
    },
    [setValue],
  );
  const { undo: undoHistory, redo: redoHistory } = history;
  /** The value an undo or redo steps from, until the step is drawn: the open groups follow the items it moves. */
  const steppedFrom = useRef<{ value: unknown } | null>(null);
  const undo = useCallback(() => {
    setStatus('');
    steppedFrom.current = { value: latest.current };
    undoHistory();
  }, [undoHistory]);
  const redo = useCallback(() => {
    setStatus('');
    steppedFrom.current = { value: latest.current };
    redoHistory();
  }, [redoHistory]);
  // A group stays open or closed with its item when a step takes a list's items back to where they were (the
  // undo of a move, of a drag or of a removal), as it does when they are moved.
  useLayoutEffect(() => {
    const from = steppedFrom.current;
    steppedFrom.current = null;
    if (!from || from.value === value) return;
    setOpen((open) => withKeysMoved(open, (key) => placeIn(from.value, value, key)));
  }, [value]);
  /** The block the preview was last scrolled to: going from field to field of one block leaves the preview where it is. */
  const shownBlock = useRef<number | null>(null);
  const focus = useCallback(
    (path: Path) => {
      if (!isPage || path[0] !== 'blocks' || typeof path[1] !== 'number') return;
      post({ kind: 'highlight', index: path[1], scroll: shownBlock.current !== path[1] });
      shownBlock.current = path[1];
    },
    [isPage, post],
  );
  // A block's row opened shows the block in the preview, as a field of it focused does.
  const toggle = useCallback(
    (path: Path, isOpen: boolean) => {
      setOpen((was) => new Map(was).set(pathKey(path), isOpen));
      if (isOpen && path.length === 2) focus(path);
    },
    [focus],
  );
  /**
   * A problem's field opened and given the focus: every group on its way is opened, and the field (or, for
   * a place with no field of its own, such as a missing property, its nearest group) takes the focus.
   */
  const showField = useCallback(
    (path: Path) => {
      for (let i = 1; i <= path.length; i++) toggle(path.slice(0, i), true);
      requestAnimationFrame(() => {
        for (let i = path.length; i >= 0; i--) {
          const key = CSS.escape(pathKey(path.slice(0, i)));
          const target = document.querySelector<HTMLElement>(
            `[data-field="${key}"] :is(input, select, textarea), [data-path="${key}"] > summary`,
          );
          if (!target) continue;
          target.scrollIntoView({ block: 'center' });
          target.focus();
          return;
        }
      });
    },
    [toggle],
  );

  // The pictures as listed when the editor opened, until an upload lists them again.
  const [listedAgain, setPictures] = useState<Listing['pictures'] | null>(null);
  const pictures = useMemo(() => listedAgain ?? listing?.pictures ?? [], [listedAgain, listing]);
  const frames = useMemo(
    () => (listing?.files ?? []).flatMap(({ file }) => /^content\/frames\/(.+)\.json$/.exec(file)?.[1] ?? []),
    [listing],
  );
  const upload = useCallback(async (picked: File) => {
    const data = btoa(Array.from(new Uint8Array(await picked.arrayBuffer()), (b) => String.fromCharCode(b)).join(''));
    const { src } = await call<{ src: string }>('upload', { name: picked.name, data });
    const list = await call<Listing>('list');
    setPictures(list.pictures);
    return src;
  }, []);

  // The page's anchors as one string, so the targets change only when an anchor does.
  const anchorIds = isPage
    ? ((value as { blocks?: { id?: string }[] })?.blocks ?? []).flatMap((b) => (b.id ? [b.id] : [])).join(' ')
    : '';
  const linkTargetList = useMemo(() => {
    const anchors = anchorIds ? anchorIds.split(' ').map((id) => ({ value: `#${id}`, label: 'On this page' })) : [];
    return linkTargets([
      ...anchors,
      ...(listing
        ? [
            ...routeTargets(listing),
            ...Object.entries(listing.manifest.aliases).map(([p, to]) => ({ value: p, label: `Alias of ${to}` })),
            ...listing.manifest.planned.map((p) => ({ value: p, label: 'Planned page' })),
          ]
        : []),
    ]);
  }, [anchorIds, listing]);

  const context: FormContextValue = useMemo(
    () => ({
      change,
      foresee,
      update,
      problems,
      linkTargets: linkTargetList,
      focus,
      open,
      toggle,
      setOpen,
      frames,
      pictures,
      upload,
    }),
    [change, foresee, update, problems, linkTargetList, focus, open, toggle, frames, pictures, upload],
  );

  // How many times the frame said it is ready: a frame that loaded again shows nothing until sent the page.
  const [previewLoads, setPreviewLoads] = useState(0);
  const previewReady = previewLoads > 0;
  useLayoutEffect(() => {
    latest.current = value;
    if (isPage && value) showInPreview(value);
  }, [isPage, previewLoads, showInPreview, value]);
  useEffect(() => {
    if (isSite && previewReady && value) post({ kind: 'site', site: value as Site });
  }, [isSite, post, previewReady, value]);
  useEffect(() => {
    if (previewReady) post({ kind: 'theme', theme });
  }, [post, previewReady, theme]);
  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>): void => {
      const preview = frame.current?.contentWindow;
      if (!home || !preview || event.source !== preview || event.origin !== home.origin || event.data?.source !== PREVIEW_SOURCE)
        return;
      if (event.data.kind === 'ready') {
        const channel = new MessageChannel();
        commands.current?.close();
        commands.current = channel.port1;
        preview.postMessage({ source: PREVIEW_SOURCE, kind: 'commands' } satisfies CommandsPort, home.origin, [channel.port2]);
        shown.current = null;
        shownBlock.current = null;
        setPreviewLoads((n) => n + 1);
      }
      if (event.data.kind === 'select') {
        const index = event.data.index;
        // Pressed in the preview, the block is where the person is looking: the preview does not scroll.
        shownBlock.current = index;
        // Where the form and the page take turns, the form comes with the block's fields: drawn now, as this
        // message is no event of React's, whose updates would otherwise be drawn in a task of their own, which
        // may come after the frame below: the summary, still in a hidden pane, would not take the focus.
        flushSync(() => {
          setShownPane('form');
          toggle(['blocks', index], true);
        });
        requestAnimationFrame(() => {
          const summary = document.querySelector<HTMLElement>(`[data-path="blocks/${index}"] > summary`);
          summary?.scrollIntoView({ block: 'start' });
          summary?.focus();
        });
      }
    };
    window.addEventListener('message', onMessage);
    // A frame that started before this listened said it was ready to no one: it is asked again. To any origin:
    // the frame may not have left its first blank document yet (the browser warns of a message it then drops),
    // the question says nothing, and only an answer from the preview's origin is heard.
    if (home) frame.current?.contentWindow?.postMessage({ source: PREVIEW_SOURCE, kind: 'hello' } satisfies Hello, '*');
    return () => window.removeEventListener('message', onMessage);
  }, [home, post, toggle]);

  const write = useCallback(async () => {
    if (!disk) return;
    setStatus('Saving…');
    const written = history.value;
    const answer = call<Saved>('save', { file, value: written, hash: disk.hash });
    saving.current = answer.then(
      (result) => void ('saved' in result && (saved.current = result.hash)),
      () => undefined,
    );
    const result = await answer;
    if ('conflict' in result) {
      setConflict({ text: result.text, hash: result.hash });
      setStatus('Not saved: the file changed on disk since it was opened.');
    } else if ('refused' in result) {
      // The text held is of an earlier value: tied to none, so it cannot make this one look saved.
      setChecked((c) => c && { ...c, problems: result.problems, for: undefined });
      setStatus(`Not saved: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} to fix first.`);
    } else {
      forgetDraft(draftKey(file, disk.hash));
      setClean(written);
      setDisk({ text: result.text, hash: result.hash });
      setStatus(result.saved ? `Saved ${file}.` : 'Nothing to save: the file already says this.');
    }
  }, [disk, file, history.value]);

  // A second save pressed while one is under way would be sent the file's old version, and refused as a conflict.
  const saveRunning = useRef(false);
  const save = useCallback(async () => {
    if (!disk || saveRunning.current) return;
    saveRunning.current = true;
    try {
      const result = await call<Checked>('check', { file, value: history.value });
      setChecked({ ...result, for: history.value });
      if (result.problems.length) {
        setStatus(
          `Not saved: ${result.problems.length} problem${result.problems.length === 1 ? '' : 's'} must be fixed first (listed at the top).`,
        );
        problemList.current?.focus();
        return;
      }
      if (result.text === result.base) return setStatus('Nothing to save: the file already says this.');
      if (skipDiff) return await write();
      setDiff(result);
      diffDialog.current?.showModal();
      // Save has the focus, not the choice to skip this window, which a space pressed would tick.
      saveButton.current?.focus();
    } catch (error) {
      setStatus((error as Error).message);
    } finally {
      saveRunning.current = false;
    }
  }, [disk, file, history.value, skipDiff, write]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        redo();
      } else if (key === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [redo, save, undo]);

  // The form is drawn a moment after the rest, so that a preview frame the editor makes, put in the page first,
  // loads while the form is drawn: one form row per block is the longest draw of the editor's start. A frame the
  // page's HTML started (scripts/lib/vite-editor.ts) is loading already: the form is drawn with the file, in one
  // pass, not in a second one with its own layout.
  const [formShown, setFormShown] = useState(() => document.getElementById(EARLY_PREVIEW_ID) !== null);
  const opening = !disk || value === null || !listing;
  useEffect(() => {
    if (opening) return;
    const timer = setTimeout(() => setFormShown(true));
    return () => clearTimeout(timer);
  }, [opening]);

  if (failure) return <Unavailable what={file} reason={failure} />;
  // A page's editor is drawn at once, its form saying it is opening: its preview frame, in a process of its
  // own, loads while the file is read and the form is drawn, rather than after them.
  if (opening && !isPage) return <p aria-live="polite">Opening {file}…</p>;
  if (!opening && !schema) return <p className="warning">{file} names no schema in its "$schema" member, so it has no form.</p>;

  const allProblems = fileProblems ?? [];
  const title = isPage && !opening ? ((value as { title?: string }).title ?? file) : file;

  return (
    <FormContext value={context}>
      <div className={`editor${previewed ? ' with-preview' : ''}`}>
        <header className="toolbar">
          <nav aria-label="Breadcrumb">
            <a href="/edit">All content</a> <span aria-hidden="true">/</span> <span aria-current="page">{file}</span>
          </nav>
          <div className="toolbar-actions">
            <button type="button" onClick={undo} disabled={!history.canUndo} aria-keyshortcuts="Control+Z">
              Undo
            </button>
            <button type="button" onClick={redo} disabled={!history.canRedo} aria-keyshortcuts="Control+Shift+Z">
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
            <button
              type="button"
              className="primary"
              onClick={() => void save()}
              aria-keyshortcuts="Control+S"
              disabled={opening}
            >
              {dirty ? 'Save…' : 'Save'}
            </button>
          </div>
          <div className="status-line">
            <p className="status" role="status" aria-live="polite">
              {status ||
                (dirty ? 'Unsaved changes.' : draft ? 'Unsaved work from before is offered above.' : 'No unsaved changes.')}
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

        {draft && (
          // An offer, not a warning: nothing is wrong, and nothing is lost whichever is chosen later.
          <div className="banner offer" role="status">
            <p>Unsaved work on this file from {when(draft.at)} was kept in this browser.</p>
            <button
              type="button"
              onClick={() => {
                history.set(draft.value);
                setDraft(null);
              }}
            >
              Restore it
            </button>
            <button
              type="button"
              className="quiet"
              onClick={() => {
                if (disk) forgetDraft(draftKey(file, disk.hash));
                setDraft(null);
              }}
            >
              Discard it
            </button>
          </div>
        )}
        {conflict && (
          <div className="banner" role="alert">
            <p>{file} changed on disk since you opened it (another program saved it). Your changes are not saved yet.</p>
            {/* The text the read that found the change brought (a newer change would have replaced it): read again, a
                failed read (the server restarting) would put the file's failure in place of the form. */}
            <button
              type="button"
              onClick={() => {
                void load(conflict);
                // The line says what the form holds now: no unsaved changes.
                setStatus('');
              }}
            >
              Reload it (lose my changes)
            </button>
            <button
              type="button"
              className="quiet"
              onClick={() => {
                setDisk(conflict);
                setConflict(null);
                setStatus('Your version is kept; saving writes it over the file on disk.');
              }}
            >
              Keep mine
            </button>
          </div>
        )}

        <main className="panes" data-shown={shownPane}>
          <section className="form-pane" aria-label="Form">
            <h1>{title}</h1>
            {opening && <p aria-live="polite">Opening {file}…</p>}
            <div className="problems" tabIndex={-1} ref={problemList} aria-label="Problems" hidden={opening}>
              {checkFailure && (
                <p className="warning" role="status">
                  The check could not run: {checkFailure.replace(/\.?$/, '.')} It runs again at the next change, and once the
                  development server answers again.
                </p>
              )}
              {allProblems.length > 0 ? (
                <>
                  <h2>
                    {allProblems.length} problem{allProblems.length === 1 ? '' : 's'}: this file cannot be saved until they are
                    fixed
                  </h2>
                  <ul>
                    {allProblems.map((p) => {
                      const at = pathOfProblem(p.path);
                      return (
                        <li key={`${p.line}:${p.column}:${p.message}`}>
                          {/* The place in the form's words (Block 5 (Hero) › Title); below it, in the build's, for the file. */}
                          <strong>{(schema && placeInWords(schema, schemaId as string, value, at)) || p.path}</strong> {p.message}{' '}
                          <button type="button" className="quiet" onClick={() => showField(at)}>
                            Show the field
                          </button>
                          <br />
                          <code>
                            {p.file}:{p.line}:{p.column} {p.path}
                          </code>
                        </li>
                      );
                    })}
                  </ul>
                </>
              ) : (
                !checkFailure && <p className="ok">{checked ? 'No problems: the build accepts this file.' : 'Checking…'}</p>
              )}
              {checked && checked.elsewhere.length > 0 && (
                <p className="warning">
                  {checked.elsewhere.length} problem{checked.elsewhere.length === 1 ? '' : 's'} in other files:{' '}
                  {[...new Set(checked.elsewhere.map((p) => p.file))].join(', ')}.
                </p>
              )}
            </div>
            {formShown && schema && (
              <Field schema={schema} from={schemaId as string} value={value} path={[]} label={title} required />
            )}
          </section>
          {previewed && (
            <section className="preview-pane" aria-label="Preview" ref={setPane}>
              {/* The page is laid out at the width chosen and scaled down to the pane, as it looks on such a screen. */}
              <PreviewFrame
                onFrame={onFrame}
                src={previewSrc}
                title={`Preview of ${title}, ${WIDTHS[width]} pixels wide${scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ''}`}
                stageWidth={`${WIDTHS[width] * scale}px`}
                width={`${WIDTHS[width]}px`}
                height={scale < 1 ? `${paneSize.height / scale}px` : undefined}
                transform={scale < 1 ? `scale(${scale})` : undefined}
              />
            </section>
          )}
        </main>

        <dialog ref={diffDialog} className="diff-dialog" aria-labelledby="diff-title" onClose={() => setDiff(null)}>
          <h2 id="diff-title">Save these changes to {file}?</h2>
          {diff && (
            <pre className="diff">
              {hunks(diffLines(diff.base, diff.text)).map((line, i) =>
                line === 'gap' ? (
                  <span key={i} className="gap">
                    …
                  </span>
                ) : (
                  <span key={i} className={line.kind}>
                    <span className="line-number">{line.line}</span>
                    {line.kind === 'added' ? '+ ' : line.kind === 'removed' ? '- ' : '  '}
                    {line.text}
                  </span>
                ),
              )}
            </pre>
          )}
          <label className="check">
            <input type="checkbox" checked={skipDiff} onChange={(event) => chooseSkipDiff(event.target.checked)} />
            Save at once next time, without showing the change
          </label>
          <div className="dialog-actions">
            <button
              ref={saveButton}
              type="button"
              className="primary"
              onClick={() => {
                diffDialog.current?.close();
                void write();
              }}
            >
              Save
            </button>
            <button type="button" onClick={() => diffDialog.current?.close()}>
              Cancel
            </button>
          </div>
        </dialog>
      </div>
    </FormContext>
  );
}
