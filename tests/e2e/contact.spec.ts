/**
 * The contact form in the browser: success, each field error, form-level errors, a 500, a network
 * failure, a timeout, an unexpected answer and a double click, with every typed value kept on failure;
 * and the outcome told in a toast when the visitor has left the page before the answer came.
 *
 * The form posts where the build told it to (its `action`): the site's own endpoint, or a hosted form
 * service when FORM_SERVICE_URL was set. Against the embedded endpoint, success and a double click go
 * to the real server and the stored submission is read back from the data folder; failures are
 * intercepted. Against a hosted service everything is intercepted, answering as the service does.
 * Set HOSTED_BASE_URL to a server of a build made with FORM_SERVICE_URL to run the tests that depend on
 * the endpoint against it too; the checks made in the browser before anything is sent run once.
 */
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import path from 'node:path';
import { fieldNames, type FieldName as FormField, type FormValues } from '../../src/forms/rules.ts';
import { SUBMIT_TIMEOUT_MS } from '../../src/forms/submit.ts';
import { TOAST_SETTINGS } from '../../src/ui/toast-options.ts';
import { createJsonLinesStore, type StoredSubmission } from '../../src/server/forms/store.ts';
import type { ContactFormBlock } from '../../src/generated/content.ts';
import { violationsInBothThemes } from './axe.ts';
import { scrollToHydrated } from './helpers-chrome.ts';
import { pageContent, site } from './content.ts';
import { validContact } from '../fixtures/forms.ts';

const root = path.resolve(import.meta.dirname, '../..');

const found = pageContent('contact').blocks.find((b) => b.type === 'contact-form');
if (found?.type !== 'contact-form') throw new Error('content/pages/contact.json has no contact-form block');
const block: ContactFormBlock = found;
type FieldName = FormField<'contact'>;
type Values = FormValues<'contact'>;
const labels = Object.fromEntries(fieldNames('contact').map((name) => [name, block.fields[name].label])) as Record<
  FieldName,
  string
>;

/** Typed values with a marker of this test, to find its submission in the data folder; a field not named here as the rules' tests fill it. */
function sample(marker: string): Values {
  return {
    ...validContact,
    name: 'Jane Smith',
    email: 'jane.smith@example.com',
    phone: '+1 (239) 555-0100',
    subject: 'A family safari next summer',
    message: `Two adults and two teenagers, ten days in July, a private guide. (${marker})`,
  };
}

const failureTitle = block.failureTitle ?? 'Your message was not sent';

const uniqueMarker = (): string => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

interface ContactPage {
  section: Locator;
  submit: Locator;
  field: (name: FieldName) => Locator;
  /** The absolute address the form posts to. */
  endpoint: string;
  embedded: boolean;
  /** Console errors, React warnings and page errors, without the expected failed requests to the endpoint. */
  problems: string[];
}

async function openContact(page: Page): Promise<ContactPage> {
  const problems: string[] = [];
  page.on('console', (message) => {
    // A refused or failed post is logged by the browser itself; it is what these tests provoke.
    if (message.text().startsWith('Failed to load resource') && /\/f\/[^/]+$/.test(message.location().url)) return;
    if (message.type() === 'error' || (message.type() === 'warning' && /react|hydrat/i.test(message.text()))) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

  await page.goto('/contact');
  const section = page.locator(`section#${block.id}`);
  const submit = section.getByRole('button', { name: block.submitLabel });
  // The form becomes interactive as it nears the viewport; a press before that sends it without
  // JavaScript (tests/e2e/forms-no-js.spec.ts), so these tests wait for it.
  await scrollToHydrated(submit);
  const action = await section.locator('form').getAttribute('action');
  if (!action) throw new Error('The contact form has no action');
  const endpoint = new URL(action, page.url()).href;
  return {
    section,
    submit,
    // The label may carry an "Optional" tag after its text.
    field: (name) => section.getByLabel(new RegExp(`^${labels[name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`)),
    endpoint,
    embedded: new URL(endpoint).origin === new URL(page.url()).origin,
    problems,
  };
}

async function fillForm(contact: ContactPage, values: Partial<Values>): Promise<void> {
  for (const [name, value] of Object.entries(values) as [FieldName, string][]) await contact.field(name).fill(value);
}

async function expectValues(contact: ContactPage, values: Values): Promise<void> {
  for (const [name, value] of Object.entries(values) as [FieldName, string][])
    await expect(contact.field(name)).toHaveValue(value);
}

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'content-type, accept',
  'access-control-allow-methods': 'POST',
};

/** How a test answers the form's post: the route and which post it is, from 1. */
type Answer = (route: Route, attempt: number) => Promise<void> | void;

/** Answers the form's posts as the test says; a hosted service's preflight is answered too. */
async function answerWith(page: Page, contact: ContactPage, answer: Answer): Promise<{ posts: () => number }> {
  let posts = 0;
  await page.route(contact.endpoint, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders });
    posts += 1;
    await answer(route, posts);
  });
  return { posts: () => posts };
}

