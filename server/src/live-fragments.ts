// A remote's pages rendered with their data (decision 020) by the renderer its build ships, so the
// HTML is of the same build as the fragment's JS. Whatever goes wrong gives null: the build's
// fragment without data is sent instead, and the page is still whole.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverHeaders } from './compose.ts';
import { createFreshCache } from './recent-map.ts';

/** The API's changes show within this. */
const FRESH_MS = 1_000;
/** For each of a page's calls to the API: a late answer is left out. */
const DATA_DEADLINE_MS = Number(process.env.VITAL_DATA_DEADLINE_MS ?? 300);
const MAX_PATH_LENGTH = 512;

/** render/render-remote.tsx */
interface Renderer {
  renderPage: (pathname: string, options: { apiBase: string; deadlineMs: number }) => Promise<{ file: string; content: string } | null>;
}

/** The page path a fragment request's target names (`?path=/blogs/1`), or null when it names none or one no page can have. */
export function pagePathOf(target: string | undefined) {
  const query = String(target ?? '').split('?')[1]?.split('#')[0];
  if (!query) return null;
  const value = new URLSearchParams(query).get('path');
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (!value || !value.startsWith('/') || value.length > MAX_PATH_LENGTH || /[\u0000-\u001f\u007f]/.test(value)) return null;
  return value.replace(/\/+$/, '') || '/';
}

/**
 * React's server renderer keeps each render's state in an AsyncLocalStorage, which every timer and
 * socket made during the render inherits. undici makes its pooled sockets and its one process-wide
 * timer on the first calls: made inside a render, they would hold that render, and with it its
 * renderer's code, for as long as they live (the timer: as long as the process). A renderer's calls
 * to the API therefore go out from the context this module was loaded in.
 */
const outsideRenders = AsyncLocalStorage.snapshot();
/** The APIs renders call, by the origin the pages name: where this server reaches each. */
const apiOrigins: Map<string, string> = new Map();

/**
 * The renderer calls the API with the global fetch, at the address the site's pages name (so that its
 * media addresses and the island's data are the browser's). Its calls are sent from outside the render
 * there, for the API's origin only, to where this server reaches the API (behind nginx: the API itself).
 * A page's data is read for every visitor and must not spend the budget of the visitors on the server's
 * address, so they also name the server to the API (`serverHeaders`).
 */
function sendApiCallsOutsideRenders(apiBase: string, apiServer: string) {
  const isWrapped = apiOrigins.size > 0;
  apiOrigins.set(new URL(apiBase).origin, new URL(apiServer).origin);
  if (isWrapped) return;
  const send = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : null;
    let url;
    try {
      url = new URL(request ? request.url : String(input));
    } catch {
      return send(input, init);
    }
    const server = apiOrigins.get(url.origin);
    if (!server) return send(input, init);
    const named = new Headers(init?.headers ?? request?.headers);
    for (const [name, value] of Object.entries(serverHeaders())) named.set(name, value);
    const target = `${server}${url.pathname}${url.search}`;
    return outsideRenders(() => send(request ? new Request(target, request) : target, { ...init, headers: named }));
  };
}

type LivePage = { body: string; etag: string } | null;

/**
 * Renderers kept loaded: the live version's, the one before it (a rollback), a preview's, and one
 * more. Each is a few megabytes of code and module state, and a store sees a new version with
 * every release: any other is loaded again when asked for.
 */
export const MAX_RENDERERS = 4;

/** Loaded renderers by file, least recently used first. */
const renderers: Map<string, { mtimeMs: number; renderer: Renderer | null }> = new Map();
/** Renders under way by renderer file: one whose renderer was let go may still load a chunk of it. */
const rendersUnderWay: Map<string, number> = new Map();
const requireCache = createRequire(import.meta.url).cache;

/**
 * Lets the renderer of a folder be collected: the require cache is the only thing outside it that
 * holds it (its bundle sets no global, and its modules' `children` point only inside its folder).
 */
function forgetModules(file: string) {
  const folder = path.dirname(file) + path.sep;
  for (const loaded of Object.keys(requireCache)) if (loaded.startsWith(folder)) delete requireCache[loaded];
}

function unload(file: string) {
  renderers.delete(file);
  if (!rendersUnderWay.has(file)) forgetModules(file);
}

/** The build's own renderer, loaded again when the build is rewritten; null when it has none. */
function rendererOf(file: string): Renderer | null {
  let mtimeMs;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    unload(file);
    return null;
  }
  const known = renderers.get(file);
  renderers.delete(file);
  if (known?.mtimeMs === mtimeMs) {
    renderers.set(file, known);
    return known.renderer;
  }
  // New, or a rebuilt folder: its renderer's chunks are new files under the same names.
  forgetModules(file);
  const loaded = createRequire(file)(file) as Renderer;
  const renderer = typeof loaded.renderPage === 'function' ? loaded : null;
  renderers.set(file, { mtimeMs, renderer });
  for (const [oldest] of renderers) {
    if (renderers.size <= MAX_RENDERERS) break;
    unload(oldest);
  }
  return renderer;
}

/** `run` with the renderer of `file`, whose modules stay in the require cache until it ends. */
async function withRenderer<T>(file: string, run: (renderer: Renderer) => Promise<T>): Promise<T | null> {
  const renderer = rendererOf(file);
  if (!renderer) return null;
  rendersUnderWay.set(file, (rendersUnderWay.get(file) ?? 0) + 1);
  try {
    return await run(renderer);
  } finally {
    const left = (rendersUnderWay.get(file) ?? 1) - 1;
    if (left > 0) rendersUnderWay.set(file, left);
    else {
      rendersUnderWay.delete(file);
      if (!renderers.has(file)) forgetModules(file);
    }
  }
}

/** `folder`: the build or release folder; `fragment`: the fragment's path in it (`fragments/blogs.html`). */
/**
 * `apiBase`: the API as the site's pages name it; `apiServer`: where this server reaches it, when that is
 * another address (behind nginx, the API itself).
 */
export function createLiveFragments({
  apiBase,
  apiServer = apiBase,
  freshMs = FRESH_MS,
  log = console.error,
}: {
  apiBase: string;
  apiServer?: string;
  freshMs?: number;
  log?: typeof console.error;
}) {
  sendApiCallsOutsideRenders(apiBase, apiServer);
  const pages = createFreshCache<LivePage>(256, freshMs);

  async function render(folder: string, fragment: string, pagePath: string): Promise<LivePage> {
    try {
      const rendered = await withRenderer(path.join(folder, 'server', 'render.cjs'), (renderer) =>
        renderer.renderPage(pagePath, { apiBase, deadlineMs: DATA_DEADLINE_MS }),
      );
      // The path must be a page of this fragment: `fragments/index.html?path=/blogs` is not.
      if (!rendered || rendered.file !== fragment) return null;
      return { body: rendered.content, etag: `"${createHash('sha256').update(rendered.content).digest('base64url').slice(0, 22)}"` };
    } catch (error) {
      log(`[vital] ${pagePath} rendered without data: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  return (folder: string, fragment: string, pagePath: string) =>
    pages(`${folder}\u0000${fragment}\u0000${pagePath}`, () => render(folder, fragment, pagePath));
}
