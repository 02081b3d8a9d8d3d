// The static server answers every request it cannot serve with a 4xx, never
// a crash: ranges read strictly, request targets checked, other methods
// refused, dotfiles and unknown paths sent the 404 page with its policy, and
// an error inside one request is that request's 500 alone.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { requestPath } from './http.ts';
import { signPreview } from './preview.ts';
import { PAGE_CACHE, REFUSALS, RESOURCE_POLICY, SECURITY_HEADERS } from './site-rules.ts';
import { serve } from './serve.ts';
import { contentSecurityPolicy, hashSource } from './security-headers.ts';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PREVIEW_KEY = 'the-site-preview-key-0123456789';
const ENTRY = 'var remote = "0123456789abcdefghijklmnopqrstuvwxyz";\n';

const hostShell = (title: string) => ({ remote: null, head: `<title>${title}</title>`, styles: '', root: `<main><h1>${title}</h1></main>` });
/** The shell of a route whose page a remote renders: the island between root and afterIsland. */
const islandShell = {
  remote: 'marketing',
  head: '<title>Home | Vital</title>',
  styles: '',
  root: '<main><div data-island="marketing">',
  islandLoading: '<div role="status">Loading…</div>',
  afterIsland: '</div></main>',
};
const SHELLS = {
  buildId: 'test',
  pages: { '/': islandShell, '/about': hostShell('About Us'), '/blogs/:id': islandShell },
  notFound: hostShell('Page not found'),
  redirects: { '/home': '/' },
  headScript: '',
};
/** The site's origin, the only one a remote lets read its answers. */
const SITE = 'https://www.example.com';
const SITE_CONFIG = {
  remotes: { marketing: 'http://127.0.0.1:9/mf-manifest.json' },
  apiBase: 'http://localhost:1',
  portalUrl: 'https://portal.example.com',
  portalPaths: { login: '/login' },
};

function makeDist({ spa }: { spa: boolean }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-serve-'));
  if (spa) fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><head><title>Vital</title></head><body><div id="root"></div></body></html>');
  else {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"vital_remote"}');
    fs.mkdirSync(path.join(dir, 'fragments'));
    fs.writeFileSync(path.join(dir, 'fragments', 'index.html'), '<!--vital-build:b1--><h1>Home</h1>');
  }
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), ENTRY);
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.br'), 'not really brotli');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js.map'), '{"version":3}');
  fs.writeFileSync(path.join(dir, '.env'), 'SECRET=1');
  if (spa) {
    fs.writeFileSync(path.join(dir, 'site.config.json'), JSON.stringify(SITE_CONFIG));
    fs.writeFileSync(path.join(dir, 'shells.json'), JSON.stringify(SHELLS));
  }
  return dir;
}

/**
 * One raw request; resolves with the status, the headers and the body.
 */
function raw(port: number, text: string): Promise<{ status: number; headers: Record<string,string>; body: string; }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

const get = (port: number, target: string, headers: string[] = [], method: string = 'GET') =>
  raw(port, [`${method} ${target} HTTP/1.1`, 'Host: localhost', ...headers, 'Connection: close', '', ''].join('\r\n'));

describe('requestPath', () => {
  it('decodes origin-form and valid absolute targets', () => {
    assert.equal(requestPath('/about?x=1'), '/about');
    assert.equal(requestPath('/caf%C3%A9'), '/café');
    assert.equal(requestPath('http://localhost:3000/about'), '/about');
  });
  it('refuses targets that do not parse, bad percent-encoding and control characters', () => {
    for (const target of ['http://a:b/x', 'http://[/x', 'http://%zz/', '*', 'localhost:80', '/%zz', '/%', '/a%00b', '/%0d%0a', '']) {
      assert.equal(requestPath(target), null, target);
    }
  });
});

