import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { VersionHealth } from '../../shared/src/contract/index.ts';
import { createCanaryController, type CanaryChange, isUnderWay } from './canary.ts';
import { canarySettings, type CanarySettings, DEFAULT_CANARY_SETTINGS, isCanaryPercent, judge } from './canary-rules.ts';
import { remoteStore } from './store.ts';

const LIVE = '0123456789ab-e068e1bc4b';
const CANDIDATE = 'ba9876543210-e068e1bc4b';

function health(version: string, fields: Partial<VersionHealth> = {}): VersionHealth {
  return {
    source: 'accounts',
    version,
    cohort: version === CANDIDATE ? 'canary' : 'stable',
    sessions: 400,
    errorSessions: 0,
    errorClients: 0,
    remoteLoads: 400,
    remoteLoadFailures: 0,
    lcpP75Ms: 900,
    inpP75Ms: 80,
    clsP75: 0,
    vitalSamples: { LCP: 400, INP: 300, CLS: 400 },
    inpTargets: [],
    topErrors: [],
    ...fields,
  };
}

const settings: CanarySettings = { ...DEFAULT_CANARY_SETTINGS, minSessions: 100, minVitalSamples: 50 };

describe('judge', () => {
  it('finds a candidate as healthy as the live version healthy', () => {
    assert.equal(judge(health(CANDIDATE), health(LIVE), settings).kind, 'healthy');
  });

  it('waits for enough sessions in each arm', () => {
    const verdict = judge(health(CANDIDATE, { sessions: 99, errorSessions: 50, errorClients: 40 }), health(LIVE), settings);
    assert.equal(verdict.kind, 'waiting');
    assert.match(verdict.reasons[0] ?? '', /99 and 400 sessions/);
    assert.equal(judge(undefined, health(LIVE), settings).kind, 'waiting');
  });

  it('rolls back for an error-session rate over 1.5× the live one, from enough clients, naming the error', () => {
    const verdict = judge(
      health(CANDIDATE, { errorSessions: 80, errorClients: 12, topErrors: [{ message: "TypeError: Cannot read properties of undefined (reading 'email')", sessions: 80 }] }),
      health(LIVE, { errorSessions: 4 }),
      settings,
    );
    assert.equal(verdict.kind, 'unhealthy');
    assert.match(verdict.reasons[0] ?? '', /accounts: 20\.0 % of the candidate's sessions had an error \(80 of 400, from 12 clients\), against 1\.0 % live/);
    assert.match(verdict.reasons[0] ?? '', /reading 'email'/);
  });

  it('never rolls back for errors from fewer clients than it takes, however many sessions they claim', () => {
    assert.equal(judge(health(CANDIDATE, { errorSessions: 20, errorClients: 1 }), health(LIVE), settings).kind, 'healthy');
    assert.equal(judge(health(CANDIDATE, { errorSessions: 20, errorClients: 2 }), health(LIVE), settings).kind, 'healthy');
  });

  it('keeps a small difference that is within the margin', () => {
    assert.equal(judge(health(CANDIDATE, { errorSessions: 3, errorClients: 3 }), health(LIVE, { errorSessions: 1 }), settings).kind, 'healthy');
  });

  it('rolls back when its code fails to load, before the sessions are in', () => {
    const verdict = judge(health(CANDIDATE, { sessions: 10, remoteLoads: 10, remoteLoadFailures: 4, errorClients: 4 }), health(LIVE), settings);
    assert.equal(verdict.kind, 'unhealthy');
    assert.match(verdict.reasons[0] ?? '', /accounts's code failed to load in 40\.0 % of 10 loads/);
  });

  it('rolls back for INP over 200 ms, naming the remote and the slowest target', () => {
    const verdict = judge(health(CANDIDATE, { inpP75Ms: 420, inpTargets: [{ target: 'form>button[type=submit]', valueMs: 480 }] }), health(LIVE), settings);
    assert.equal(verdict.kind, 'unhealthy');
    assert.equal(verdict.reasons[0], 'accounts: INP p75 420 ms over 200 ms (live 80 ms); slowest: form>button[type=submit] (480 ms)');
  });

  it('rolls back for INP 10 % worse than live, and for LCP over 2.5 s', () => {
    assert.match(judge(health(CANDIDATE, { inpP75Ms: 150 }), health(LIVE, { inpP75Ms: 120 }), settings).reasons[0] ?? '', /more than 1\.1× live \(120 ms\)/);
    assert.match(judge(health(CANDIDATE, { lcpP75Ms: 3100 }), health(LIVE), settings).reasons[0] ?? '', /LCP p75 3\.10 s over 2\.5 s/);
  });

  it('leaves a vital alone until it has enough samples', () => {
    assert.equal(judge(health(CANDIDATE, { inpP75Ms: 900, vitalSamples: { LCP: 400, INP: 10, CLS: 400 } }), health(LIVE), settings).kind, 'healthy');
  });
});

describe('canary settings', () => {
  it('reads VITAL_CANARY_SETTINGS over the defaults and names a wrong one', () => {
    assert.deepEqual(canarySettings('{"minSessions":4,"stages":[5,50,100]}').stages, [5, 50, 100]);
    assert.equal(canarySettings(undefined).minSessions, DEFAULT_CANARY_SETTINGS.minSessions);
    assert.throws(() => canarySettings('{"stages":[5,33,100]}'), /stages/);
    assert.throws(() => canarySettings('{"stages":[50,25,100]}'), /stages/);
    assert.throws(() => canarySettings('{"minSessions":-1}'), /minSessions/);
    assert.throws(() => canarySettings('[]'), /object/);
  });

  it('takes a share of 5 to 95 % in steps of 5', () => {
    assert.deepEqual([0, 5, 7, 25, 95, 100, 2.5].map(isCanaryPercent), [false, true, false, true, true, false, false]);
  });
});

describe('the canary controller', () => {
  /**
   * A store with LIVE live and CANDIDATE published and checked, and a clock the test moves. `beforeTurn` runs
   * while a change waits its turn, as a release or a rollback by hand may run before it in the service.
   */
  function setUp({ beforeTurn = () => {} }: { beforeTurn?: () => void } = {}) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
    const store = remoteStore('accounts', dir);
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-build-'));
    fs.writeFileSync(path.join(build, 'mf-manifest.json'), '{}');
    for (const version of [LIVE, CANDIDATE]) {
      store.publish(build, version, { commit: 'e068e1bc4b', isDirty: false });
      store.recordCheck(version, []);
    }
    store.movePointer(LIVE);
    let clock = Date.now();
    const changes: CanaryChange[] = [];
    let rows: VersionHealth[] = [];
    const controller = createCanaryController({
      remotes: ['accounts'],
      store: dir,
      settings: { ...settings, stageMs: 1_000 },
      readHealth: async () => rows,
      now: () => clock,
      // What the release service does, without page servers to confirm on.
      change: async (_remote, canary, change) => {
        beforeTurn();
        if (!isUnderWay(store.pointer()?.canary, canary)) return false;
        changes.push(change);
        if (change.kind === 'advance') store.setCanaryPercent(change.percent);
        else if (change.kind === 'promote') store.movePointer(CANDIDATE);
        else store.endCanary();
        return true;
      },
    });
    return {
      store,
      controller,
      changes,
      setRows: (next: VersionHealth[]) => (rows = next),
      later: (ms: number) => (clock += ms),
    };
  }

  it('takes a healthy candidate through every stage to live, one stage a stage time, recording each decision', async () => {
    const { store, controller, changes, setRows, later } = setUp();
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE), health(LIVE)]);
    assert.equal((await controller.tick('accounts'))?.kind, 'healthy');
    assert.deepEqual(changes, [], 'a stage lasts its time');
    for (const percent of [25, 50]) {
      // The store dates a stage by the real clock, a moment after the test's was read: a stage and a half.
      later(1_500);
      await controller.tick('accounts');
      assert.equal(store.pointer()?.canary?.percent, percent);
    }
    later(1_500);
    await controller.tick('accounts');
    assert.deepEqual(changes, [{ kind: 'advance', percent: 25 }, { kind: 'advance', percent: 50 }, { kind: 'promote' }]);
    assert.equal(store.pointer()?.version, CANDIDATE);
    assert.equal(store.pointer()?.canary, undefined);
    assert.deepEqual(
      store.decisions().map((decision) => `${decision.action} ${decision.percent}`),
      ['advanced 25', 'advanced 50', 'promoted 100'],
    );
    assert.equal(await controller.tick('accounts'), null, 'nothing under way');
  });

  it('holds a stage while the sessions are not in', async () => {
    const { store, controller, changes, setRows, later } = setUp();
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE, { sessions: 3 }), health(LIVE)]);
    later(60_000);
    assert.equal((await controller.tick('accounts'))?.kind, 'waiting');
    assert.deepEqual(changes, []);
    assert.equal(controller.lastVerdict('accounts')?.kind, 'waiting');
  });

  it('rolls an unhealthy candidate back at once, keeping the live version, with the reason and the figures', async () => {
    const { store, controller, setRows } = setUp();
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE, { errorSessions: 90, errorClients: 9 }), health(LIVE)]);
    assert.equal((await controller.tick('accounts'))?.kind, 'unhealthy');
    assert.equal(store.pointer()?.version, LIVE);
    assert.equal(store.pointer()?.canary, undefined);
    const [decision] = store.decisions();
    assert.equal(decision?.action, 'rolled back');
    assert.equal(decision?.by, 'the canary controller');
    assert.match(decision?.reason ?? '', /22\.5 % of the candidate's sessions had an error/);
    assert.equal((decision?.figures as { candidate: VersionHealth }).candidate.errorSessions, 90);
    // A new release waits for no canary.
    assert.doesNotThrow(() => store.startCanary(CANDIDATE, 5, 'accounts-ci'));
  });

  it('records no decision of its own for a canary rolled back by hand while its change waited its turn', async () => {
    const { store, controller, changes, setRows, later } = setUp({
      beforeTurn: () => {
        const underWay = store.pointer()?.canary;
        if (!underWay) return;
        store.endCanary();
        store.decide({ version: underWay.version, action: 'rolled back', percent: underWay.percent, by: 'accounts-ci', reason: 'rolled back by hand' });
      },
    });
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE), health(LIVE)]);
    later(1_500);
    assert.equal((await controller.tick('accounts'))?.kind, 'healthy');
    assert.deepEqual(changes, []);
    assert.equal(store.pointer()?.version, LIVE);
    assert.deepEqual(
      store.decisions().map((decision) => `${decision.action} ${decision.percent}: ${decision.reason}`),
      ['rolled back 5: rolled back by hand'],
    );
  });

  it('acts on no later canary of the same version than the one it judged', async () => {
    // Rolled back by hand and released again while the change waited: a new canary, its own first stage.
    const { store, controller, changes, setRows, later } = setUp({
      beforeTurn: () => {
        if (store.pointer()?.canary?.percent !== 5 || changes.length) return;
        store.endCanary();
        store.startCanary(CANDIDATE, 5, 'accounts-ci');
      },
    });
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE), health(LIVE)]);
    // A stage and a half (the store dates a stage by the real clock), and a moment: the new one's stage is newer.
    later(1_500);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await controller.tick('accounts');
    assert.deepEqual(changes, []);
    assert.equal(store.pointer()?.canary?.percent, 5);
    assert.deepEqual(store.decisions().filter((decision) => decision.action === 'advanced'), []);
  });

  it('judges the build as the live arm when no version is live', async () => {
    const { store, controller, setRows } = setUp();
    store.movePointer(null, { action: 'rollback' });
    store.startCanary(CANDIDATE, 5, 'accounts-ci');
    setRows([health(CANDIDATE, { errorSessions: 90, errorClients: 9 }), health('build')]);
    assert.equal((await controller.tick('accounts'))?.kind, 'unhealthy');
    assert.equal(store.pointer()?.version, null);
  });
});
