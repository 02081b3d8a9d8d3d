import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PREVIEW_LIFETIME_S, readPreviewKey, signPreview, verifyPreview } from './preview.ts';

const KEY = 'a-preview-key-of-enough-length-0123';
const VERSION = 'ba9876543210-e068e1bc4b-dirty';
const NOW = Date.UTC(2026, 10, 27, 12);

describe('previews', () => {
  it('takes a token signed with the site’s key, for one remote at one version, until it expires', () => {
    const token = signPreview(KEY, 'accounts', VERSION, NOW);
    assert.match(token, /^accounts=ba9876543210-e068e1bc4b-dirty; expires=\d+; sig=[\w-]{43}$/);
    assert.deepEqual(verifyPreview(token, KEY, NOW), { remote: 'accounts', version: VERSION });
    assert.deepEqual(verifyPreview(token, KEY, NOW + (PREVIEW_LIFETIME_S - 1) * 1000), { remote: 'accounts', version: VERSION });
    assert.equal(verifyPreview(token, KEY, NOW + PREVIEW_LIFETIME_S * 1000), null, 'expired');
  });

  it('refuses what anyone else could send: no token, another key, an edited claim, a life too long, a bad version', () => {
    const token = signPreview(KEY, 'accounts', VERSION, NOW);
    const sig = token.split('sig=')[1];
    const expires = Math.floor(NOW / 1000) + 60;
    for (const header of [
      undefined,
      `accounts=${VERSION}`,
      signPreview('another-key-of-enough-length-0123456', 'accounts', VERSION, NOW),
      token.replace('accounts=', 'marketing='),
      token.replace(/expires=\d+/, `expires=${expires}`),
      `accounts=${VERSION}; expires=${expires + 10 * PREVIEW_LIFETIME_S}; sig=${sig}`,
      signPreview(KEY, 'accounts', `${VERSION}/../x`, NOW),
      [token],
    ]) {
      assert.equal(verifyPreview(header, KEY, NOW), null, String(header));
    }
    // A token made for the future is refused too: it would outlive its stated life.
    assert.equal(verifyPreview(signPreview(KEY, 'accounts', VERSION, NOW + 3_600_000), KEY, NOW), null);
  });

  it('is off without a key, and a key must be long enough not to be guessed', () => {
    assert.equal(verifyPreview(signPreview(KEY, 'accounts', VERSION, NOW), null, NOW), null);
    assert.equal(readPreviewKey({}), null);
    assert.equal(readPreviewKey({ VITAL_PREVIEW_KEY: KEY }), KEY);
    assert.throws(() => readPreviewKey({ VITAL_PREVIEW_KEY: 'short' }), /at least 24 characters/);
  });
});
