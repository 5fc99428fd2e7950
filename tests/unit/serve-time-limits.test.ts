/**
 * The production server against clients that hold its connections: headers or a body sent a byte at a
 * time, a body that stops half way, many connections from one address. And the request lines RFC 9112
 * asks a server to take (a target in absolute form) or to refuse (two Host headers). Each is sent as
 * the bytes on a socket, with limits shortened so that the tests take seconds.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, createSiteServer, type ServerLimits } from '../../src/server/site.ts';
import { createFormEndpoint } from '../../src/server/forms/endpoint.ts';

const BODY_IDLE_MS = 300;
const LIMITS: ServerLimits = { headersMs: 800, requestMs: 1_500, keepAliveMs: 500, checkMs: 100, connectionsPerAddress: 4 };

let root: string;
const servers: Server[] = [];

async function start(limits: ServerLimits): Promise<{ port: number; server: Server }> {
  const forms = createFormEndpoint({ store: path.join(root, 'data'), rateLimit: false, bodyIdleMs: BODY_IDLE_MS });
  const server = createSiteServer(createSiteHandler(root, [forms]), limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

/** Waits until the server counts `count` open connections: it learns of a close a moment after the client. */
async function openConnections(server: Server, count: number): Promise<void> {
  const now = () => new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n))));
  while ((await now()) !== count) await new Promise((resolve) => setTimeout(resolve, 10));
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-'));
  mkdirSync(path.join(root, 'faqs'));
  writeFileSync(path.join(root, 'index.html'), '<h1>home</h1>');
  writeFileSync(path.join(root, 'faqs/index.html'), '<h1>faqs</h1>');
  writeFileSync(path.join(root, '404.html'), '<h1>not found</h1>');
});

afterAll(() => {
  for (const server of servers) server.closeAllConnections();
  for (const server of servers) server.close();
});

interface Exchange {
  socket: Socket;
  /** Everything the server sent, once it closed the connection or `ms` passed. */
  answer: Promise<{ text: string; closed: boolean; ms: number }>;
}

/** A connection that collects what the server sends for up to `ms`. */
function open(port: number, ms: number): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const answer = new Promise<{ text: string; closed: boolean; ms: number }>((done) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      const timer = setTimeout(() => {
        socket.destroy();
        done({ text, closed: false, ms: Date.now() - started });
      }, ms);
      socket.on('close', () => {
        clearTimeout(timer);
        done({ text, closed: true, ms: Date.now() - started });
      });
    });
    socket.once('connect', () => resolve({ socket, answer }));
    socket.once('error', reject);
  });
}

/** Writes `bytes` one at a time, `everyMs` apart, until the socket closes or all are sent. */
async function trickle(socket: Socket, bytes: string, everyMs: number): Promise<void> {
  for (const byte of bytes) {
    if (socket.destroyed || !socket.writable) return;
    socket.write(byte);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const statusOf = (text: string): number => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

describe('requests bounded in time', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await start(LIMITS));
  });

  it('answers headers sent a byte at a time with 408 once the time for headers is up, and closes', async () => {
    const { socket, answer } = await open(port, 5_000);
    void trickle(socket, `GET / HTTP/1.1\r\nHost: localhost\r\n${'X-Slow: 1\r\n'.repeat(100)}\r\n`, 50);
    const { text, closed, ms } = await answer;
    expect(statusOf(text)).toBe(408);
    expect(text).toContain('The request took too long to arrive.');
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(LIMITS.headersMs + 1_500);
  });

  it('answers a form body sent a byte at a time with 408 once the time for the request is up, and closes', async () => {
    const { socket, answer } = await open(port, 6_000);
    socket.write(
      'POST /api/forms/f/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n',
    );
    // Faster than the body's idle time, so only the time for the whole request can stop it.
    void trickle(socket, `{"message":"${'x'.repeat(184)}"}`, BODY_IDLE_MS / 3);
    const { text, closed, ms } = await answer;
    expect(statusOf(text)).toBe(408);
    expect(closed).toBe(true);
    expect(ms).toBeLessThan(LIMITS.requestMs + 1_500);
  });

  it('answers a form body that stops arriving with 408 after its idle time, and closes', async () => {
    const { socket, answer } = await open(port, 5_000);
    socket.write(
      'POST /api/forms/f/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"message":"hel',
    );
    const { text, closed, ms } = await answer;
    expect(statusOf(text)).toBe(408);
    expect(text).toContain('The submission stopped arriving before its end.');
    expect(closed).toBe(true);
    // The body's own idle time, well before the request's.
    expect(ms).toBeLessThan(LIMITS.requestMs);
  });
});

describe('connections per address', () => {
  it('answers a connection past the cap with 503 at once, and takes one again when another closes', async () => {
    const { port, server } = await start({ ...LIMITS, headersMs: 10_000, requestMs: 20_000, keepAliveMs: 10_000 });
    const held = await Promise.all(Array.from({ length: LIMITS.connectionsPerAddress }, () => open(port, 8_000)));
    const refused = await open(port, 3_000);
    refused.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { text, closed } = await refused.answer;
    expect(statusOf(text)).toBe(503);
    expect(text).toContain('Too many connections from your address.');
    expect(closed).toBe(true);

    held[0].socket.destroy();
    await openConnections(server, LIMITS.connectionsPerAddress - 1);
    const next = await open(port, 3_000);
    next.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(statusOf((await next.answer).text)).toBe(200);
    for (const { socket } of held) socket.destroy();
  });
});

describe('request targets and hosts (RFC 9112 3.2)', () => {
  let port: number;
  beforeAll(async () => {
    ({ port } = await start(LIMITS));
  });

  it('serves a target in absolute form as the path it names', async () => {
    const { socket, answer } = await open(port, 3_000);
    socket.write('GET http://localhost/faqs HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const { text } = await answer;
    expect(statusOf(text)).toBe(200);
    expect(text).toContain('<h1>faqs</h1>');
  });

  it('answers what Node refuses before the site sees it with its status and a line of text', async () => {
    const cases: [string, number, string][] = [
      [`GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'x'.repeat(20_000)}\r\n\r\n`, 431, 'The request headers are too large.'],
      ['NOT HTTP AT ALL\r\n\r\n', 400, 'The request is not valid HTTP.'],
      [
        `POST /api/forms/f/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n2;${'x'.repeat(20_000)}\r\n`,
        413,
        'The request body is sent in parts too large to read.',
      ],
    ];
    for (const [request, status, line] of cases) {
      const { socket, answer } = await open(port, 3_000);
      socket.write(request);
      const { text, closed } = await answer;
      expect(statusOf(text), line).toBe(status);
      expect(text).toContain(line);
      expect(closed).toBe(true);
    }
  });

  it('answers a request with two Host headers with 400', async () => {
    const { socket, answer } = await open(port, 3_000);
    socket.write('GET /faqs HTTP/1.1\r\nHost: localhost\r\nHost: example.com\r\nConnection: close\r\n\r\n');
    const { text, closed } = await answer;
    expect(statusOf(text)).toBe(400);
    expect(text).not.toContain('<h1>faqs</h1>');
    expect(closed).toBe(true);
  });
});
