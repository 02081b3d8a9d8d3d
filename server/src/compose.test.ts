import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import vm from 'node:vm';
import { buildComment, fragmentPath, parseShells, type Shell, type Shells } from '@vital/shared/contract';
import { composePage, createFragmentSource, isModuleEntry, matchPattern, MAX_RETURN_ADDRESS, resourceStatus, routeFor, signInRedirect } from './compose.ts';

/** Stands for the host's head script (host/src/features/islands/head-script.ts). */
const HEAD_SCRIPT = 'window.headRan=true;';
const CONFIG = { apiBase: 'https://api.example' };
const TEMPLATE =
  '<!doctype html><html><head><title>Vital</title><meta name="description" content="old"></head>' +
  '<body><noscript>needs JS</noscript><div id="root"></div><script defer src="/js/main.js"></script></body></html>';

const ISLAND_SHELL: Shell = {
  remote: 'marketing',
  head: '<title>About Us | Vital</title>',
  styles: '<style data-emotion="css a1">.css-a1{color:red}</style>',
  root: '<header>Header</header><main><div data-island="marketing" class="css-c">',
  islandLoading: '<div role="status">Loading…</div>',
  afterIsland: '</div></main><footer>Footer</footer>',
};

const SHELLS: Shells = {
  buildId: 'host-1',
  pages: { '/': ISLAND_SHELL, '/blogs/:id': ISLAND_SHELL, '/training': { ...ISLAND_SHELL, remote: null, islandLoading: undefined, afterIsland: undefined } },
  notFound: { ...ISLAND_SHELL, remote: null },
  redirects: { '/home': '/' },
  headScript: HEAD_SCRIPT,
};

describe('parseShells', () => {
  it('reads a shells.json as the host writes it, leaving absent fields absent', () => {
    const file = JSON.parse(JSON.stringify(SHELLS));
    assert.deepEqual(parseShells(file), file);
  });

  it('names the first field that is not as the contract says', () => {
    assert.throws(() => parseShells({ ...SHELLS, buildId: 1 }), /shells\.json: "buildId" must be a string/);
    const pages = { '/': { ...ISLAND_SHELL, styles: null } };
    assert.throws(() => parseShells({ ...SHELLS, pages }, 'host/dist/shells.json'), /host\/dist\/shells\.json: "pages\.\/\.styles" must be a string/);
    assert.throws(() => parseShells([]), /shells\.json: "\(the file\)" must be an object/);
  });
});

describe('fragmentPath', () => {
  it('names one file per route pattern', () => {
    assert.equal(fragmentPath('/'), 'fragments/index.html');
    assert.equal(fragmentPath('/industries/it'), 'fragments/industries/it.html');
    assert.equal(fragmentPath('/blogs/:id'), 'fragments/blogs/_id.html');
  });
});

describe('routeFor', () => {
  it('finds the pattern of a path, parameters included, and nothing for an unknown path', () => {
    assert.equal(routeFor(SHELLS, '/blogs/42')?.pattern, '/blogs/:id');
    assert.equal(routeFor(SHELLS, '/')?.pattern, '/');
    assert.equal(routeFor(SHELLS, '/blogs/42/more'), null);
    assert.equal(routeFor(SHELLS, '/nope'), null);
  });
});

