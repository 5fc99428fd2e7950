import { createContext, useContext } from 'react';
import type { NamedEntry } from './collections.ts';

// Not in collections.ts: the build scripts read collections through the manifest and must not load React.

/** The entry a collection route's page shows (the room of /apartments/3), for the blocks of that page. */
export const RouteEntryContext = createContext<NamedEntry | null>(null);

export const useRouteEntry = () => useContext(RouteEntryContext);
