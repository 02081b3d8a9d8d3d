// A remote renders the page a fragment is asked for with its data, and whatever goes wrong
// there (no renderer, a renderer that throws, a path of another page) leaves the build's
// fragment: the page is whole either way (decision 020).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createLiveFragments, MAX_RENDERERS, pagePathOf } from './live-fragments.ts';
import { serve } from './serve.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A build folder whose renderer renders `/` and `/blogs/:id` with the API's address in the
 * page, counts its renders and throws for `/boom`.
 */
function makeBuild(label: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-live-'));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"vital_remote"}');
  fs.mkdirSync(path.join(dir, 'fragments', 'blogs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'fragments', 'index.html'), '<!--vital-build:r1--><h1>Built</h1>');
  fs.writeFileSync(path.join(dir, 'fragments', 'blogs', '_id.html'), '<!--vital-build:r1--><h1>Built post</h1>');
  writeRenderer(dir, label);
  return dir;
}

function writeRenderer(dir: string, label: string) {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'server', 'render.cjs'),
    `let renders = 0;
exports.renderPage = async (pathname, { apiBase }) => {
  if (pathname === '/boom') throw new Error('the page threw');
  if (pathname === '/nothing') return null;
  renders += 1;
  const file = pathname === '/' ? 'fragments/index.html' : 'fragments/blogs/_id.html';
  return { file, content: '<!--vital-build:r1--><h1>${label} ' + pathname + ' from ' + apiBase + ' #' + renders + '</h1>' };
};`,
  );
}

describe('pagePathOf', () => {
  it('reads the page path of a fragment request, without a trailing slash', () => {
    assert.equal(pagePathOf('/fragments/blogs/_id.html?path=%2Fblogs%2F1'), '/blogs/1');
    assert.equal(pagePathOf('/fragments/index.html?path=/'), '/');
    assert.equal(pagePathOf('/fragments/blogs.html?path=/blogs/'), '/blogs');
  });

  it('has none for a request without one, or one no page can have', () => {
    for (const target of [
      '/fragments/index.html',
      '/fragments/index.html?path=',
      '/fragments/index.html?path=blogs',
      '/fragments/index.html?path=https%3A%2F%2Fevil.example',
      '/fragments/index.html?path=%2Fa%0Ab',
      `/fragments/index.html?path=/${'a'.repeat(600)}`,
      undefined,
    ]) {
      assert.equal(pagePathOf(target), null, String(target));
    }
  });
});

describe('createLiveFragments', () => {
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renders a page with the API's address, once a second however many ask", async () => {
    const dir = makeBuild('Live');
    dirs.push(dir);
    const live = createLiveFragments({ apiBase: 'http://api.test', freshMs: 60_000 });
    const [first, second] = await Promise.all([live(dir, 'fragments/blogs/_id.html', '/blogs/1'), live(dir, 'fragments/blogs/_id.html', '/blogs/1')]);
    assert.equal(first?.body, '<!--vital-build:r1--><h1>Live /blogs/1 from http://api.test #1</h1>');
    assert.equal(second, first);
    assert.match(String(first?.etag), /^"[\w-]{22}"$/);
    assert.equal((await live(dir, 'fragments/blogs/_id.html', '/blogs/2'))?.body, '<!--vital-build:r1--><h1>Live /blogs/2 from http://api.test #2</h1>');
  });

  it("gives nothing for a path of another fragment's page, a page without data, a renderer that throws, or a build without one", async () => {
    const dir = makeBuild('Live');
    const bare = makeBuild('Bare');
    fs.rmSync(path.join(bare, 'server'), { recursive: true });
    dirs.push(dir, bare);
    const logged: string[] = [];
    const live = createLiveFragments({ apiBase: 'http://api.test', log: (message) => logged.push(message) });
    assert.equal(await live(dir, 'fragments/index.html', '/blogs/1'), null);
    assert.equal(await live(dir, 'fragments/index.html', '/nothing'), null);
    assert.equal(await live(dir, 'fragments/index.html', '/boom'), null);
    assert.equal(await live(bare, 'fragments/index.html', '/'), null);
    assert.deepEqual(logged, ['[vital] /boom rendered without data: the page threw']);
  });

  it('uses a rebuilt renderer without a restart', async () => {
    const dir = makeBuild('Before');
    dirs.push(dir);
    const live = createLiveFragments({ apiBase: 'http://api.test', freshMs: 0 });
    assert.match(String((await live(dir, 'fragments/index.html', '/'))?.body), /Before \//);
    writeRenderer(dir, 'After');
    fs.utimesSync(path.join(dir, 'server', 'render.cjs'), new Date(), new Date(Date.now() + 5_000));
    assert.match(String((await live(dir, 'fragments/index.html', '/'))?.body), /After \//);
  });
});

