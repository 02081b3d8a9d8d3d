// A remote's pages rendered with their data (docs/decisions/020-fragments-with-data.md):
// the page server asks for a fragment with the page's path (`fragments/blogs.html?path=/blogs`),
// and the remote's server renders that page with the API's answers, using the renderer its
// build ships (dist/server/render.cjs) — the same build as the fragment's JS. Whatever goes
// wrong (no renderer, the API down or slow, a page that throws) gives null, and the
// build's fragment without data is sent instead: the page is still whole.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverHeaders } from './compose.ts';
import { createRecentMap } from './recent-map.ts';

/** A page rendered with data is reused this long: the API's changes show within it. */
const FRESH_MS = 1_000;
const MAX_CACHED = 256;
/** The API has this long to answer each of a page's calls; after it, the page goes without that answer. */
const DATA_DEADLINE_MS = Number(process.env.VITAL_DATA_DEADLINE_MS ?? 300);
const MAX_PATH_LENGTH = 512;

/** What a remote's render build exports (server/src/render/render-remote.tsx). */
interface Renderer {
  renderPage: (pathname: string, options: { apiBase: string; deadlineMs: number }) => Promise<{ file: string; content: string } | null>;
}

/**
 * The page path a fragment request names (`?path=/blogs/1`), or null when it names none or
 * one no page can have.
 * @param target the request's target
 */
export function pagePathOf(target: string | undefined) {
  const query = String(target ?? '').split('?')[1]?.split('#')[0];
  if (!query) return null;
  const value = new URLSearchParams(query).get('path');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || value.length > MAX_PATH_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value.replace(/\/+$/, '') || '/';
}

let isNamedToApi = false;

/**
 * The renders' calls to the API name the site's server (`serverHeaders`): a page's data is read
 * for every visitor, and must not spend the budget of the visitors on the server's address. The
 * remote's renderer calls the API with the global fetch, so that is where the name is added,
 * for the API's origin only, once per process.
 */
function nameServerToApi(apiBase: string) {
  const headers = serverHeaders();
  if (isNamedToApi || !Object.keys(headers).length) return;
  isNamedToApi = true;
  const api = new URL(apiBase).origin;
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    if (new URL(request ? request.url : String(input)).origin !== api) return send(input, init);
    const named = new Headers(init?.headers ?? request?.headers);
    for (const [name, value] of Object.entries(headers)) named.set(name, value);
    return send(input, { ...init, headers: named });
  };
}

/**
 *   `folder`: the build (or release) folder; `fragment`: the fragment's path in it (`fragments/blogs.html`)
 */
export function createLiveFragments({ apiBase, deadlineMs = DATA_DEADLINE_MS, freshMs = FRESH_MS, log = console.error }: { apiBase: string; deadlineMs?: number; freshMs?: number; log?: (message: string) => void }): (folder: string, fragment: string, pagePath: string) => Promise<{ body: string; etag: string } | null> {
  nameServerToApi(apiBase);
  const renderers: Map<string, { mtimeMs: number; renderer: Renderer }> = new Map();
  const pages: ReturnType<typeof createRecentMap<{ at: number; page: { body: string; etag: string } | null; pending: Promise<{ body: string; etag: string } | null> | null }>> = createRecentMap(MAX_CACHED);

  /**
   * The folder's renderer, loaded again when its build is rewritten; null when it has none.
   */
  function rendererOf(folder: string): Renderer | null {
    const file = path.join(folder, 'server', 'render.cjs');
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const known = renderers.get(folder);
    if (known?.mtimeMs === mtimeMs) return known.renderer;
    const load = createRequire(file);
    // A rebuilt folder: its renderer's chunks are new files under the same names.
    for (const loaded of Object.keys(load.cache)) if (loaded.startsWith(path.dirname(file) + path.sep)) delete load.cache[loaded];
    const renderer = (load(file) as Renderer);
    if (typeof renderer.renderPage !== 'function') return null;
    renderers.set(folder, { mtimeMs, renderer });
    return renderer;
  }

  async function render(folder: string, fragment: string, pagePath: string) {
    try {
      const rendered = await rendererOf(folder)?.renderPage(pagePath, { apiBase, deadlineMs });
      // The path must be a page of this fragment: `fragments/index.html?path=/blogs` is not.
      if (!rendered || rendered.file !== fragment) return null;
      return { body: rendered.content, etag: `"${createHash('sha256').update(rendered.content).digest('base64url').slice(0, 22)}"` };
    } catch (error) {
      log(`[vital] ${pagePath} rendered without data: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  return (folder, fragment, pagePath) => {
    const key = `${folder}\u0000${fragment}\u0000${pagePath}`;
    const entry = pages.get(key) ?? { at: 0, page: null, pending: null };
    if (Date.now() - entry.at < freshMs) return Promise.resolve(entry.page);
    entry.pending ??= render(folder, fragment, pagePath).then((page) => {
      Object.assign(entry, { at: Date.now(), page, pending: null });
      return page;
    });
    pages.set(key, entry);
    return entry.pending;
  };
}
