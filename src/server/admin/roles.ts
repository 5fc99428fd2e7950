/**
 * Who may use what: every endpoint of the back office, by method and path, with the roles allowed to
 * call it. The server looks each request up here before anything else runs, and a request that is not
 * in the table is not answered (404); the tests walk the whole table with every role and with none.
 *
 * A path segment written `:name` stands for any one segment (a lead's id, a page's id). Paths under
 * /admin/api/ are the scripts' own: they answer JSON and their posts carry the CSRF token in a header
 * (see endpoint.ts); every other post is a plain HTML form.
 */
export const ROLES = ['owner', 'editor', 'contributor', 'leads'] as const;
export type Role = (typeof ROLES)[number];

/** What each role is for, in words for the people page and the command line. */
export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: 'people, settings and everything else',
  editor: 'edits and publishes pages and pictures',
  contributor: 'writes drafts; an editor publishes them',
  leads: 'the leads inbox only, none of the pages',
};

/** Anyone, signed in or not: the doors themselves. */
export const PUBLIC = 'public';
/** Anyone signed in, whatever the role. */
const SIGNED_IN: readonly Role[] = ROLES;
const OWNERS: readonly Role[] = ['owner'];
const LEADS: readonly Role[] = ['owner', 'leads'];
/** Those who write the site's pages: contributors' changes stay drafts until an editor publishes them. */
const WRITERS: readonly Role[] = ['owner', 'editor', 'contributor'];
const PUBLISHERS: readonly Role[] = ['owner', 'editor'];

export const ENDPOINTS = {
  'GET /admin/admin.css': PUBLIC,
  'GET /admin/password-meter.js': PUBLIC,
  'GET /admin/passkeys.js': PUBLIC,
  'GET /admin/fonts/display.woff2': PUBLIC,
  'GET /admin/fonts/body.woff2': PUBLIC,
  'GET /admin/sign-in': PUBLIC,
  'POST /admin/sign-in': PUBLIC,
  'GET /admin/accept': PUBLIC,
  'POST /admin/sign-in/code': PUBLIC,
  'POST /admin/sign-in/passkey-options': PUBLIC,
  'POST /admin/sign-in/passkey': PUBLIC,
  'POST /admin/accept': PUBLIC,
  'POST /admin/accept/passkey-options': PUBLIC,
  'POST /admin/accept/passkey': PUBLIC,
  'POST /admin/password-strength': PUBLIC,
  'GET /admin': SIGNED_IN,
  'POST /admin/sign-out': SIGNED_IN,
  'POST /admin/sign-out-everywhere': SIGNED_IN,
  'POST /admin/confirm': SIGNED_IN,
  'GET /admin/two-step': SIGNED_IN,
  'POST /admin/two-step/enable': SIGNED_IN,
  'POST /admin/two-step/disable': SIGNED_IN,
  'GET /admin/passkeys': SIGNED_IN,
  'POST /admin/passkeys/options': SIGNED_IN,
  'POST /admin/passkeys/add': SIGNED_IN,
  'POST /admin/passkeys/remove': SIGNED_IN,
  'GET /admin/people': OWNERS,
  'POST /admin/people/invite': OWNERS,
  'POST /admin/people/role': OWNERS,
  'POST /admin/people/disable': OWNERS,
  'POST /admin/people/enable': OWNERS,
  'POST /admin/people/reset': OWNERS,
  'POST /admin/people/end-sessions': OWNERS,
  'GET /admin/activity': OWNERS,
  'GET /admin/leads': LEADS,
  'POST /admin/leads/export': LEADS,
  'GET /admin/leads/settings': LEADS,
  'POST /admin/leads/test-mail': OWNERS,
  'POST /admin/leads/retention': OWNERS,
  'POST /admin/leads/privacy/export': LEADS,
  'POST /admin/leads/privacy/delete': LEADS,
  'GET /admin/leads/:id': LEADS,
  'POST /admin/leads/:id': LEADS,
  'POST /admin/leads/:id/reply': LEADS,
  'POST /admin/leads/:id/spam': LEADS,
  'POST /admin/leads/:id/resend': LEADS,
  'GET /admin/edit.js': WRITERS,
  'GET /admin/pages': WRITERS,
  'GET /admin/edit/:id': WRITERS,
  'GET /admin/history/:id': WRITERS,
  'POST /admin/api/pages/:id/draft': WRITERS,
  'POST /admin/api/pages/:id/publish': PUBLISHERS,
  'POST /admin/api/pages/:id/restore': PUBLISHERS,
} as const satisfies Record<string, typeof PUBLIC | readonly Role[]>;

export type Endpoint = keyof typeof ENDPOINTS;

/** The endpoints with a `:name` segment, split into segments once. */
const PATTERNS = (Object.keys(ENDPOINTS) as Endpoint[])
  .filter((endpoint) => endpoint.includes('/:'))
  .map((endpoint) => ({ endpoint, segments: endpoint.split(/[ /]/) }));

/** The API's paths, whose answers are JSON and whose posts carry their token in a header. */
export const isApi = (pathname: string): boolean => pathname.startsWith('/admin/api/');

/**
 * The endpoint a request is for, with the values of its `:name` segments, or null when the back office
 * has none by that method and path. An exact path wins over a pattern.
 */
export function routeOf(method: string, pathname: string): { endpoint: Endpoint; params: Record<string, string> } | null {
  const key = `${method === 'HEAD' ? 'GET' : method} ${pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname}`;
  if (Object.hasOwn(ENDPOINTS, key)) return { endpoint: key as Endpoint, params: {} };
  const asked = key.split(/[ /]/);
  for (const { endpoint, segments } of PATTERNS) {
    if (segments.length !== asked.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, i) => {
      if (!segment.startsWith(':')) return segment === asked[i];
      if (!asked[i]) return false;
      try {
        params[segment.slice(1)] = decodeURIComponent(asked[i]);
        return true;
      } catch {
        return false;
      }
    });
    if (fits) return { endpoint, params };
  }
  return null;
}

/** The endpoint a request is for, or null when the back office has none by that method and path. */
export const endpointOf = (method: string, pathname: string): Endpoint | null => routeOf(method, pathname)?.endpoint ?? null;

/** Whether someone of `role` (undefined: not signed in) may call the endpoint. */
export function allowed(endpoint: Endpoint, role: Role | undefined): boolean {
  const roles: typeof PUBLIC | readonly Role[] = ENDPOINTS[endpoint];
  return roles === PUBLIC || (role !== undefined && roles.includes(role));
}

/**
 * Changes that ask for the password again when it was last typed more than `CONFIRM_AFTER_MS` ago: a
 * session left open on a desk must not be enough to hand someone the site.
 */
export const SENSITIVE: ReadonlySet<Endpoint> = new Set([
  'POST /admin/two-step/disable',
  'POST /admin/passkeys/remove',
  'POST /admin/people/invite',
  'POST /admin/people/role',
  'POST /admin/people/disable',
  'POST /admin/people/enable',
  'POST /admin/people/reset',
  'POST /admin/people/end-sessions',
  'POST /admin/leads/export',
  'POST /admin/leads/privacy/export',
  'POST /admin/leads/privacy/delete',
]);
export const CONFIRM_AFTER_MS = 10 * 60_000;