describe('the renderers kept loaded', () => {
  const dirs: string[] = [];
  after(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });
  const isLoaded = (dir: string) => Object.keys(createRequire(import.meta.url).cache).some((file) => file.startsWith(dir + path.sep));

  it(`are the ${MAX_RENDERERS} most recently used: another is loaded again when asked for`, async () => {
    const builds = Array.from({ length: MAX_RENDERERS + 1 }, (_, index) => makeBuild(`Version ${index}`));
    dirs.push(...builds);
    const live = createLiveFragments({ apiBase: 'http://api.test', freshMs: 0 });
    for (const dir of builds) await live(dir, 'fragments/index.html', '/');
    assert.deepEqual(builds.map(isLoaded), [false, ...builds.slice(1).map(() => true)]);
    // Its own count of renders starts again: a renderer loaded anew.
    assert.equal((await live(builds[0] as string, 'fragments/index.html', '/'))?.body, '<!--vital-build:r1--><h1>Version 0 / from http://api.test #1</h1>');
    assert.deepEqual(builds.map(isLoaded), [true, false, true, true, true]);
  });

  it('let go while one renders: its page is whole, and the chunk it loads meanwhile is let go once it ends', async () => {
    const slow = makeBuild('Slow');
    fs.writeFileSync(path.join(slow, 'server', 'chunk.cjs'), "exports.heading = 'Slow, with its chunk';");
    fs.writeFileSync(
      path.join(slow, 'server', 'render.cjs'),
      `exports.renderPage = async () => {
  await new Promise((resolve) => (globalThis.finishSlowRender = resolve));
  return { file: 'fragments/index.html', content: '<!--vital-build:r1--><h1>' + require('./chunk.cjs').heading + '</h1>' };
};`,
    );
    const others = Array.from({ length: MAX_RENDERERS }, (_, index) => makeBuild(`Other ${index}`));
    dirs.push(slow, ...others);
    const live = createLiveFragments({ apiBase: 'http://api.test', freshMs: 0 });
    const page = live(slow, 'fragments/index.html', '/');
    for (const dir of others) await live(dir, 'fragments/index.html', '/');
    const globals = globalThis as { finishSlowRender?: () => void };
    globals.finishSlowRender?.();
    delete globals.finishSlowRender;
    assert.equal((await page)?.body, '<!--vital-build:r1--><h1>Slow, with its chunk</h1>');
    assert.equal(isLoaded(slow), false);
  });
});

