// Production's topology, run: nginx in front (deploy/nginx), two page servers behind it, the
// builds and releases served by nginx from disk. Every public route through nginx is compared
// with the same route asked of a page server directly, the server `pnpm start` runs. Under load
// a page server is stopped, then killed; a release and a rollback reach every page server.
// Needs the production builds and Debian's nginx (.ci/run installs it); without nginx the tests
// are skipped and say why.
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { type default as http, request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import https from 'node:https';
import net from 'node:net';
import { signPreview } from '../server/src/preview.ts';
import { REFUSALS, RESOURCE_POLICY, SECURITY_HEADERS, STRICT_TRANSPORT_SECURITY } from '../server/src/site-rules.ts';
import { CONTENT_HASH_DIGITS, FIELD_LIMITS, FIELD_PATH } from '../shared/src/contract/index.ts';
import { METRICS_PORT_OFFSET } from '../server/src/field/metrics-server.ts';
import { builtPagePaths, NOT_FOUND_PROBE, root, startSite } from './apps.ts';
import { fireAll, hostileRequests, isAnswering } from './testing/hostile-requests.ts';
import { nginxBinary } from './nginx.ts';
import { readHealth } from './release/health.ts';
import { remoteStore, versionOf } from './release/store.ts';
import { ipv4Client } from './testing/loopback-clients.ts';
import { askUntil, headingAt, headingIn, servedVersion } from './testing/pages.ts';
import { wrk } from './testing/wrk.ts';

const BEHIND = Number(process.env.NGINX_PORT_BASE ?? 4300);
const NGINX = BEHIND + 50;
const NGINX_TLS = BEHIND + 49;
/** HTTPS (for HSTS) needs a certificate, made with Debian's openssl. */
const hasOpenssl = spawnSync('openssl', ['version']).status === 0;
const pageServerPorts = [BEHIND, BEHIND + 5];
const remotePorts = { marketing: NGINX + 1, accounts: NGINX + 3 };
/** The release service as teams reach it: through nginx, after the API's port. */
const releaseService = `http://localhost:${NGINX + 6}`;
const nginxSite = `http://localhost:${NGINX}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-nginx-'));
const store = path.join(workDir, 'store');

type Site = Awaited<ReturnType<typeof startSite>>;
let behind: Site;

const pidOf = (id: string) => behind.pidOf(id);
const accessLog = () => fs.readFileSync(path.join(workDir, 'nginx', 'access.log'), 'utf8');

describe('the site behind nginx', { skip: nginxBinary ? false : 'nginx is not installed (sudo apt-get install nginx): the production topology is not tested' }, () => {
  before(async () => {
    behind = await startSite({
      base: BEHIND,
      workDir,
      args: ['--nginx', '--page-servers', '2'],
      env: { ...process.env, VITAL_RELEASES_DIR: store, ...(hasOpenssl && { PORT_NGINX_TLS: String(NGINX_TLS) }) },
    });
  });

  after(async () => {
    await behind?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** Headers of a connection or of one copy of a response (its date, length, who sent it) are not compared. */
  const ownHeaders = (response: Response) =>
    Object.fromEntries(
      [...response.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'server', 'content-length', 'transfer-encoding'].includes(name)),
    );

  /** Equal, or the first place they differ (pages are long). */
  function assertSameText(actual: string, expected: string, route: string) {
    if (actual === expected) return;
    let at = 0;
    while (actual[at] === expected[at]) at += 1;
    assert.fail(`${route} differs at ${at}:\n  nginx:        …${actual.slice(at - 80, at + 80)}\n  page server:  …${expected.slice(at - 80, at + 80)}`);
  }

  it('answers every public route with the same status, headers and page text as the page server itself', async () => {
    const routes = [...builtPagePaths(), NOT_FOUND_PROBE, '/home', '/dashboard', '/site.config.json', '/robots.txt'];
    // Every page server has had each route's fragment once, as on a site that has been up a while:
    // a fragment not had within its deadline leaves the loading state in the page for a second.
    for (const route of routes) await Promise.all(pageServerPorts.map((port) => fetch(`http://localhost:${port}${route}`).then((response) => response.text())));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    for (const route of routes) {
      const [expected, actual] = await Promise.all([fetch(`http://localhost:${pageServerPorts[0]}${route}`, { redirect: 'manual' }), fetch(`${nginxSite}${route}`, { redirect: 'manual' })]);
      assert.equal(actual.status, expected.status, route);
      // nginx sends the host's files itself, with validators of its own: the same security headers.
      const compared = (response: Response) =>
        route === '/robots.txt' ? Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, response.headers.get(name)])) : ownHeaders(response);
      assert.deepEqual(compared(actual), compared(expected), route);
      assertSameText(await actual.text(), await expected.text(), route);
    }
  });

  it('keeps each page for every visitor, never a preview, and serves the last good pages, marked STALE, while no page server answers', async () => {
    const ask = async (pathname: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(`${nginxSite}${pathname}`, { headers: { 'accept-encoding': 'br', ...headers } });
      return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
    };
    /** nginx's cache status of each request for `pathname`, in order (its access log is written each second). */
    const cacheStatuses = async (pathname: string) => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      return accessLog()
        .split('\n')
        .filter((line) => line.includes(`GET "${pathname}"`))
        .map((line) => /cache=(\S+)/.exec(line)?.[1]);
    };
    const first = await ask('/services');
    assert.deepEqual((await ask('/services')).body, first.body);
    await ask('/about');
    await ask('/services', { 'x-vital-preview': 'marketing=0123456789ab-0000000' });
    const statuses = await cacheStatuses('/services');
    assert.deepEqual(statuses.slice(-2), ['HIT', 'BYPASS']);

    // Every page server down, and none started again (their supervisor stopped).
    process.kill(behind.pid, 'SIGSTOP');
    try {
      for (const id of ['host', 'host-2']) process.kill(pidOf(id), 'SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      for (const pathname of ['/services', '/about']) assert.equal((await ask(pathname)).status, 200, pathname);
      assert.equal((await cacheStatuses('/services')).at(-1), 'STALE');
    } finally {
      process.kill(behind.pid, 'SIGCONT');
    }
    // Back: page servers started again, and nginx past the kept-alive connections to the killed ones
    // (each a failure, which leaves its server out for a second): a batch of pages that no cache keeps,
    // through nginx, all answered.
    const deadline = Date.now() + 20_000;
    const uncached = () =>
      Promise.all(Array.from({ length: 20 }, () => fetch(`${nginxSite}/about`, { headers: { 'x-vital-page-data': 'none' } }).then((response) => response.status, () => 0)));
    while (!(await uncached()).every((status) => status === 200)) {
      assert.ok(Date.now() < deadline, 'the page servers are started again and nginx sends them pages');
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
  });

  it("renders the API's records into pages with the API's address as browsers reach it, never the API's own port", async () => {
    const publicApi = `http://localhost:${NGINX + 5}`;
    for (const pathname of ['/about', '/team', '/blogs']) {
      const page = await (await fetch(`${nginxSite}${pathname}`)).text();
      const media = [...page.matchAll(/src="(http[^"]+)"/g)].map((match) => match[1] ?? '');
      assert.ok(media.length > 0, `${pathname} shows the API's media`);
      for (const url of media) assert.ok(url.startsWith(`${publicApi}/storage/`), `${pathname}: ${url}`);
      assert.ok(!page.includes(`localhost:${BEHIND + 10}`), `${pathname} names the API's own port`);
    }
  });

  it('gives every visitor the same page and policy, which allows its inline scripts by their hashes and refuses any other', async () => {
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const response = await fetch(`${nginxSite}/about`);
        return { csp: response.headers.get('content-security-policy') ?? '', html: await response.text() };
      }),
    );
    assert.equal(new Set(answers.map((answer) => answer.html)).size, 1);
    assert.equal(new Set(answers.map((answer) => answer.csp)).size, 1);
    assert.doesNotMatch(answers[0]?.csp ?? '', /nonce|unsafe-inline/);
  });

  it('answers every hostile request with no 5xx, and no server goes down', async (t) => {
    const pids = ['host', 'host-2', 'marketing', 'nginx'].map(pidOf);
    const targets = [
      { port: NGINX, file: '/robots.txt', page: '/about' },
      // One remote: every remote's server is the same template.
      { port: remotePorts.marketing, file: '/remoteEntry.js', page: '/mf-manifest.json' },
      { port: remotePorts.marketing, file: '/remoteEntry.js', page: '/fragments/blogs/_id.html?path=/blogs/1' },
    ];
    for (const { port, file, page } of targets) {
      const requests = hostileRequests({ host: `localhost:${port}`, file, page });
      const results = await fireAll(port, requests);
      t.diagnostic(`nginx on ${port}: ${requests.length} hostile requests`);
      assert.deepEqual(results.filter(({ status }) => typeof status === 'number' && status >= 500), [], `5xx from nginx on ${port}`);
      assert.ok(await isAnswering(port, page), `nginx on ${port} still answers ${page}`);
    }
    assert.deepEqual(['host', 'host-2', 'marketing', 'nginx'].map(pidOf), pids, 'no server was restarted');
  });

  /** A file nginx keeps for a year, with an ETag that a conditional request is answered 304 by. */
  async function assertImmutable(url: string) {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable', url);
    const etag = response.headers.get('etag');
    assert.ok(etag, url);
    assert.equal((await fetch(url, { headers: { 'if-none-match': etag } })).status, 304, url);
  }

  it('serves the versioned files for a year with an ETag, and answers a conditional request with 304', async () => {
    const hashed = (dir: string) => fs.readdirSync(path.join(root, dir, 'dist', 'js')).find((name) => new RegExp(`\\.[0-9a-f]{${CONTENT_HASH_DIGITS}}\\.js$`).test(name));
    await assertImmutable(`${nginxSite}/js/${hashed('host')}`);
    await assertImmutable(`http://localhost:${remotePorts.accounts}/js/${hashed('remote-accounts')}`);
    const manifest = await fetch(`http://localhost:${remotePorts.accounts}/mf-manifest.json`, { headers: { origin: `http://localhost:${NGINX}` } });
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    assert.equal(manifest.headers.get('access-control-allow-origin'), `http://localhost:${NGINX}`);
    for (const refused of ['/remoteEntry.js.map', '/server/render.cjs', '/.env', '/remoteEntry.js.gz']) {
      assert.equal((await fetch(`http://localhost:${remotePorts.accounts}${refused}`)).status, 404, refused);
    }
  });

  it("lets the site's pages read a remote's files across origins, a missing one's 404 included, as the Node servers do", async () => {
    const origin = `http://localhost:${NGINX}`;
    const remote = `http://localhost:${remotePorts.accounts}`;
    // An ES-module remoteEntry.js and its chunks are imported in CORS mode, from a build or a release.
    for (const target of ['/remoteEntry.js', '/mf-manifest.json', '/js/missing.0123456789.js', '/releases/abcdef012345-0000000/remoteEntry.js', '/remoteEntry.js.map']) {
      const answer = await fetch(`${remote}${target}`, { headers: { origin } });
      assert.equal(answer.headers.get('access-control-allow-origin'), origin, `${target}: ${answer.status}`);
      assert.match(answer.headers.get('vary') ?? '', /Origin/, target);
    }
    const preflight = await fetch(`${remote}/js/missing.0123456789.js`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET' } });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
    // What the page servers read, and the site's own files, are not offered across origins.
    for (const url of [`${remote}/releases/live.json`, `${remote}/fragments/contact.html`, `${nginxSite}/mf-manifest.json`]) {
      assert.equal((await fetch(url, { headers: { origin } })).headers.get('access-control-allow-origin'), null, url);
    }
  });

  /** One request sent byte for byte (nothing on the way cleans it up); the answer's status, headers and body. */
  function raw(port: number, text: string, localAddress?: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(text));
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString('latin1')));
      // A refusal may be followed by a reset (nginx does not read a body it refused): the answer counts.
      socket.on('error', (error) => data || reject(error));
      socket.on('close', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
    });
  }
  const get = (target: string, headers: string[] = []) => ['GET ' + target + ' HTTP/1.1', `Host: localhost:${NGINX}`, ...headers, 'Connection: close', '', ''].join('\r\n');

  /** A refusal as every server of the site makes it: its short text, the site's headers, nothing kept by a cache. */
  function assertRefusal(answer: { status: number; headers: Record<string, string>; body: string }, status: keyof typeof REFUSALS, what: string, role: 'site' | 'remote' = 'site') {
    assert.equal(answer.status, status, what);
    assert.equal(answer.body, REFUSALS[status], what);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) assert.equal(answer.headers[name.toLowerCase()], value, `${what}: ${name}`);
    assert.equal(answer.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'; sandbox", what);
    assert.equal(answer.headers['cache-control'], 'no-store', what);
    assert.equal(answer.headers['cross-origin-resource-policy'], RESOURCE_POLICY[role], what);
    assert.equal(answer.headers['content-type'], 'text/plain; charset=utf-8', what);
  }

  it("answers its own refusals as the Node servers do: their short text, the site's headers, no cache", async () => {
    assertRefusal(await raw(NGINX, get(`/${'a'.repeat(9_000)}`)), 414, 'a 9,000-character address');
    assertRefusal(await raw(NGINX, get('/about', [`X-Big: ${'b'.repeat(9_000)}`])), 431, 'a 9,000-character header');
    assertRefusal(await raw(NGINX, get('/about', ['Content-Length: 100000'])), 413, 'a 100 KB body');
    assertRefusal(await raw(NGINX, `GET /about HTTP/9.9\r\nHost: localhost\r\n\r\n`), 400, 'HTTP/9.9');
    assertRefusal(await raw(remotePorts.accounts, get('/no-such-file.js')), 404, "a remote's missing file", 'remote');
    // One client past its share of the page servers' work (the visitors of the site's own servers are not counted).
    const burst = await Promise.all(Array.from({ length: 160 }, () => raw(NGINX, get('/about'), ipv4Client(20, 0))));
    const refused = burst.filter((answer) => answer.status === 429);
    assert.ok(refused.length > 0 && burst.every((answer) => answer.status === 200 || answer.status === 429), burst.map((answer) => answer.status).join(' '));
    assertRefusal(refused[0] ?? burst[0]!, 429, 'one client over its share');
    assert.equal(refused[0]?.headers['retry-after'], '1');
  });

  it("passes each client's field reports to one page server, which counts them, and refuses an oversized beacon (413, unread) and a malformed one (400)", async () => {
    // startSite's page servers answer their field reports at its base + 90 + n.
    const metrics = pageServerPorts.map((_, index) => `http://127.0.0.1:${BEHIND + METRICS_PORT_OFFSET + index}`);
    const beacon = (session: string, body = JSON.stringify({ session, versions: { host: 'build', marketing: 'build', industries: 'build', accounts: 'build', chat: 'build' }, events: [{ kind: 'view', sources: ['host', 'industries'] }] })) =>
      [`POST ${FIELD_PATH} HTTP/1.1`, `Host: localhost:${NGINX}`, 'Content-Type: text/plain;charset=UTF-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body].join('\r\n');
    for (const session of ['0123456789abcdef', '0123456789abcde0', '0123456789abcde1']) {
      const sent = await raw(NGINX, beacon(session), ipv4Client(22, 0));
      assert.equal(sent.status, 204, sent.body);
      assert.equal(sent.headers['cache-control'], 'no-store');
    }
    // All three by the page server of the client's hash, and none by the other.
    const each = await Promise.all(metrics.map(async (origin) => ((await (await fetch(`${origin}/health.json?source=industries`)).json()) as Array<{ sessions: number }>)[0]?.sessions ?? 0));
    assert.deepEqual([...each].sort(), [0, 3], `sessions counted by each page server: ${each.join(', ')}`);
    assert.equal((await readHealth(metrics, 'industries'))[0]?.sessions, 3);
    const oversized = await raw(NGINX, `POST ${FIELD_PATH} HTTP/1.1\r\nHost: localhost:${NGINX}\r\nContent-Type: application/json\r\nContent-Length: ${FIELD_LIMITS.maxBodyBytes + 1}\r\nConnection: close\r\n\r\n`, ipv4Client(22, 0));
    assertRefusal(oversized, 413, 'a beacon past FIELD_LIMITS.maxBodyBytes, its body never sent');
    const malformed = await raw(NGINX, beacon('', '{"session":42}'), ipv4Client(22, 0));
    assert.equal(malformed.status, 400);
    assert.match(malformed.body, /session must be/);
    const elsewhere = await raw(NGINX, get(FIELD_PATH));
    assert.deepEqual([elsewhere.status, elsewhere.headers.allow, elsewhere.body], [405, 'POST', 'Method not allowed: use POST.'], `GET ${FIELD_PATH}`);
  });

  it("sheds a flood of the API's costly calls per client, refused in the API's envelope, which the site's pages can read", async () => {
    const api = `http://127.0.0.1:${NGINX + 5}`;
    const origin = `http://localhost:${NGINX}`;
    const post = () =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const payload = JSON.stringify({ email: 'flood@example.com' });
        const sent = httpRequest(`${api}/api/newsletter`, {
          method: 'POST',
          localAddress: ipv4Client(21, 0),
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), origin },
        }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        });
        sent.on('error', reject);
        sent.end(payload);
      });
    const answers = await Promise.all(Array.from({ length: 20 }, post));
    const refused = answers.filter((answer) => answer.status === 429 && answer.headers['content-type'] === 'application/json');
    assert.ok(refused.length > 0, answers.map((answer) => answer.status).join(' '));
    assert.deepEqual(JSON.parse(refused[0]?.body ?? '{}'), { success: false, message: REFUSALS[429] });
    assert.equal(refused[0]?.headers['access-control-allow-origin'], origin);
    assert.equal(refused[0]?.headers['retry-after'], '1');
    // The API's own answers pass through.
    assert.ok(answers.some((answer) => answer.status === 201));
  });

  it('never follows a symbolic link out of a build or the release store, and says so as the Node servers do', async () => {
    const version = 'abcdef012345-0000000';
    const folder = path.join(store, 'marketing', version);
    fs.mkdirSync(path.join(folder, 'js'), { recursive: true });
    fs.writeFileSync(path.join(folder, 'js', 'real.js'), 'real');
    fs.symlinkSync('/etc/hostname', path.join(folder, 'leak.txt'));
    const hostLink = path.join(root, 'host', 'dist', 'vital-link-test.txt');
    fs.symlinkSync('/etc/hostname', hostLink);
    try {
      const secret = fs.readFileSync('/etc/hostname', 'utf8');
      assert.equal(await (await fetch(`http://localhost:${remotePorts.marketing}/releases/${version}/js/real.js`)).text(), 'real');
      for (const url of [`http://localhost:${remotePorts.marketing}/releases/${version}/leak.txt`, `${nginxSite}/vital-link-test.txt`]) {
        const answer = await fetch(url);
        assert.ok([403, 404].includes(answer.status), `${url}: ${answer.status}`);
        assert.notEqual(await answer.text(), secret, url);
      }
    } finally {
      fs.rmSync(hostLink, { force: true });
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("serves nothing of the release records, and no folder's redirect: nothing a Host header can aim", async () => {
    const version = 'abcdef543210-0000000';
    fs.mkdirSync(path.join(store, 'accounts', 'records'), { recursive: true });
    fs.mkdirSync(path.join(store, 'accounts', version, 'js'), { recursive: true });
    fs.writeFileSync(path.join(store, 'accounts', 'records', `${version}.json`), '{"commit":"secret"}');
    try {
      assertRefusal(await raw(remotePorts.accounts, get(`/releases/records/${version}.json`)), 404, 'a release record', 'remote');
      const folder = await raw(remotePorts.accounts, get(`/releases/${version}/js`, ['Host: evil.example']).replace(`Host: localhost:${NGINX}\r\n`, ''));
      assertRefusal(folder, 404, "a version's folder", 'remote');
      assert.equal(folder.headers.location, undefined);
    } finally {
      fs.rmSync(path.join(store, 'accounts', 'records', `${version}.json`), { force: true });
      fs.rmSync(path.join(store, 'accounts', version), { recursive: true, force: true });
    }
  });

  it('sends HSTS over HTTPS with every answer, pages included, and answers HTTP/1.0 without a Host', { skip: !hasOpenssl && 'openssl is not installed (apt-get install openssl)' }, async () => {
    const overHttps = (target: string, method = 'GET') =>
      new Promise<http.IncomingMessage>((resolve, reject) =>
        https.request({ host: '127.0.0.1', port: NGINX_TLS, path: target, method, rejectUnauthorized: false }, (response) => resolve(response.resume())).on('error', reject).end(),
      );
    for (const [target, method] of [['/about', 'GET'], ['/robots.txt', 'GET'], ['/about', 'POST'], [`/${'a'.repeat(9_000)}`, 'GET']] as const) {
      const response = await overHttps(target, method);
      assert.equal(response.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY, `${method} ${target.slice(0, 20)}: ${response.statusCode}`);
    }
    assert.equal((await fetch(`${nginxSite}/about`)).headers.get('strict-transport-security'), null, 'never over plain HTTP');
    // Who may embed what: the site's pages are its own, a build's files are read across origins.
    assert.equal((await fetch(`${nginxSite}/about`)).headers.get('cross-origin-resource-policy'), RESOURCE_POLICY.site);
    assert.equal((await fetch(`http://localhost:${remotePorts.marketing}/remoteEntry.js`)).headers.get('cross-origin-resource-policy'), RESOURCE_POLICY.file);
    const old = await raw(NGINX, 'GET /about HTTP/1.0\r\n\r\n');
    assert.equal(old.status, 200);
    assert.match(old.body, /<h1/);
  });

  it("previews a version only with the release check's signed token, and only one that is published and has not failed", async () => {
    const accounts = remoteStore('accounts', store);
    const build = path.join(root, 'remote-accounts', 'dist');
    const source = { commit: '1111111', isDirty: false };
    const version = versionOf(build, { ...source, commit: '2222222' });
    accounts.publish(build, version, source);
    const key = fs.readFileSync(path.join(store, '.preview-key'), 'utf8').trim();
    const previews = async (header: string) => (await (await fetch(`${nginxSite}/contact`, { headers: { 'x-vital-preview': header } })).text()).includes(`/releases/${version}/`);
    assert.equal(await previews(`accounts=${version}`), false, 'an unsigned preview is nobody’s');
    assert.equal(await previews(signPreview('a-stranger-s-key-0123456789abcdef', 'accounts', version)), false, 'a forged one');
    assert.equal(await previews(signPreview(key, 'accounts', version)), true, 'the release check’s');
    accounts.recordCheck(version, ['it failed']);
    // The page server's look at whether a version is published lasts 2 s.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    assert.equal(await previews(signPreview(key, 'accounts', version)), false, 'a version that failed its check is withdrawn');
  });

  /**
   * wrk through nginx for 10 s while `stop` is done to the second page server after 3 s; the failed requests.
   * Pages without their data: never kept by nginx, each request reaches a page server.
   */
  async function loadWhile(stop: (pid: number) => void) {
    const pid = pidOf('host-2');
    const run = wrk({ url: `${nginxSite}/about`, connections: 20, durationS: 10, headers: { 'accept-encoding': 'gzip', 'x-vital-page-data': 'none' } });
    const stopped = new Promise((resolve) => setTimeout(() => resolve(stop(pid)), 3_000));
    const [result] = await Promise.all([run, stopped]);
    return { failed: result.errors, total: result.requests };
  }

  /** Whether nginx has sent a request to the second page server since `since`. */
  const servedBySecond = (since: number) =>
    accessLog()
      .split('\n')
      .some((line) => line.includes(`upstream=127.0.0.1:${pageServerPorts[1]}`) && / 200 /.test(line) && Date.parse(line.split(' ')[0] ?? '') >= since - 1_000);

  async function waitUntilBackInPool(pidBefore: number) {
    const deadline = Date.now() + 20_000;
    while (!(pidOf('host-2') !== pidBefore && (await isAnswering(pageServerPorts[1] ?? 0, '/about')))) {
      assert.ok(Date.now() < deadline, 'the page server was started again');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const since = Date.now();
    // Past nginx's kept pages (a page without its data is never kept), to the page servers themselves;
    // again while nginx leaves the server out (for a second after its first kept-alive connection to
    // the old process fails). The access log is written every second.
    do {
      assert.ok(Date.now() < deadline, 'nginx sends pages to the restarted server again');
      await Promise.all(Array.from({ length: 20 }, () => fetch(`${nginxSite}/about`, { headers: { 'x-vital-page-data': 'none' } }).then((response) => response.text())));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
    } while (!servedBySecond(since));
  }

  it('loses no request under load when a page server is stopped (SIGTERM), and takes it back when it returns', async (t) => {
    const pid = pidOf('host-2');
    const { failed, total } = await loadWhile((victim) => process.kill(victim, 'SIGTERM'));
    t.diagnostic(`SIGTERM: ${failed} failed of ${total}`);
    assert.equal(failed, 0);
    await waitUntilBackInPool(pid);
  });

  it('loses at most the requests a killed page server held (kill -9), and takes it back when it returns', async (t) => {
    const pid = pidOf('host-2');
    const { failed, total } = await loadWhile((victim) => process.kill(victim, 'SIGKILL'));
    t.diagnostic(`kill -9: ${failed} failed of ${total}`);
    // A server holds at most one request per connection nginx has open to it.
    assert.ok(failed <= 20, `${failed} failed`);
    await waitUntilBackInPool(pid);
  });

  it('serves a release, and its rollback, from every page server within 0.5 s of the pointer moving, and through nginx’s cache within 1 s', async (t) => {
    const heading = async (port: number) => headingIn(await (await fetch(`http://localhost:${port}/contact`)).text());
    const candidate = path.join(workDir, 'candidate');
    fs.cpSync(path.join(root, 'remote-accounts', 'dist'), candidate, { recursive: true });
    for (const file of [path.join(candidate, 'fragments', 'contact.html'), ...fs.readdirSync(path.join(candidate, 'js')).map((name) => path.join(candidate, 'js', name))]) {
      if (!/\.(js|html)$/.test(file) || !fs.readFileSync(file, 'utf8').includes('Get in Touch')) continue;
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('Get in Touch', 'Get in Touch Today'));
      for (const suffix of ['.br', '.gz']) fs.rmSync(file + suffix, { force: true });
    }
    const releaseCli = (args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx/esm', 'scripts/release.ts', ...args, '--to', releaseService], { cwd: root, env: { ...process.env, VITAL_RELEASES_DIR: store } });
    /**
     * Runs `pnpm release|rollback` against the site behind nginx while its page is asked for through nginx
     * all along (so that nginx keeps it); how long after the pointer moved each page server served a version
     * that `isMoved` accepts (by its config, as the release test times it: a page's heading would add the
     * new version's first render, which a busy machine may send in its loading state), then nginx `expected`.
     * Each page server's page then shows `expected` too.
     */
    const moveAndWatch = async (args: string[], expected: string, isMoved: (version: string | null) => boolean) => {
      const seenAt: Record<number, number> = {};
      let deadline = Infinity;
      const watch = Promise.all(
        [...pageServerPorts, NGINX].map(async (port) => {
          while (seenAt[port] === undefined && Date.now() < deadline) {
            if (port === NGINX ? (await heading(port)) === expected : isMoved(await servedVersion(`http://localhost:${port}`, 'accounts'))) seenAt[port] = Date.now();
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }),
      );
      const { stdout } = await releaseCli(args).finally(() => (deadline = Date.now() + 3_000));
      t.diagnostic(stdout.split('\n').filter((line) => /serves it|pointer names/.test(line)).join(' | '));
      await watch;
      const movedAt = fs.statSync(path.join(store, 'accounts', 'live.json')).mtimeMs;
      const delays = pageServerPorts.map((port) => (seenAt[port] ?? Infinity) - movedAt);
      const throughNginx = (seenAt[NGINX] ?? Infinity) - movedAt;
      t.diagnostic(`${args[0]}: served by the page servers ${delays.map((delay) => `${Math.round(delay)} ms`).join(' and ')}, through nginx ${Math.round(throughNginx)} ms after the pointer moved`);
      assert.ok(throughNginx <= 1_000, `nginx served it ${throughNginx} ms after the pointer moved`);
      for (const port of pageServerPorts) assert.equal(await headingAt(`http://localhost:${port}/contact`, expected), expected, `the page server on ${port} shows it`);
      return delays;
    };
    // The live version before the release, the one to roll back to: the build as it is,
    // published as if it had passed its check, and served for a while (its render code loaded).
    const accounts = remoteStore('accounts', store);
    const build = path.join(root, 'remote-accounts', 'dist');
    const source = { commit: '0000000', isDirty: false };
    const baseline = versionOf(build, source);
    accounts.publish(build, baseline, source);
    accounts.recordCheck(baseline, []);
    accounts.movePointer(baseline);
    for (const port of pageServerPorts) {
      // Until it names the baseline and holds its fragment: on a busy machine, a version's first fragment may
      // miss its deadline, and the page is sent in its loading state (no heading).
      const page = await askUntil(
        async () => (await fetch(`http://localhost:${port}/contact`)).text(),
        (html) => html.includes(`/releases/${baseline}/`) && headingIn(html) !== undefined,
      );
      assert.ok(page.includes(`/releases/${baseline}/`), `the page server on ${port} serves the baseline`);
      assert.equal(headingIn(page), 'Get in Touch');
    }
    for (const delay of await moveAndWatch(['release', 'accounts', '--from', candidate], 'Get in Touch Today', (version) => version !== null && version !== baseline)) assert.ok(delay <= 500, `served ${delay} ms after the release`);
    for (const delay of await moveAndWatch(['rollback', 'accounts'], 'Get in Touch', (version) => version === baseline)) assert.ok(delay <= 500, `served ${delay} ms after the rollback`);
    // Everything of a version is kept for a year; only the pointer is revalidated.
    await assertImmutable(`http://localhost:${remotePorts.accounts}/releases/${baseline}/remoteEntry.js`);
    assert.equal((await fetch(`http://localhost:${remotePorts.accounts}/releases/live.json`)).headers.get('cache-control'), 'no-cache');
    // A remote never released names its build, as its Node server does: no 404 each time a page server reads it.
    const never = await fetch(`http://localhost:${remotePorts.marketing}/releases/live.json`);
    assert.equal(never.status, 200);
    assert.equal(never.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await never.json(), { version: null });
    assert.doesNotMatch(accessLog(), /GET \/releases\/live\.json HTTP\/1\.1" 404/);
  });
});
