// A remote renders its pages with the API's answers on its own server (decision 020). Every
// broken or hostile answer the browser tests give the browser (shared/e2e/hostile-payloads.ts)
// is given here to the marketing remote's renderer, as its build ships it: it never throws,
// and what it sends is either nothing (the build's fragment goes out instead) or a fragment
// with no script but its data element, no script address and no event handler, whose data
// element reads back as JSON.
// Needs the production builds (`pnpm test` makes them first).
import assert from 'node:assert/strict';
import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hostilePayloads, type ListingRoute } from '../shared/e2e/hostile-payloads.ts';
import { root } from './apps.ts';

interface Rendered {
  file: string;
  content: string;
}

const renderer: { renderPage: (pathname: string, options: { apiBase: string; deadlineMs: number }) => Promise<Rendered | null> } = createRequire(import.meta.url)(path.join(root, 'remote-marketing', 'dist', 'server', 'render.cjs'));

const PAGES: Record<ListingRoute, string> = { blogs: '/blogs', teams: '/team', reviews: '/success-stories', services: '/services' };

/** What the stand-in API answers for every call: the payload under test. */
let answer = '';
let api: http.Server;
let apiBase = '';

before(async () => {
  api = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', () => resolve()));
  apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});
after(() => {
  api.close();
  api.closeAllConnections();
});

function assertSafe(where: string, rendered: Rendered | null) {
  if (!rendered) return;
  const { content } = rendered;
  const scripts = [...content.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
  assert.deepEqual(scripts, ['<script type="application/json" data-island-data>'], `${where}: the data element is the only script`);
  const data = /<script type="application\/json" data-island-data>([\s\S]*?)<\/script>/.exec(content)?.[1];
  assert.doesNotThrow(() => JSON.parse(data ?? ''), `${where}: the data element is JSON`);
  const markup = content.replace(/<script type="application\/json" data-island-data>[\s\S]*?<\/script>/, '');
  assert.doesNotMatch(markup, /<[a-z][^>]*\s(href|src|action|formaction|poster)\s*=\s*["']?\s*javascript:/i, `${where}: no script address`);
  assert.doesNotMatch(markup, /<[a-z][^>]*\son[a-z]+\s*=/i, `${where}: no event handler`);
}

describe('the marketing remote renders pages with broken or hostile API answers', () => {
  for (const [route, pathname] of Object.entries(PAGES) as Array<[ListingRoute, string]>) {
    it(`${pathname}: every hostile ${route} answer renders safely or not at all`, async () => {
      for (const payload of hostilePayloads(route)) {
        answer = payload.raw ?? JSON.stringify(payload.body ?? null);
        const rendered = await renderer.renderPage(pathname, { apiBase, deadlineMs: 5_000 });
        assertSafe(`${pathname}, ${payload.name}`, rendered);
      }
    });
  }

  it('/blogs/:id: a hostile post renders safely or not at all', async () => {
    for (const payload of hostilePayloads('blogs')) {
      const first = Array.isArray((payload.body as { data?: unknown } | undefined)?.data) ? (payload.body as { data: unknown[] }).data[0] : undefined;
      answer = payload.raw ?? JSON.stringify(first === undefined ? (payload.body ?? null) : { success: true, data: first });
      assertSafe(`/blogs/1, ${payload.name}`, await renderer.renderPage('/blogs/1', { apiBase, deadlineMs: 5_000 }));
    }
  });

  it('renders the posts of a good answer, their text escaped', async () => {
    answer = JSON.stringify({ success: true, data: [{ id: 7, title: '<b>Bold</b> & "quoted"', description: 'Fine.', file_url: null, file_type: null }] });
    const rendered = await renderer.renderPage('/blogs', { apiBase, deadlineMs: 5_000 });
    assert.ok(rendered, 'a page with data');
    assertSafe('/blogs', rendered);
    assert.match(rendered.content, /<a href="\/blogs\/7"[^>]*>&lt;b&gt;Bold&lt;\/b&gt; &amp; &quot;quoted&quot;<\/a>/);
  });
});
