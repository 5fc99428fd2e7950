/**
 * A form sent without JavaScript: form-encoded, from a page of the site, answered as a browser
 * expects (a 303 to the page on success, the page again with messages and values on a refusal).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFormEndpoint } from '../../src/server/site.ts';
import { themeInitScript } from '../../src/chrome/theme-init.ts';
import { createFormEndpoint, type FormEndpointOptions } from '../../src/server/forms/endpoint.ts';
import { fillRefusedForm, refusedFormPage } from '../../src/server/forms/refused-page.ts';
import { formsDir } from '../../src/server/forms/store.ts';
import { validContact } from '../fixtures/forms.ts';

let server: Server;
let base: string;
let host: string;
let dataDir: string;
const pagesAsked: string[] = [];

/** A page as the prerender writes it: a script, a preload, the form with its slots, another form. */
const contactPage = `<!doctype html><html><head><script>${themeInitScript}</script><script>window.__early=1</script><link rel="modulepreload" href="/assets/a.js"><script type="module" src="/assets/index.js"></script><script type="application/json" id="page-data">{}</script></head><body><div id="root"><form method="post" action="/api/forms/f/contact" novalidate=""><input type="hidden" name="_page" value="/contact"/><div hidden="" data-form-message="" tabindex="-1"><svg></svg><span></span></div><label for="«r1»-name">Name</label><input id="«r1»-name" name="name" value="" required="" type="text"/><p id="«r1»-name-error" hidden=""><svg></svg><span></span></p><input id="«r1»-email" name="email" value="" aria-describedby="«r1»-email-hint" type="email"/><p id="«r1»-email-hint">We write back within a day.</p><p id="«r1»-email-error" hidden=""><svg></svg><span></span></p><input id="«r1»-phone" name="phone" value="" type="tel"/><p id="«r1»-phone-error" hidden=""><svg></svg><span></span></p><input id="«r1»-subject" name="subject" value="" type="text"/><p id="«r1»-subject-error" hidden=""><svg></svg><span></span></p><textarea id="«r1»-message" name="message" rows="7"></textarea><p id="«r1»-message-error" hidden=""><svg></svg><span></span></p><button type="submit">Send</button></form><form method="post" action="/api/forms/f/newsletter"><input id="«r9»-email" name="email" value="" type="email"/></form></div><script>window.__late=1</script></body></html>`;

async function start(options: Partial<FormEndpointOptions> = {}): Promise<void> {
  const endpoint = createFormEndpoint({
    store: dataDir,
    rateLimit: false,
    page: async (urlPath) => {
      pagesAsked.push(urlPath);
      return urlPath === '/contact' ? contactPage : null;
    },
    ...options,
  });
  server = createServer((req, res) => endpoint(req, res, () => res.end('next')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  base = `http://${host}`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function postForm(formId: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/forms/f/${formId}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base, ...headers },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(parts).toString() }),
        );
      },
    );
    req.on('error', reject);
    req.end(new URLSearchParams(fields).toString());
  });
}

const stored = (): string[] => {
  const folder = formsDir(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((f) => readFileSync(path.join(folder, f), 'utf8').split('\n').filter(Boolean));
};

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'forms-no-js-'));
  pagesAsked.length = 0;
  await start();
});