for (const spa of [false, true]) {
  describe(spa ? 'the host (pages)' : 'a remote (files only)', () => {
    let dist: string;
    let server: Server;
    let port: number;
    before(async () => {
      dist = makeDist({ spa });
      server = await serve(spa ? { role: 'host', root: dist, port: 0 } : { role: 'remote', root: dist, port: 0, siteOrigins: [SITE] });
      const address = server.address();
      assert.ok(address && typeof address === 'object', 'the server listens on a TCP port');
      port = address.port;
    });
    after(() => {
      server.close();
      server.closeAllConnections();
      fs.rmSync(dist, { recursive: true, force: true });
    });

    it('answers an invalid range with 416 (RFC 9110 §15.5.17), a suffix range with the last bytes', async () => {
      const reversed = await get(port, '/remoteEntry.js', ['Range: bytes=5-2']);
      assert.equal(reversed.status, 416);
      const suffix = await get(port, '/remoteEntry.js', ['Range: bytes=-10']);
      assert.equal(suffix.status, 206);
      assert.equal(suffix.body, ENTRY.slice(-10));
      assert.equal(suffix.headers['content-range'], `bytes ${ENTRY.length - 10}-${ENTRY.length - 1}/${ENTRY.length}`);
      const huge = await get(port, '/remoteEntry.js', ['Range: bytes=0-18446744073709551615']);
      assert.equal(huge.status, 206);
      assert.equal(huge.body, ENTRY);
      const past = await get(port, '/remoteEntry.js', ['Range: bytes=9999-']);
      assert.equal(past.status, 416);
      assert.equal(past.headers['content-range'], `bytes */${ENTRY.length}`);
      const multi = await get(port, '/remoteEntry.js', ['Range: bytes=0-1,4-5']);
      assert.equal(multi.status, 200);
    });

    it('sends the precompressed variant only to a client that takes it', async () => {
      const br = await get(port, '/remoteEntry.js', ['Accept-Encoding: gzip, br']);
      assert.equal(br.headers['content-encoding'], 'br');
      // A remote's answers vary by the page's origin too (CORS).
      assert.match(br.headers.vary ?? '', spa ? /^accept-encoding$/i : /^accept-encoding, Origin$/i);
      const refused = await get(port, '/remoteEntry.js', ['Accept-Encoding: br;q=0']);
      assert.equal(refused.headers['content-encoding'], undefined);
      assert.equal(refused.body, ENTRY);
    });

    it('revalidates with the ETag', async () => {
      const first = await get(port, '/remoteEntry.js');
      const again = await get(port, '/remoteEntry.js', [`If-None-Match: ${first.headers.etag}`]);
      assert.equal(again.status, 304);
    });

    it('serves what is on disk now: a rebuild is served without a restart', async () => {
      fs.writeFileSync(path.join(dist, 'added-later.js'), 'later();');
      const added = await get(port, '/added-later.js');
      assert.equal(added.status, 200);
      assert.equal(added.body, 'later();');
    });

    it('answers an invalid request target, bad percent-encoding or NUL with 400', async () => {
      for (const target of ['http://a:b/x', 'http://[/x', 'http://%zz/', '/%zz', '/a%00b']) {
        const response = await get(port, target);
        assert.equal(response.status, 400, target);
      }
    });

    it('refuses other methods than GET and HEAD with 405 and Allow', async () => {
      for (const method of ['POST', 'PUT', 'DELETE', 'TRACE', 'PATCH']) {
        const response = await get(port, spa ? '/about' : '/remoteEntry.js', ['Content-Length: 0'], method);
        assert.equal(response.status, 405, method);
        assert.match(response.headers.allow ?? '', /^GET, HEAD/);
      }
    });

    it('never follows a link out of its folder', async () => {
      const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-outside-'));
      fs.writeFileSync(path.join(outside, 'secret.js'), 'the server must not send this');
      fs.symlinkSync(path.join(outside, 'secret.js'), path.join(dist, 'planted.js'));
      try {
        assert.equal((await get(port, '/planted.js')).status, 404);
      } finally {
        fs.rmSync(outside, { recursive: true, force: true });
      }
    });

    it('never sends dotfiles or source maps', async () => {
      for (const target of ['/.env', '/a/.b', '/%2eenv', '/remoteEntry.js.map', '/remoteEntry.js.br']) {
        const response = await get(port, target);
        assert.equal(response.status, 404, target);
        assert.ok(response.headers['content-security-policy'], `${target} has a policy`);
        assert.doesNotMatch(response.body, /SECRET/);
      }
    });

    if (spa) {
      it('sends unknown paths and dotfiles the 404 page with its CSP, uncached', async () => {
        for (const target of ['/nope', '/.env', '/missing.js']) {
          const response = await get(port, target);
          assert.equal(response.status, 404);
          assert.match(response.headers['content-security-policy'] ?? '', /script-src 'self' 'sha256-/);
          assert.equal(response.headers['cache-control'], PAGE_CACHE.cacheControl);
          assert.match(response.body, /<div id="root">/);
        }
        assert.equal((await get(port, '/about')).status, 200);
      });

      it('sends every visitor the same page, with the hashes of its inline scripts and styles in its policy, compressed once, and a 304 for its ETag', async () => {
        const answers = [];
        for (const encoding of ['br, gzip', 'gzip, br;q=0', 'br', 'identity']) {
          const response = await fetch(`http://127.0.0.1:${port}/about`, { headers: { 'Accept-Encoding': encoding } });
          answers.push({ coding: response.headers.get('content-encoding'), csp: response.headers.get('content-security-policy'), etag: response.headers.get('etag'), html: await response.text() });
        }
        assert.deepEqual(answers.map((answer) => answer.coding), ['br', 'gzip', 'br', null]);
        const [first] = answers;
        assert.ok(first?.etag);
        for (const answer of answers) assert.deepEqual([answer.html, answer.csp, answer.etag], [first.html, first.csp, first.etag]);
        assert.doesNotMatch(first.html, /nonce/);
        for (const [, text] of first.html.matchAll(/<(?:script|style)[^>]*>([\s\S]*?)<\/(?:script|style)>/g)) {
          assert.ok(first.csp?.includes(hashSource(text ?? '')), `${(text ?? '').slice(0, 40)}… is in the policy`);
        }
        const again = await get(port, '/about', [`If-None-Match: ${first.etag}`]);
        assert.equal(again.status, 304);
        assert.equal(again.body, '');
      });

      it('serves a new build of the page within a second, without a restart', async () => {
        const index = path.join(dist, 'index.html');
        const before = fs.readFileSync(index, 'utf8');
        assert.doesNotMatch((await get(port, '/about')).body, /Release two/);
        fs.writeFileSync(index, before.replace('</head>', '<meta name="release" content="Release two"></head>'));
        await new Promise((resolve) => setTimeout(resolve, 1_100));
        assert.match((await get(port, '/about')).body, /Release two/);
        fs.writeFileSync(index, before);
      });

      it('turns an error inside a request into a logged 500 and keeps serving', async (t) => {
        const logged = t.mock.method(console, 'error', () => {});
        const config = path.join(dist, 'site.config.json');
        const good = fs.readFileSync(config, 'utf8');
        fs.writeFileSync(config, '{ not json');
        // '/' has not been asked for yet, so its page is assembled now, reading the broken config.
        const broken = await get(port, '/blogs/7');
        assert.equal(broken.status, 500);
        assert.equal(logged.mock.callCount(), 1);
        fs.writeFileSync(config, good);
        assert.equal((await get(port, '/blogs/7')).status, 200);
      });

      it('redirects /home to / and portal hand-offs to the configured portal, nothing else', async () => {
        const home = await get(port, '/home');
        assert.equal(home.status, 302);
        assert.equal(home.headers.location, '/');
        const login = await get(port, '/portal/login');
        assert.equal(login.status, 302);
        assert.equal(login.headers.location, 'https://portal.example.com/login');
        for (const target of ['/portal/toString', '/portal/unknown', '/portal/login/x']) {
          assert.equal((await get(port, target)).status, 404, target);
        }
      });
    } else {
      it('answers with a policy that lets nothing run, its fragments and unknown paths included', async () => {
        for (const target of ['/nope.js', '/fragments/index.html', '/fragments/index.html?path=/', '/mf-manifest.json', '/remoteEntry.js']) {
          assert.equal((await get(port, target)).headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'; sandbox", target);
        }
      });

      it("lets only the site's pages read its files across origins, refusals included, and not what the page servers read", async () => {
        // An ES-module remoteEntry.js and its chunks are imported in CORS mode; a missing one's 404 must reach the page as a 404.
        for (const target of ['/mf-manifest.json', '/remoteEntry.js', '/js/missing.js', '/remoteEntry.js.map']) {
          const answer = await get(port, target, [`Origin: ${SITE}`]);
          assert.equal(answer.headers['access-control-allow-origin'], SITE, target);
          assert.match(answer.headers.vary ?? '', /Origin/, target);
        }
        const compressed = await get(port, '/remoteEntry.js', [`Origin: ${SITE}`, 'Accept-Encoding: br']);
        assert.match(compressed.headers.vary ?? '', /accept-encoding.*Origin|Origin.*accept-encoding/i, 'beside the precompressed copy’s Vary');
        assert.equal((await get(port, '/remoteEntry.js', ['Origin: https://evil.example'])).headers['access-control-allow-origin'], undefined);
        for (const target of ['/fragments/index.html', '/fragments/index.html?path=/', '/fragments/missing.html']) {
          assert.equal((await get(port, target, [`Origin: ${SITE}`])).headers['access-control-allow-origin'], undefined, target);
        }
        const preflight = await get(port, '/assets/routes.js', [`Origin: ${SITE}`], 'OPTIONS');
        assert.equal(preflight.status, 204);
        assert.equal(preflight.headers['access-control-allow-origin'], SITE);
        assert.equal((await get(port, '/remoteEntry.js', [`Origin: ${SITE}`], 'POST')).headers['access-control-allow-origin'], SITE, 'a 405 too');
      });
    }

    it('answers a header block over the limit with 431, in the words and headers nginx uses too, and keeps serving', async () => {
      const response = await get(port, '/', [`X-Big: ${'a'.repeat(70_000)}`]);
      assert.equal(response.status, 431);
      assert.equal(response.body, REFUSALS[431]);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(response.headers[name.toLowerCase()], value, name);
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal((await get(port, '/remoteEntry.js')).status, 200);
    });

    it("lets a build's files be embedded across origins; a remote's refusals too, so that a browser sees their status", async () => {
      assert.equal((await get(port, '/remoteEntry.js')).headers['cross-origin-resource-policy'], RESOURCE_POLICY.file);
      assert.equal((await get(port, '/.env')).headers['cross-origin-resource-policy'], spa ? RESOURCE_POLICY.site : RESOURCE_POLICY.remote);
    });
  });
}

describe('composition: the host page with the remote’s fragment', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  let remoteDist: string;
  let hostPort: number;
  let remote: Server;
  let remotePort: number;

  const writeFragment = (text: string) => {
    fs.mkdirSync(path.join(remoteDist, 'fragments'), { recursive: true });
    fs.writeFileSync(path.join(remoteDist, 'fragments', 'index.html'), text);
  };
  /** A build's manifest, its routes module in a chunk named by the build. */
  const writeManifest = (build: string) =>
    fs.writeFileSync(
      path.join(remoteDist, 'mf-manifest.json'),
      JSON.stringify({
        metaData: { buildInfo: { buildVersion: build }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './routes', assets: { js: { sync: [`js/routes.${build}.js`], async: [] } } }],
      }),
    );

  before(async () => {
    remoteDist = makeDist({ spa: false });
    writeFragment('<!--vital-build:r1--><h1>Release one</h1>');
    writeManifest('r1');
    remote = await serve({ role: 'remote', root: remoteDist, port: 0 });
    remotePort = (remote.address() as AddressInfo).port;
    const hostDist = makeDist({ spa: true });
    fs.writeFileSync(
      path.join(hostDist, 'site.config.json'),
      JSON.stringify({ ...SITE_CONFIG, remotes: { marketing: `http://127.0.0.1:${remotePort}/mf-manifest.json` } }),
    );
    const host = await serve({ role: 'host', root: hostDist, port: 0 });
    hostPort = (host.address() as AddressInfo).port;
    dirs.push(remoteDist, hostDist);
    servers.push(host);
  });
  after(() => {
    for (const server of [...servers, remote]) {
      server.close();
      server.closeAllConnections();
    }
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the fragment in the island, and a release of the remote within two seconds, with no host step', async () => {
    const first = await get(hostPort, '/');
    assert.equal(first.status, 200);
    assert.match(first.body, /<div data-island="marketing"><!--vital-build:r1--><h1>Release one<\/h1><\/div>/);
    assert.doesNotMatch(first.body, /Loading/);
    assert.ok(first.body.includes('/js/routes.r1.js'), 'the page preloads its build’s routes');
    writeFragment('<!--vital-build:r2--><h1>Release two</h1>');
    writeManifest('r2');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const second = (await get(hostPort, '/')).body;
    assert.match(second, /Release two/);
    // The kept manifest is r1's for a while yet: the fragment's build has it asked for anew.
    assert.ok(second.includes('/js/routes.r2.js') && !second.includes('/js/routes.r1.js'), 'the preloads are the new build’s, never the old one’s');
  });

  it('sends the route’s loading state while the remote is down, and the fragment once it is back', async () => {
    await new Promise((resolve) => remote.close(resolve));
    remote.closeAllConnections();
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const down = await get(hostPort, '/');
    assert.equal(down.status, 200);
    assert.match(down.body, /<div data-island="marketing"><div role="status">Loading[^<]*<\/div><\/div>/);
    assert.equal(down.headers['cache-control'], 'no-store', 'no cache keeps a page without its remote’s part');
    remote = await serve({ role: 'remote', root: remoteDist, port: remotePort });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const back = await get(hostPort, '/');
    assert.match(back.body, /Release two/);
    assert.equal(back.headers['cache-control'], PAGE_CACHE.cacheControl);
  });
});

