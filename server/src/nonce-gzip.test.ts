// A page compressed once and sent with a different nonce each time must be
// exactly what gzip of the filled page would decompress to.
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { describe, it } from 'node:test';
import { compileNonceTemplate, fillNonce, gzipNonce } from './nonce-gzip.ts';

const HOLE = '\u0000hole\u0000';

describe('gzipNonce', () => {
  const pages = {
    'several holes': `<meta content="${HOLE}"><script nonce="${HOLE}">x</script>${'<p>Vital café ✓</p>'.repeat(2000)}<style nonce="${HOLE}"></style>`,
    'holes at both ends': `${HOLE}middle${HOLE}`,
    'no hole': '<p>no nonce here</p>',
    'empty parts between holes': `${HOLE}${HOLE}${HOLE}`,
  };
  for (const [name, html] of Object.entries(pages)) {
    it(`decompresses to the filled page (${name}), with a valid CRC and length`, () => {
      const template = compileNonceTemplate(html, HOLE);
      for (const nonce of ['abc123+/==', 'Zm9vYmFyYmF6cXV4cXV1eA==']) {
        const expected = html.replaceAll(HOLE, nonce);
        assert.equal(fillNonce(template, nonce).toString('utf8'), expected);
        // gunzipSync checks the trailer's CRC-32 and size.
        assert.equal(zlib.gunzipSync(gzipNonce(template, nonce)).toString('utf8'), expected);
      }
    });
  }

  it('compresses the page, not just wraps it', () => {
    const html = `<script nonce="${HOLE}"></script>${'<p>repeated content</p>'.repeat(3000)}`;
    assert.ok(gzipNonce(compileNonceTemplate(html, HOLE), 'n0nce').length < html.length / 20);
  });
});
