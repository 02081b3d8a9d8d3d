// The client every per-client limit counts (src/security/client-key.ts).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clientKey } from '../src/security/client-key.ts';

describe('clientKey', () => {
  test('an IPv4 address is a client of its own', () => {
    assert.equal(clientKey('203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('127.0.0.1'), '127.0.0.1');
  });

  test('an IPv4-mapped IPv6 address, as a dual-stack socket reports IPv4, is that IPv4 address', () => {
    assert.equal(clientKey('::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(clientKey('::FFFF:7f00:1'), '127.0.0.1');
  });

  test('any other IPv6 address is its /64, written one way whatever way it came', () => {
    for (const address of ['2001:db8:0:7:a:b:c:d', '2001:db8:0:7::1', '2001:0DB8:0000:0007:0:0:0:0', '2001:db8:0:7:0:ffff:1.2.3.4']) {
      assert.equal(clientKey(address), '2001:db8:0:7::/64', address);
    }
    assert.equal(clientKey('2001:db8::7:0:0:1'), '2001:db8:0:0::/64');
    assert.equal(clientKey('::1'), '0:0:0:0::/64');
    assert.notEqual(clientKey('2001:db8:0:7::1'), clientKey('2001:db8:0:8::1'));
  });

  test('a zone id is dropped', () => {
    assert.equal(clientKey('fe80::1%lo'), 'fe80:0:0:0::/64');
    assert.equal(clientKey('fe80::abcd:1%eth0'), clientKey('fe80::2'));
  });

  test('anything that is not an address is returned unchanged', () => {
    for (const text of ['', 'localhost', '1::2::3', '256.1.1.1', '2001:db8::/64', '::ffff:1.2.3']) assert.equal(clientKey(text), text);
  });
});
