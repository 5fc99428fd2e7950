import { lazy, type ComponentType, type LazyExoticComponent, type ReactPromise } from 'react';

/** A promise that says, once settled, how it settled: React's `use` then reads it without suspending. */
export type Tracked<T> = Promise<T> & ReactPromise<T>;

/** Marks a promise with its outcome as it settles, as React does with the promises it has seen. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked = Object.assign(promise, { status: 'pending' as const });
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return tracked;
}

/** A promise already settled, marked so: React's `use` reads it in the same render instead of waiting a task. */
export const settled = <T>(value: T): Tracked<T> =>
  Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });

/**
 * Values downloaded once per key and kept, as tracked promises React's `use` can read: a primed or
 * settled value renders without suspending. A failed download is not kept: the next call tries again.
 */
export function trackedCache<T>(load: (key: string) => Promise<T>) {
  const promises = new Map<string, Tracked<T>>();
  return {
    get(key: string): Tracked<T> {
      let promise = promises.get(key);
      if (!promise) {
        promise = track(load(key));
        promise.catch(() => promises.delete(key));
        promises.set(key, promise);
      }
      return promise;
    },
    /** The value if it is here already, without asking for it. */
    loaded(key: string): T | undefined {
      const promise = promises.get(key);
      return promise?.status === 'fulfilled' ? promise.value : undefined;
    },
    /** Makes a value available synchronously, e.g. the prerendered page's own, before hydration. */
    prime(key: string, value: T): void {
      promises.set(key, settled(value));
    },
    /** Lets a value go: the server render keeps no page once it is written (src/entry-server.tsx). */
    forget(key: string): void {
      promises.delete(key);
    },
  };
}

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the component's code ahead of its first render. */
  preload: () => Promise<void>;
  isLoaded: () => boolean;
};

/**
 * React.lazy whose code can be loaded before it first renders (src/app/page-ready.ts). Once loaded,
 * it renders at once: React's lazy reads a thenable that calls back as soon as it is asked, so a page
 * whose parts were loaded ahead renders in one pass instead of suspending once per part.
 */
export function lazyPreloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = (): Promise<ComponentType<P>> =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download is not kept: the next render or prefetch tries again.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload().then((c) => ({ default: c }));
    const module = { default: loaded };
    // Calls back at once, unlike a resolved promise, whose callbacks wait for a microtask.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as unknown as Promise<typeof module>;
  });
  return Object.assign(component, { preload: () => preload().then(() => undefined), isLoaded: () => loaded !== undefined });
}
