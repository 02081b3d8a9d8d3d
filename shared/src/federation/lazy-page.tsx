import type { ComponentType } from 'react';

/** A page whose code loads on first use, and which can be asked to load before it renders. */
type LazyPage = ComponentType & { preload: () => Promise<unknown> };

/**
 * A page of a remote whose code is a chunk of its own. Rendered before the chunk is in, it
 * suspends (the server waits for it; in the browser a Suspense boundary does). The host
 * calls `preload` before it hydrates the page, so hydration finds the code already there
 * and the page is live, in one pass, as soon as it is hydrated.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= load().then((page) => {
      Loaded = page;
      return page;
    }));
  function Page() {
    if (!Loaded) throw preload();
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}

/** How to load a route's page's code before it renders, for a page `lazyPage` made. */
export function preloadOf(page: ComponentType): (() => Promise<unknown>) | undefined {
  return 'preload' in page && typeof page.preload === 'function' ? (page.preload as () => Promise<unknown>) : undefined;
}
