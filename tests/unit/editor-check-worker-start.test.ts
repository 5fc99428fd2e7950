/** The live check's worker (src/editor/check.ts): one that cannot start never leaves a check waiting for ever. */
import { afterEach, expect, test, vi } from 'vitest';

/** A stand-in for the browser's Worker: it records what it is sent, and the test says what it answers. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  posted: unknown[] = [];
  terminated = false;
  constructor() {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  FakeWorker.made = [];
});

const request = { file: 'content/pages/our-story.json', base: '{}', value: {} };

test('a worker whose code cannot load fails the checks waiting on it, and the next check starts another', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const { check, WORKER_FAILED } = await import('../../src/editor/check.ts');
  const first = check(request);
  const second = check(request);
  const [broken] = FakeWorker.made;
  // As the browser reports a module worker whose script did not load: an error event, no message.
  broken.dispatchEvent(new Event('error', { cancelable: true }));
  await expect(first).rejects.toThrow(WORKER_FAILED);
  await expect(second).rejects.toThrow(WORKER_FAILED);
  expect(broken.terminated).toBe(true);

  const third = check(request);
  expect(FakeWorker.made).toHaveLength(2);
  const fresh = FakeWorker.made[1];
  const { id } = fresh.posted[0] as { id: number };
  fresh.dispatchEvent(new MessageEvent('message', { data: { id, text: '{}', problems: [], elsewhere: [] } }));
  await expect(third).resolves.toMatchObject({ text: '{}', problems: [] });
});

test('a worker that answers is kept: each check gets its own answer', async () => {
  vi.stubGlobal('Worker', FakeWorker);
  const { check } = await import('../../src/editor/check.ts');
  const first = check(request);
  const second = check(request);
  expect(FakeWorker.made).toHaveLength(1);
  const [worker] = FakeWorker.made;
  const [a, b] = worker.posted as { id: number }[];
  worker.dispatchEvent(new MessageEvent('message', { data: { id: b.id, error: 'the second failed' } }));
  worker.dispatchEvent(new MessageEvent('message', { data: { id: a.id, text: 'first', problems: [], elsewhere: [] } }));
  await expect(first).resolves.toMatchObject({ text: 'first' });
  await expect(second).rejects.toThrow('the second failed');
});
