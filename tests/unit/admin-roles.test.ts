/**
 * Every endpoint of the back office, with every role and with no one signed in: an answer the role table
 * (src/server/admin/roles.ts) does not allow fails the test. Allowed posts carry a valid token and
 * Origin, so only the table decides; refused ones must change nothing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, ROLES, allowed, isApi, type Endpoint, type Role } from '../../src/server/admin/roles.ts';
import { Client, sessionFor, startServer, type Answer, type TestServer } from './admin-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

/** Whether an answer let the caller in: neither refused nor sent to sign in (a wrong password, 401, is an answer). */
const letIn = (answer: Answer): boolean =>
  answer.status !== 403 && !(answer.status === 303 && String(answer.headers.location).startsWith('/admin/sign-in?next='));

// Given time beyond the default: a session of its own for every call, each written to disk, so the walk grows with the table.
it('answers every endpoint as the role table says, for every role and for no one', async () => {
  const endpoints = Object.keys(ENDPOINTS) as Endpoint[];
  expect(endpoints.length).toBeGreaterThan(10);
  let n = 0;
  for (const role of [undefined, ...ROLES] as (Role | undefined)[]) {
    for (const endpoint of endpoints) {
      // A session of its own for each call: some endpoints (sign-out) end the one they are called in.
      const client = role ? await sessionFor(server, `${role}-${(n += 1)}@agency.example`, role) : new Client(server);
      const [method, pattern] = endpoint.split(' ');
      const path = pattern.replace(/:\w+/g, 'sample');
      const accountsBefore = (await server.store.accounts()).length;
      const csrf = role ? await client.csrf() : 'none';
      const answer =
        method === 'GET'
          ? await client.get(path)
          : isApi(path)
            ? await client.api(path, { email: 'owner-1@agency.example' }, csrf)
            : await client.post(path, { _csrf: csrf, email: 'owner-1@agency.example' });
      const expected = allowed(endpoint, role);
      expect(letIn(answer), `${endpoint} as ${role ?? 'no one'}: ${answer.status} ${String(answer.headers.location ?? '')}`).toBe(
        expected,
      );
      if (!expected) expect((await server.store.accounts()).length).toBe(accountsBefore);
      if (!expected && role) expect(answer.text).toContain(`Your role (${role}) does not include this page`);
      if (isApi(path)) expect(answer.headers['content-type']).toBe('application/json');
    }
  }
  // Each call signs a person in, and each sign-in hashes a password: a whole walk takes a while.
}, 180_000);

it('answers a path that is not in the table with 404, and a known path with another method with 405', async () => {
  const owner = await sessionFor(server, 'walker@agency.example', 'owner');
  expect((await owner.get('/admin/people/invite')).status).toBe(405);
  expect((await owner.get('/admin/settings')).status).toBe(404);
  expect((await owner.post('/admin/people/delete', { _csrf: await owner.csrf() })).status).toBe(404);
});
