/**
 * The visual editor (`npm run dev`, then /edit): the list of content files, and one file's form and
 * preview at /edit/<page-id> or /edit/file/<path>. Served only by the development server
 * (scripts/lib/dev/editor.ts); nothing here is part of the site's build.
 */
import '@fontsource-variable/cormorant-garamond';
import '@fontsource-variable/inter';
import { StrictMode, useDeferredValue, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { fileAt } from './addresses.ts';
import { call, earlyCall, type Listing } from './api.ts';
import { aboutFile, fileName } from './file-names.ts';
import { FileEditor } from './FileEditor.tsx';
import { previewHome } from './file-editor/previewHome.ts';
import type { Disk } from './file-editor/useDisk.ts';
import { linkTargets, routeTargets } from './link-targets.ts';
import { Unavailable } from './Unavailable.tsx';
import { when } from './when.ts';
import './editor.css';

function PageChores({ listing }: { listing: Listing }) {
  const [message, setMessage] = useState('');
  const [from, setFrom] = useState('');
  const ids = useId();
  // The addresses a page can be moved from, offered as they are typed: a list of every route was thousands of options on a large site.
  const routes = useMemo(() => linkTargets(routeTargets(listing)), [listing]);
  const run = async (event: FormEvent<HTMLFormElement>, chore: 'new-page' | 'move-page'): Promise<void> => {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    try {
      if (chore === 'new-page') {
        const made = await call<{ pageId: string }>('new-page', data);
        window.location.assign(`/edit/${made.pageId}`);
      } else {
        const moved = await call<{ pageId: string; rewritten: unknown[] }>('move-page', data);
        setMessage(
          `Moved: the page at ${data.from} is at ${data.to} now, ${data.from} leads there too, and ${moved.rewritten.length} link${moved.rewritten.length === 1 ? '' : 's'} lead${moved.rewritten.length === 1 ? 's' : ''} to the new address.`,
        );
      }
    } catch (error) {
      setMessage((error as Error).message);
    }
  };
  return (
    <section className="chores" aria-labelledby={`${ids}-chores`}>
      <h2 id={`${ids}-chores`}>Add or move a page</h2>
      <form onSubmit={(e) => void run(e, 'new-page')}>
        <h3>New page</h3>
        <label>
          Address <input name="path" required placeholder="/our-team" pattern="/[a-z0-9\/\-]+" />
        </label>
        <label>
          Heading <input name="title" required placeholder="Our Team" />
        </label>
        <button type="submit">Create page</button>
      </form>
      <form onSubmit={(e) => void run(e, 'move-page')}>
        <h3>Move page</h3>
        <label>
          From{' '}
          <input
            name="from"
            required
            placeholder="/our-story"
            list={`${ids}-routes`}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <datalist id={`${ids}-routes`}>
            {routes.offer(from).map((t) => (
              <option key={t.value} value={t.value} label={t.label} />
            ))}
          </datalist>
        </label>
        <label>
          To <input name="to" required placeholder="/new-address" />
        </label>
        <button type="submit">Move page</button>
      </form>
      <p role="status">{message}</p>
    </section>
  );
}

/**
 * How many pages the list shows at once, those that match what is looked for: a table of every page of a
 * site of 10,000 took about ten seconds to show.
 */
const LISTED_PAGES = 100;

/** What the list shows, in words: how many pages match, and whether some are left out. */
function countLine(found: number, total: number, shown: number, looking: boolean): string {
  const pages = (n: number): string => `${n.toLocaleString('en')} page${n === 1 ? '' : 's'}`;
  const matched = looking ? `${found.toLocaleString('en')} of ${pages(total)} match${found === 1 ? 'es' : ''}` : pages(total);
  return shown < found ? `${matched}; the first ${shown} are shown: type in the box to find the others.` : `${matched}.`;
}

/** Where a page without an address of its own is shown, from the route manifest: what the list says in its address's place. */
function rolesOf(manifest: Listing['manifest']): Map<string, string> {
  const roles = new Map<string, string>();
  if (manifest.fallback) roles.set(manifest.fallback, 'At planned and unknown addresses');
  if (manifest.notFound) roles.set(manifest.notFound, 'When a page is not found');
  for (const [pattern, { collection, page, notFound }] of Object.entries(manifest.collectionRoutes ?? {})) {
    roles.set(page, `For each entry of the ${collection} collection, at ${pattern}`);
    if (notFound) roles.set(notFound, `At ${pattern} for an entry that does not exist`);
  }
  return roles;
}

/** The pages in the order of their addresses, the home page first; those without an address after them. */
const byAddress = (a: Listing['pages'][number], b: Listing['pages'][number]): number =>
  (a.paths.length ? 0 : 1) - (b.paths.length ? 0 : 1) || (a.paths[0] ?? a.id).localeCompare(b.paths[0] ?? b.id, 'en');

function FileList({ listing }: { listing: Listing }) {
  const [wanted, setWanted] = useState('');
  const roles = useMemo(() => rolesOf(listing.manifest), [listing]);
  const pages = useMemo(() => [...listing.pages].sort(byAddress), [listing]);
  // Typing stays quick while the table follows.
  const looked = useDeferredValue(wanted.trim().toLowerCase());
  const found = useMemo(
    () =>
      looked
        ? pages.filter(
            (page) =>
              page.title.toLowerCase().includes(looked) ||
              page.id.includes(looked) ||
              page.paths.some((p) => p.includes(looked)) ||
              page.aliases.some((p) => p.includes(looked)),
          )
        : pages,
    [pages, looked],
  );
  const shown = found.slice(0, LISTED_PAGES);
  // The menu or the phone number are looked for by those names, not as a file: what is shared is found too.
  const sharedFound = looked
    ? listing.files.filter((f) => `${fileName(f.file, listing)} ${aboutFile(f.file)}`.toLowerCase().includes(looked))
    : [];
  const ids = useId();
  return (
    <main className="file-list">
      <h1>Edit the site</h1>
      <p className="hint">
        Every page of the site, and what every page shares: the menu, the footer, the contact details. A save changes only what
        you changed.
      </p>
      <PageChores listing={listing} />
      <h2>Site-wide and other content</h2>
      <ul className="other-files">
        {listing.files.map((f) => (
          <li key={f.file}>
            <a href={`/edit/file/${f.file}`}>{fileName(f.file, listing)}</a>{' '}
            <span className="hint">
              {aboutFile(f.file)} Changed {when(f.modified)}.
            </span>
          </li>
        ))}
      </ul>
      <h2>Pages</h2>
      <label className="find-page">
        Find a page <span className="hint">by its title or address, or what every page shares, such as the menu</span>
        <input
          type="search"
          value={wanted}
          onChange={(event) => setWanted(event.target.value)}
          // Enter opens the first page found.
          onKeyDown={(event) => {
            if (event.key === 'Enter' && found.length) window.location.assign(`/edit/${found[0].id}`);
          }}
          aria-describedby={`${ids}-count`}
        />
      </label>
      <p id={`${ids}-count`} className="hint" role="status">
        {countLine(found.length, listing.pages.length, shown.length, looked !== '')}
      </p>
      {sharedFound.length > 0 && (
        <p className="shared-found">
          Shared by every page:{' '}
          {sharedFound.map((f, i) => (
            <span key={f.file}>
              {i > 0 && ', '}
              <a href={`/edit/file/${f.file}`}>{fileName(f.file, listing)}</a>
            </span>
          ))}
        </p>
      )}
      {shown.length === 0 ? (
        <p>No page has “{wanted.trim()}” in its title or address.</p>
      ) : (
        <table>
          <caption className="visually-hidden">Pages</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Aliases</th>
              <th scope="col">Last change</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((page) => (
              <tr key={page.id}>
                <td>
                  <a href={`/edit/${page.id}`}>{page.title || page.id}</a>
                </td>
                <td>{page.paths.join(', ') || <span className="hint">{roles.get(page.id) ?? 'At no address'}</span>}</td>
                <td>{page.aliases.join(', ')}</td>
                <td>{when(page.modified)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

const file = fileAt(window.location.pathname);
// Asked for by the page as it is parsed (see earlyCallsScript), or else at once, before anything is drawn: the
// answers come in one round trip, not one after another. A file's editor also asks which host serves its preview.
const listed = earlyCall<Listing>('list');
const opened = file === undefined ? undefined : earlyCall<Disk>('open', { file });
if (file !== undefined) void previewHome();
// Its failure is shown by the file's editor; without this it would also be reported as unhandled before that mounts.
opened?.catch(() => undefined);
document.title = file === undefined ? 'Edit the site' : `${fileName(file, null)} · Editor`;

function Editor() {
  const [listing, setListing] = useState<Listing | null>(null);
  const [failure, setFailure] = useState('');
  useEffect(() => {
    listed.then(setListing).catch((error: Error) => setFailure(error.message));
  }, []);
  if (failure) return <Unavailable what="The list of content" reason={failure} />;
  // A file's editor is drawn before the list arrives, so that a page's preview frame starts loading at once.
  if (file) return <FileEditor file={file} listing={listing} opened={opened} />;
  if (!listing) return <p aria-live="polite">Loading…</p>;
  return <FileList listing={listing} />;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Editor />
  </StrictMode>,
);
