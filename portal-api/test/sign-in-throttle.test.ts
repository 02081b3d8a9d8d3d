// Failed sign-ins and the blocks they earn (src/security/sign-in-throttle.ts), on a clock the
// test moves.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { SignInThrottleSettings } from '../src/config.ts';
import { SignInThrottle } from '../src/security/sign-in-throttle.ts';

const SETTINGS: SignInThrottleSettings = {
  failuresPerClientAccount: 3,
  failuresPerClient: 100,
  failuresPerAccount: 100,
  forgetSeconds: 60,
  firstDelaySeconds: 1,
  maxDelaySeconds: 8,
};

function throttle(settings: Partial<SignInThrottleSettings> = {}, maxKeys?: number) {
  const clock = { now: 0 };
  return { clock, throttle: new SignInThrottle({ ...SETTINGS, ...settings }, () => clock.now, maxKeys) };
}

describe('SignInThrottle', () => {
  test('past its allowance, each failure blocks the client and account twice as long as the last, up to the longest', () => {
    const { clock, throttle: t } = throttle();
    for (let n = 1; n < 3; n += 1) {
      t.record('c', 'a@example.com', false);
      assert.equal(t.secondsToWait('c', 'a@example.com'), 0, `failure ${n} is within the allowance`);
    }
    const delays = [];
    for (let n = 0; n < 6; n += 1) {
      t.record('c', 'a@example.com', false);
      const seconds = t.secondsToWait('c', 'a@example.com');
      delays.push(seconds);
      clock.now += seconds * 1000 - 1;
      assert.equal(t.secondsToWait('c', 'a@example.com'), 1, 'still blocked a moment before the end');
      clock.now += 1;
      assert.equal(t.secondsToWait('c', 'a@example.com'), 0);
    }
    assert.deepEqual(delays, [1, 2, 4, 8, 8, 8]);
    assert.equal(t.secondsToWait('c', 'other@example.com'), 0, 'another account from the same client');
    assert.equal(t.secondsToWait('other-client', 'a@example.com'), 0, 'the same account from another client');
  });

  test('asking how long to wait counts nothing: only checked passwords do', () => {
    const { clock, throttle: t } = throttle();
    for (let n = 0; n < 3; n += 1) t.record('c', 'a@example.com', false);
    for (let n = 0; n < 50; n += 1) t.secondsToWait('c', 'a@example.com');
    clock.now += 1000;
    t.record('c', 'a@example.com', false);
    assert.equal(t.secondsToWait('c', 'a@example.com'), 2);
  });

  test('the account is one whatever the letter case and spaces around it', () => {
    const { throttle: t } = throttle();
    for (const email of ['a@example.com', ' A@Example.com', 'a@EXAMPLE.COM ']) t.record('c', email, false);
    assert.equal(t.secondsToWait('c', 'A@EXAMPLE.com'), 1);
  });

  test('a key without a failure for the forget period starts afresh', () => {
    const { clock, throttle: t } = throttle();
    for (let n = 0; n < 4; n += 1) t.record('c', 'a@example.com', false);
    clock.now += 60_000;
    assert.equal(t.secondsToWait('c', 'a@example.com'), 0);
    t.record('c', 'a@example.com', false);
    assert.equal(t.secondsToWait('c', 'a@example.com'), 0, 'a first failure again');
  });

  test('a success clears the failures of its client and account and of its account, not those of its client', () => {
    const { throttle: t } = throttle({ failuresPerClient: 4, failuresPerAccount: 4 });
    t.record('c', 'other@example.com', false);
    t.record('c', 'a@example.com', false);
    t.record('c', 'a@example.com', false);
    t.record('d', 'a@example.com', false);
    t.record('c', 'a@example.com', true);
    t.record('c', 'a@example.com', false);
    t.record('d', 'a@example.com', false);
    assert.equal(t.secondsToWait('d', 'a@example.com'), 0, 'the account counts again from none: 2 of 4');
    assert.equal(t.secondsToWait('c', 'a@example.com'), 1, 'the client counts on: 4 of 4');
  });

  test("a client's failures on any accounts block it on every account", () => {
    const { throttle: t } = throttle({ failuresPerClient: 5 });
    for (let n = 0; n < 5; n += 1) t.record('c', `user${n}@example.com`, false);
    assert.equal(t.secondsToWait('c', 'never-tried@example.com'), 1);
    assert.equal(t.secondsToWait('d', 'never-tried@example.com'), 0);
  });

  test("an account's failures from all clients hold back those that failed on it, never a client's first try", () => {
    const { clock, throttle: t } = throttle({ failuresPerAccount: 5, maxDelaySeconds: 900 });
    for (let n = 0; n < 5; n += 1) t.record(`c${n}`, 'a@example.com', false);
    assert.equal(t.secondsToWait('c0', 'a@example.com'), 1);
    assert.equal(t.secondsToWait('clean', 'a@example.com'), 0);
    // Each clean client's failure counts for the account too: the block doubles each time.
    for (let n = 5; n < 10; n += 1) t.record(`c${n}`, 'a@example.com', false);
    assert.equal(t.secondsToWait('c9', 'a@example.com'), 32);
    assert.equal(t.secondsToWait('another-clean', 'a@example.com'), 0);
    clock.now += 32_000;
    assert.equal(t.secondsToWait('c0', 'a@example.com'), 0);
  });

  test('an allowance of 0 never blocks', () => {
    const { throttle: t } = throttle({ failuresPerClientAccount: 0 });
    for (let n = 0; n < 50; n += 1) t.record('c', 'a@example.com', false);
    assert.equal(t.secondsToWait('c', 'a@example.com'), 0);
  });

  test('it holds at most `maxKeys` keys of each kind, whoever fails, and forgets those past the forget period', () => {
    const { clock, throttle: t } = throttle({}, 50);
    for (let n = 0; n < 5000; n += 1) {
      t.record(`client-${n}`, `user${n}@example.com`, false);
      assert.ok(t.size <= 50, `${t.size} keys`);
    }
    assert.equal(t.size, 50);
    clock.now += 60_000;
    t.record('c', 'a@example.com', false);
    assert.equal(t.size, 1);
  });
});