describe("a remote's server with an API to render with", () => {
  let dir: string;
  let server: Server;
  let origin: string;

  before(async () => {
    dir = makeBuild('Live');
    server = await serve({ role: 'remote', root: dir, port: 0, dataApiBase: 'http://api.test' });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => {
    server.close();
    server.closeAllConnections();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends the page rendered with its data when asked with its path, revalidated by its ETag', async () => {
    const response = await fetch(`${origin}/fragments/blogs/_id.html?path=%2Fblogs%2F7`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(await response.text(), /Live \/blogs\/7 from http:\/\/api\.test/);
    const again = await fetch(`${origin}/fragments/blogs/_id.html?path=%2Fblogs%2F7`, { headers: { 'If-None-Match': String(response.headers.get('etag')) } });
    assert.equal(again.status, 304);
  });

  it("sends the build's fragment without a path, or when the page cannot be rendered", async () => {
    assert.equal(await (await fetch(`${origin}/fragments/index.html`)).text(), '<!--vital-build:r1--><h1>Built</h1>');
    assert.equal(await (await fetch(`${origin}/fragments/index.html?path=/boom`)).text(), '<!--vital-build:r1--><h1>Built</h1>');
    assert.equal(await (await fetch(`${origin}/fragments/index.html?path=/blogs/1`)).text(), '<!--vital-build:r1--><h1>Built</h1>');
  });

  it('never sends its renderer', async () => {
    const response = await fetch(`${origin}/server/render.cjs`);
    assert.equal(response.status, 404);
    await response.body?.cancel();
  });
});

describe('the page server with a remote that renders with data', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  let host: string;

  before(async () => {
    const remoteDist = makeBuild('Live');
    const remote = await serve({ role: 'remote', root: remoteDist, port: 0, dataApiBase: 'http://api.test' });
    const remotePort = (remote.address() as AddressInfo).port;
    const hostDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-live-host-'));
    fs.writeFileSync(path.join(hostDist, 'index.html'), '<!doctype html><html><head><title>Vital</title></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(hostDist, 'site.config.json'), JSON.stringify({ remotes: { marketing: `http://127.0.0.1:${remotePort}/mf-manifest.json` }, apiBase: 'http://api.test' }));
    const islandShell = { remote: 'marketing', head: '', styles: '', root: '<main><div data-island="marketing">', islandLoading: '<p>Loading…</p>', afterIsland: '</div></main>' };
    const notFound = { remote: null, head: '', styles: '', root: '<h1>Page not found</h1>' };
    fs.writeFileSync(path.join(hostDist, 'shells.json'), JSON.stringify({ buildId: 't', pages: { '/': islandShell, '/blogs/:id': islandShell }, notFound, redirects: {}, headScript: '' }));
    const hostServer = await serve({ role: 'host', root: hostDist, port: 0 });
    host = `http://127.0.0.1:${(hostServer.address() as AddressInfo).port}`;
    dirs.push(remoteDist, hostDist);
    servers.push(remote, hostServer);
  });
  after(() => {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("puts each page's own fragment, rendered with its data, in the island", async () => {
    assert.match(await (await fetch(`${host}/blogs/3`)).text(), /<div data-island="marketing"><!--vital-build:r1--><h1>Live \/blogs\/3 from http:\/\/api\.test #\d+<\/h1><\/div>/);
    assert.match(await (await fetch(`${host}/blogs/4/`)).text(), /<h1>Live \/blogs\/4 from/);
  });

  it("sends the build's fragment, to the requester alone, when asked for the page without its data", async () => {
    const response = await fetch(`${host}/blogs/3`, { headers: { 'X-Vital-Page-Data': 'none' } });
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.match(await response.text(), /<div data-island="marketing"><!--vital-build:r1--><h1>Built post<\/h1><\/div>/);
  });
});

describe("the renders' calls to the API", () => {
  it('go to where the server reaches the API, while the page names the API as browsers reach it (behind nginx)', async () => {
    const seen: string[] = [];
    const api = http.createServer((req, res) => {
      seen.push(String(req.url));
      res.end('[]');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    const apiServer = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-live-'));
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'server', 'render.cjs'),
      `exports.renderPage = async (pathname, { apiBase }) => {
  await (await fetch(apiBase + '/api/team?x=1')).text();
  return { file: 'fragments/index.html', content: '<!--vital-build:r1--><img src="' + apiBase + '/storage/team_photos/a.svg">' };
};`,
    );
    try {
      const render = createLiveFragments({ apiBase: 'http://api.public.test:8085', apiServer, log: () => {} });
      const page = await render(dir, 'fragments/index.html', '/');
      assert.match(page?.body ?? '', /src="http:\/\/api\.public\.test:8085\/storage\/team_photos\/a\.svg"/, 'media named as the browser reaches them');
      assert.deepEqual(seen, ['/api/team?x=1']);
    } finally {
      api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });


  it("name the site's server (VITAL_SERVER_KEY), to the API alone", async () => {
    const seen: Array<string|undefined> = [];
    const api = http.createServer((req, res) => {
      seen.push((req.headers['x-vital-server-key'] as string | undefined));
      res.end('[]');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', () => resolve(undefined)));
    const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-live-'));
    fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'server', 'render.cjs'),
      `exports.renderPage = async (pathname, { apiBase }) => {
  await (await fetch(apiBase + '/api/blogs')).text();
  return { file: 'fragments/index.html', content: '<!--vital-build:r1--><h1>Posts</h1>' };
};`,
    );
    process.env.VITAL_SERVER_KEY = 'a-key-the-page-servers-share-with-the-api';
    try {
      const render = createLiveFragments({ apiBase, log: () => {} });
      assert.ok(await render(dir, 'fragments/index.html', '/'));
      assert.deepEqual(seen, ['a-key-the-page-servers-share-with-the-api']);
    } finally {
      delete process.env.VITAL_SERVER_KEY;
      api.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
