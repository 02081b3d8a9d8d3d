import { lazy, type ComponentType } from 'react';
import { pages, type PageKey } from '../routes/pages';
import type { RoutePattern } from '../routes/paths';
import type { RemoteName, RouteComponents } from './contract';

/** What a feature folder's `pages.tsx` exports: its page components, by their key in the page registry. */
export type FeaturePages = Partial<Record<PageKey, ComponentType>>;

/**
 * A remote's routes, read from the page registry: each of its pages is loaded on first use
 * from the `pages.tsx` of the feature folder its row names. So a page is its registry row and
 * its feature folder, and the remote lists nothing. `load` is the remote's own
 * `import(\`./features/${feature}/pages\`)`: the bundler makes each feature a chunk of that remote.
 */
export function featureRoutes(remote: RemoteName, load: (feature: string) => Promise<{ pages: FeaturePages }>): RouteComponents {
  const routes: RouteComponents = {};
  for (const [key, page] of Object.entries(pages) as Array<[PageKey, (typeof pages)[PageKey]]>) {
    if (page.owner !== remote || !('feature' in page)) continue;
    routes[page.path as RoutePattern] = lazy(async () => {
      const Page = (await load(page.feature)).pages[key];
      if (!Page) throw new Error(`${remote}: src/features/${page.feature}/pages.tsx has no page "${key}"`);
      return { default: Page };
    });
  }
  return routes;
}
