/**
 * Publishing from the back office, over a copy of the site's content in a git repository of its own:
 * a publish is checked, built, served and committed with the person as author; a contributor's publish
 * is refused and the page stays; a page that moved on answers 409 with what changed; Restore is a new
 * commit; a failed build leaves the page and the history as they were.
 *
 * The test's build makes the one page it is about from the content as it is on disk at that moment, and
 * swaps it in as the site's build does; the real build is the browser test's (tests/e2e/admin-publish.spec.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountWith, sessionFor, startServer, swapIn, type Client, type TestServer } from './admin-server.ts';

const HERO_TITLE = '/blocks/0/title';
const pageFile = (server: TestServer): string => path.join(server.site, 'content/pages/our-story.json');
const heroTitle = (server: TestServer): string =>
  (JSON.parse(readFileSync(pageFile(server), 'utf8')) as { blocks: { title: string }[] }).blocks[0].title;
const git = (server: TestServer, ...args: string[]): string =>
  execFileSync('git', args, { cwd: server.site, encoding: 'utf8' }).trim();

let server: TestServer;
let failBuild = false;
/** Builds running now, and the most that ever ran at once. */
let building = 0;
let mostAtOnce = 0;
const original = JSON.parse(readFileSync('content/pages/our-story.json', 'utf8')) as { blocks: { title: string }[] };

beforeAll(async () => {
  server = await startServer({
    build: async (dist, site) => {
      building += 1;
      mostAtOnce = Math.max(mostAtOnce, building);
      // Long enough for a second publish to arrive while this one builds.
      await new Promise((resolve) => setTimeout(resolve, 200));
      building -= 1;
      if (failBuild)
        throw new Error(
          'The site could not be built, so the live site was left as it was. The build said: a block failed to render.',
        );
      const page = JSON.parse(readFileSync(path.join(site, 'content/pages/our-story.json'), 'utf8')) as {
        blocks: { title: string }[];
      };
      swapIn(dist, {
        'index.html': '<h1>home</h1>',
        '404.html': '<h1>not found</h1>',
        'our-story/index.html': `<h1>${page.blocks[0].title}</h1>`,
      });
    },
  });
});
afterAll(() => server.close());

/** The page's version and the CSRF token, as the editor's page gives them. */
async function opened(client: Client): Promise<{ version: string; csrf: string; html: string }> {
  const answer = await client.get('/admin/edit/our-story');
  expect(answer.status).toBe(200);
  const version = /data-version="([^"]+)"/.exec(answer.text)?.[1];
  const csrf = /data-csrf="([^"]+)"/.exec(answer.text)?.[1];
  if (!version || !csrf) throw new Error(`The editor's page has no version or token: ${answer.text.slice(0, 300)}`);
  return { version, csrf, html: answer.text };
}

const publish = (client: Client, csrf: string, version: string, title: string) =>
  client.api('/admin/api/pages/our-story/publish', { version, values: { [HERO_TITLE]: title } }, csrf);

it('publishes an editor’s change: built, served, and committed with the editor as author', async () => {
  const editor = await accountWith(server, 'maria@agency.example', 'editor');
  const { version, csrf, html } = await opened(editor);
  expect(html).toContain(original.blocks[0].title);
  const answer = await publish(editor, csrf, version, 'Four decades, one family');
  expect(answer.status, answer.text).toBe(200);
  expect(heroTitle(server)).toBe('Four decades, one family');
  const served = await editor.get('/our-story');
  expect(served.text).toContain('Four decades, one family');
  expect(git(server, 'log', '-1', '--format=%ae|%s')).toBe('maria@agency.example|Our Story: hero title');
  expect(git(server, 'status', '--porcelain', '--', 'content/pages/our-story.json')).toBe('');
  const listed = await editor.get('/admin/pages');
  expect(listed.text).toMatch(/Our Story<\/a>.*by maria@agency\.example/s);
  const owner = await accountWith(server, 'owner-publish@agency.example', 'owner');
  expect((await owner.get('/admin/activity')).text).toMatch(/published our-story/);
});

it('keeps a contributor’s draft and refuses their publish, leaving the live page as it was', async () => {
  const contributor = await accountWith(server, 'theo@agency.example', 'contributor');
  const before = heroTitle(server);
  const commits = git(server, 'rev-list', '--count', 'HEAD');
  const { version, csrf, html } = await opened(contributor);
  expect(html).not.toContain('value="publish"');
  const draft = await contributor.api(
    '/admin/api/pages/our-story/draft',
    { version, values: { [HERO_TITLE]: 'A contributor’s idea' } },
    csrf,
  );
  expect(draft.status, draft.text).toBe(200);
  expect((await opened(contributor)).html).toContain('A contributor’s idea');
  const refused = await publish(contributor, csrf, version, 'A contributor’s idea');
  expect(refused.status).toBe(403);
  expect(heroTitle(server)).toBe(before);
  expect((await contributor.get('/our-story')).text).toContain(before);
  expect(git(server, 'rev-list', '--count', 'HEAD')).toBe(commits);
  // Another person opening the page is told who is editing it, and since when.
  const editor = await sessionFor(server, 'ines@agency.example', 'editor');
  expect((await opened(editor)).html).toMatch(/theo@agency\.example is editing this page since \d+ \w+ \d{4}, \d\d:\d\d UTC/);
  expect((await editor.get('/admin/pages')).text).toMatch(/Our Story<\/a>.*Draft waiting/s);
});