describe('signInRedirect', () => {
  const guarded = { remote: 'accounts', head: '', styles: '', root: '', guard: { cookie: 'vital_signed_in', signInNext: '/signin?next=' } };
  const open = { remote: 'marketing', head: '', styles: '', root: '' };

  it('sends a signed-out visitor of a guarded page to sign-in, with the page and its query to come back to', () => {
    assert.equal(signInRedirect(guarded, '/dashboard', undefined), '/signin?next=%2Fdashboard');
    assert.equal(signInRedirect(guarded, '/dashboard?tab=cv&x=<y>', 'theme=dark'), '/signin?next=%2Fdashboard%3Ftab%3Dcv%26x%3D%3Cy%3E');
  });

  it('leaves out a query too long to repeat, so no redirect outgrows a proxy’s header buffer', () => {
    const fits = `/dashboard?q=${'a'.repeat(MAX_RETURN_ADDRESS - 30)}`;
    assert.equal(signInRedirect(guarded, fits, undefined), `/signin?next=${encodeURIComponent(fits)}`);
    for (const query of ['a'.repeat(4_100), '%'.repeat(2_000), 'é'.repeat(1_000)]) {
      assert.equal(signInRedirect(guarded, `/dashboard?${query}`, undefined), '/signin?next=%2Fdashboard');
    }
  });

  it('lets the signed-in cookie through, among others and however spaced', () => {
    assert.equal(signInRedirect(guarded, '/dashboard', 'a=1;vital_signed_in=1; b=2'), null);
    assert.equal(signInRedirect(guarded, '/dashboard', 'vital_signed_in=1'), null);
  });

  it('is not fooled by a cookie of another name or value, and leaves open pages alone', () => {
    assert.equal(signInRedirect(guarded, '/dashboard', 'not_vital_signed_in=1; vital_signed_in=0'), '/signin?next=%2Fdashboard');
    assert.equal(signInRedirect(open, '/', undefined), null);
  });
});

describe('matchPattern', () => {
  it('takes a parameter from one whole, non-empty segment, and matches every other segment exactly', () => {
    assert.deepEqual(matchPattern('/blogs/:id', '/blogs/42'), { id: '42' });
    assert.deepEqual(matchPattern('/', '/'), {});
    assert.deepEqual(matchPattern('/industries/it', '/industries/it'), {});
    for (const pathname of ['/blogs', '/blogs/', '/blogs/42/more', '/Blogs/42', '']) assert.equal(matchPattern('/blogs/:id', pathname), null, pathname);
    for (const pathname of ['/industries/IT', '/industries/it/x', '/industries', '/']) assert.equal(matchPattern('/industries/it', pathname), null, pathname);
  });
});