afterEach(async () => {
  if (server?.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a form sent without JavaScript', () => {
  it('is stored like any other and answered with 303 to its page, where the confirmation shows', async () => {
    const answer = await postForm('contact', { ...validContact, _page: '/contact', _gotcha: '' });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/contact?sent=1#sent-contact');
    expect(stored()).toHaveLength(1);
    // An optional field left blank is not kept.
    const { phone, ...filled } = validContact;
    expect(phone).toBe('');
    expect(JSON.parse(stored()[0]).fields).toEqual(filled);
  });

  it('is led back to the home page when its page is not a plain path of this site', async () => {
    for (const page of ['//evil.example/x', 'https://evil.example/', '/a/../../etc', '/contact\r\nSet-Cookie: x=1', '']) {
      const answer = await postForm('newsletter', { email: 'jane@example.com', _page: page });
      expect(answer.headers.location, page).toBe('/?sent=1#sent-newsletter');
    }
  });

  it('refused, answers its page again: values filled in, each message in its place, the first field to fix focused, no scripts', async () => {
    const typed = { ...validContact, name: 'Zoë <b>"&"</b>', email: 'jane@example', message: '\nToo short' };
    const answer = await postForm('contact', { ...typed, _page: '/contact' });
    expect(answer.status).toBe(422);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(pagesAsked).toEqual(['/contact']);
    const html = answer.text;
    expect(html).toContain(
      '<input id="«r1»-name" name="name" required="" type="text" value="Zoë &lt;b&gt;&quot;&amp;&quot;&lt;/b&gt;"/>',
    );
    expect(html).toMatch(
      /<input id="«r1»-email" name="email" type="email" value="jane@example" aria-invalid="true" aria-describedby="«r1»-email-hint «r1»-email-error" autofocus=""\/>/,
    );
    expect(html).toContain(
      '<p id="«r1»-email-error"><svg></svg><span>Please enter a valid email address, such as name@example.com.</span></p>',
    );
    // The parser drops the first newline after <textarea>: the value's own leading newline survives.
    expect(html).toContain(
      '<textarea id="«r1»-message" name="message" rows="7" aria-invalid="true" aria-describedby="«r1»-message-error">\n\nToo short</textarea>',
    );
    expect(html).toMatch(/<p id="«r1»-message-error"><svg><\/svg><span>Please write at least 10 characters/);
    expect(html).toContain('<p id="«r1»-name-error" hidden="">');
    expect(html).toContain('<div hidden="" data-form-message="" tabindex="-1">');
    // The other form on the page keeps its own empty field.
    expect(html).toContain('<input id="«r9»-email" name="email" value="" type="email"/>');
    expect(html).not.toMatch(/type="module"|modulepreload|__late|__early/);
    expect(html).toContain(`<script>${themeInitScript}</script>`);
    expect(html).toContain('id="page-data"');
    expect(stored()).toEqual([]);
  });

  it('refused as a whole (empty), shows the form-level message and focuses it', async () => {
    const answer = await postForm('contact', { name: ' ', _page: '/contact' });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain(
      '<div data-form-message="" tabindex="-1" autofocus=""><svg></svg><span>The form arrived empty. Please fill it in and send it again.</span></div>',
    );
  });

  it('keeps what was typed when the limit is reached', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await start({ rateLimit: { max: 1, windowMs: 60_000 } });
    expect((await postForm('contact', { ...validContact, _page: '/contact' })).status).toBe(303);
    const answer = await postForm('contact', { ...validContact, subject: 'Once more', _page: '/contact' });
    expect(answer.status).toBe(429);
    expect(answer.text).toContain('value="Once more"');
    expect(answer.text).toMatch(/<span>We have received several messages from you in a short time\./);
  });

  it('refused on a page the server cannot fill in, answers a plain page with the messages and values', async () => {
    const answer = await postForm('contact', { ...validContact, email: 'x', _page: '/elsewhere' });
    expect(answer.status).toBe(422);
    expect(answer.text).toContain('<pre>x</pre><p><strong>Please enter a valid email address');
    expect(answer.text).toContain('<a href="/elsewhere">Back to the form</a>');
  });

  it('from another site, or with no Origin, is refused with 403 and not stored', async () => {
    for (const origin of ['https://evil.example', 'null', `http://${host}.evil.example`]) {
      const answer = await postForm('contact', { ...validContact, _page: '/contact' }, { Origin: origin });
      expect(answer.status, origin).toBe(403);
    }
    const withoutOrigin = await new Promise<number>((resolve) => {
      const req = request(
        `${base}/api/forms/f/contact`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.end(new URLSearchParams(validContact).toString());
    });
    expect(withoutOrigin).toBe(403);
    expect(stored()).toEqual([]);
  });

  it('behind a proxy, from the host the visitor asked for (X-Forwarded-Host)', async () => {
    const headers = { Origin: 'https://www.halcyon.example', 'X-Forwarded-Host': 'www.halcyon.example' };
    expect((await postForm('contact', { ...validContact, _page: '/contact' }, headers)).status).toBe(403);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await start({ trustProxy: 1 });
    expect((await postForm('contact', { ...validContact, _page: '/contact' }, headers)).status).toBe(303);
  });

  it('takes the longest submission the rules allow, percent-encoded, and refuses a larger body with 413', async () => {
    const longest = {
      ...validContact,
      name: '😀'.repeat(100),
      email: `${'%'.repeat(120)}@${'é'.repeat(120)}.example`,
      phone: '+'.repeat(1) + '(1) '.repeat(7),
      subject: '😀'.repeat(150),
      message: '😀'.repeat(5000),
      _submissionId: 'x'.repeat(64),
      _page: '/contact',
    };
    expect(new URLSearchParams(longest).toString().length).toBeGreaterThan(62 * 1024);
    expect((await postForm('contact', longest)).status).toBe(303);
    const tooLong = await postForm('contact', { ...longest, message: '😀'.repeat(6000) });
    expect(tooLong.status).toBe(413);
    expect(tooLong.text).toContain('Your message is too long to send in one go.');
  });

  it('with a filled honeypot, is told it went well and nothing is kept', async () => {
    const answer = await postForm('contact', { ...validContact, _gotcha: 'http://spam.example', _page: '/contact' });
    expect(answer.status).toBe(303);
    expect(stored()).toEqual([]);
  });
});

describe('npm start and npm run dev', () => {
  it("answer a refused form with the build's prerendered page, or with a plain page where none is built (dev)", async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'forms-build-'));
    mkdirSync(path.join(root, 'contact'));
    writeFileSync(path.join(root, 'contact', 'index.html'), contactPage);
    vi.stubEnv('DATA_DIR', dataDir);
    try {
      for (const [built, expected] of [
        [root, /<p id="«r1»-email-error"><svg><\/svg><span>Please enter a valid email/],
        [null, /<pre>x<\/pre><p><strong>Please enter a valid email/],
      ] as const) {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        const endpoint = siteFormEndpoint(() => undefined, built);
        server = createServer((req, res) => endpoint(req, res, () => res.end('next')));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
        base = `http://${host}`;
        const answer = await postForm('contact', { ...validContact, email: 'x', _page: '/contact' });
        expect(answer.status).toBe(422);
        expect(answer.text).toMatch(expected);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the refused page', () => {
  const refused = { action: '/api/forms/f/contact', values: { name: 'Jane' }, errors: {}, problem: null };
  it('is null when the page has no such form, so that the plain page answers', () => {
    expect(fillRefusedForm('<html><form action="/api/forms/f/other"></form></html>', refused)).toBeNull();
  });

  it('escapes everything it writes', () => {
    const page = refusedFormPage(
      { ...refused, values: { name: '<script>x</script>' }, errors: { name: '"&"' }, problem: '<i>' },
      '/contact"><script>',
    );
    expect(page).not.toMatch(/<script>|<i>/);
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;');
  });
});
