// A remote's server renders with the renderer of each version it is asked for (decision 020), and
// a store sees many versions over a server's life (decision 017): only the few most recently used
// renderers may stay loaded, or every release would add its renderer's megabytes for good.
// Needs the marketing remote's production build (`pnpm test` makes it first).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createLiveFragments, MAX_RENDERERS } from './live-fragments.ts';
import type { AddressInfo } from 'node:net';

const VERSIONS = 100;
const WARM_VERSIONS = 5;
/** What 100 versions may add to the heap of 5, after a collection: far less than one version kept per release. */
const MAX_GROWTH_MB = 20;

const builtRenderer = path.resolve(import.meta.dirname, '../../remote-marketing/dist/server');

v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/**
 * Heap used once a collection frees nothing more, in MB. A render's call to the API has a time
 * limit (AbortSignal.timeout), whose timer holds the render until its signal is collected: each
 * collection lets some renders go, which lets their signals go at the next.
 */
async function heapAfterGc() {
  let used = Infinity;
  let idleRounds = 0;
  for (let round = 0; round < 200 && idleRounds < 5; round += 1) {
    collectGarbage();
    // The finalizers that clear the time limits run as tasks of their own.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const now = process.memoryUsage().heapUsed / 2 ** 20;
    idleRounds = used - now < 0.25 ? idleRounds + 1 : 0;
    used = Math.min(used, now);
  }
  return used;
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

describe("a remote's server across 100 versions of its renderer", () => {
  let store: string;
  let api: http.Server;
  let apiBase: string;

  before(async () => {
    assert.ok(fs.existsSync(path.join(builtRenderer, 'render.cjs')), `no renderer in ${builtRenderer}: run pnpm --filter @vital/remote-marketing build`);
    store = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-renderers-'));
    for (let version = 0; version < VERSIONS; version += 1) {
      const folder = path.join(store, `1.0.${version}`, 'server');
      fs.mkdirSync(folder, { recursive: true });
      // Each version's code its own, as releases' are: V8 shares nothing between them.
      for (const name of fs.readdirSync(builtRenderer)) {
        fs.writeFileSync(path.join(folder, name), `${fs.readFileSync(path.join(builtRenderer, name), 'utf8')}\n// version 1.0.${version}\n`);
      }
    }
    api = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: [{ id: 7, title: 'Hiring in 2026', description: 'Fine.', file_url: null, file_type: null }] }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
    apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  after(() => {
    api.close();
    api.closeAllConnections();
    fs.rmSync(store, { recursive: true, force: true });
  });

  it(`keeps at most ${MAX_RENDERERS} loaded, and the heap within ${MAX_GROWTH_MB} MB of its size after ${WARM_VERSIONS}`, async () => {
    const live = createLiveFragments({ apiBase, freshMs: 0, log: () => {} });
    const loadedVersions = () =>
      new Set(
        Object.keys(createRequire(import.meta.url).cache)
          .filter((file) => file.startsWith(store + path.sep))
          .map((file) => path.relative(store, file).split(path.sep)[0]),
      );
    let afterWarm = 0;
    let firstRenderer: WeakRef<object> | undefined;
    for (let version = 0; version < VERSIONS; version += 1) {
      const page = await live(path.join(store, `1.0.${version}`), 'fragments/blogs.html', '/blogs');
      assert.match(String(page?.body), /Hiring in 2026/, `version 1.0.${version} renders the page with its data`);
      assert.ok(loadedVersions().size <= MAX_RENDERERS, `${loadedVersions().size} renderers loaded after version 1.0.${version}`);
      if (version === 0) firstRenderer = new WeakRef(createRequire(import.meta.url).cache[path.join(store, '1.0.0', 'server', 'render.cjs')]?.exports as object);
      if (version === WARM_VERSIONS - 1) afterWarm = await heapAfterGc();
    }
    const afterAll = process.memoryUsage().heapUsed / 2 ** 20;
    const afterGc = await heapAfterGc();
    console.log(
      `heap used: ${mb(afterWarm)} after ${WARM_VERSIONS} versions, ${mb(afterAll)} after ${VERSIONS}, ${mb(afterGc)} after GC (${mb(afterGc - afterWarm)} more than after ${WARM_VERSIONS}); rss ${mb(process.memoryUsage().rss / 2 ** 20)}`,
    );
    assert.equal(firstRenderer?.deref(), undefined, "the first version's renderer is collected");
    assert.ok(afterGc - afterWarm < MAX_GROWTH_MB, `the heap grew by ${mb(afterGc - afterWarm)} over ${VERSIONS - WARM_VERSIONS} versions`);
  });
});
