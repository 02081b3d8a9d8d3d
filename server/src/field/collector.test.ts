// The page server's intake of field reports over HTTP, and its internal metrics port: a stranger's
// hostile posts get a 4xx, each client has its allowance, the client behind nginx is the one nginx
// names (and no one else can name one), and /metrics and /health.json say what was counted.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Server } from 'node:http';
import { FIELD_LIMITS, FIELD_PATH, FIELD_SOURCES, type FieldEvent, type FieldSource } from '@vital/shared/contract';
import { closeServer, serve } from '../serve.ts';
import { REFUSALS, SECURITY_HEADERS } from '../site-rules.ts';
import { clientKey, clientOf, proxyTrust } from './client.ts';
import { createFieldCollector } from './collector.ts';
import { FIELD_STORE_DEFAULTS } from './aggregate.ts';

const VERSIONS = { host: 'build-0123456789ab', marketing: 'build', industries: 'build', accounts: 'build', chat: 'build' } as Record<FieldSource, string>;
let sessions = 0;
const body = (events: FieldEvent[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({ session: (sessions += 1).toString(16).padStart(16, 'a'), versions: VERSIONS, events, ...extra });
const VIEW: FieldEvent = { kind: 'view', sources: ['host', 'marketing'] };

/** One raw request, byte for byte; the status, headers and body of the answer. */
function raw(port: number, text: string | Buffer): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text));
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    // A refusal may be followed by a reset (a body the server does not read): the answer counts.
    socket.on('error', (error) => (data ? undefined : reject(error)));
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
const post = (port: number, payload: string, headers: string[] = ['Content-Type: application/json'], target = FIELD_PATH) =>
  raw(port, [`POST ${target} HTTP/1.1`, 'Host: localhost', ...headers, `Content-Length: ${Buffer.byteLength(payload)}`, 'Connection: close', '', payload].join('\r\n'));

