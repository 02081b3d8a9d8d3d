// The semaphore around password hashing (src/security/semaphore.ts).
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

  test('past `maxWaiting` waiting tasks, one more is refused at once with QueueFull', async () => {
    const semaphore = new Semaphore(1, 1);
    const state = { running: 0, most: 0 };
    const first = gate(state);
    const second = gate(state);
    const running = semaphore.run(first.task);
    const waiting = semaphore.run(second.task);
    await assert.rejects(semaphore.run(async () => 'third'), QueueFull);
    first.finish();
    await running;
    await tick();
    second.finish();
    await waiting;
    assert.equal(await semaphore.run(async () => 'room again'), 'room again');
  });

  test('one owner has at most `maxPerOwner` tasks running or waiting; another owner still gets in', async () => {
    const semaphore = new Semaphore(1, 10, 2);
    const state = { running: 0, most: 0 };
    const gates = [gate(state), gate(state), gate(state)];
    const mine = [semaphore.run(gates[0]!.task, 'a'), semaphore.run(gates[1]!.task, 'a')];
    await assert.rejects(semaphore.run(async () => 'third of a', 'a'), (error: unknown) => error instanceof QueueFull && error.isOwnShare);
    const theirs = semaphore.run(gates[2]!.task, 'b');
    for (const g of gates) {
      g.finish();
      await tick();
      await tick();
    }
    await Promise.all([...mine, theirs]);
    // A finished task gives its owner's share back.
    assert.equal(await semaphore.run(async () => 'a again', 'a'), 'a again');
  });
});
