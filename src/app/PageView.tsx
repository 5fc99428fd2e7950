import { lazy, Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBlocks } from '../blocks/PageBlocks.tsx';
import { collectionsReadyFor, findNamedEntry, loadAllCollections } from '../content/collections.ts';
import { RouteEntryContext } from '../content/route-entry.ts';
import { usePage } from '../content/pages.ts';
import { pageAt, type Resolution } from '../content/routing.ts';
import { feedFor, readsCollections } from '../content/site-routes.ts';
import { absoluteUrl, site } from '../content/site.ts';
import { StructuredData } from './StructuredData.tsx';

// Only unknown paths show suggestions, so their code (and the string distance it uses) loads only there,
// with every collection entry, whose pages they may name.
const DidYouMean = lazy(async () => {
  const [{ DidYouMean }] = await Promise.all([import('./DidYouMean.tsx'), loadAllCollections()]);
  return { default: DidYouMean };
});

/** One page: its head (title, description, canonical link) and its blocks. */
export function PageView({ resolution }: { resolution: Resolution }) {
  const page = usePage(resolution.pageId);
  const { pathname } = useLocation();
  // Another path than the prerendered one (another entry of the same collection route, say) reads
  // entries its page data did not carry.
  if (readsCollections(resolution.pageId, page) && !collectionsReadyFor(pathname)) use(loadAllCollections());
  const feed = resolution.canonicalPath === null ? undefined : feedFor(resolution.canonicalPath);
  const named = resolution.kind === 'entry' ? findNamedEntry(resolution.collection, resolution.id) : undefined;
  const shown = pageAt(page, resolution);
  const { title, description } = shown;

  useEffect(() => {
    // Planned and unknown paths are worth knowing about: they are links the site does not serve yet.
    if (resolution.kind === 'fallback') console.info(`No page at ${pathname} yet; showing the fallback page.`);
  }, [resolution.kind, pathname]);

  return (
    <>
      {/* React puts these in <head>, the metadata first, then the links. */}
      <title>{title}</title>
      <meta name="description" content={description} />
      {resolution.canonicalPath === null && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={site.brand.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {resolution.canonicalPath !== null && <link rel="canonical" href={absoluteUrl(resolution.canonicalPath)} />}
      {feed && <link rel="alternate" type="application/atom+xml" title={feed.title} href={feed.path} />}
      <StructuredData page={shown} entry={named?.entry} canonicalPath={resolution.canonicalPath} />
      <RouteEntryContext value={named ?? null}>
        <PageBlocks blocks={shown.blocks} />
      </RouteEntryContext>
      {resolution.kind === 'fallback' && (
        // One prerendered 404.html answers planned and unknown paths alike, so the boundary is there for
        // both: the markup hydrates the same whichever path it answers.
        <Suspense fallback={null}>{!resolution.planned && <DidYouMean pathname={pathname} />}</Suspense>
      )}
    </>
  );
}
