/**
 * The development server (`npm run dev`) of a copy of the project, in a process of its own on a free port,
 * for tests that call the editor's endpoint over a real socket as the editor's page does. The token, which
 * the server writes only into /edit (whose bundle takes a minute to build), is handed to it as it starts.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort, projectCopy, runningIn } from '../e2e/dev-copy.ts';

export interface EditorServer {
  root: string;
  origin: string;
  /** POSTs a call to the endpoint as the editor does, with its origin and token; its status and parsed answer. */
  call: (
    name: string,
    body: unknown,
    headers?: Record<string, string>,
  ) => Promise<{ status: number; body: Record<string, unknown> }>;
  stop: () => Promise<void>;
}

const STARTS = `
globalThis[Symbol.for('halcyon-editor-token')] = process.env.EDITOR_TEST_TOKEN;
const { createServer } = await import('vite');
const server = await createServer({ server: { port: Number(process.env.EDITOR_TEST_PORT), strictPort: true, hmr: false } });
await server.listen();
`;

export async function startEditorServer(prefix: string, prepare?: (root: string) => void): Promise<EditorServer> {
  const root = projectCopy(prefix);
  prepare?.(root);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const token = randomBytes(16).toString('hex');
  const dev = spawn(process.execPath, ['--input-type=module', '-e', STARTS], {
    cwd: root,
    env: { ...process.env, EDITOR_TEST_TOKEN: token, EDITOR_TEST_PORT: String(port) },
    stdio: 'ignore',
  });
  const call: EditorServer['call'] = async (name, body, headers = {}) => {
    const response = await fetch(`${origin}/__editor/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-editor-token': token, ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const stop = await runningIn(root, dev, () => call('list', {}).then((answer) => answer.status === 200));
  return { root, origin, call, stop };
}