async function freePort() {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('the client of a report', () => {
  const loopback = proxyTrust();
  it('is an IPv4 address, or an IPv6 /64', () => {
    assert.equal(clientKey('192.0.2.7'), '192.0.2.7');
    assert.equal(clientKey('::ffff:192.0.2.7'), '192.0.2.7');
    assert.equal(clientKey('2001:db8:1:2:3:4:5:6'), '2001:db8:1:2::/64');
    assert.equal(clientKey('2001:db8:1:2::9'), '2001:db8:1:2::/64');
    assert.equal(clientKey('not an address'), null);
  });
  it('is the address nginx appended to X-Forwarded-For when the peer is a trusted proxy, and the peer otherwise', () => {
    assert.equal(clientOf('127.0.0.1', '10.9.9.9, 192.0.2.7', loopback), '192.0.2.7', 'what a client wrote itself stays to the left');
    assert.equal(clientOf('::ffff:127.0.0.1', '2001:db8::1', loopback), '2001:db8:0:0::/64');
    assert.equal(clientOf('198.51.100.1', '192.0.2.7', loopback), '198.51.100.1', 'a stranger cannot name a client');
    assert.equal(clientOf('127.0.0.1', undefined, loopback), '127.0.0.1');
    assert.equal(clientOf('10.0.0.5', '127.0.0.1, 192.0.2.7', proxyTrust(['10.0.0.0/8', '127.0.0.1'])), '192.0.2.7', 'a chain of trusted proxies');
  });
});

describe('the intake of field reports and the metrics port', () => {
  let dist: string;
  let server: Server;
  let port: number;
  let metricsPort: number;
  const metrics = (target: string) => fetch(`http://127.0.0.1:${metricsPort}${target}`);

  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-field-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vital</title>');
    fs.writeFileSync(path.join(dist, 'site.config.json'), JSON.stringify({ remotes: {}, apiBase: 'http://localhost:1' }));
    fs.writeFileSync(path.join(dist, 'shells.json'), JSON.stringify({ buildId: 't', pages: {}, notFound: { remote: null, head: '', styles: '', root: '<h1>Not found</h1>' }, redirects: {}, headScript: '' }));
    metricsPort = await freePort();
    server = await serve({ role: 'host', root: dist, port: 0, field: { metrics: { port: metricsPort }, batchesPerMinute: 30 } });
    port = (server.address() as net.AddressInfo).port;
  });
  after(async () => {
    await closeServer(server);
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('counts a batch sent as JSON or as text, and answers 204 that no cache keeps', async () => {
    for (const type of ['application/json', 'text/plain;charset=UTF-8']) {
      const answer = await post(port, body([VIEW]), [`Content-Type: ${type}`, 'X-Forwarded-For: 192.0.2.1']);
      assert.equal(answer.status, 204, type);
      assert.equal(answer.headers['cache-control'], 'no-store');
      assert.equal(answer.headers['x-content-type-options'], SECURITY_HEADERS['X-Content-Type-Options']);
    }
    const rows = (await (await metrics('/health.json?source=host')).json()) as Array<{ source: string; sessions: number }>;
    assert.deepEqual(rows.map((row) => [row.source, row.sessions]), [['host', 2]]);
  });

  it('takes POST at its one address only, and nothing but POST there', async () => {
    const elsewhere = await post(port, body([VIEW]), undefined, '/about');
    assert.equal(elsewhere.status, 405);
    assert.equal(elsewhere.headers.allow, 'GET, HEAD');
    for (const method of ['GET', 'HEAD', 'PUT']) {
      const answer = await raw(port, `${method} ${FIELD_PATH} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      assert.equal(answer.status, 405, method);
      assert.equal(answer.headers.allow, 'POST', method);
    }
  });

  it('refuses hostile batches with a 4xx and its reason: too large (unread), not JSON, wrong types, too many events, unknown sources, forged versions', async () => {
    const from = (n: number) => [`Content-Type: application/json`, `X-Forwarded-For: 198.51.100.${n}`];
    // A Content-Length past the limit is refused before a byte of the body is sent.
    const unread = await raw(port, `POST ${FIELD_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${FIELD_LIMITS.maxBodyBytes + 1}\r\n\r\n`);
    assert.equal(unread.status, 413);
    assert.equal(unread.body, REFUSALS[413]);
    assert.equal(unread.headers.connection, 'close');
    // A chunked body is read only up to the limit.
    const chunk = 'x'.repeat(8_000);
    const chunked = await raw(port, `POST ${FIELD_PATH} HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n${`${chunk.length.toString(16)}\r\n${chunk}\r\n`.repeat(3)}0\r\n\r\n`);
    assert.equal(chunked.status, 413);
    const refusals: Array<[string, string, RegExp]> = [
      ['not JSON', '{"session":', /must be JSON/],
      ['an array', '[]', /must be a JSON object/],
      ['a session of the wrong type', body([VIEW], { session: 42 }), /session must be/],
      ['too many events', body(Array.from({ length: FIELD_LIMITS.maxEvents + 1 }, () => VIEW)), /events must hold/],
      ['no events', body([]), /events must hold/],
      ['an unknown source', body([{ kind: 'view', sources: ['billing'] } as unknown as FieldEvent]), /view.sources/],
      ['a forged version name', body([VIEW], { versions: { ...VERSIONS, marketing: '../../etc' } }), /versions must name/],
      ['a value out of range', body([{ kind: 'vital', source: 'host', name: 'LCP', value: -1 }]), /value in range/],
      ['an empty body', '', /must be JSON/],
    ];
    for (const [index, [what, payload, reason]] of refusals.entries()) {
      const answer = await post(port, payload, from(index));
      assert.equal(answer.status, 400, what);
      assert.match(answer.body, reason, what);
      assert.equal(answer.headers['cache-control'], 'no-store', what);
    }
    const image = await post(port, body([VIEW]), ['Content-Type: image/png']);
    assert.equal(image.status, 415);
    const none = await post(port, body([VIEW]), []);
    assert.equal(none.status, 415);
    // None of it was counted.
    const text = await (await metrics('/metrics')).text();
    assert.match(text, /^vital_field_batches_total\{outcome="too_large"\} 2$/m);
    assert.match(text, /^vital_field_batches_total\{outcome="invalid"\} 9$/m);
    assert.match(text, /^vital_field_batches_total\{outcome="unsupported_type"\} 2$/m);
  });

  it("gives each client its allowance of batches (429 beyond), keyed on the visitor nginx names, never on what a visitor writes itself", async () => {
    const answers = [];
    for (let index = 0; index < 35; index += 1) answers.push((await post(port, body([VIEW]), ['Content-Type: application/json', `X-Forwarded-For: 203.0.113.${index}, 192.0.2.50`])).status);
    assert.deepEqual(answers.slice(0, 30), Array<number>(30).fill(204));
    assert.deepEqual(answers.slice(30), Array<number>(5).fill(429), 'what the visitor put before it in X-Forwarded-For is not its address');
    const refused = await post(port, body([VIEW]), ['Content-Type: application/json', 'X-Forwarded-For: 192.0.2.50']);
    assert.equal(refused.headers['retry-after'], '1');
    assert.equal(refused.body, REFUSALS[429]);
    assert.equal((await post(port, body([VIEW]), ['Content-Type: application/json', 'X-Forwarded-For: 192.0.2.51'])).status, 204, 'another client has its own');
  });

  it('serves /metrics in the text format and /health.json, on its own port only', async () => {
    const answer = await metrics('/metrics');
    assert.equal(answer.headers.get('content-type'), 'text/plain; version=0.0.4; charset=utf-8');
    assert.match(await answer.text(), /^vital_field_sessions_total\{source="marketing",version="build",cohort="stable"\} \d+$/m);
    assert.equal((await metrics('/health.json?source=billing')).status, 400);
    assert.equal((await metrics('/nothing')).status, 404);
    assert.equal((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status, 405);
    // The public port has neither.
    for (const target of ['/metrics', '/health.json']) assert.equal((await fetch(`http://127.0.0.1:${port}${target}`)).status, 404, target);
  });
});

describe('the collector under 10,000 forged batches', () => {
  it('never grows past its bounds, and counts each client for its share only', () => {
    const collector = createFieldCollector({ maxRateClients: 1_000 });
    let seed = 5;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    const hex = (digits: number) => Array.from({ length: digits }, () => random(16).toString(16)).join('');
    let refused = 0;
    for (let index = 0; index < 10_000; index += 1) {
      const client = `203.0.${random(256)}.${random(256)}`;
      collector.allows(client);
      const versions = Object.fromEntries(FIELD_SOURCES.map((source) => [source, `${hex(12)}-${hex(7)}`]));
      const events = [VIEW, { kind: 'error', source: 'host', origin: 'uncaught', message: hex(40) }, { kind: 'vital', source: 'host', name: 'INP', value: random(3_000), target: hex(50) }];
      const received = collector.receive(JSON.stringify({ session: hex(32), versions, events }), client);
      if (received.outcome !== 'counted') refused += 1;
      // Hostile shapes, refused.
      if (collector.receive(JSON.stringify({ session: hex(32), versions: { ...versions, billing: 'build' }, events }), client).outcome === 'counted') refused -= 1_000_000;
    }
    assert.equal(refused, 0);
    const sizes = collector.sizes();
    assert.ok(sizes.versionsPerSource <= FIELD_STORE_DEFAULTS.maxVersionsPerSource, JSON.stringify(sizes));
    assert.ok(sizes.sessionsPerVersion <= FIELD_STORE_DEFAULTS.maxSessionsPerVersion, JSON.stringify(sizes));
    assert.ok(sizes.clientsPerVersion <= FIELD_STORE_DEFAULTS.maxClientsPerVersion, JSON.stringify(sizes));
    assert.ok(sizes.messages <= 50 && sizes.targets <= 20, JSON.stringify(sizes));
    assert.ok(sizes.rateClients <= 1_000, JSON.stringify(sizes));
    // What /metrics says stays as small: a few versions a source.
    assert.ok(collector.metrics().split('\n').length < 3_000);
  });

  it('writes metrics that Prometheus reads (promtool, where Debian’s prometheus is installed)', (t) => {
    const collector = createFieldCollector();
    collector.receive(body([VIEW, { kind: 'vital', source: 'host', name: 'LCP', value: 1_234 }, { kind: 'error', source: 'host', origin: 'api', message: 'a "quoted"\nmessage' }]), '192.0.2.1');
    const text = collector.metrics();
    // Each family's HELP and TYPE before its samples; each sample a name, labels and a number.
    const families = new Map<string, string>();
    for (const line of text.trimEnd().split('\n')) {
      const comment = /^# (HELP|TYPE) ([a-z_]+) (.+)$/.exec(line);
      if (comment) {
        if (comment[1] === 'TYPE') families.set(comment[2] ?? '', comment[3] ?? '');
        continue;
      }
      const sample = /^([a-z_]+)(\{[a-z_]+="(?:[^"\\\n]|\\.)*"(?:,[a-z_]+="(?:[^"\\\n]|\\.)*")*\})? (-?\d+(?:\.\d+)?(?:e-?\d+)?|\+Inf)$/.exec(line);
      assert.ok(sample, `not a sample: ${line}`);
      const name = sample[1] ?? '';
      const family = [...families.keys()].find((known) => name === known || (families.get(known) === 'histogram' && /^_(bucket|sum|count)$/.test(name.slice(known.length)) && name.startsWith(known)));
      assert.ok(family, `${name} before its TYPE`);
    }
    assert.equal(families.get('vital_field_lcp_seconds'), 'histogram');
    assert.equal(families.get('vital_field_sessions_total'), 'counter');
    assert.match(text, /^vital_field_lcp_seconds_bucket\{source="host",version="build-0123456789ab",cohort="stable",le="1.25"\} 1$/m);
    assert.match(text, /^vital_field_lcp_seconds_bucket\{source="host",version="build-0123456789ab",cohort="stable",le="\+Inf"\} 1$/m);
    assert.match(text, /^vital_field_lcp_seconds_sum\{source="host",version="build-0123456789ab",cohort="stable"\} 1.234$/m);
    const promtool = '/usr/bin/promtool';
    if (!fs.existsSync(promtool)) return t.skip('promtool is not installed (apt-get install prometheus): the format was checked line by line only');
    const checked = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    assert.equal(checked.status, 0, `${checked.stdout}${checked.stderr}`);
  });
});
