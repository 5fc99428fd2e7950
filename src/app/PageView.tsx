import { lazy, Suspense, use, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageBlocks } from '../blocks/PageBlocks.tsx';
import { collectionsReadyFor, findNamedEntry, loadAllCollections } from '../content/collections.ts';
import { RouteEntryContext } from '../content/route-entry.ts';
import { usePage } from '../content/pages.ts';
import { pageAt, type Resolution } from '../content/routing.ts';
import { feedFor, readsCollections } from '../content/site-routes.ts';
import { PageHead } from './PageHead.tsx';

// Only unknown paths show suggestions, so their code (and the string distance it uses) loads only there,
// with every collection entry, whose pages they may name.
const DidYouMean = lazy(async () => {
  const [{ DidYouMean }] = await Promise.all([import('./DidYouMean.tsx'), loadAllCollections()]);
  return { default: DidYouMean };
});

/** One page: its head (src/app/PageHead.tsx) and its blocks. */
export function PageView({ resolution }: { resolution: Resolution }) {
  const page = usePage(resolution.pageId);
  const { pathname } = useLocation();
  // Another path than the prerendered one (another entry of the same collection route, say) reads
  // entries its page data did not carry.
  if (readsCollections(resolution.pageId, page) && !collectionsReadyFor(pathname)) use(loadAllCollections());
  const feed = resolution.canonicalPath === null ? undefined : feedFor(resolution.canonicalPath);
  const named = resolution.kind === 'entry' ? findNamedEntry(resolution.collection, resolution.id) : undefined;
  const shown = pageAt(page, resolution);

  useEffect(() => {
    // Planned and unknown paths are worth knowing about: they are links the site does not serve yet.
    if (resolution.kind === 'fallback') console.info(`No page at ${pathname} yet; showing the fallback page.`);
  }, [resolution.kind, pathname]);

  return (
    <>
      <PageHead page={shown} entry={named?.entry} canonicalPath={resolution.canonicalPath} feed={feed} />
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
