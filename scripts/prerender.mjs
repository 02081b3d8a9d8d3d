// `pnpm prerender`: snapshots every public page of the production build, so
// the server can send each page's HTML and styles before any script runs
// (docs/decisions/010-prerendered-pages.md). It serves the built apps and a
// fresh portal API on free ports, opens each page in Debian's chromium at a
// phone's width, waits for its remote and its API calls, and writes
// host/dist/prerendered/. `pnpm build` and `pnpm start` run it after a build;
// run it by hand after deploying a remote on its own.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { capturePage, NOT_FOUND, PRERENDER_DIR, writeSnapshots } from '../server/src/prerender.mjs';
import { remoteForPath, renderPage } from '../server/src/serve.mjs';
import { root } from './apps.mjs';

const hostDist = path.join(root, 'host', 'dist');
/** A phone's viewport (Lighthouse's mobile one): the page most visitors land on. */
const VIEWPORT = { width: 412, height: 823 };
const PAGE_TIMEOUT_MS = 20_000;

/** What a static host (nginx) replaces with each response's nonce: docs/production-hosting.md. */
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Each page as finished HTML for a plain static host, at
 * prerendered/pages/<path>/index.html: the host's page with its snapshot and
 * the deployed dist/site.config.json, a placeholder where the nonce goes.
 */
function writeStaticPages(snapshots) {
  const template = fs.readFileSync(path.join(hostDist, 'index.html'), 'utf8');
  const config = JSON.parse(fs.readFileSync(path.join(hostDist, 'site.config.json'), 'utf8'));
  for (const snapshot of snapshots) {
    const page = snapshot.path === NOT_FOUND ? '404' : snapshot.path;
    const file = path.join(hostDist, PRERENDER_DIR, 'pages', page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderPage(template, { nonce: NONCE_PLACEHOLDER, config, snapshot }));
  }
}

/** Ports the OS says are free right now. */
async function freePorts(count) {
  const servers = await Promise.all(
    Array.from({ length: count }, () => new Promise((resolve) => {
      const server = net.createServer();
      server.listen(0, '127.0.0.1', () => resolve(server));
    })),
  );
  const ports = servers.map((server) => server.address().port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

async function startSite() {
  const [host, marketing, industries, accounts, chat, api] = await freePorts(6);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-prerender-'));
  const env = {
    ...process.env,
    PORT_HOST: String(host),
    PORT_MARKETING: String(marketing),
    PORT_INDUSTRIES: String(industries),
    PORT_ACCOUNTS: String(accounts),
    PORT_CHAT: String(chat),
    PORT_API: String(api),
    PORTAL_DB: path.join(workDir, 'portal.sqlite'),
    PORTAL_DB_RESET: '1',
    VITAL_CONTROL_PORT: '',
    VITAL_SERVE_PRERENDERED: '0',
  };
  const site = spawn(process.execPath, ['scripts/start.mjs', '--no-build'], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    site.stdout.on('data', (chunk) => String(chunk).includes('The site is running') && resolve(undefined));
    site.on('exit', (code) => reject(new Error(`the site stopped before it was up (${code})`)));
  });
  const stop = () => {
    site.kill('SIGTERM');
    fs.rmSync(workDir, { recursive: true, force: true });
  };
  return { origin: `http://localhost:${host}`, ports: [host, marketing, industries, accounts, chat, api], stop };
}

/** Opens one page, waits until it is complete, and snapshots it. */
async function snapshotPage(context, origin, config, pagePath, remote) {
  const page = await context.newPage();
  const data = {};
  const apiBase = String(config.apiBase).replace(/\/+$/, '');
  page.on('response', async (response) => {
    const url = response.url();
    if (response.request().method() !== 'GET' || !url.startsWith(`${apiBase}/api/`) || !response.ok()) return;
    try {
      data[url.slice(apiBase.length)] = await response.json();
    } catch {
      // not JSON: the page showed its fallback, and so will the client
    }
  });
  const failures = [];
  page.on('pageerror', (error) => failures.push(error.message));
  try {
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    if (remote) {
      await page.waitForSelector('#root [data-remote] > *', { timeout: PAGE_TIMEOUT_MS });
      if (await page.locator('#root h1', { hasText: 'This section is temporarily unavailable' }).count()) {
        throw new Error(`the ${remote} remote did not load`);
      }
    }
    // eslint-disable-next-line no-undef -- runs in the page
    await page.evaluate(() => document.fonts.ready.then(() => new Promise((resolve) => requestAnimationFrame(resolve))));
    if (failures.length) throw new Error(failures.join('; '));
    const links = await page.$$eval('#root a[href^="/blogs/"]', (anchors) => anchors.map((a) => a.getAttribute('href')));
    return { snapshot: { path: pagePath, ...(await page.evaluate(capturePage)), data, config }, links };
  } catch (error) {
    throw new Error(`${pagePath}: ${error instanceof Error ? error.message : error}`, { cause: error });
  } finally {
    await page.close();
  }
}

export async function prerender() {
  const started = Date.now();
  const paths = JSON.parse(fs.readFileSync(path.join(hostDist, 'public-paths.json'), 'utf8'));
  const routeRemotes = JSON.parse(fs.readFileSync(path.join(hostDist, 'route-remotes.json'), 'utf8'));
  const remoteFor = (pagePath) => remoteForPath(routeRemotes, pagePath);

  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) throw new Error(`no browser at ${chromePath}: install Debian's chromium or set CHROME_PATH`);
  const site = await startSite();
  let browser;
  try {
    browser = await chromium.launch({
      executablePath: chromePath,
      args: ['--headless=new', '--no-sandbox', '--disable-gpu', `--explicitly-allowed-ports=${site.ports.join(',')}`],
    });
    const config = await (await fetch(`${site.origin}/site.config.json`)).json();
    // Reduced motion: nothing is mid-animation when the page is captured.
    const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const seen = new Set(paths);
    const snapshots = [];
    // Rounds of two pages at a time (two cores): the listed pages, then the
    // blog posts they link to (each one the blog links to is a page too).
    for (let round = [...paths]; round.length; ) {
      const found = [];
      const queue = [...round];
      await Promise.all(
        [0, 1].map(async () => {
          for (let pagePath = queue.shift(); pagePath; pagePath = queue.shift()) {
            const { snapshot, links } = await snapshotPage(context, site.origin, config, pagePath, remoteFor(pagePath));
            snapshots.push(snapshot);
            found.push(...links.map((link) => link.split(/[?#]/)[0]).filter((link) => link && remoteFor(link)));
          }
        }),
      );
      round = [...new Set(found)].filter((link) => !seen.has(link));
      round.forEach((link) => seen.add(link));
    }
    // The not-found page, as any path no route knows shows it.
    const { snapshot: notFound } = await snapshotPage(context, site.origin, config, '/__vital-not-found', undefined);
    snapshots.push({ ...notFound, path: NOT_FOUND });
    snapshots.sort((a, b) => a.path.localeCompare(b.path));
    writeSnapshots(hostDist, snapshots);
    writeStaticPages(snapshots);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`Prerendered ${snapshots.length} pages into host/dist/${PRERENDER_DIR}/ in ${seconds} s`);
  } finally {
    await browser?.close();
    site.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await prerender();
}
