import type { Page } from '../generated/content.ts';

// Each page file becomes its own chunk, downloaded only when its route is visited.
const pageModules = import.meta.glob<Page>('../../content/pages/*.json', { import: 'default' });

export async function loadPage(pageId: string): Promise<Page> {
  const load = pageModules[`../../content/pages/${pageId}.json`];
  if (!load) throw new Response(`No page "${pageId}"`, { status: 500 });
  return load();
}
