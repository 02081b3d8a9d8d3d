import { use, type ComponentType } from 'react';
import { pages, type PageKey } from '../routes/pages';
import type { RoutePattern } from '../routes/paths';
import type { PageComponent, RemoteName, RouteComponents } from '../contract';
import { trackSettlement } from './settled';

/** What a feature folder's `pages.tsx` exports: its page components, by their key in the page registry. */
export type FeaturePages = Partial<Record<PageKey, ComponentType>>;

type FeatureModule = { pages: FeaturePages };

/**
 * A remote's routes, read from the page registry: each of its pages comes from the `pages.tsx` of
 * the feature folder its row names, loaded on first use or ahead of it (`preload`, which the host
 * calls before it shows the page, so that hydration runs in one pass). So a page is its registry
 * row and its feature folder, and the remote lists nothing. `load` is the remote's own
 * `import(\`./features/${feature}/pages\`)`: the bundler makes each feature a chunk of that remote.
 */
export function featureRoutes(remote: RemoteName, load: (feature: string) => Promise<FeatureModule>): RouteComponents {
  const loads = new Map<string, Promise<FeatureModule>>();
  // Tracked: a feature that has arrived is read by `use` without suspending.
  const loadFeature = (feature: string) => {
    let pending = loads.get(feature);
    if (!pending) {
      pending = trackSettlement(load(feature));
      // A failed load is tried again on the next render (the island's Retry).
      pending.catch(() => loads.delete(feature));
      loads.set(feature, pending);
    }
    return pending;
  };

  const routes: RouteComponents = {};
  for (const [key, page] of Object.entries(pages) as Array<[PageKey, (typeof pages)[PageKey]]>) {
    if (page.owner !== remote || !('feature' in page)) continue;
    const Page: PageComponent = () => {
      const Component = use(loadFeature(page.feature)).pages[key];
      if (!Component) throw new Error(`${remote}: src/features/${page.feature}/pages.tsx has no page "${key}"`);
      return <Component />;
    };
    Page.displayName = `Page(${key})`;
    Page.preload = () => loadFeature(page.feature);
    routes[page.path as RoutePattern] = Page;
  }
  return routes;
}