const json = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  headers: corsHeaders,
  body: JSON.stringify(body),
});

/** The data folders the site's own endpoint may be writing to: the test server's, or the dev server's. */
async function storedWith(marker: string, formId = site.forms.contactFormId): Promise<Array<{ fields: Record<string, string> }>> {
  const folders = [process.env.DATA_DIR, 'test-results/data', 'data'].filter((d): d is string => !!d);
  for (const folder of folders) {
    const found: StoredSubmission[] = [];
    for await (const entry of createJsonLinesStore(path.resolve(root, folder)).read(formId)) {
      if ('record' in entry && JSON.stringify(entry.record).includes(marker)) found.push(entry.record);
    }
    if (found.length > 0) return found;
  }
  return [];
}

/** A held answer: the route waits on `held` until the test calls `release`. */
function holdAnswer(): { held: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

async function expectProblem(contact: ContactPage, page: Page, message: RegExp, values: Values): Promise<void> {
  const problem = contact.section.getByRole('group', { name: failureTitle });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText(message);
  await expect(problem).toBeFocused();
  await expect(problem.getByRole('button', { name: block.retryLabel ?? 'Try again' })).toBeEnabled();
  await expect(contact.section.getByRole('status')).toContainText(message);
  // Said once, in place, where focus is: no toast repeats it.
  await expect(page.locator('[data-toast]')).toHaveCount(0);
  await expectValues(contact, values);
  await expect(contact.submit).toBeEnabled();
}

/** Opens the form and sends a sample to a service that answers as given; the problem it shows is checked. */
async function sendIntoProblem(
  page: Page,
  answer: Answer,
  message: RegExp,
): Promise<{ contact: ContactPage; values: Values; posts: () => number }> {
  const contact = await openContact(page);
  const values = sample(uniqueMarker());
  const { posts } = await answerWith(page, contact, answer);
  await fillForm(contact, values);
  await contact.submit.click();
  await expectProblem(contact, page, message, values);
  return { contact, values, posts };
}

/** What depends on where the form posts: run against the site's own endpoint and a hosted service. */
function endpointTests(): void {
  test.describe('what it says and sends', () => {
    // What the form checks, says and sends is the same at every width; the phone's layout of it is checked
    // by the tests at both widths below (axe with errors shown, the toast's place).
    test.skip(({ isMobile }) => isMobile, 'the same at every width: checked at desktop width');
    test('sends a message: "Sending..." while it goes, then a success message replaces the form', async ({ page }) => {
      const contact = await openContact(page);
      const values = sample(uniqueMarker());
      const sent: unknown[] = [];
      // The answer waits until the test has seen the sending state.
      const { held, release } = holdAnswer();
      await answerWith(page, contact, async (route) => {
        sent.push(route.request().postDataJSON());
        await held;
        // The site's own endpoint answers for real; a hosted service is answered as it would.
        if (contact.embedded) await route.continue();
        else await route.fulfill(json(200, { next: 'https://forms.example/thanks', ok: true }));
      });
      await fillForm(contact, values);
      await contact.submit.click();
      const sending = contact.section.getByRole('button', { name: block.sendingLabel ?? 'Sending...' });
      await expect(sending).toBeDisabled();
      await expect(sending).toHaveText(/Sending\.\.\./);
      release();

      const success = contact.section.getByRole('heading', { name: block.success.title });
      await expect(success).toBeVisible();
      await expect(success).toBeFocused();
      await expect(contact.section.locator('form')).toHaveCount(0);
      await expect(contact.section.getByRole('status')).toHaveText(block.success.title);
      // Said once, in place: no toast repeats it.
      await expect(page.locator('[data-toast]')).toHaveCount(0);
      expect(sent).toEqual([{ ...values, _gotcha: '', _submissionId: expect.stringMatching(/^[0-9a-f-]{32,36}$/) }]);

      if (contact.embedded) {
        await expect.poll(async () => (await storedWith(values.message)).map((s) => s.fields)).toEqual([values]);
      }
      // Sent: the draft is gone, a reload shows an empty form.
      await page.reload();
      await expect(contact.submit).toBeEnabled();
      await expect(contact.field('name')).toHaveValue('');
      await expect(contact.field('message')).toHaveValue('');
      expect(contact.problems).toEqual([]);
    });

    test('shows the field errors the service reports, each under its field, in words a visitor understands', async ({ page }) => {
      const contact = await openContact(page);
      const values = sample(uniqueMarker());
      await answerWith(page, contact, (route) =>
        route.fulfill(
          json(422, {
            error: 'Validation errors',
            errors: [
              { field: 'name', code: 'REQUIRED_FIELD_EMPTY', message: 'name is required' },
              { field: 'email', code: 'TYPE_EMAIL', message: 'should be an email' },
              { field: 'phone', code: 'TYPE_NUMERIC', message: 'should be a number' },
              { field: 'subject', code: 'TYPE_TEXT', message: 'should be text' },
              { field: 'message', code: 'REQUIRED_FIELD_MISSING', message: 'message is required' },
            ],
          }),
        ),
      );
      await fillForm(contact, values);
      await contact.submit.click();
      await expect(contact.field('name')).toBeFocused();
      await expect(contact.field('name')).toHaveAccessibleDescription('Please tell us your name.');
      await expect(contact.field('email')).toHaveAccessibleDescription(
        'Please enter a valid email address, such as name@example.com.',
      );
      await expect(contact.field('phone')).toHaveAccessibleDescription(/phone number of at least 7 digits/);
      await expect(contact.field('subject')).toHaveAccessibleDescription('Please use plain text on a single line.');
      await expect(contact.field('message')).toHaveAccessibleDescription(/Please write a few words about your plans\./);
      await expect(contact.section.getByRole('status')).toContainText('Please check 5 fields');
      // The messages are under the fields, where focus is: no toast repeats them.
      await expect(page.locator('[data-toast]')).toHaveCount(0);
      await expectValues(contact, values);
      expect(contact.problems).toEqual([]);
    });

    test('form-level errors (INACTIVE, BLOCKED): explained at form level, values kept, another way offered', async ({ page }) => {
      const formLevel: Array<{ code: string; message: RegExp }> = [
        { code: 'INACTIVE', message: /This form is paused at the moment/ },
        { code: 'BLOCKED', message: /Our spam protection held back this message/ },
      ];
      const contact = await openContact(page);
      const values = sample(uniqueMarker());
      await answerWith(page, contact, (route, attempt) =>
        route.fulfill(json(400, { error: 'Form error', errors: [{ code: formLevel[attempt - 1]?.code, message: 'x' }] })),
      );
      await fillForm(contact, values);
      // Each post is answered with the next code; the form is sent again from the same page.
      for (const { code, message } of formLevel) {
        await test.step(code, async () => {
          await contact.submit.click();
          await expectProblem(contact, page, message, values);
          const problem = contact.section.getByRole('group', { name: failureTitle });
          await expect(problem.getByRole('link', { name: site.contact.phone })).toHaveAttribute('href', /^tel:\+/);
          await expect(problem.getByRole('link', { name: site.contact.email })).toHaveAttribute(
            'href',
            `mailto:${site.contact.email}`,
          );
          await expect(contact.section.locator('[aria-invalid="true"]')).toHaveCount(0);
        });
      }
      expect(contact.problems).toEqual([]);
    });

    test('a 500: says the server had a problem, keeps every value, and trying again sends it', async ({ page }) => {
      const { contact, posts } = await sendIntoProblem(
        page,
        (route, attempt) =>
          attempt === 1
            ? route.fulfill({
                status: 500,
                contentType: 'text/html',
                headers: corsHeaders,
                body: '<h1>Internal Server Error</h1>',
              })
            : route.fulfill(json(200, { next: '/', ok: true })),
        /Our server ran into a problem/,
      );
      await contact.section.getByRole('button', { name: block.retryLabel ?? 'Try again' }).click();
      await expect(contact.section.getByRole('heading', { name: block.success.title })).toBeVisible();
      expect(posts()).toBe(2);
      expect(contact.problems).toEqual([]);
    });

    test('a network failure: says the server could not be reached, keeps every value, and the draft survives a reload', async ({
      page,
    }) => {
      const { contact, values } = await sendIntoProblem(
        page,
        (route) => route.abort('internetdisconnected'),
        /could not reach our server/,
      );
      await page.reload();
      await expect(contact.submit).toBeEnabled();
      await expectValues(contact, values);
      expect(contact.problems).toEqual([]);
    });

    test(`a timeout: stops waiting after ${SUBMIT_TIMEOUT_MS / 1000} s, keeps every value`, async ({ page }) => {
      await page.clock.install();
      const contact = await openContact(page);
      const values = sample(uniqueMarker());
      // The service never answers.
      await answerWith(page, contact, () => undefined);
      await fillForm(contact, values);
      await contact.submit.click();
      const sending = contact.section.getByRole('button', { name: block.sendingLabel ?? 'Sending...' });
      await expect(sending).toBeDisabled();
      // The clock also runs in real time: a margin of a few seconds keeps a slow machine from passing the limit early.
      await page.clock.fastForward(SUBMIT_TIMEOUT_MS - 5_000);
      await expect(sending).toBeDisabled();
      await page.clock.fastForward(5_000);
      await expectProblem(contact, page, /took too long to answer/, values);
      expect(contact.problems).toEqual([]);
    });

    test('an unexpected answer: says it cannot be sure the message arrived, keeps every value', async ({ page }) => {
      const { contact } = await sendIntoProblem(
        page,
        (route) => route.fulfill({ status: 200, contentType: 'text/html', headers: corsHeaders, body: '<html>Thanks!</html>' }),
        /an answer we could not read/,
      );
      expect(contact.problems).toEqual([]);
    });

    test('a double click sends once', async ({ page }) => {
      const contact = await openContact(page);
      const values = sample(uniqueMarker());
      // The answer is held until both clicks are in: a second send, had the second click made one, would
      // already be on its way by then.
      const { held, release } = holdAnswer();
      const tracker = await answerWith(page, contact, async (route) => {
        await held;
        if (contact.embedded) await route.continue();
        else await route.fulfill(json(200, { next: '/', ok: true }));
      });
      await fillForm(contact, values);
      await contact.submit.dblclick();
      await expect(contact.section.getByRole('button', { name: block.sendingLabel ?? 'Sending...' })).toBeDisabled();
      release();
      await expect(contact.section.getByRole('heading', { name: block.success.title })).toBeVisible();
      expect(tracker.posts()).toBe(1);
      if (contact.embedded) await expect.poll(() => storedWith(values.message)).toHaveLength(1);
      expect(contact.problems).toEqual([]);
    });
  });
}

/** What is checked in the browser before anything is sent, or does not depend on the endpoint: run once. */
function browserTests(): void {
  test.describe('what it checks and says', () => {
    // What the form checks, says and sends is the same at every width; the phone's layout of it is checked
    // by the tests at both widths below (axe with errors shown, the toast's place).
    test.skip(({ isMobile }) => isMobile, 'the same at every width: checked at desktop width');
    test('checks every required field in the browser first, and moves focus to the first error', async ({ page }) => {
      const contact = await openContact(page);
      const tracker = await answerWith(page, contact, (route) => route.abort());
      await contact.submit.click();

      await expect(contact.field('name')).toBeFocused();
      const expected: Partial<Record<FieldName, RegExp>> = {
        name: /Please tell us your name\./,
        email: /Please enter your email address\./,
        subject: /Please add a subject/,
        message: /Please write a few words about your plans\./,
      };
      for (const [name, message] of Object.entries(expected) as [FieldName, RegExp][]) {
        await expect(contact.field(name)).toHaveAttribute('aria-invalid', 'true');
        await expect(contact.field(name)).toHaveAccessibleDescription(message);
      }
      await expect(contact.field('phone')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(contact.section.getByRole('status')).toHaveText(
        `Please check 4 fields: ${labels.name}, ${labels.email}, ${labels.subject} and ${labels.message}.`,
      );
      expect(tracker.posts()).toBe(0);

      // A message goes as soon as its field is right.
      await contact.field('name').fill('Jane');
      await expect(contact.field('name')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(contact.field('name')).not.toHaveAccessibleDescription(/Please/);
      expect(contact.problems).toEqual([]);
    });

    test('field errors in the browser: each wrong entry, alone, is named under its field and nothing is sent', async ({
      page,
    }) => {
      const fieldCases: Array<{ title: string; field: FieldName; value: string; message: RegExp }> = [
        { title: 'an empty name', field: 'name', value: '', message: /Please tell us your name\./ },
        {
          title: 'a name that is too long',
          field: 'name',
          value: 'N'.repeat(101),
          message: /100 characters or fewer \(it has 101\)/,
        },
        { title: 'an empty email', field: 'email', value: '', message: /Please enter your email address\./ },
        {
          title: 'an email without a domain',
          field: 'email',
          value: 'jane@example',
          message: /valid email address, such as name@example\.com/,
        },
        { title: 'a phone number with letters', field: 'phone', value: 'call me', message: /phone number of at least 7 digits/ },
        { title: 'an empty subject', field: 'subject', value: '   ', message: /Please add a subject/ },
        { title: 'an empty message', field: 'message', value: '', message: /Please write a few words/ },
        { title: 'a message that is too short', field: 'message', value: 'Hi there', message: /at least 10 characters/ },
        {
          title: 'a message that is too long',
          field: 'message',
          value: 'x'.repeat(5001),
          message: /5,000 characters or fewer \(it has 5,001\)/,
        },
      ];
      // Nine fillings and checks in one page: about a second each alone, three times that beside other workers.
      test.setTimeout(fieldCases.length * 10_000);
      const contact = await openContact(page);
      const tracker = await answerWith(page, contact, (route) => route.abort());
      // One page load for every case: each starts from a form that is right but for the one entry, and the
      // press of the button moves focus away from the field, so its focus afterwards is the form's doing.
      for (const { title, field, value, message } of fieldCases) {
        await test.step(title, async () => {
          const values = { ...sample(uniqueMarker()), [field]: value };
          await fillForm(contact, values);
          await contact.submit.click();
          await expect.soft(contact.field(field), `${title}: focus moves to the field`).toBeFocused();
          await expect.soft(contact.field(field), `${title}: marked invalid`).toHaveAttribute('aria-invalid', 'true');
          await expect.soft(contact.field(field), `${title}: the message`).toHaveAccessibleDescription(message);
          await expect
            .soft(contact.section.locator('[aria-invalid="true"]'), `${title}: no other field is marked`)
            .toHaveCount(1);
          await expect
            .soft(contact.section.getByRole('status'), `${title}: announced`)
            .toHaveText(`Please check one field: ${labels[field]}.`);
          for (const [name, typed] of Object.entries(values) as [FieldName, string][])
            await expect.soft(contact.field(name), `${title}: ${name} keeps what was typed`).toHaveValue(typed);
          expect.soft(tracker.posts(), `${title}: nothing is sent`).toBe(0);
        });
      }
      expect(contact.problems).toEqual([]);
    });

    test('the embedded endpoint itself answers field errors with the service codes', async ({ page, request }) => {
      const contact = await openContact(page);
      test.skip(!contact.embedded, 'This build posts to a hosted form service.');
      const answer = await request.post(contact.endpoint, {
        data: { name: 'Jane', email: 'jane@example', subject: '', _gotcha: '' },
      });
      expect(answer.status()).toBe(422);
      expect((await answer.json()).errors).toEqual([
        { field: 'email', code: 'TYPE_EMAIL', message: expect.any(String) },
        { field: 'subject', code: 'REQUIRED_FIELD_EMPTY', message: expect.any(String) },
        { field: 'message', code: 'REQUIRED_FIELD_MISSING', message: expect.any(String) },
      ]);
    });

    test('left before the answer came: a toast says the message was sent, and the form is empty again', async ({ page }) => {
      const { contact, values, toast } = await sendAndLeave(page, 'form gone', (route, embedded) =>
        embedded ? route.continue() : route.fulfill(json(200, { next: '/', ok: true })),
      );
      // The outcome takes the loading toast's place.
      await expect(toast.filter({ hasText: block.success.title })).toHaveCount(1);
      await expect(toast).toHaveCount(1);
      await expect(toast).not.toContainText('Sending your message…');
      await expect(toast).toContainText(/An advisor will read it personally/);
      // The only place it is said, so screen readers hear it: the toasts' own live region speaks.
      await expect(page.getByRole('status').filter({ hasText: block.success.title })).toHaveCount(1);
      if (contact.embedded)
        await expect.poll(async () => (await storedWith(values.message)).map((s) => s.fields)).toEqual([values]);
      // A swipe towards its edge dismisses it: a short one does not.
      const swipe = async (distance: number): Promise<void> => {
        const box = await toast.locator('p').last().boundingBox();
        if (!box) throw new Error('no toast to swipe');
        await page.mouse.move(box.x + 10, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + 10 + distance, box.y + box.height / 2, { steps: 5 });
        await page.mouse.up();
      };
      await swipe(TOAST_SETTINGS.swipePx / 2);
      await expect(toast).toHaveCount(1);
      await swipe(TOAST_SETTINGS.swipePx + 10);
      await expect(toast).toHaveCount(0);
      // Sent: the draft is gone, the contact page shows an empty form.
      await page.goBack();
      await expect(contact.submit).toBeEnabled();
      await expect(contact.field('name')).toHaveValue('');
      await expect(contact.field('message')).toHaveValue('');
      expect(contact.problems).toEqual([]);
    });
  });

  test('/contact has no WCAG 2.1 A/AA violations while errors are shown, in the light and the dark theme', async ({ page }) => {
    const contact = await openContact(page);
    const values = sample(uniqueMarker());
    await answerWith(page, contact, (route) => route.fulfill({ status: 503, headers: corsHeaders, body: '' }));
    // Errors under the fields.
    await fillForm(contact, { ...values, email: 'jane@example', message: '' });
    await contact.submit.click();
    await expect(contact.field('email')).toHaveAttribute('aria-invalid', 'true');
    await page.mouse.move(0, 0);
    expect(await violationsInBothThemes(page), 'with errors under the fields').toEqual({ light: [], dark: [] });
    // An error at form level.
    await fillForm(contact, values);
    await contact.submit.click();
    await expect(contact.section.getByRole('group', { name: failureTitle })).toBeVisible();
    expect(await violationsInBothThemes(page), 'with an error at form level').toEqual({ light: [], dark: [] });
    expect(contact.problems).toEqual([]);
  });

  /**
   * Sends a sample, leaves for the home page by the header's brand link while the answer is held, then
   * lets the answer through: once the form has gone with its page, or as soon as the address has
   * changed (the router keeps the old page on screen until the next one has loaded). Either way the
   * visitor no longer looks at the form, so the outcome is the toast's to tell.
   */
  async function sendAndLeave(
    page: Page,
    releaseWhen: 'form gone' | 'address changed',
    answer: (route: Route, embedded: boolean) => Promise<void>,
  ) {
    const contact = await openContact(page);
    const values = sample(uniqueMarker());
    const { held, release } = holdAnswer();
    await answerWith(page, contact, async (route) => {
      await held;
      await answer(route, contact.embedded);
    });
    await fillForm(contact, values);
    await contact.submit.click();
    await expect(contact.section.getByRole('button', { name: block.sendingLabel ?? 'Sending...' })).toBeDisabled();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL('/');
    const toast = page.locator('[data-toast]');
    if (releaseWhen === 'form gone') {
      await expect(contact.section).toHaveCount(0);
      // Still on its way: a loading toast says so, and outlasts the 4 s of an ordinary toast.
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText('Sending your message…');
      await page.waitForTimeout(TOAST_SETTINGS.durationMs + 500);
      await expect(toast).toContainText('Sending your message…');
    }
    release();
    await expect(contact.section).toHaveCount(0);
    // A navigation in the page: a document load would have taken the toast's code with it.
    expect(documents).toEqual([]);
    return { contact, values, toast };
  }

  test('left before the answer came: a toast says the message was not sent, why, and that it waits on the contact page', async ({
    page,
  }) => {
    const { contact, values, toast } = await sendAndLeave(page, 'address changed', (route) =>
      route.abort('internetdisconnected'),
    );
    await expect(toast).toHaveCount(1);
    await expect(toast).toContainText(failureTitle);
    await expect(toast).toContainText(/could not reach our server/);
    await expect(toast).toContainText('Your words are kept: go back to the contact page to send them.');
    await expect(
      page.getByRole('status').filter({ hasText: /could not reach our server.*go back to the contact page/ }),
    ).toHaveCount(1);
    // In the corner the settings name, at their width.
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no toast or viewport to measure');
    expect(box.width).toBeCloseTo(Math.min(TOAST_SETTINGS.widthPx, viewport.width - 32), 0);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(48);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(48);
    // The keyboard reaches it: Alt+T focuses the labelled region of the toasts, Tab its buttons in turn:
    // the action it offers, the cancel button, the dismiss button.
    await page.keyboard.press('Alt+KeyT');
    await expect(page.getByRole('region', { name: 'Notifications (Alt+T)' })).toBeFocused();
    expect(await violationsInBothThemes(page), 'with the toasts focused').toEqual({ light: [], dark: [] });
    const action = toast.getByRole('button', { name: 'Back to the form' });
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Not now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toast.getByRole('button', { name: 'Dismiss notification' })).toBeFocused();
    // Its action leads back to the form, where everything typed waits.
    await action.click();
    await expect(toast).toHaveCount(0);
    await expect(page).toHaveURL(`/contact${block.id ? `#${block.id}` : ''}`);
    await expect(contact.submit).toBeEnabled();
    await expectValues(contact, values);
    expect(contact.problems).toEqual([]);
  });
}

test.describe('the contact form', () => {
  endpointTests();
  browserTests();
});

test.describe('the newsletter sign-up in the footer', () => {
  const newsletter = site.footer.newsletter;

  async function openNewsletter(page: Page) {
    await page.goto('/contact');
    const form = page.locator('footer form');
    const submit = form.getByRole('button', { name: newsletter.submitLabel });
    if ((await submit.count()) > 0) await submit.scrollIntoViewIfNeeded();
    return { form, submit, email: form.getByLabel(newsletter.label) };
  }

  test('subscribes with the same states, and refuses an invalid address in the browser', async ({ page }) => {
    const { form, submit, email } = await openNewsletter(page);
    test.skip((await submit.count()) === 0, 'The footer does not hold the newsletter form yet.');
    await scrollToHydrated(submit);
    const endpoint = new URL((await form.getAttribute('action')) ?? '', page.url()).href;
    let posts = 0;
    // The second answer waits until the test has seen the sending state.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(endpoint, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders });
      posts += 1;
      if (posts === 1) return route.abort('failed');
      await held;
      return new URL(endpoint).origin === new URL(page.url()).origin
        ? route.continue()
        : route.fulfill(json(200, { next: '/', ok: true }));
    });

    await email.fill('jane@example');
    await submit.click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription(/valid email address/);
    expect(posts).toBe(0);

    const address = `${uniqueMarker()}@example.com`;
    await email.fill(address);
    await submit.click();
    await expect(form.getByRole('group', { name: newsletter.failureTitle })).toContainText(/could not reach our server/);
    await expect(email).toHaveValue(address);

    await form.getByRole('button', { name: newsletter.retryLabel }).click();
    await expect(form.getByRole('button', { name: newsletter.sendingLabel })).toBeDisabled();
    release();
    await expect(page.locator('footer').getByText(newsletter.successTitle, { exact: true })).toBeFocused();
    await expect(page.locator('footer').getByRole('status')).toContainText(newsletter.successTitle);
    expect(posts).toBe(2);
    if (new URL(endpoint).origin === new URL(page.url()).origin) {
      await expect
        .poll(async () => (await storedWith(address, site.forms.newsletterFormId)).map((s) => s.fields))
        .toEqual([{ email: address }]);
    }
  });
});

const hostedBaseUrl = process.env.HOSTED_BASE_URL;
if (hostedBaseUrl) {
  test.describe('the contact form, built for a hosted form service', () => {
    test.use({ baseURL: hostedBaseUrl });
    // The build differs from the usual one in where the form posts; both widths run against that one.
    test.skip(({ isMobile }) => isMobile, 'checked at desktop width');
    // The same build has analytics on, for the analytics tests (playwright.config.ts). Its provider's
    // script, which nothing serves here, is answered with an empty one, as the provider would answer.
    test.beforeEach(({ page }) =>
      page.route('/_vercel/insights/script.js', (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      ),
    );
    test('posts to the hosted service', async ({ page }) => {
      const contact = await openContact(page);
      expect(contact.embedded).toBe(false);
      expect(contact.endpoint).toMatch(new RegExp(`/f/${site.forms.contactFormId}$`));
    });
    endpointTests();
  });
}
