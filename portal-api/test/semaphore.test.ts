// The semaphore around password hashing (src/security/semaphore.ts): how many run, who goes
// next, who is refused. Its clock is a variable here, and a task runs until the test finishes it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { QueueFull, Semaphore } from '../src/security/semaphore.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A task that runs until finish() is called, recording how many run at once. */
function gate(state: { running: number; most: number }) {
  let finish = () => {};
  const task = async () => {
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await new Promise<void>((resolve) => (finish = resolve));
    state.running -= 1;
  };
  return { task, finish: () => finish() };
}

/** Tasks run one at a time, each named; `started` lists them in the order they got the slot. */
function queue(options: ConstructorParameters<typeof Semaphore>[1] = {}) {
  const clock = { now: 0 };
  const semaphore = new Semaphore(1, { ...options, now: () => clock.now });
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const outcomes = new Map<string, string>();
  const run = (name: string, owner?: string, signal?: AbortSignal) => {
    const done = semaphore
      .run(
        () =>
          new Promise<void>((resolve) => {
            started.push(name);
            finishers.set(name, resolve);
          }),
        owner,
        signal,
      )
      .then(
        () => outcomes.set(name, 'done'),
        (error: unknown) => outcomes.set(name, error instanceof QueueFull ? (error.isOwnShare ? 'own share' : 'queue full') : String(error)),
      );
    return done;
  };
  /** Finishes a running task and lets the next one start. */
  const finish = async (name: string) => {
    await tick();
    const resolve = finishers.get(name);
    assert.ok(resolve, `${name} is running`);
    resolve();
    await tick();
    await tick();
  };
  /** Finishes each task as it starts, until none is left. */
  const finishAll = async () => {
    await tick();
    for (let index = 0; index < started.length; index += 1) await finish(started[index] as string);
  };
  return { clock, run, finish, finishAll, started, outcomes };
}