it('answers 409 with what changed when the page moved on since it was opened, and writes nothing', async () => {
  const first = await sessionFor(server, 'ana@agency.example', 'editor');
  const second = await sessionFor(server, 'ben@agency.example', 'editor');
  const a = await opened(first);
  const b = await opened(second);
  expect((await publish(first, a.csrf, a.version, 'Ana’s heading')).status).toBe(200);
  const conflict = await publish(second, b.csrf, b.version, 'Ben’s heading');
  expect(conflict.status).toBe(409);
  const body = JSON.parse(conflict.text) as { problem: string; changes: { label: string; after?: string }[]; version: string };
  expect(body.problem).toContain('ana@agency.example');
  expect(body.changes).toContainEqual(expect.objectContaining({ label: 'Hero · title', after: 'Ana’s heading' }));
  expect(heroTitle(server)).toBe('Ana’s heading');
  // Having seen it, he chooses his own: sent with the version he was shown, it is published.
  expect((await publish(second, b.csrf, body.version, 'Ben’s heading')).status).toBe(200);
  expect(heroTitle(server)).toBe('Ben’s heading');
  expect(git(server, 'log', '-1', '--format=%ae')).toBe('ben@agency.example');
});

it('restores an earlier version live as a new commit, and lists it in the history', async () => {
  const editor = await sessionFor(server, 'rosa@agency.example', 'editor');
  const { csrf } = await opened(editor);
  const history = await editor.get('/admin/history/our-story');
  expect(history.status).toBe(200);
  expect(history.text).toContain('Our Story: hero title');
  expect(history.text).toContain('<del>Ana’s heading</del> → <ins>Ben’s heading</ins>');
  // The page as the back office found it was kept as the first version, before the first publish.
  expect(history.text).toContain('Our Story: as it was before publishing from the back office');
  const firstCommit = git(server, 'log', '--reverse', '--format=%H', '--', 'content/pages/our-story.json').split('\n')[0];
  const count = Number(git(server, 'rev-list', '--count', 'HEAD'));
  const restored = await editor.api('/admin/api/pages/our-story/restore', { commit: firstCommit }, csrf);
  expect(restored.status, restored.text).toBe(200);
  expect(heroTitle(server)).toBe(original.blocks[0].title);
  expect((await editor.get('/our-story')).text).toContain(original.blocks[0].title);
  expect(Number(git(server, 'rev-list', '--count', 'HEAD'))).toBe(count + 1);
  expect(git(server, 'log', '-1', '--format=%ae|%s')).toMatch(/^rosa@agency\.example\|Our Story: restored the version of /);
});

it('leaves the page, the live site and the history as they were when the build fails, and says why', async () => {
  const editor = await sessionFor(server, 'omar@agency.example', 'editor');
  const { version, csrf } = await opened(editor);
  const before = readFileSync(pageFile(server), 'utf8');
  const head = git(server, 'rev-parse', 'HEAD');
  failBuild = true;
  try {
    const answer = await publish(editor, csrf, version, 'Never live');
    expect(answer.status).toBe(500);
    expect((JSON.parse(answer.text) as { problem: string }).problem).toContain('the live site was left as it was');
  } finally {
    failBuild = false;
  }
  expect(readFileSync(pageFile(server), 'utf8')).toBe(before);
  expect(git(server, 'rev-parse', 'HEAD')).toBe(head);
  expect((await editor.get('/our-story')).text).not.toContain('Never live');
});

it('refuses a change of anything but the page’s texts, in words, and writes nothing', async () => {
  const editor = await sessionFor(server, 'lea@agency.example', 'editor');
  const { version, csrf } = await opened(editor);
  const before = readFileSync(pageFile(server), 'utf8');
  const answer = await editor.api(
    '/admin/api/pages/our-story/publish',
    { version, values: { '/blocks/1/id': 'Not An Id' } },
    csrf,
  );
  expect(answer.status).toBe(400);
  expect((JSON.parse(answer.text) as { problem: string }).problem).toContain('/blocks/1/id');
  expect(readFileSync(pageFile(server), 'utf8')).toBe(before);
});

it('refuses a text the build’s own gate refuses, saying where, and writes nothing', async () => {
  const editor = await sessionFor(server, 'noor@agency.example', 'editor');
  const { version, csrf } = await opened(editor);
  const before = readFileSync(pageFile(server), 'utf8');
  const head = git(server, 'rev-parse', 'HEAD');
  const answer = await editor.api('/admin/api/pages/our-story/publish', { version, values: { '/title': 'Short' } }, csrf);
  expect(answer.status).toBe(422);
  const { problem } = JSON.parse(answer.text) as { problem: string };
  expect(problem).toMatch(/^Not published: Page · title is 5 characters long/);
  expect(readFileSync(pageFile(server), 'utf8')).toBe(before);
  expect(git(server, 'rev-parse', 'HEAD')).toBe(head);
});

it('publishes one change at a time: of two sent at once from the same version, the second is told what the first changed', async () => {
  const first = await sessionFor(server, 'yara@agency.example', 'editor');
  const second = await sessionFor(server, 'zoe@agency.example', 'editor');
  const a = await opened(first);
  const b = await opened(second);
  expect(b.version).toBe(a.version);
  const answers = await Promise.all([
    publish(first, a.csrf, a.version, 'Yara’s heading'),
    publish(second, b.csrf, b.version, 'Zoe’s heading'),
  ]);
  expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
  expect(mostAtOnce).toBe(1);
  const won = answers[0].status === 200 ? 'Yara’s heading' : 'Zoe’s heading';
  expect(heroTitle(server)).toBe(won);
  const lost = JSON.parse(answers.find((x) => x.status === 409)?.text ?? '{}') as { changes: { after?: string }[] };
  expect(lost.changes).toContainEqual(expect.objectContaining({ after: won }));
});