describe('composePage', () => {
  const fragment = `${buildComment('m-1')}<style data-emotion="css f1">.css-f1{}</style><h1>About</h1>`;

  it('puts the fragment in the island, the route’s head in the head, and the shell’s and the fragment’s styles there too', () => {
    const { html: page, inline } = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT });
    assert.ok(page.includes('<div data-island="marketing" class="css-c"><!--vital-build:m-1--><h1>About</h1></div></main><footer>Footer</footer></div>'));
    assert.ok(!page.includes('Loading…'));
    assert.ok(page.includes('<title>About Us | Vital</title>'));
    assert.ok(!page.includes('<title>Vital</title>') && !page.includes('content="old"') && !page.includes('<noscript>'));
    // A style element in the body may only style its parent: the fragment's joins the shell's in the head.
    assert.match(page, /<style data-emotion="css a1">[^<]*<\/style><style data-emotion="css f1">\.css-f1\{\}<\/style><\/head>/);
    assert.deepEqual(inline.styles.slice(1), ['.css-f1{}']);
  });

  it('is the same for every visitor: no nonce, and every inline script and style named for the policy', () => {
    const { html, inline } = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT });
    assert.equal(composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT }).html, html);
    assert.ok(!html.includes('nonce'));
    const inPage = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    assert.deepEqual(inPage, inline.scripts);
    assert.deepEqual([...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]), inline.styles);
  });

  it('opens the head with its charset, within the first bytes a browser reads', () => {
    const { html } = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT });
    assert.ok(html.indexOf('<meta charset="utf-8">') < 100);
    assert.equal(html.match(/<meta charset/g)?.length, 1);
  });

  it('leaves the route’s loading state when there is no fragment, or the answer is not one', () => {
    for (const missing of [null, '<html>502 Bad Gateway</html>', '']) {
      const page = composePage(TEMPLATE, ISLAND_SHELL, { fragment: missing, config: CONFIG, headScript: HEAD_SCRIPT }).html;
      assert.ok(page.includes('class="css-c"><div role="status">Loading…</div></div></main>'), String(missing));
      assert.ok(!page.includes('502'));
    }
  });

  it('runs the page’s config and the host’s head script first, before the route’s head', () => {
    const page = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, links: '<link rel="preconnect" href="https://m.example">', headScript: HEAD_SCRIPT }).html;
    assert.ok(page.includes(`<head><meta charset="utf-8"><script>window.__VITAL_SITE_CONFIG__={"apiBase":"https://api.example"}</script><link rel="preconnect" href="https://m.example"><script>${HEAD_SCRIPT}</script>`));
  });

  describe('the page’s scripts', () => {
    const preloads = ['https://m.example/remoteEntry.js', 'https://m.example/js/routes.js'];
    const expected = [
      { tag: 'link', rel: 'preload', as: 'script', href: preloads[0], crossOrigin: 'anonymous' },
      { tag: 'link', rel: 'preload', as: 'script', href: preloads[1], crossOrigin: 'anonymous' },
      { tag: 'script', src: '/js/main.js', async: false },
    ];

    /**
     * Runs the page's script starter as a browser would, in a document in the given state; `paint`
     * reports the first contentful paint, `timers` are the timers it set.
     */
    function runStarter(page: string, { visibilityState = 'visible', hasPaintTiming = true }: { visibilityState?: 'visible' | 'hidden'; hasPaintTiming?: boolean } = {}) {
      const starter = page.match(/<script>(\(function \(preloads, scripts, asModules\)[\s\S]*?)<\/script><\/body>/)?.[1];
      assert.ok(starter, 'a script starter, last in the body');
      const appended: Array<Record<string,unknown>> = [];
      const timers: Array<() => void> = [];
      const observers: Array<(list: { getEntriesByName: (name: string) => unknown[]; }) => void> = [];
      let isDisconnected = false;
      const document = {
        visibilityState,
        head: { appendChild: (element: Record<string,unknown>) => appended.push(element) },
        createElement: (tag: string) => ({ tag }),
        addEventListener: () => {},
      };
      class PerformanceObserver {
        constructor(callback: (typeof observers)[number]) {
          observers.push(callback);
        }
        observe() {
          if (!hasPaintTiming) throw new TypeError('paint is not a supported entry type');
        }
        disconnect() {
          isDisconnected = true;
        }
      }
      vm.runInNewContext(starter, { document, PerformanceObserver, setTimeout: (callback: () => void) => timers.push(callback) });
      const paint = (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (asked) => (asked === name ? [{ name }] : []) }));
      return { appended, timers, paint, isDisconnected: () => isDisconnected };
    }

    it('are requested once the page has painted, the remote’s files first, and none while it loads', () => {
      const page = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads }).html;
      assert.ok(!page.includes('<script defer') && !page.includes('<link rel="preload"'));
      const { appended, paint, isDisconnected, timers } = runStarter(page);
      paint('first-paint');
      assert.deepEqual(appended, [], 'nothing before the first contentful paint');
      paint('first-contentful-paint');
      assert.deepEqual(appended, expected);
      assert.ok(isDisconnected());
      timers.forEach((timer) => timer());
      assert.equal(appended.length, expected.length, 'started once');
    });

    it('start at once in a background tab, which never paints, and where paints are not reported', () => {
      const page = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads }).html;
      assert.deepEqual(runStarter(page, { visibilityState: 'hidden' }).appended, expected);
      assert.deepEqual(runStarter(page, { hasPaintTiming: false }).appended, expected);
    });

    it('start after 3 s when no paint is reported', () => {
      const { appended, timers } = runStarter(composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads }).html);
      assert.equal(timers.length, 1);
      timers[0]?.();
      assert.deepEqual(appended, expected);
    });

    it('preload an ES-module remote’s files as modules (CORS mode, as the runtime imports them), a classic one’s as scripts', () => {
      const modules = runStarter(composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads, preloadsAreModules: true }).html, {
        visibilityState: 'hidden',
      });
      assert.deepEqual(modules.appended, [
        { tag: 'link', rel: 'modulepreload', href: preloads[0] },
        { tag: 'link', rel: 'modulepreload', href: preloads[1] },
        { tag: 'script', src: '/js/main.js', async: false },
      ]);
      // webpack's classic chunks load in CORS mode (output.crossOriginLoading): so are they preloaded.
      const classic = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads, preloadsAreModules: false }).html;
      assert.deepEqual(runStarter(classic, { visibilityState: 'hidden' }).appended, expected);
    });

    it('tell an ES-module entry from a classic one by the manifest’s remoteEntry.type', () => {
      assert.deepEqual(['module', 'esm', 'global', 'var', undefined].map(isModuleEntry), [true, true, false, false, false]);
    });

    it('cannot be closed early by an address', () => {
      const hostile = 'https://m.example/</script><script>alert(1)</script>.js';
      const page = composePage(TEMPLATE, ISLAND_SHELL, { fragment, config: CONFIG, headScript: HEAD_SCRIPT, preloads: [hostile] }).html;
      assert.equal(page.match(/<script/g)?.length, 3, 'the config, the head script and the starter');
      const { appended, paint } = runStarter(page);
      paint('first-contentful-paint');
      assert.equal(appended[0]?.href, hostile);
    });
  });

  it('keeps $ patterns in page text as text', () => {
    const text = "$' $` $& $$";
    const page = composePage(TEMPLATE, { ...ISLAND_SHELL, head: `<title>${text}</title>` }, { fragment: `${buildComment('x')}<p>${text}</p>`, config: CONFIG, headScript: HEAD_SCRIPT }).html;
    assert.equal(page.split(text).length, 3);
    assert.equal(page.match(/<head>/g)?.length, 1);
  });
});

