// Entry of the host's render build: the shell of every route, rendered by the same App the browser
// hydrates, with the route's loading state where a remote's page goes (decision 014).
import { CacheProvider } from '@emotion/react';
import { fullPageTitle, type PageMeta } from '@vital/shared';
import { StaticRouter } from 'react-router';
import { App, headScript, notFoundPage, redirects, shellPages } from 'vital-app/shell-pages';
import type { Shell, ShellPage, Shells } from '@vital/shared/contract';
import { assertNoRenderOrigin, collectedStyles, createRenderCache, renderConfig, renderToHtml, samplePath, type RenderedFile } from './common';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function headFor({ title, description, noIndex }: PageMeta): string {
  const full = escapeHtml(fullPageTitle(title));
  const text = escapeHtml(description);
  return [
    `<title>${full}</title>`,
    `<meta name="description" content="${text}">`,
    `<meta property="og:title" content="${full}">`,
    `<meta property="og:description" content="${text}">`,
    '<meta property="og:type" content="website">',
    ...(noIndex ? ['<meta name="robots" content="noindex">'] : []),
  ].join('');
}

async function renderShell(page: ShellPage, location: string): Promise<Shell> {
  const styleCache = createRenderCache();
  const root = await renderToHtml(
    <CacheProvider value={styleCache}>
      <StaticRouter location={location}>
        <App config={renderConfig()} />
      </StaticRouter>
    </CacheProvider>,
  );
  assertNoRenderOrigin(`shell ${page.pattern}`, root);
  return {
    remote: page.remote,
    feature: page.feature,
    head: headFor(page.meta),
    styles: collectedStyles(styleCache),
    resource: page.resource,
    guard: page.guard,
    ...splitAtIsland(root),
  };
}

/** Cuts the shell around the island's content (the one `data-island` element; none on a guarded page). */
function splitAtIsland(root: string): Pick<Shell, 'root' | 'islandLoading' | 'afterIsland'> {
  const open = /<div data-island="[a-z]+"[^>]*>/.exec(root);
  if (!open) return { root };
  const start = open.index + open[0].length;
  // The island's end is the </div> that closes it: count the divs opened inside.
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 1;
  for (let tag = tags.exec(root); tag; tag = tags.exec(root)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return { root: root.slice(0, start), islandLoading: root.slice(start, tag.index), afterIsland: root.slice(tag.index) };
  }
  throw new Error('the island of the shell is not closed');
}

export async function render(): Promise<RenderedFile[]> {
  const pages = await Promise.all(shellPages.map(async (page) => [page.pattern, await renderShell(page, samplePath(page.pattern))] as const));
  const shells: Shells = {
    buildId: __VITAL_BUILD_ID__,
    pages: Object.fromEntries(pages),
    notFound: await renderShell(notFoundPage, '/__vital_not_found__'),
    redirects,
    headScript,
  };
  return [{ file: 'shells.json', content: JSON.stringify(shells) }];
}
