// The server's half of prerendered pages: finding a snapshot, moving its
// origins to the served config's, and putting it into the host's page safely.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { applySnapshot, createSnapshotStore, originChanges, rewriteOrigins, snapshotName, writeSnapshots } from './prerender.mjs';
import { isKnownPath, renderPage } from './serve.mjs';

const template =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Vital</title><meta name="description" content="Default"/>' +
  '<script defer="defer" src="/js/main.js"></script></head><body><noscript>Vital needs JavaScript.</noscript><div id="root"></div></body></html>';

const madeWith = {
  apiBase: 'http://localhost:4900',
  portalUrl: 'http://localhost:4900/portal',
  remotes: { marketing: 'http://localhost:4801/mf-manifest.json', chat: 'http://localhost:4804/mf-manifest.json' },
  remoteTimeoutMs: 10000,
};
const servedWith = {
  apiBase: 'https://api.vital.example',
  portalUrl: 'https://api.vital.example/portal',
  remotes: { marketing: 'https://marketing.vital.example/mf-manifest.json', chat: 'http://localhost:4804/mf-manifest.json' },
  remoteTimeoutMs: 3000,
};

/** @returns {import('./prerender.mjs').Snapshot} */
const snapshot = (overrides = {}) => ({
  path: '/about',
  html: '<main><h1>About Vital</h1><img src="http://localhost:4900/storage/a.png" alt=""><img src="http://localhost:49001/x.png" alt=""></main>',
  css: '.css-1{color:red}.hero{background:url(http://localhost:4801/images/hero.webp)}',
  meta: [
    { name: 'description', content: 'About "us" & <them>' },
    { property: 'og:title', content: 'About | Vital' },
  ],
  title: 'About <Vital>',
  data: { '/api/teams': { success: true, data: [{ name: '</script><script>alert(1)</script>', photo: 'http://localhost:4900/storage/p.png' }] } },
  config: madeWith,
  ...overrides,
});

describe('originChanges', () => {
  it('pairs each origin that moved, walking both configs side by side', () => {
    assert.deepEqual(new Map(originChanges(madeWith, servedWith)), new Map([
      ['http://localhost:4900', 'https://api.vital.example'],
      ['http://localhost:4801', 'https://marketing.vital.example'],
    ]));
  });

  it('ignores values that are not http(s) URLs and keys only one side has', () => {
    assert.deepEqual(originChanges({ a: 'javascript:alert(1)', b: 'http://x.test', c: 1 }, { a: 'http://y.test', c: 'http://z.test' }), []);
  });
});

describe('rewriteOrigins', () => {
  it('matches a port whole, so one origin is never part of another', () => {
    const text = 'http://localhost:4900/a http://localhost:49001/b http://localhost:4900.evil.test/c';
    assert.equal(
      rewriteOrigins(text, [['http://localhost:4900', 'https://api.test']]),
      'https://api.test/a http://localhost:49001/b http://localhost:4900.evil.test/c',
    );
  });
});

