/**
 * Guessing passwords: failed sign-ins make the next wait longer, per account and per address, never lock
 * for good, stop at 100 an hour per account, and treat an unknown email as a known one. The HTTP part
 * runs against a real server with the test's clock; the hour's cap is counted on the throttle itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignInThrottle, MAX_FAILURES_PER_HOUR } from '../../src/server/admin/throttle.ts';
import { accountWith, Client, PASSWORD, startServer, type TestServer } from './admin-server.ts';

describe('a sign-in after failed ones', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
    await accountWith(server, 'target@agency.example', 'owner');
  });
  afterAll(() => server.close());

  for (const email of ['target@agency.example', 'unknown@agency.example']) {
    it(`waits longer after each failure, then lets the right password in (${email})`, async () => {
      const client = new Client(server);
      for (let i = 0; i < 3; i++) expect((await client.signIn(email, 'wrong guess number one')).status).toBe(401);
      const held = await client.signIn(email, PASSWORD);
      expect(held.status).toBe(429);
      expect(held.text).toContain('Please wait 1 second');
      // The value typed is kept for the next try.
      expect(held.text).toContain(`value="${email}"`);
      server.advance(1000);
      expect((await client.signIn(email, 'wrong guess number two')).status).toBe(401);
      expect((await client.signIn(email, PASSWORD)).text).toContain('Please wait 2 seconds');
      server.advance(2000);
      expect((await client.signIn(email, 'wrong guess number three')).status).toBe(401);
      expect((await client.signIn(email, PASSWORD)).text).toContain('Please wait 4 seconds');
      server.advance(4000);
      expect((await client.signIn(email, PASSWORD)).status).toBe(email === 'target@agency.example' ? 303 : 401);
      server.advance(60 * 60_000);
    });
  }
});

describe('the throttle', () => {
  it('stops an account at 100 failures an hour, whatever the addresses, and never longer', () => {
    const throttle = createSignInThrottle();
    let now = 0;
    let failures = 0;
    // An attacker spreading guesses over many addresses, each waiting out its delay.
    for (let address = 1; failures < 150 && now < 60 * 60_000; address++) {
      const from = `198.51.100.${address % 250}`;
      const wait = throttle.wait('owner@agency.example', from, now);
      if (wait > 0) {
        now += wait;
        continue;
      }
      throttle.attempted('owner@agency.example', from, now);
      failures += 1;
    }
    const hour = failures;
    expect(hour).toBeLessThanOrEqual(MAX_FAILURES_PER_HOUR);
    expect(hour).toBeGreaterThan(50);
    // No hard lockout: the wait is always finite, and a later hour brings new tries.
    expect(throttle.wait('owner@agency.example', '203.0.113.1', now)).toBeLessThanOrEqual(60 * 60_000);
    now += 60 * 60_000;
    expect(throttle.wait('owner@agency.example', '203.0.113.1', now)).toBe(0);
  });

  it('slows an address that tries many accounts', () => {
    const throttle = createSignInThrottle();
    for (let i = 0; i < 10; i++) throttle.attempted(`person${i}@agency.example`, '192.0.2.9', 1000);
    expect(throttle.wait('someone-else@agency.example', '192.0.2.9', 1000)).toBe(1000);
    expect(throttle.wait('someone-else@agency.example', '192.0.2.10', 1000)).toBe(0);
  });
});

describe('guesses sent side by side', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('are counted as they arrive, so that a burst cannot slip past the waits', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => new Client(server).signIn('burst@agency.example', 'a guess sent at once')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});
