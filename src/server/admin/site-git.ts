/**
 * The site folder's git history, as publishing keeps it: every published version of a content file is
 * a commit with the person who published it as its author. A folder that is not a repository yet
 * becomes one at the first publish, so every version from then on is kept.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** Who a commit is by: the back office's person, named by their address. */
export interface Author {
  email: string;
}

export interface Version {
  commit: string;
  email: string;
  /** ISO 8601. */
  at: string;
  message: string;
}

/** Commits carry their author's words and the files' names as they are: no pager, no colour, no local editor. */
function git(root: string, args: string[], author?: Author): Promise<string> {
  const who = author
    ? { name: author.email.split('@')[0], email: author.email }
    : { name: 'Back office', email: 'back-office@localhost' };
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      ['-c', 'core.quotepath=off', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: who.name,
          GIT_AUTHOR_EMAIL: who.email,
          GIT_COMMITTER_NAME: who.name,
          GIT_COMMITTER_EMAIL: who.email,
          GIT_TERMINAL_PROMPT: '0',
        },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`git ${args[0]} failed in ${root}: ${String(stderr).trim() || error.message}`));
        else resolve(stdout);
      },
    );
  });
}

/** Makes the site folder a repository when it is not one yet (nor inside one). */
export async function ensureRepository(root: string): Promise<void> {
  if (existsSync(path.join(root, '.git'))) return;
  try {
    await git(root, ['rev-parse', '--git-dir']);
  } catch {
    await git(root, ['init', '--quiet']);
  }
}

/**
 * Commits `file` (relative to `root`) as it is on disk now, and only it: whatever else is staged or
 * changed in the folder stays out of the commit. Resolves to the new commit's id, or null when the file
 * did not change.
 */
export async function commitFile(root: string, file: string, author: Author, message: string): Promise<string | null> {
  await ensureRepository(root);
  await git(root, ['add', '--', file]);
  const changed = await git(root, ['status', '--porcelain', '--', file]);
  if (!changed.trim()) return null;
  await git(root, ['commit', '--quiet', '--no-verify', '-m', message, '--only', '--', file], author);
  return (await git(root, ['rev-parse', 'HEAD'])).trim();
}

const FIELD = '\u001f';
const RECORD = '\u001e';

/** The commits that changed `file`, newest first, at most `limit`; none when the folder has no history yet. */
export async function versionsOf(root: string, file: string, limit = 50): Promise<Version[]> {
  let out: string;
  try {
    out = await git(root, ['log', `-n${limit}`, `--format=%H${FIELD}%ae${FIELD}%aI${FIELD}%s${RECORD}`, '--', file]);
  } catch {
    return [];
  }
  return out
    .split(RECORD)
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [commit, email, at, message] = record.split(FIELD);
      return { commit, email, at, message };
    });
}

/** The last commit of each file under `folder` (relative to root), by the file's path relative to root. */
export async function lastChanges(root: string, folder: string): Promise<Map<string, Version>> {
  const last = new Map<string, Version>();
  let out: string;
  try {
    out = await git(root, [
      'log',
      '--relative',
      `--format=${RECORD}%H${FIELD}%ae${FIELD}%aI${FIELD}%s`,
      '--name-only',
      '--',
      folder,
    ]);
  } catch {
    return last;
  }
  for (const record of out.split(RECORD).filter((r) => r.trim())) {
    const [head, ...files] = record.split('\n');
    const [commit, email, at, message] = head.split(FIELD);
    for (const file of files.map((f) => f.trim()).filter(Boolean)) {
      if (!last.has(file)) last.set(file, { commit, email, at, message });
    }
  }
  return last;
}

/** The text of `file` as `commit` left it, or null when it had no such file. */
export async function textAt(root: string, commit: string, file: string): Promise<string | null> {
  if (!/^[0-9a-f]{7,64}$/.test(commit)) return null;
  try {
    return await git(root, ['show', `${commit}:./${file.split(path.sep).join('/')}`]);
  } catch {
    return null;
  }
}