describe("a remote's release store", () => {
  const VERSION = '0123456789ab-e068e1bc4b';
  let dist: string;
  let store: string;
  let server: Server;
  let port: number;
  before(async () => {
    dist = makeDist({ spa: false });
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-store-'));
    server = await serve({ role: 'remote', root: dist, port: 0, releases: store, siteOrigins: [SITE] });
    const address = server.address();
    assert.ok(address && typeof address === 'object');
    port = address.port;
  });
  after(() => {
    server.close();
    server.closeAllConnections();
    fs.rmSync(dist, { recursive: true, force: true });
    fs.rmSync(store, { recursive: true, force: true });
  });

  it('names the build (version null) while nothing is released, then serves the pointer, revalidated either way', async () => {
    const never = await get(port, '/releases/live.json');
    assert.equal(never.status, 200, 'no 404 in any log each time a page server reads it');
    assert.equal(never.headers['cache-control'], 'no-cache');
    assert.deepEqual(JSON.parse(never.body), { version: null });
    fs.writeFileSync(path.join(store, 'live.json'), JSON.stringify({ version: VERSION }));
    const pointer = await get(port, '/releases/live.json');
    assert.equal(pointer.status, 200);
    assert.equal(pointer.headers['cache-control'], 'no-cache');
    // Read by the page server, never by a browser across origins.
    assert.equal(pointer.headers['access-control-allow-origin'], undefined);
    assert.deepEqual(JSON.parse(pointer.body), { version: VERSION });
  });

  it("serves a version's files as immutable, its manifest included, and nothing outside a version", async () => {
    fs.mkdirSync(path.join(store, VERSION, 'js'), { recursive: true });
    fs.writeFileSync(path.join(store, VERSION, 'mf-manifest.json'), '{}');
    fs.writeFileSync(path.join(store, VERSION, 'js', 'a.js'), ENTRY);
    fs.mkdirSync(path.join(store, 'records'), { recursive: true });
    fs.writeFileSync(path.join(store, 'records', `${VERSION}.json`), '{}');
    for (const file of ['mf-manifest.json', 'js/a.js']) {
      const response = await get(port, `/releases/${VERSION}/${file}`, [`Origin: ${SITE}`]);
      assert.equal(response.status, 200, file);
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable', file);
      assert.equal(response.headers['access-control-allow-origin'], SITE, file);
    }
    // The page reads a version's missing chunk as a 404, not as a CORS error.
    for (const target of [`/releases/${VERSION}/js/missing.js`, '/releases/not-a-version/remoteEntry.js']) {
      const missing = await get(port, target, [`Origin: ${SITE}`]);
      assert.equal(missing.status, 404, target);
      assert.equal(missing.headers['access-control-allow-origin'], SITE, target);
    }
    for (const target of [`/releases/records/${VERSION}.json`, '/releases/latest/mf-manifest.json', `/releases/${VERSION}/missing.js`]) {
      assert.equal((await get(port, target)).status, 404, target);
    }
    // A path that climbs out of its version is refused outright.
    assert.equal((await get(port, `/releases/${VERSION}/../live.json`)).status, 403);
  });

  it("gives the host's pages the live version, HTML and config, and a version previewed with the release check's signed token to its requester alone", async () => {
    const NEXT = 'ba9876543210-e068e1bc4b-dirty';
    for (const { version, heading } of [{ version: VERSION, heading: 'Version one' }, { version: NEXT, heading: 'Version two' }]) {
      fs.mkdirSync(path.join(store, version, 'fragments'), { recursive: true });
      fs.writeFileSync(path.join(store, version, 'fragments', 'index.html'), `<!--vital-build:${version}--><h1>${heading}</h1>`);
      fs.writeFileSync(path.join(store, version, 'mf-manifest.json'), '{}');
    }
    fs.writeFileSync(path.join(store, 'live.json'), JSON.stringify({ version: VERSION }));
    const hostDist = makeDist({ spa: true });
    const remote = `http://127.0.0.1:${port}`;
    fs.writeFileSync(
      path.join(hostDist, 'site.config.json'),
      JSON.stringify({ ...SITE_CONFIG, remotes: { marketing: `${remote}/mf-manifest.json` }, remoteReleases: { marketing: `${remote}/releases/live.json` } }),
    );
    const host = await serve({ role: 'host', root: hostDist, port: 0, previewKey: PREVIEW_KEY });
    try {
      const hostPort = (host.address() as AddressInfo).port;
      const live = await get(hostPort, '/');
      assert.match(live.body, /<h1>Version one<\/h1>/);
      assert.ok(live.body.includes(`"marketing":"${remote}/releases/${VERSION}/mf-manifest.json"`), 'the inlined config names the live version');
      assert.doesNotMatch(live.body, /remoteReleases/);
      assert.equal(live.headers['cache-control'], PAGE_CACHE.cacheControl);

      const preview = await get(hostPort, '/', [`X-Vital-Preview: ${signPreview(PREVIEW_KEY, 'marketing', NEXT)}`]);
      assert.match(preview.body, /<h1>Version two<\/h1>/);
      assert.ok(preview.body.includes(`/releases/${NEXT}/mf-manifest.json`));
      assert.equal(preview.headers['cache-control'], 'no-store');
      // The preview is not what the next visitor gets, nor what an unsigned or forged header gets,
      // nor a signed one for a version that is not published (or was withdrawn after failing its check).
      assert.match((await get(hostPort, '/')).body, /Version one/);
      const unpublished = 'cccccccccccc-e068e1bc4b';
      for (const header of [`marketing=${NEXT}`, 'marketing=../../x', signPreview('another-key-0123456789abcdef', 'marketing', NEXT), signPreview(PREVIEW_KEY, 'marketing', unpublished)]) {
        const answer = await get(hostPort, '/', [`X-Vital-Preview: ${header}`]);
        assert.match(answer.body, /Version one/, header);
        assert.equal(answer.headers['cache-control'], PAGE_CACHE.cacheControl, header);
      }
    } finally {
      host.close();
      host.closeAllConnections();
      fs.rmSync(hostDist, { recursive: true, force: true });
    }
  });
});