describe('applySnapshot', () => {
  const page = applySnapshot(template, snapshot(), { nonce: 'n0nce', config: servedWith });

  it('puts the page in #root, marked for the client to replace', () => {
    assert.match(page, /<div id="root" data-prerendered><main><h1>About Vital<\/h1>/);
  });

  it('serves the snapshot from the served origins', () => {
    assert.match(page, /src="https:\/\/api\.vital\.example\/storage\/a\.png"/);
    assert.match(page, /src="http:\/\/localhost:49001\/x\.png"/);
    assert.match(page, /url\(https:\/\/marketing\.vital\.example\/images\/hero\.webp\)/);
  });

  it('carries its styles in one element with the response’s nonce', () => {
    assert.match(page, /<style data-prerendered nonce="n0nce">\.css-1\{color:red\}/);
  });

  it('replaces the default title and description with the page’s own, escaped', () => {
    assert.match(page, /<title>About &lt;Vital&gt;<\/title>/);
    assert.doesNotMatch(page, /content="Default"/);
    assert.match(page, /<meta name="description" content="About &quot;us&quot; &amp; &lt;them&gt;">/);
    assert.match(page, /<meta property="og:title" content="About \| Vital">/);
  });

  it('drops the "needs JavaScript" notice: the page reads without it', () => {
    assert.doesNotMatch(page, /noscript/);
  });

  it('starts the host’s script after the snapshot’s first paint, downloading it at once', () => {
    assert.doesNotMatch(page, /<script defer/);
    assert.match(page, /<link rel="preload" as="script" href="\/js\/main\.js">.*<\/head>/);
    assert.match(page, /<script nonce="n0nce">\(function\(\)\{var s=\["\/js\/main\.js"\];.*requestAnimationFrame.*<\/script><\/body>/);
  });

  it('hands the components’ rules to emotion’s cache as a server-rendered style it adopts', () => {
    const withEmotion = applySnapshot(
      template,
      snapshot({ emotion: { ids: ['1abc', 'x" onload="alert(1)', '2def'], css: '.css-1abc{color:red}</style><script>' } }),
      { nonce: 'n0nce', config: madeWith },
    );
    assert.match(withEmotion, /<style data-emotion="css 1abc 2def" nonce="n0nce">\.css-1abc\{color:red\}<\\\/style><script><\/style>/);
    assert.doesNotMatch(withEmotion, /onload/);
  });

  it('cannot be closed early by a style rule', () => {
    const hostile = applySnapshot(template, snapshot({ css: '.a{content:"</style><script>alert(1)</script>"}' }), { nonce: 'n', config: madeWith });
    assert.doesNotMatch(hostile, /<\/style><script>alert/);
  });
});

describe('renderPage with a snapshot', () => {
  const page = renderPage(template, { nonce: 'n0nce', config: servedWith, snapshot: snapshot() });

  it('inlines the API answers the page was made with, from the served origins, unable to end the script', () => {
    const script = page.match(/<script nonce="n0nce">([^<]*)<\/script>/)?.[1] ?? '';
    assert.match(script, /window\.__VITAL_PRERENDER_DATA__=/);
    assert.match(script, /https:\/\/api\.vital\.example\/storage\/p\.png/);
    assert.match(script, /\\u003c\/script>\\u003cscript>alert\(1\)/);
    assert.doesNotMatch(page, /<\/script><script>alert/);
  });

  it('leaves a page without a snapshot as the plain shell', () => {
    const plain = renderPage(template, { nonce: 'n', config: servedWith });
    assert.match(plain, /<div id="root"><\/div>/);
    assert.doesNotMatch(plain, /__VITAL_PRERENDER_DATA__/);
  });
});

describe('the snapshot store', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-snapshots-'));
  writeSnapshots(dist, [snapshot({ path: '/' }), snapshot({ path: '/industries/it' }), snapshot({ path: '*' })]);
  const find = createSnapshotStore(dist);

  it('names files after their paths', () => {
    assert.equal(snapshotName('/'), 'index.json');
    assert.equal(snapshotName('/industries/it'), 'industries__it.json');
  });

  it('finds a page by its path, with or without a trailing slash', () => {
    assert.equal(find('/')?.path, '/');
    assert.equal(find('/industries/it/')?.path, '/industries/it');
  });

  it('never turns a request path into a file name', () => {
    assert.equal(find('/../manifest'), null);
    assert.equal(find('/industries__it'), null);
    assert.equal(find('/constructor'), null);
    assert.equal(find('/no-such-page'), null);
  });

  it('keeps the not-found page under a key no request path can be', () => {
    assert.equal(snapshotName('*'), 'not-found.json');
    assert.equal(find('*')?.path, '*');
    assert.equal(find('/*'), null);
  });

  it('has nothing to offer before the first prerender', () => {
    assert.equal(createSnapshotStore(path.join(dist, 'missing'))('/'), null);
  });
});

describe('isKnownPath', () => {
  const patterns = ['/', '/about', '/blogs/:id', '/home'];

  it('knows the route table’s pages, with parameters and a trailing slash', () => {
    assert.equal(isKnownPath(patterns, '/'), true);
    assert.equal(isKnownPath(patterns, '/about/'), true);
    assert.equal(isKnownPath(patterns, '/blogs/7'), true);
  });

  it('does not know anything else', () => {
    assert.equal(isKnownPath(patterns, '/no-such-page'), false);
    assert.equal(isKnownPath(patterns, '/blogs/7/comments'), false);
    assert.equal(isKnownPath(patterns, '/about.evil'), false);
  });

  it('treats every path as known when the build wrote no list', () => {
    assert.equal(isKnownPath(null, '/anything'), true);
  });
});
