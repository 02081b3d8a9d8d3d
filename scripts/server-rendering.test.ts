// The pages as `pnpm start` sends them (decision 014), with no browser involved in
// making them: every public page is finished HTML, and a remote released alone (its
// content edited, only its own build run) is what the site serves within 60 s, in its
// HTML and in the live page, with no host build and no restart.
// Needs the production builds (`pnpm test` makes them first).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium } from '@playwright/test';
import { NOT_FOUND_PROBE, root, startSite } from './apps.ts';
import { chromiumLaunchOptions } from './chromium.ts';

const BASE = Number(process.env.RENDERING_PORT_BASE ?? 4800);
const site = `http://localhost:${BASE}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-rendering-'));
let running: Awaited<ReturnType<typeof startSite>>;
/** The page's window, in the functions evaluated there: it keeps the first heading shown. */
type PageWindow = Window & { __firstHeading?: Element };

before(async () => {
  running = await startSite({ base: BASE, workDir });
});

after(async () => {
  await running?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const html = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${site}${pathname}`, { headers, redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
};

/** The inside of #root, tags dropped: what a visitor reads before any script. */
const rootText = (body: string) =>
  (body.split('<div id="root">')[1] ?? '').replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('every page is sent as finished HTML', () => {
  it('sends each page of the sitemap with its heading, body text, header and footer', async () => {
    const sitemap = (await html('/sitemap.xml')).body;
    const pages = [...sitemap.matchAll(/<loc>[^<]*?:\d+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
    assert.ok(pages.length >= 25, `${pages.length} pages in the sitemap`);
    for (const pathname of [...pages, '/blogs/1']) {
      const { status, body } = await html(pathname);
      assert.equal(status, 200, pathname);
      assert.match(body, /<header[\s>][\s\S]*<h1[\s>][\s\S]*<footer[\s>]/, `${pathname}: header, heading and footer`);
      assert.ok(rootText(body).length > 400, `${pathname}: body text`);
      assert.doesNotMatch(body, /render\.invalid/, `${pathname}: nothing of the build's stand-in config`);
    }
  });

  it('preloads, once painted, the remote’s entry, its routes and the chunk of the page’s own feature only', async () => {
    const starter = (body: string) => /\(function \(preloads, scripts, asModules\)[\s\S]*?\}\)\((\[[^\]]*\])/.exec(body)?.[1] ?? '[]';
    const blogs = JSON.parse(starter((await html('/blogs/1')).body)) as string[];
    assert.ok(blogs.some((url) => url.endsWith('/remoteEntry.js')), 'the entry');
    assert.ok(blogs.some((url) => /\/js\/__federation_expose_routes\.[0-9a-f]+\.js$/.test(url)), 'the routes module');
    assert.deepEqual(blogs.filter((url) => url.includes('/js/feature-')).map((url) => url.split('/js/')[1]?.split('.')[0]), ['feature-blogs-pages']);
    const handoff = JSON.parse(starter((await html('/training')).body)) as string[];
    assert.deepEqual(handoff, [], 'a page of the host preloads no remote');
  });

  it('sends the remote’s own page inside its island, stamped with the remote’s build', async () => {
    const { body } = await html('/industries/it');
    const manifest = await (await fetch(`http://localhost:${BASE + 2}/mf-manifest.json`)).json();
    assert.match(body, new RegExp(`<div data-island="industries"[^>]*><!--vital-build:${manifest.metaData.buildInfo.buildVersion}-->`));
    assert.match(rootText(body), /IT &amp; Technology/);
  });

  it('sends the dashboard signed in with its header, footer and loading state, signed out to sign-in, and a 404 for an unknown path', async () => {
    const dashboard = await html('/dashboard', { Cookie: 'vital_signed_in=1' });
    assert.equal(dashboard.status, 200);
    assert.match(dashboard.body, /<header[\s>][\s\S]*role="status"[\s\S]*<footer[\s>]/);
    const signedOut = await html('/dashboard');
    assert.equal(signedOut.status, 302);
    assert.equal(signedOut.location, '/signin?next=%2Fdashboard');
    const missing = await html(NOT_FOUND_PROBE);
    assert.equal(missing.status, 404);
    assert.match(rootText(missing.body), /Page not found/);
  });
});

describe('a remote released alone', () => {
  const content = path.join(root, 'remote-industries', 'src', 'features', 'industries', 'content', 'it.ts');
  const original = fs.readFileSync(content, 'utf8');
  const build = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn('pnpm', ['--filter', '@vital/remote-industries', 'build'], { cwd: root, stdio: 'ignore' });
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code})`))));
    });

  after(async () => {
    if (fs.readFileSync(content, 'utf8') !== original) {
      fs.writeFileSync(content, original);
      await build();
    }
  });

  it('is served, HTML and live page, within 60 s of the edit: its build only, no restart, no old content first', async () => {
    const released = 'IT &amp; Technology, released alone';
    const startedAt = Date.now();
    fs.writeFileSync(content, original.replace("title: 'IT & Technology',", "title: 'IT & Technology, released alone',"));
    await build();
    while (!(await html('/industries/it')).body.includes(released)) {
      assert.ok(Date.now() - startedAt < 60_000, 'the release is served within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`# released in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (build included)`);

    const browser = await chromium.launch(chromiumLaunchOptions());
    try {
      const page = await browser.newPage();
      const problems: string[] = [];
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(`${site}/industries/it`, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      // The first heading on screen is already the new one: no old content first.
      assert.equal(await heading.textContent(), 'IT & Technology, released alone');
      await heading.evaluate((element) => ((window as PageWindow).__firstHeading = element));
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      assert.ok(await heading.evaluate((element) => element === (window as PageWindow).__firstHeading), 'hydrated in place');
      assert.equal(await heading.textContent(), 'IT & Technology, released alone');
      assert.deepEqual(problems, []);
    } finally {
      await browser.close();
    }
  });
});