/**
 * A fake remote origin: answers with the current body and its ETag, 304 when it matches.
 */
function fakeOrigin(state: { body: string; etag: string; fail?: boolean; hang?: boolean }) {
  const calls: Array<Record<string, string>> = [];
  const get: typeof fetch = async (_url, init) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push(headers);
    if (state.fail) throw new TypeError('fetch failed');
    if (state.hang) {
      // AbortSignal.timeout's timer does not keep a process alive; a hanging socket would.
      const socket = setTimeout(() => {}, 10_000);
      await new Promise((_, reject) =>
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(socket);
          reject(init.signal?.reason);
        }),
      );
    }
    if (headers['If-None-Match'] === state.etag) return new Response(null, { status: 304 });
    return new Response(state.body, { status: 200, headers: { ETag: state.etag } });
  };
  return { get, calls };
}

describe('createFragmentSource', () => {
  it('reuses a fragment while fresh, then revalidates it by its ETag and picks up a release', async () => {
    const state = { body: 'v1', etag: '"1"' };
    const origin = fakeOrigin(state);
    const fragments = createFragmentSource({ fetch: origin.get, freshMs: 30, deadlineMs: 200 });
    assert.equal(await fragments('http://r/fragments/index.html'), 'v1');
    assert.equal(await fragments('http://r/fragments/index.html'), 'v1');
    assert.equal(origin.calls.length, 1);

    await new Promise((resolve) => setTimeout(resolve, 40));
    assert.equal(await fragments('http://r/fragments/index.html'), 'v1');
    assert.deepEqual(origin.calls[1], { 'If-None-Match': '"1"' });

    Object.assign(state, { body: 'v2', etag: '"2"' });
    await new Promise((resolve) => setTimeout(resolve, 40));
    assert.equal(await fragments('http://r/fragments/index.html'), 'v2');
  });

  it('asks once for many pages at the same moment', async () => {
    const origin = fakeOrigin({ body: 'v1', etag: '"1"' });
    const fragments = createFragmentSource({ fetch: origin.get, freshMs: 1000, deadlineMs: 200 });
    const bodies = await Promise.all(Array.from({ length: 20 }, () => fragments('http://r/a.html')));
    assert.ok(bodies.every((body) => body === 'v1'));
    assert.equal(origin.calls.length, 1);
  });

  it('gives null for a remote that is down or slower than the deadline, and tries again later', async () => {
    const state = { body: 'v1', etag: '"1"', fail: true, hang: false };
    const origin = fakeOrigin(state);
    const fragments = createFragmentSource({ fetch: origin.get, freshMs: 10, deadlineMs: 50 });
    assert.equal(await fragments('http://r/a.html'), null);

    Object.assign(state, { fail: false, hang: true });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    assert.equal(await fragments('http://r/a.html'), null);
    assert.ok(Date.now() - started < 500);

    Object.assign(state, { hang: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(await fragments('http://r/a.html'), 'v1');
  });

  it('keeps the most recent fragments only: one per page path cannot grow without end', async () => {
    const origin = fakeOrigin({ body: 'v1', etag: '"1"' });
    const fragments = createFragmentSource({ fetch: origin.get, freshMs: 60_000, deadlineMs: 200, maxEntries: 2 });
    for (const id of [1, 2, 1, 3]) await fragments(`http://r/fragments/blogs/_id.html?path=/blogs/${id}`);
    assert.equal(origin.calls.length, 3, '/blogs/1 was still kept when asked again');
    await fragments('http://r/fragments/blogs/_id.html?path=/blogs/1');
    assert.equal(origin.calls.length, 3, 'the two most recent are kept');
    await fragments('http://r/fragments/blogs/_id.html?path=/blogs/2');
    assert.equal(origin.calls.length, 4, '/blogs/2, the oldest, was let go');
  });
});

describe('resourceStatus', () => {
  const BLOG = { api: '/api/blog/:id', idPattern: '[A-Za-z0-9_-]{1,64}', localIds: ['dummy-1', 'dummy-2'] };
  const API = 'http://api.test';
  /** A fake API that answers `status` and records what it was asked. */
  const answering = (status: number) => {
    const asked: string[] = [];
    const fetch: typeof globalThis.fetch = async (url) => {
      asked.push(String(url));
      return new Response('{}', { status });
    };
    return { asked, fetch };
  };

  it('is 404 when the API says the record does not exist (404, or 400 for an id it cannot read)', async () => {
    for (const status of [404, 400]) {
      const api = answering(status);
      assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/999', API, { fetch: api.fetch }), 404);
      assert.deepEqual(api.asked, ['http://api.test/api/blog/999']);
    }
  });

  it('never aims the request at another path of the API: an id unlike the API’s is 404, unasked', async () => {
    // A backslash is a slash to a URL parser, and the id is decoded once: `..%5C..%5Chealth` was /health.
    for (const pathname of ['/blogs/..%5C..%5Chealth', '/blogs/a%2F..%2Fsignin', '/blogs/%2E%2E', '/blogs/1%3Fx%3D1', '/blogs/%zz', `/blogs/${'9'.repeat(65)}`]) {
      const api = answering(200);
      assert.equal(await resourceStatus(BLOG, '/blogs/:id', pathname, API, { fetch: api.fetch }), 404, pathname);
      assert.deepEqual(api.asked, [], pathname);
    }
  });

  it('is 200 when the record exists, the API fails, or it does not answer in time', async () => {
    for (const status of [200, 500, 503]) {
      assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/1', API, { fetch: answering(status).fetch }), 200);
    }
    const refused: typeof globalThis.fetch = async () => Promise.reject(new TypeError('fetch failed'));
    assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/1', API, { fetch: refused }), 200);
    const hanging: typeof globalThis.fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const started = Date.now();
    // AbortSignal.timeout's timer does not hold the process open; a server would.
    const keepAlive = setTimeout(() => {}, 5_000);
    assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/1', API, { fetch: hanging, deadlineMs: 50 }), 200);
    clearTimeout(keepAlive);
    assert.ok(Date.now() - started < 1_000);
  });

  it('never asks about a record the page knows without the API', async () => {
    const api = answering(404);
    assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/dummy-2', API, { fetch: api.fetch }), 200);
    assert.deepEqual(api.asked, []);
  });

  it("names the site's server to the API (VITAL_SERVER_KEY), so its calls never count against a visitor", async () => {
    const sent: Array<HeadersInit|undefined> = [];
    const fetch: typeof globalThis.fetch = async (_url, init) => (sent.push(init?.headers), new Response('{}', { status: 200 }));
    process.env.VITAL_SERVER_KEY = 'a-key-the-page-servers-share-with-the-api';
    try {
      assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/7', API, { fetch }), 200);
    } finally {
      delete process.env.VITAL_SERVER_KEY;
    }
    assert.deepEqual(sent, [{ 'X-Vital-Server-Key': 'a-key-the-page-servers-share-with-the-api' }]);
  });

  it('asks the API with the id encoded again, one path segment', async () => {
    const api = answering(404);
    assert.equal(await resourceStatus(BLOG, '/blogs/:id', '/blogs/post_7-b', API, { fetch: api.fetch }), 404);
    assert.deepEqual(api.asked, ['http://api.test/api/blog/post_7-b']);
  });
});
