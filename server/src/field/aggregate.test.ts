// What the field reports add up to on one page server, and what a stranger cannot do to it: grow its
// memory past its bounds, push out real versions with forged ones, or outweigh a canary's visitors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FIELD_SOURCES, type FieldBatch, type FieldEvent, type FieldSource } from '@vital/shared/contract';
import { createFieldStore, FIELD_STORE_DEFAULTS } from './aggregate.ts';

const STABLE = { host: 'build-0123456789ab', marketing: 'build', industries: 'build', accounts: '0123456789ab-1234567', chat: 'build' } as Record<FieldSource, string>;
let sessionCount = 0;
const newSession = () => (sessionCount += 1).toString(16).padStart(16, '0');
const batch = (events: FieldEvent[], { session = newSession(), versions = STABLE }: { session?: string; versions?: Record<FieldSource, string> } = {}): FieldBatch => ({ session, versions, events });
const view = (...sources: FieldSource[]): FieldEvent => ({ kind: 'view', sources: sources.length ? sources : ['host', 'accounts'] });
const error = (source: FieldSource, message = 'boom'): FieldEvent => ({ kind: 'error', source, origin: 'uncaught', message });
const rowOf = (store: ReturnType<typeof createFieldStore>, source: FieldSource, version = STABLE[source], cohort = 'stable') =>
  store.health(source).find((row) => row.version === version && row.cohort === cohort);

