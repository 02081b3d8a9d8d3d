// The site's field health is every page server's added up: counts summed, p75s read from the histograms
// summed bucket by bucket (never averaged), and a page server that does not answer is named, not left out.
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createFieldCollector, type FieldCollector } from '../../server/src/field/collector.ts';
import { closeMetrics, listenMetrics } from '../../server/src/field/metrics-server.ts';
import type { FieldEvent, FieldSource } from '../../shared/src/contract/index.ts';
import { metricsPort } from '../apps.ts';
import { fieldEndpoints, formatHealth, readHealth } from './health.ts';

const VERSIONS = { host: 'build-0123456789ab', marketing: 'build', industries: 'build', accounts: '0123456789ab-1234567', chat: 'build' } as Record<FieldSource, string>;
let sessions = 0;
const batch = (events: FieldEvent[]) => JSON.stringify({ session: (sessions += 1).toString(16).padStart(16, '0'), versions: VERSIONS, events });

describe("the site's field health, read from every page server", () => {
  const collectors = [createFieldCollector(), createFieldCollector()];
  /** The same reports, all counted by one page server: what the sum must say. */
  const whole = createFieldCollector();
  const servers: Server[] = [];
  const endpoints: string[] = [];

  before(async () => {
    for (let index = 0; index < 40; index += 1) {
      const events: FieldEvent[] = [
        { kind: 'view', sources: ['host', 'accounts'] },
        { kind: 'remote-load', source: 'accounts', ok: index % 10 !== 0 },
        { kind: 'vital', source: 'accounts', name: 'LCP', value: 300 + index * 97 },
        { kind: 'vital', source: 'accounts', name: 'INP', value: 20 + index * 11, target: `#t${index % 7}` },
        { kind: 'vital', source: 'accounts', name: 'CLS', value: (index % 9) / 40 },
        ...(index % 4 === 0 ? [{ kind: 'error', source: 'accounts', origin: 'react-uncaught', message: index % 8 ? 'submit failed' : 'x is undefined' } as const] : []),
      ];
      // Each client to one page server, as nginx's hash sends it.
      const client = `192.0.2.${index}`;
      (collectors[index % 2] as FieldCollector).receive(batch(events), client);
      whole.receive(batch(events), client);
    }
    for (const collector of collectors) {
      const server = await listenMetrics(collector, { port: 0 });
      servers.push(server);
      endpoints.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }
  });
  after(async () => {
    await Promise.all(servers.map(closeMetrics));
  });

  it('counts a client whose error reports reached both page servers once', async () => {
    const split = [createFieldCollector(), createFieldCollector()];
    // One client, failed over from one page server to the other between two sessions.
    for (const [index, collector] of split.entries()) collector.receive(batch([{ kind: 'view', sources: ['host', 'accounts'] }, { kind: 'error', source: 'accounts', origin: 'uncaught', message: `failed ${index}` }]), '198.51.100.7');
    const listening = await Promise.all(split.map((collector) => listenMetrics(collector, { port: 0 })));
    try {
      const [row] = await readHealth(listening.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`), 'accounts');
      assert.equal(row?.errorSessions, 2);
      assert.equal(row?.errorClients, 1);
      assert.ok(!JSON.stringify(row).includes('198.51.100.7'), 'the address is not named');
    } finally {
      await Promise.all(listening.map(closeMetrics));
    }
  });

  it('adds counts and histograms per source, version and cohort, and reads the p75s from the sum', async () => {
    const [summed] = await readHealth(endpoints, 'accounts');
    const [expected] = whole.health('accounts');
    assert.ok(summed && expected);
    assert.equal(summed.sessions, 40);
    assert.equal(summed.errorSessions, 10);
    assert.equal(summed.errorClients, 10);
    assert.equal(summed.remoteLoadFailures, 4);
    for (const field of ['sessions', 'errorSessions', 'errorClients', 'remoteLoads', 'remoteLoadFailures', 'lcpP75Ms', 'inpP75Ms', 'clsP75', 'vitalSamples', 'inpTargets', 'topErrors'] as const) {
      assert.deepEqual(summed[field], expected[field], field);
    }
    for (const name of ['LCP', 'INP', 'CLS'] as const) {
      assert.deepEqual(summed.histograms[name].counts, expected.histograms[name].counts, name);
      assert.ok(Math.abs(summed.histograms[name].sum - expected.histograms[name].sum) < 1e-9, name);
    }
    // Each page server's own p75 is another figure: the sum is not their average.
    const [one] = collectors[0]?.health('accounts') ?? [];
    assert.notEqual(one?.lcpP75Ms, summed.lcpP75Ms);
    assert.deepEqual((await readHealth(endpoints)).map((row) => row.source), ['host', 'accounts']);
  });

  it('prints per version its sessions, error rate, failed loads, p75s with their samples, slowest target and top error', async () => {
    const text = formatHealth(await readHealth(endpoints, 'accounts'));
    assert.match(text, /accounts\s+0123456789ab-1234567\s+stable\s+40\s+10 \(25\.0 %, 10 clients\)\s+4 of 40\s+[\d.]+ s \(40\)\s+\d+ ms \(40\)\s+0\.\d{3} \(40\)/);
    assert.match(text, /slowest interaction: #t\d \(\d+ ms\)/);
    assert.match(text, /top error: "submit failed" in 5 sessions/);
  });

  it('names a page server that does not answer, rather than sum part of the site', async () => {
    await assert.rejects(readHealth([...endpoints, 'http://127.0.0.1:9']), /http:\/\/127\.0\.0\.1:9\/health\.json did not answer/);
  });

  it('finds the page servers in VITAL_FIELD_ENDPOINTS, else where pnpm start wrote them, else the first page server’s port', () => {
    assert.deepEqual(fieldEndpoints({ VITAL_FIELD_ENDPOINTS: 'http://a:1, http://b:2' }), ['http://a:1', 'http://b:2']);
    assert.deepEqual(fieldEndpoints({ VITAL_LOG_DIR: '/nonexistent' }), [`http://127.0.0.1:${metricsPort(0)}`]);
  });
});
