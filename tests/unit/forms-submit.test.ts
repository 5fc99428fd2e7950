import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postForm, SUBMIT_TIMEOUT_MS } from '../../src/forms/submit.ts';
import { validContact } from '../fixtures/forms.ts';

let server: Server | undefined;

async function serve(handler: RequestListener): Promise<string> {
  const started = createServer(handler);
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(started.address() as AddressInfo).port}/f/contact`;
}

afterEach(async () => {
  vi.useRealTimers();
  const running = server;
  server = undefined;
  running?.closeAllConnections();
  if (running?.listening) await new Promise<void>((resolve) => running.close(() => resolve()));
});

const body = { ...validContact, name: 'Jane', subject: 'Kenya', message: 'Ten days in July.', _gotcha: '' };

describe('sending a submission', () => {
  it('posts the fields as JSON and reads {next} as success', async () => {
    let received: { contentType?: string; accept?: string; body?: unknown } = {};
    const url = await serve((req, res) => {
      const parts: Buffer[] = [];
      req.on('data', (c: Buffer) => parts.push(c));
      req.on('end', () => {
        received = {
          contentType: req.headers['content-type'],
          accept: req.headers.accept,
          body: JSON.parse(Buffer.concat(parts).toString()),
        };
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ ok: true, next: '/thanks' }));
      });
    });
    expect(await postForm(url, body)).toEqual({ kind: 'success' });
    expect(received).toEqual({ contentType: 'application/json', accept: 'application/json', body });
  });

  it('reads field errors', async () => {
    const url = await serve((_req, res) => {
      res
        .writeHead(422, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ errors: [{ field: 'email', code: 'TYPE_EMAIL', message: 'x' }] }));
    });
    expect(await postForm(url, body)).toEqual({
      kind: 'refused',
      fieldErrors: [{ field: 'email', code: 'TYPE_EMAIL' }],
      formErrors: [],
    });
  });

  it('reports a 500, an HTML answer and an unreachable server', async () => {
    let status = 500;
    const url = await serve((_req, res) => {
      res.writeHead(status, { 'Content-Type': 'text/html' }).end('<html>Oops</html>');
    });
    expect(await postForm(url, body)).toEqual({ kind: 'failed', failure: 'server', status: 500 });
    status = 200;
    expect(await postForm(url, body)).toEqual({ kind: 'failed', failure: 'unexpected', status: 200 });
    expect(await postForm('http://127.0.0.1:9/f/contact', body)).toEqual({ kind: 'failed', failure: 'network' });
  });

  it(`gives up after ${SUBMIT_TIMEOUT_MS} ms without an answer`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let arrived!: () => void;
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
    const url = await serve(() => arrived());
    const pending = postForm(url, body);
    await requestArrived;
    await vi.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({ kind: 'failed', failure: 'timeout' });
  });
});

describe('the form engine', () => {
  it('turns the service answer into messages under the fields and at form level', async () => {
    const { submitForm } = await import('../../src/forms/engine.ts');
    const url = await serve((_req, res) => {
      res.writeHead(422, { 'Content-Type': 'application/json' }).end(
        JSON.stringify({
          errors: [
            { field: 'email', code: 'TYPE_EMAIL' },
            { field: 'message', code: 'UNSPECIFIED' },
            { field: 'company', code: 'REQUIRED_FIELD_MISSING' },
          ],
        }),
      );
    });
    expect(await submitForm('contact', url, { ...body, message: 'Short' })).toEqual({
      kind: 'refused',
      fieldErrors: {
        email: 'Please enter a valid email address, such as name@example.com.',
        // The browser's own rule says more than the service's UNSPECIFIED.
        message: 'Please write at least 10 characters, so that we can prepare for our call.',
      },
      // A field the form does not have cannot be shown under a field: it is reported for the form.
      problem: 'Something went wrong while sending. Please try again in a moment.',
    });
  });

  it('checks a submission in the browser with the shared rules', async () => {
    const { validate } = await import('../../src/forms/engine.ts');
    expect(validate('newsletter', { email: '' })).toEqual({ email: 'Please enter your email address.' });
    expect(validate('contact', { ...body })).toEqual({});
  });
});
