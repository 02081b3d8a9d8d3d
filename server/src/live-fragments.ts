// A remote's pages rendered with their data (decision 020) by the renderer its build ships, so the
// HTML is of the same build as the fragment's JS. Whatever goes wrong gives null: the build's
// fragment without data is sent instead, and the page is still whole.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serverHeaders } from './compose.ts';
import { createFreshCache, readWhenChanged } from './recent-map.ts';

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

let isNamedToApi = false;

/**
 * A page's data is read for every visitor and must not spend the budget of the visitors on the
 * server's address, so the renders' calls name the server to the API (`serverHeaders`). The
 * renderer calls the API with the global fetch: the name is added there, for the API's origin only.
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

type LivePage = { body: string; etag: string } | null;

/** The build's own renderer, loaded again when the build is rewritten; null when it has none. */
const rendererOf = readWhenChanged((file): Renderer | null => {
  const load = createRequire(file);
  // A rebuilt folder: its renderer's chunks are new files under the same names.
  for (const loaded of Object.keys(load.cache)) if (loaded.startsWith(path.dirname(file) + path.sep)) delete load.cache[loaded];
  const renderer = load(file) as Renderer;
  return typeof renderer.renderPage === 'function' ? renderer : null;
});

/** `folder`: the build or release folder; `fragment`: the fragment's path in it (`fragments/blogs.html`). */
export function createLiveFragments({ apiBase, freshMs = FRESH_MS, log = console.error }: { apiBase: string; freshMs?: number; log?: typeof console.error }) {
  nameServerToApi(apiBase);
  const pages = createFreshCache<LivePage>(256, freshMs);

  async function render(folder: string, fragment: string, pagePath: string): Promise<LivePage> {
    try {
      const renderer = rendererOf(path.join(folder, 'server', 'render.cjs'));
      const rendered = await renderer?.renderPage(pagePath, { apiBase, deadlineMs: DATA_DEADLINE_MS });
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
