import { useCallback, useMemo, useState } from 'react';
import { call, type Listing } from '../api.ts';
import type { FormContextValue } from '../form/context.ts';
import { linkTargets, routeTargets } from '../link-targets.ts';

/**
 * What the form's fields share, the pickers' lists among it: the site's pictures (listed again after an
 * upload), its frames, and where links may lead. Each part is made again only when what it is made from changes.
 */
export function useFormContextValue({
  listing,
  isPage,
  value,
  ...actions
}: Pick<FormContextValue, 'change' | 'foresee' | 'update' | 'problems' | 'focus' | 'open' | 'toggle' | 'setOpen'> & {
  listing: Listing | null;
  isPage: boolean;
  value: unknown;
}): FormContextValue {
  const { change, foresee, update, problems, focus, open, toggle, setOpen } = actions;
  // The pictures as listed when the editor opened, until an upload lists them again.
  const [listedAgain, setPictures] = useState<Listing['pictures'] | null>(null);
  const pictures = useMemo(() => listedAgain ?? listing?.pictures ?? [], [listedAgain, listing]);
  const frames = useMemo(
    () => (listing?.files ?? []).flatMap(({ file }) => /^content\/frames\/(.+)\.json$/.exec(file)?.[1] ?? []),
    [listing],
  );
  const upload = useCallback(async (picked: File) => {
    const data = btoa(Array.from(new Uint8Array(await picked.arrayBuffer()), (b) => String.fromCharCode(b)).join(''));
    const { src } = await call<{ src: string }>('upload', { name: picked.name, data });
    const list = await call<Listing>('list');
    setPictures(list.pictures);
    return src;
  }, []);

  // The page's anchors as one string, so the targets change only when an anchor does.
  const anchorIds = isPage
    ? ((value as { blocks?: { id?: string }[] })?.blocks ?? []).flatMap((b) => (b.id ? [b.id] : [])).join(' ')
    : '';
  const linkTargetList = useMemo(() => {
    const anchors = anchorIds ? anchorIds.split(' ').map((id) => ({ value: `#${id}`, label: 'On this page' })) : [];
    return linkTargets([
      ...anchors,
      ...(listing
        ? [
            ...routeTargets(listing),
            ...Object.entries(listing.manifest.aliases).map(([p, to]) => ({ value: p, label: `Alias of ${to}` })),
            ...listing.manifest.planned.map((p) => ({ value: p, label: 'Planned page' })),
          ]
        : []),
    ]);
  }, [anchorIds, listing]);

  return useMemo(
    () => ({
      change,
      foresee,
      update,
      problems,
      linkTargets: linkTargetList,
      focus,
      open,
      toggle,
      setOpen,
      frames,
      pictures,
      upload,
    }),
    [change, foresee, update, problems, linkTargetList, focus, open, toggle, setOpen, frames, pictures, upload],
  );
}