describe('the field store', () => {
  it('counts a session once per source it viewed, and an error session once per source, with its client', () => {
    const store = createFieldStore();
    const session = newSession();
    store.add(batch([view('host', 'accounts'), error('accounts', 'a'), error('accounts', 'b')], { session }), '192.0.2.1');
    store.add(batch([view('host', 'accounts'), error('accounts', 'a')], { session }), '192.0.2.1');
    store.add(batch([view('host'), error('accounts')]), '192.0.2.2');
    store.add(batch([view('host')]), '192.0.2.3');
    const accounts = rowOf(store, 'accounts');
    assert.equal(accounts?.sessions, 1, 'a session counts for a source its view lists');
    assert.equal(accounts?.errorSessions, 2);
    assert.equal(accounts?.errorClients, 2);
    assert.deepEqual(accounts?.topErrors, [
      { message: 'a', sessions: 1 },
      { message: 'b', sessions: 1 },
      { message: 'boom', sessions: 1 },
    ]);
    const host = rowOf(store, 'host');
    assert.equal(host?.sessions, 3);
    assert.equal(host?.errorSessions, 0);
    assert.equal(rowOf(store, 'marketing'), undefined, 'no row for a source nothing was reported about');
  });

  it('counts remote loads and failures, and the vitals with their p75, worst INP targets and sample counts', () => {
    const store = createFieldStore();
    for (let index = 0; index < 8; index += 1) {
      store.add(
        batch([
          view('host', 'accounts'),
          { kind: 'remote-load', source: 'accounts', ok: index !== 0 },
          // 100, 200, … 800 ms
          { kind: 'vital', source: 'accounts', name: 'LCP', value: (index + 1) * 100 },
          { kind: 'vital', source: 'accounts', name: 'INP', value: 40 + index * 10, target: `button#b${index}` },
          { kind: 'vital', source: 'accounts', name: 'CLS', value: 0.02 },
        ]),
        `192.0.2.${index}`,
      );
    }
    const row = rowOf(store, 'accounts');
    assert.equal(row?.remoteLoads, 8);
    assert.equal(row?.remoteLoadFailures, 1);
    assert.deepEqual(row?.vitalSamples, { LCP: 8, INP: 8, CLS: 8 });
    // LCP: 2 in (0, 250], 3 in (250, 500], 2 in (500, 750], 1 in (750, 1000]; rank 6 is the first of (500, 750].
    assert.equal(row?.lcpP75Ms, 500 + 250 * (1 / 2));
    assert.ok(Math.abs((row?.clsP75 ?? 0) - (0.01 + 0.015 * (6 / 8))) < 1e-12, String(row?.clsP75));
    assert.deepEqual(row?.inpTargets.map((target) => target.valueMs), [110, 100, 90, 80, 70]);
    assert.equal(row?.inpTargets[0]?.target, 'button#b7');
    assert.equal(rowOf(store, 'host')?.lcpP75Ms, null, 'no samples: no p75');
  });

  it('counts each client for at most its share of sessions per version, so forged good reports cannot dilute a broken canary', () => {
    const canary = { ...STABLE, accounts: 'abcdefabcdef-7654321' };
    const store = createFieldStore({ cohortOf: (source, version) => (source === 'accounts' && version === canary.accounts ? 'canary' : 'stable') });
    // Ten real visitors of the canary, each with an error.
    for (let index = 0; index < 10; index += 1) store.add(batch([view(), error('accounts')], { versions: canary }), `198.51.100.${index}`);
    // One stranger posts 1,000 clean sessions of it.
    for (let index = 0; index < 1_000; index += 1) store.add(batch([view(), { kind: 'vital', source: 'accounts', name: 'LCP', value: 1 }], { versions: canary }), '203.0.113.9');
    const row = rowOf(store, 'accounts', canary.accounts, 'canary');
    assert.equal(row?.sessions, 10 + FIELD_STORE_DEFAULTS.maxSessionsPerClient);
    assert.equal(row?.errorSessions, 10);
    assert.equal(row?.vitalSamples.LCP, FIELD_STORE_DEFAULTS.maxSessionsPerClient);
    // An IPv6 /64 is one client, as the collector keys it; a session's repeated events count a bounded number of times.
    const one = newSession();
    for (let index = 0; index < 50; index += 1) store.add(batch([{ kind: 'remote-load', source: 'accounts', ok: false }], { session: one, versions: canary }), '198.51.100.0');
    assert.equal(rowOf(store, 'accounts', canary.accounts, 'canary')?.remoteLoadFailures, 15);
    // The stable version's rows are apart.
    store.add(batch([view()]), '203.0.113.9');
    assert.equal(rowOf(store, 'accounts')?.sessions, 1);
  });

  it("keeps a session's cohort as it was when the session began", () => {
    let isCanary = true;
    const store = createFieldStore({ cohortOf: () => (isCanary ? 'canary' : 'stable') });
    const session = newSession();
    store.add(batch([view('host')], { session }), '192.0.2.1');
    isCanary = false;
    store.add(batch([error('host')], { session }), '192.0.2.1');
    assert.deepEqual(
      store.health('host').map((row) => [row.cohort, row.sessions, row.errorSessions]),
      [['canary', 1, 1]],
    );
  });

  it('refuses a batch naming a version the site does not serve, when told which it serves', () => {
    const store = createFieldStore({ isKnownVersion: (source, version) => version === STABLE[source] });
    assert.deepEqual(store.add(batch([view()]), '192.0.2.1'), { counted: true, ignoredSources: [] });
    const forged = store.add(batch([view()], { versions: { ...STABLE, accounts: 'ffffffffffff-fffffff' } }), '192.0.2.1');
    assert.equal(forged.counted, false);
    assert.equal(store.health('accounts').length, 1);
  });

  it('keeps at most 8 versions a source, and never lets forged ones push out a version with visitors', () => {
    const store = createFieldStore();
    const versions = (accounts: string) => ({ ...STABLE, accounts });
    // The live version has its visitors (each client counts for a few sessions at most).
    for (let index = 0; index < 60; index += 1) store.add(batch([view()]), `198.51.100.${index}`);
    // 500 forged versions, each from a client of its own.
    for (let index = 0; index < 500; index += 1) {
      store.add(batch([view()], { versions: versions(`${index.toString(16).padStart(12, '0')}-0000000`) }), `203.0.${index >> 8}.${index & 255}`);
    }
    const kept = store.health('accounts').map((row) => row.version);
    assert.equal(kept.length, FIELD_STORE_DEFAULTS.maxVersionsPerSource);
    assert.ok(kept.includes(STABLE.accounts), 'the live version stays');
    assert.equal(rowOf(store, 'accounts')?.sessions, 60);
    // Eight versions with visitors each: a new one is not counted, and says so.
    const full = createFieldStore({ keptAfterSessions: 2 });
    for (let version = 0; version < 8; version += 1) {
      for (let index = 0; index < 2; index += 1) full.add(batch([view()], { versions: versions(`${'0'.repeat(11)}${version}-1111111`) }), `192.0.2.${version * 2 + index}`);
    }
    assert.deepEqual(full.add(batch([view()], { versions: versions('abcabcabcabc-2222222') }), '192.0.2.99'), { counted: true, ignoredSources: ['accounts'] });
    assert.equal(full.health('accounts').length, 8);
  });

  it('stays within its bounds after 10,000 forged batches', () => {
    const store = createFieldStore();
    let seed = 11;
    const random = (below: number) => (seed = (seed * 48271) % 2147483647) % below;
    const hex = (digits: number) => Array.from({ length: digits }, () => random(16).toString(16)).join('');
    for (let index = 0; index < 10_000; index += 1) {
      const versions = Object.fromEntries(FIELD_SOURCES.map((source) => [source, random(2) ? `${hex(12)}-${hex(7)}` : `build-${hex(12)}`])) as Record<FieldSource, string>;
      const events: FieldEvent[] = [
        view(...FIELD_SOURCES),
        ...Array.from({ length: 10 }, (): FieldEvent => error(FIELD_SOURCES[random(5)] ?? 'host', `message ${hex(8)}`)),
        ...Array.from({ length: 10 }, (): FieldEvent => ({ kind: 'vital', source: 'host', name: 'INP', value: random(5_000), target: `#${hex(10)}` })),
        { kind: 'remote-load', source: 'chat', ok: false },
      ];
      // Versions and sessions new each time, clients from a small pool (its share reached) or new.
      store.add(batch(events, { versions, session: hex(32) }), random(2) ? `10.0.0.${random(4)}` : `2001:db8:${hex(4)}:${hex(4)}::/64`);
      // And a real version, pounded by the same strangers.
      store.add(batch(events, { session: hex(32) }), `10.0.0.${random(4)}`);
    }
    const sizes = store.sizes();
    assert.ok(sizes.versionsPerSource <= FIELD_STORE_DEFAULTS.maxVersionsPerSource, JSON.stringify(sizes));
    assert.ok(sizes.sessionsPerVersion <= FIELD_STORE_DEFAULTS.maxSessionsPerVersion, JSON.stringify(sizes));
    assert.ok(sizes.sessionMessagesPerVersion <= sizes.sessionsPerVersion, JSON.stringify(sizes));
    assert.ok(sizes.clientsPerVersion <= FIELD_STORE_DEFAULTS.maxClientsPerVersion, JSON.stringify(sizes));
    assert.ok(sizes.errorClients <= FIELD_STORE_DEFAULTS.maxErrorClients, JSON.stringify(sizes));
    assert.ok(sizes.messages <= 50 && sizes.targets <= 20, JSON.stringify(sizes));
    const real = rowOf(store, 'host');
    assert.ok(real && real.sessions <= 4 * FIELD_STORE_DEFAULTS.maxSessionsPerClient, `${real?.sessions} sessions from 4 clients`);
    for (const row of store.health()) {
      assert.ok(row.topErrors.length <= 5 && row.inpTargets.length <= 5);
    }
  });
});
