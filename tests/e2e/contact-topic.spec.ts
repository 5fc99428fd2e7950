/**
 * A call to the contact page can name its subject: /contact?topic=weddings opens the form with the
 * Subject filled in from the form's topics, still editable, and never over what the visitor typed.
 */
import { expect, type Page } from '@playwright/test';
import type { ContactFormBlock } from '../../src/generated/content.ts';
import { test } from './console.ts';
import { pageContent } from './content.ts';
import { scrollToHydrated, waitForHydration } from './helpers-chrome.ts';

const found = pageContent('contact').blocks.find((b) => b.type === 'contact-form');
if (found?.type !== 'contact-form' || !found.topics)
  throw new Error('content/pages/contact.json has no contact form with topics');
const block: ContactFormBlock = found;
const topics = found.topics;
const [firstTopic, secondTopic] = Object.keys(topics);

async function subjectField(page: Page) {
  const section = page.locator(`section#${block.id}`);
  const submit = section.getByRole('button', { name: block.submitLabel });
  // The form hydrates as it nears the viewport; the subject is offered once it has.
  await scrollToHydrated(submit);
  return section.getByLabel(block.fields.subject.label, { exact: true });
}

test('the topic in the address fills the subject, which stays editable', async ({ page }) => {
  await page.goto(`/contact?topic=${firstTopic}`);
  const subject = await subjectField(page);
  await expect(subject).toHaveValue(topics[firstTopic] ?? '');
  await expect(subject).toBeEditable();
  await subject.fill('A honeymoon in Japan and the Maldives');
  await expect(subject).toHaveValue('A honeymoon in Japan and the Maldives');
});

test('an unknown topic leaves the subject empty', async ({ page }) => {
  await page.goto('/contact?topic=no-such-topic');
  await expect(await subjectField(page)).toHaveValue('');
});

test('a subject the visitor already typed wins over the topic', async ({ page }) => {
  await page.goto('/contact');
  const typed = await subjectField(page);
  await typed.fill('Our own idea');
  // The draft is kept for the tab; the next page load with a topic must not overwrite it.
  await page.goto(`/contact?topic=${firstTopic}`);
  await expect(await subjectField(page)).toHaveValue('Our own idea');
});

test('the topic survives a client-side navigation, and a new topic replaces one it filled in', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/');
  // The app must be running to hear of the entry: its code is asked for after the first paint.
  await waitForHydration(page);
  // What the router does for a link: push the entry and let the app render it, with no document load.
  const navigate = async (href: string) => {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, href);
    await expect(page).toHaveURL(href);
  };
  await navigate(`/contact?topic=${firstTopic}`);
  const subject = await subjectField(page);
  await expect(subject).toHaveValue(topics[firstTopic] ?? '');
  await navigate(`/contact?topic=${secondTopic}`);
  await expect(subject).toHaveValue(topics[secondTopic] ?? '');
  expect(documents).toHaveLength(1);
});

test('a call on another page opens the contact page with its subject, without loading a document', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await page.goto('/vip-hotels');
  const call = page.locator('main a[href="/contact?topic=vip-hotels"]').first();
  // Until its part has hydrated the link is a plain one, which loads a document, as it should.
  await scrollToHydrated(call);
  await call.click();
  await expect(page).toHaveURL('/contact?topic=vip-hotels');
  await expect(await subjectField(page)).toHaveValue(topics['vip-hotels'] ?? '');
  expect(documents).toHaveLength(1);
});