describe('Semaphore', () => {
  test('runs at most `limit` tasks at once, the others in order of arrival', async () => {
    const semaphore = new Semaphore(2);
    const state = { running: 0, most: 0 };
    const order: number[] = [];
    const gates = Array.from({ length: 5 }, () => gate(state));
    const runs = gates.map((g, i) => semaphore.run(async () => (order.push(i), g.task())));
    await tick();
    assert.deepEqual(order, [0, 1]);
    for (const g of gates) {
      g.finish();
      await tick();
      await tick();
    }
    await Promise.all(runs);
    assert.deepEqual(order, [0, 1, 2, 3, 4]);
    assert.equal(state.most, 2);
  });

  test('a failing task frees its slot', async () => {
    const semaphore = new Semaphore(1);
    await assert.rejects(semaphore.run(async () => Promise.reject(new Error('boom'))), /boom/);
    assert.equal(await semaphore.run(async () => 'next'), 'next');
  });

  test('past `maxWaiting` waiting tasks, one more of no lighter owner is refused at once with QueueFull', async () => {
    const q = queue({ maxWaiting: 1 });
    void q.run('first');
    void q.run('second');
    await q.run('third');
    assert.equal(q.outcomes.get('third'), 'queue full');
    await q.finish('first');
    assert.deepEqual(q.started, ['first', 'second']);
    await q.finish('second');
    void q.run('room again');
    await tick();
    assert.deepEqual(q.started, ['first', 'second', 'room again']);
  });

  test('one owner has at most `maxPerOwner` tasks running or waiting; another owner still gets in', async () => {
    const q = queue({ maxWaiting: 10, maxPerOwner: 2 });
    void q.run('a1', 'a');
    void q.run('a2', 'a');
    await q.run('a3', 'a');
    assert.equal(q.outcomes.get('a3'), 'own share');
    void q.run('b1', 'b');
    await q.finish('a1');
    // A finished task gives its owner's share back.
    void q.run('a4', 'a');
    await q.finish('b1');
    await q.finish('a2');
    assert.deepEqual(q.started, ['a1', 'b1', 'a2', 'a4']);
  });

  test('the slot goes to the task whose owner has used the fewest lately, the earliest of equals', async () => {
    const q = queue();
    for (const [name, owner] of [['a1', 'a'], ['a2', 'a'], ['a3', 'a'], ['b1', 'b'], ['b2', 'b'], ['c1', 'c'], ['server'], ['d1', 'd']]) {
      void q.run(name as string, owner);
    }
    await q.finishAll();
    // Besides the task itself, a has used 2 (3 tasks queued), b 1, c and d nothing, and the
    // server's own tasks count as unused.
    assert.deepEqual(q.started, ['a1', 'c1', 'server', 'd1', 'b1', 'b2', 'a2', 'a3']);
  });

  test('a clean owner runs at once in a slot of its own while the shared one is busy; others wait for it', async () => {
    const q = queue({ cleanSlots: 1 });
    void q.run('a1', 'a');
    void q.run('a2', 'a');
    void q.run('server');
    void q.run('c1', 'c');
    void q.run('d1', 'd');
    await tick();
    // a1 holds the shared slot, c1 (clean) the clean one; a2 is a's second ask, not clean; d is
    // clean too but the clean slot is taken, so it waits, first in line for either slot.
    assert.deepEqual(q.started, ['a1', 'c1']);
    await q.finish('c1');
    assert.deepEqual(q.started, ['a1', 'c1', 'd1'], 'the clean slot goes to the next clean owner');
    await q.finish('d1');
    assert.deepEqual(q.started, ['a1', 'c1', 'd1'], 'and never to a flooder or the server');
    await q.finishAll();
    assert.deepEqual(q.started, ['a1', 'c1', 'd1', 'server', 'a2']);
  });

  test('a task refused counts as a use: an owner refused is no clean newcomer', async () => {
    const q = queue({ maxPerOwner: 1 });
    void q.run('server');
    void q.run('a1', 'a');
    await q.run('a2', 'a');
    assert.equal(q.outcomes.get('a2'), 'own share');
    void q.run('b1', 'b');
    await q.finishAll();
    assert.deepEqual(q.started, ['server', 'b1', 'a1']);
  });

  test("an owner's use halves every `halfLifeMs`", async () => {
    const q = queue({ halfLifeMs: 1000 });
    for (const name of ['a1', 'a2', 'a3', 'a4']) void q.run(name, 'a');
    q.clock.now = 2500;
    void q.run('b1', 'b');
    void q.run('b2', 'b');
    await q.finishAll();
    // Besides each of its tasks, a has used 3, queued 2.5 s ago: 3 / 2^2.5 ≈ 0.53 now; b, 1 just
    // now. Without the halving, b would go first.
    assert.deepEqual(q.started, ['a1', 'a2', 'a3', 'a4', 'b1', 'b2']);
  });

  test("a full queue takes a lighter owner's task in place of the heaviest owner's newest", async () => {
    const q = queue({ maxWaiting: 2 });
    for (const name of ['a1', 'a2', 'a3']) void q.run(name, 'a');
    void q.run('b1', 'b');
    await tick();
    assert.equal(q.outcomes.get('a3'), 'own share', "a's newest task is refused like one over its share");
    void q.run('c1', 'c');
    await tick();
    assert.equal(q.outcomes.get('a2'), 'own share');
    // a, whose refused tasks count as used, is no lighter than b or c: it is refused.
    await q.run('a4', 'a');
    assert.equal(q.outcomes.get('a4'), 'queue full');
    await q.finishAll();
    assert.deepEqual(q.started, ['a1', 'b1', 'c1']);
    assert.equal(q.outcomes.get('c1'), 'done');
  });

  test('a waiting task whose client hangs up leaves the queue and its share; a running one runs on', async () => {
    const q = queue({ maxPerOwner: 2 });
    const hangUps = { a1: new AbortController(), a2: new AbortController() };
    void q.run('a1', 'a', hangUps.a1.signal);
    void q.run('a2', 'a', hangUps.a2.signal);
    void q.run('b1', 'b');
    await tick();
    hangUps.a1.abort(new Error('a1 hung up'));
    hangUps.a2.abort(new Error('a2 hung up'));
    await tick();
    assert.equal(q.outcomes.get('a2'), 'Error: a2 hung up');
    void q.run('a3', 'a', AbortSignal.abort(new Error('gone before it came')));
    void q.run('a4', 'a');
    await q.finishAll();
    assert.deepEqual(q.started, ['a1', 'b1', 'a4']);
    assert.equal(q.outcomes.get('a1'), 'done');
    assert.equal(q.outcomes.get('a3'), 'Error: gone before it came');
  });

  test('owners beyond `maxOwners` push the least recent out of its memory', async () => {
    const q = queue({ maxOwners: 2 });
    for (const name of ['a1', 'a2', 'a3', 'b1', 'c1']) {
      void q.run(name, name[0]);
      await q.finishAll();
    }
    // While the server's own task runs, c (used 1) and a, forgotten (used nothing again), wait.
    void q.run('server');
    void q.run('c2', 'c');
    void q.run('a4', 'a');
    await q.finishAll();
    assert.deepEqual(q.started.slice(-3), ['server', 'a4', 'c2']);
  });
});
