// Entry of a remote's render build: each page as the island the host hydrates (decision 014), at
// build time without data and, on the remote's server, with the page's API answers (decision 020).
import { answersOf, islandDataScript, islandIdPrefix, PageIsland, signedInOnlyPatterns, withServerData, type ServerDataCalls, type SiteConfig } from '@vital/shared';
import type { ComponentType } from 'react';
import { Route, Routes, StaticRouter } from 'react-router';
import * as app from 'vital-app/routes';
import { buildComment, fragmentPath } from '@vital/shared/contract';
import { matchPattern } from '../compose.ts';
import { assertNoRenderOrigin, collectedStyles, createRenderCache, renderConfig, renderToHtml, samplePath, serverBridge, type RenderedFile } from './common';

const failOnError = (error: unknown) => {
  throw error;
};

/** The pages a visitor may land on signed out: the only ones rendered on the server. */
const publicPages = Object.entries(app.routes).filter(([pattern]) => !signedInOnlyPatterns.has(pattern as never));

/** What a fragment holds after its build comment. */
async function renderIsland(pattern: string, location: string, Page: ComponentType, config?: SiteConfig) {
  const styleCache = createRenderCache();
  const html = await renderToHtml(
    <StaticRouter location={location}>
      <Routes>
        <Route
          path={pattern}
          element={<PageIsland bridge={serverBridge(styleCache, config)} Page={Page} onError={failOnError} />}
        />
      </Routes>
    </StaticRouter>,
    { identifierPrefix: islandIdPrefix(app.remote) },
  );
  return { html, styles: collectedStyles(styleCache) };
}

/** The build's fragments, without data. */
export function render(): Promise<RenderedFile[]> {
  return Promise.all(
    publicPages.map(async ([pattern, Page]) => {
      if (!Page) throw new Error(`${app.remote}: no page for ${pattern}`);
      const { html, styles } = await renderIsland(pattern, samplePath(pattern), Page);
      assertNoRenderOrigin(`${app.remote} ${pattern}`, html);
      return { file: fragmentPath(pattern), content: `${buildComment(__VITAL_BUILD_ID__)}${styles}${html}` };
    }),
  );
}

/**
 * The fragment of the page at `pathname` with the API's answers, which it carries for the browser's
 * hydration. Null when no page has the path or no call was answered: the build's fragment says the same.
 */
export async function renderPage(pathname: string, { apiBase, deadlineMs }: { apiBase: string; deadlineMs: number }): Promise<RenderedFile | null> {
  const found = publicPages.find(([pattern]) => matchPattern(pattern, pathname));
  if (!found?.[1]) return null;
  const [pattern, Page] = found;
  const config = renderConfig(apiBase);
  const calls: ServerDataCalls = new Map();
  const { html, styles } = await renderIsland(pattern, pathname, withServerData(Page, calls, deadlineMs), config);
  const entries = await answersOf(calls);
  if (!Object.keys(entries).length) return null;
  assertNoRenderOrigin(`${app.remote} ${pathname}`, html);
  return { file: fragmentPath(pattern), content: `${buildComment(__VITAL_BUILD_ID__)}${styles}${islandDataScript({ apiBase: config.apiBase, entries })}${html}` };
}
