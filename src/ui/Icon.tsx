import { Suspense, use } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { IconName } from '../generated/content.ts';

// One small chunk per icon, fetched by name: a page downloads the icons it shows, not the whole set.
// Typed exhaustively: an icon added to schemas/defs/icon.schema.json without an entry here is a compile error.
const loaders = {
  anchor: () => import('lucide-react/icons/anchor'),
  award: () => import('lucide-react/icons/award'),
  baby: () => import('lucide-react/icons/baby'),
  binoculars: () => import('lucide-react/icons/binoculars'),
  briefcase: () => import('lucide-react/icons/briefcase'),
  bus: () => import('lucide-react/icons/bus'),
  calendar: () => import('lucide-react/icons/calendar'),
  camera: () => import('lucide-react/icons/camera'),
  castle: () => import('lucide-react/icons/castle'),
  check: () => import('lucide-react/icons/check'),
  clock: () => import('lucide-react/icons/clock'),
  compass: () => import('lucide-react/icons/compass'),
  crown: () => import('lucide-react/icons/crown'),
  gem: () => import('lucide-react/icons/gem'),
  gift: () => import('lucide-react/icons/gift'),
  globe: () => import('lucide-react/icons/globe'),
  'graduation-cap': () => import('lucide-react/icons/graduation-cap'),
  handshake: () => import('lucide-react/icons/handshake'),
  heart: () => import('lucide-react/icons/heart'),
  hotel: () => import('lucide-react/icons/hotel'),
  leaf: () => import('lucide-react/icons/leaf'),
  mail: () => import('lucide-react/icons/mail'),
  'map-pin': () => import('lucide-react/icons/map-pin'),
  mountain: () => import('lucide-react/icons/mountain'),
  phone: () => import('lucide-react/icons/phone'),
  plane: () => import('lucide-react/icons/plane'),
  shield: () => import('lucide-react/icons/shield'),
  ship: () => import('lucide-react/icons/ship'),
  sparkles: () => import('lucide-react/icons/sparkles'),
  star: () => import('lucide-react/icons/star'),
  sun: () => import('lucide-react/icons/sun'),
  tent: () => import('lucide-react/icons/tent'),
  'tree-palm': () => import('lucide-react/icons/tree-palm'),
  trophy: () => import('lucide-react/icons/trophy'),
  users: () => import('lucide-react/icons/users'),
  wine: () => import('lucide-react/icons/wine'),
} satisfies Record<IconName, () => Promise<{ default: LucideIcon }>>;

/** One promise per icon, kept, so that every render of an icon reads the same settled promise. */
const loading = new Map<IconName, Promise<{ default: LucideIcon }>>();

const iconComponent = (name: IconName): Promise<{ default: LucideIcon }> => {
  let promise = loading.get(name);
  if (!promise) {
    promise = loaders[name]();
    // A failed download is not kept: the next render tries again.
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
};

/**
 * A decorative line icon named in content; its meaning is always carried by text beside it. While its
 * chunk downloads, its room is kept empty: a prerendered icon keeps its markup and hydrates once the
 * chunk arrives, and a page rendered in the browser shows at once (src/app/SiteRouter.tsx) without
 * waiting for its icons.
 */
export function Icon({ name, size = 28 }: { name: IconName; size?: number }) {
  return (
    <Suspense fallback={<span style={{ display: 'inline-block', width: size, height: size }} />}>
      <LoadedIcon name={name} size={size} />
    </Suspense>
  );
}

function LoadedIcon({ name, size }: { name: IconName; size: number }) {
  const Component = use(iconComponent(name)).default;
  return <Component size={size} strokeWidth={1.25} aria-hidden="true" focusable="false" />;
}
