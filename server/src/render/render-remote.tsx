// Entry of a remote's render build (webpack, target node): renders each of the remote's
// pages as its island, the same tree the host hydrates in the browser (decision 014).
import { PageIsland, signedInOnlyPatterns } from '@vital/shared';
import { renderToHtml } from './render-to-html';
import { Route, Routes, StaticRouter } from 'react-router';
import * as app from 'vital-app/routes';
import { buildComment, fragmentPath } from '../compose.mjs';
import { samplePath } from './sample-path';
import { assertNoRenderOrigin, collectedStyles, createRenderCache, serverBridge } from './server-bridge';

export interface RenderedFile {
  file: string;
  content: string;
}

const failOnError = (error: unknown) => {
  throw error;
};

/** Every page of the remote a visitor may land on signed out, as `fragments/*.html`. */
export function render(): Promise<RenderedFile[]> {
  const buildId = __VITAL_BUILD_ID__;
  const pages = Object.entries(app.routes).filter(([pattern]) => !signedInOnlyPatterns.has(pattern as never));
  return Promise.all(
    pages.map(async ([pattern, Page]) => {
      if (!Page) throw new Error(`${app.remote}: no page for ${pattern}`);
      const styleCache = createRenderCache();
      const html = await renderToHtml(
        <StaticRouter location={samplePath(pattern)}>
          <Routes>
            <Route path={pattern} element={<PageIsland remote={app.remote} bridge={serverBridge(styleCache)} Page={Page} onError={failOnError} />} />
          </Routes>
        </StaticRouter>,
      );
      assertNoRenderOrigin(`${app.remote} ${pattern}`, html);
      return { file: fragmentPath(pattern), content: `${buildComment(buildId)}${collectedStyles(styleCache)}${html}` };
    }),
  );
}
