/**
 * The back office's part for the site's pages: the list, the editor of a page's words with drafts kept
 * on the server, publishing, and each page's history with Restore. Publishing itself is publisher.ts's;
 * this turns requests into its calls and its outcomes into answers.
 */
import { allowed } from './roles.ts';
import { json, readJson, type AdminRequest, type Answer, type Feature } from './http.ts';
import type { Drafts } from './drafts.ts';
import { pageName, textFields } from './page-text.ts';
import { editPage, EDIT_SCRIPT, historyPage, pagesListPage, when } from './publish-pages.ts';
import type { Outcome, Publisher } from './publisher.ts';
import { messagePage } from './pages.ts';

/** A page's texts with room to spare; a body larger than this is not a change made by hand. */
const MAX_CHANGE_BYTES = 1024 * 1024;

const notFound = (id: string): Answer => ({
  status: 404,
  html: messagePage('Not found', `There is no page "${id}". It may have been moved or removed.`, {
    href: '/admin/pages',
    label: 'All pages',
  }),
});

/** The version and texts a request sends, or the problem with them in words. */
async function changeOf(r: AdminRequest): Promise<{ version: string; values: Map<string, string> } | Answer> {
  const read = await readJson(r, MAX_CHANGE_BYTES);
  if ('problem' in read) return json({ problem: read.problem }, read.status);
  const body = read.body as { version?: unknown; values?: unknown };
  const values = body?.values;
  if (
    typeof body?.version !== 'string' ||
    values === null ||
    typeof values !== 'object' ||
    Array.isArray(values) ||
    Object.values(values).some((v) => typeof v !== 'string')
  )
    return json(
      { problem: 'What was sent is not a change of a page. Nothing was changed; please reload the page and try again.' },
      400,
    );
  return { version: body.version, values: new Map(Object.entries(values as Record<string, string>)) };
}

const isAnswer = (x: object): x is Answer => 'status' in x || 'redirect' in x || 'file' in x;

export const publishing =
  ({ publisher, drafts }: { publisher: Publisher; drafts: Drafts }): Feature =>
  ({ audit, signedIn }) => {
    const answerOf = async (
      r: AdminRequest,
      id: string,
      outcome: Outcome,
      action: 'page-published' | 'page-restored',
    ): Promise<Answer> => {
      if ('published' in outcome) {
        if (outcome.commit) await audit(r, { action, subject: id, detail: outcome.message });
        if (outcome.commit) await drafts.discard(id, signedIn(r).account.id);
        return json({
          message: outcome.commit ? `Published: ${outcome.message}` : outcome.message,
          commit: outcome.commit,
          version: outcome.version,
        });
      }
      if ('conflict' in outcome)
        return json(
          {
            problem: `Not published: this page was changed${outcome.by ? ` by ${outcome.by.email} at ${when(outcome.by.at)}` : ''} after you opened it. Here is what changed; choose what to keep.`,
            changes: outcome.changes,
            version: outcome.version,
          },
          409,
        );
      return json({ problem: outcome.problem }, outcome.status);
    };

    return {
      'GET /admin/edit.js': async () => ({ file: EDIT_SCRIPT, type: 'text/javascript; charset=utf-8' }),
      'GET /admin/pages': async (r) => {
        const { account, session } = signedIn(r);
        return { status: 200, html: pagesListPage(account, session.csrfToken, await publisher.pages(), await drafts.pages()) };
      },
      'GET /admin/edit/:id': async (r) => {
        const { account, session } = signedIn(r);
        const id = r.params.id;
        const now = publisher.current(id);
        if (!now) return notFound(id);
        const draft = await drafts.of(id, account.id);
        // A draft begun on an earlier version keeps that version: publishing it shows what changed since.
        const base = draft && draft.version !== now.version ? await publisher.pageAt(id, draft.version) : null;
        const others = [...(await drafts.all(id))].filter(([who]) => who !== account.id).map(([, d]) => d);
        return {
          status: 200,
          html: editPage({
            me: account,
            csrfToken: session.csrfToken,
            id,
            name: pageName(now.page, id),
            paths: publisher.pathsOf(id),
            version: base ? (draft as { version: string }).version : now.version,
            fields: textFields(base ?? now.page),
            draft,
            others,
            canPublish: allowed('POST /admin/api/pages/:id/publish', account.role),
          }),
        };
      },
      'GET /admin/history/:id': async (r) => {
        const { account, session } = signedIn(r);
        const id = r.params.id;
        const now = publisher.current(id);
        if (!now) return notFound(id);
        const name = pageName(now.page, id);
        return {
          status: 200,
          html: historyPage(
            account,
            session.csrfToken,
            id,
            name,
            await publisher.history(id),
            allowed('POST /admin/api/pages/:id/restore', account.role),
          ),
        };
      },
      'POST /admin/api/pages/:id/draft': async (r) => {
        const { account } = signedIn(r);
        const id = r.params.id;
        const change = await changeOf(r);
        if (isAnswer(change)) return change;
        if (!publisher.current(id)) return json({ problem: `There is no page "${id}".` }, 404);
        const at = new Date(r.now).toISOString();
        if (change.values.size === 0) {
          await drafts.discard(id, account.id);
          return json({ saved: true, savedAt: at });
        }
        const before = await drafts.of(id, account.id);
        await drafts.save(id, account.id, {
          email: account.email,
          version: change.version,
          values: Object.fromEntries(change.values),
          startedAt: before?.startedAt ?? at,
          savedAt: at,
        });
        return json({ saved: true, savedAt: at });
      },
      'POST /admin/api/pages/:id/publish': async (r) => {
        const { account } = signedIn(r);
        const change = await changeOf(r);
        if (isAnswer(change)) return change;
        const outcome = await publisher.publish(r.params.id, change.version, change.values, { email: account.email });
        return answerOf(r, r.params.id, outcome, 'page-published');
      },
      'POST /admin/api/pages/:id/restore': async (r) => {
        const { account } = signedIn(r);
        const read = await readJson(r, 1024);
        if ('problem' in read) return json({ problem: read.problem }, read.status);
        const commit = (read.body as { commit?: unknown })?.commit;
        if (typeof commit !== 'string') return json({ problem: 'Choose a version of the page to restore.' }, 400);
        const outcome = await publisher.restore(r.params.id, commit, { email: account.email });
        return answerOf(r, r.params.id, outcome, 'page-restored');
      },
    };
  };