describe('what a request can name is cached within bounds', () => {
  /** How often the stand-in remote was asked for each path. */
  const asked = new Map();
  let remote: Server;
  let host: Server;
  let hostDist: string;
  let hostPort: number;
  let manifestStatus = 200;
  const version = (n: number) => `${n.toString(16).padStart(12, '0')}-e068e1bc4b`;

  before(async () => {
    remote = http.createServer((req, res) => {
      asked.set(`${req.method} ${req.url}`, (asked.get(`${req.method} ${req.url}`) ?? 0) + 1);
      if (req.url === '/releases/live.json') res.end(JSON.stringify({ version: version(0) }));
      // A version that is published (HEAD) but whose manifest cannot be read for a while (GET).
      else if (req.url?.endsWith('/mf-manifest.json') && (manifestStatus === 200 || req.method === 'HEAD')) res.end('{}');
      else res.writeHead(manifestStatus === 200 ? 404 : manifestStatus).end();
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', () => resolve(undefined)));
    const base = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
    hostDist = makeDist({ spa: true });
    fs.writeFileSync(
      path.join(hostDist, 'site.config.json'),
      JSON.stringify({ ...SITE_CONFIG, remotes: { marketing: `${base}/mf-manifest.json` }, remoteReleases: { marketing: `${base}/releases/live.json` } }),
    );
    host = await serve({ role: 'host', root: hostDist, port: 0, previewKey: PREVIEW_KEY });
    hostPort = (host.address() as AddressInfo).port;
  });
  after(() => {
    for (const server of [host, remote]) {
      server.close();
      server.closeAllConnections();
    }
    fs.rmSync(hostDist, { recursive: true, force: true });
  });

  const previewOf = (n: number) => get(hostPort, '/', [`X-Vital-Preview: ${signPreview(PREVIEW_KEY, 'marketing', version(n))}`]);
  /** The page's reads of a version's manifest (its hints); a preview's check that the version is published is a HEAD. */
  const manifestAsks = (n: number) => asked.get(`GET /releases/${version(n)}/mf-manifest.json`) ?? 0;

  it("keeps only the most recent remotes' manifests, however many versions previews name", async () => {
    assert.equal((await previewOf(1)).status, 200);
    assert.equal(manifestAsks(1), 1);
    for (let n = 2; n <= 200; n += 1) await previewOf(n);
    // Past the composed page's own second of freshness.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await previewOf(1);
    assert.equal(manifestAsks(1), 2, 'the first manifest was let go and is asked for again');
  });

  it('asks again soon for a manifest that could not be had', async () => {
    manifestStatus = 503;
    await previewOf(500);
    await previewOf(500);
    assert.equal(manifestAsks(500), 1, 'a failure is kept for a moment');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await previewOf(500);
    assert.equal(manifestAsks(500), 2);
  });
});


describe('the policy of the host’s pages', () => {
  it('takes from site.config.json only origins that are plain host names', () => {
    const policy = contentSecurityPolicy(
      { remotes: { marketing: 'http://a.com;script-src https://evil.example/x.js', industries: 'https://cdn.example.com/mf-manifest.json' }, apiBase: "https://api.example.com'unsafe-eval'" },
      { scripts: ['run()'], styles: [] },
    );
    assert.doesNotMatch(policy, /evil|a\.com|unsafe-eval/);
    assert.ok(policy.includes(`script-src 'self' ${hashSource('run()')} https://cdn.example.com;`), policy);
    assert.equal(policy.split(';').filter((directive) => directive.trim().startsWith('script-src')).length, 1);
  });
});
