// Field reports (issue 41): what a visitor's page tells the page servers about itself, as Chromium
// sends it. A page loads, the API fails a remote's call (the portal answers the contact form with a
// 500), the visitor leaves with a full load and then closes the tab: the beacons hold each page's view,
// its vitals and the error, each attributed to its remote, nothing the visitor typed, and the page
// servers accept every one.
//
// The beacons are read on the wire, by a proxy between the browser and the site: a beacon sent as a
// page goes (pagehide, visibilitychange) leaves after its document is gone, where Playwright's routes
// and request events no longer see it (Chromium still sends it).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Page } from '@playwright/test';
import { e2eUrls, expect, test } from '@vital/shared/e2e';
// eslint-disable-next-line no-restricted-imports -- the page servers' own check of a batch, which no page needs at run time
import { FIELD_PATH, parseFieldBatch, type FieldBatch, type FieldEvent } from '@vital/shared/contract';

interface Beacon {
  body: string;
  /** The page server's answer: 204 for a batch it counted. */
  status: number;
}

/** A forward proxy that passes every request on and keeps each field report with the page server's answer. */
async function startBeaconRecorder() {
  const beacons: Beacon[] = [];
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? '');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const headers = { ...request.headers };
      delete headers['proxy-connection'];
      const upstream = http.request(
        // The site's servers listen on the IPv4 loopback.
        { host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: request.method, headers },
        (answer) => {
          if (request.method === 'POST' && target.pathname === FIELD_PATH) beacons.push({ body: body.toString(), status: answer.statusCode ?? 0 });
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    beacons,
    // `<-loopback>`: the site is on localhost, which Chromium would otherwise reach directly.
    proxy: { server: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bypass: '<-loopback>' },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Where a tab keeps its field session and the sample's draw (host/src/features/field-reports/field-session.ts). */
const SESSION_KEY = 'vital:field-session';
const SESSION = 'f1e1d5e55100000000000000000000ab';

const TYPED = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com', message: 'Please call my private number' };

const field = (page: Page, label: string) => page.getByRole('form', { name: 'Contact form' }).getByLabel(new RegExp(`^${label}\\*?$`));

async function goLive(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-live]').waitFor({ state: 'attached' });
}

test('a page’s beacons hold its view, its vitals and its errors, each its remote’s, and nothing typed', async ({ browser }) => {
  const recorder = await startBeaconRecorder();
  const context = await browser.newContext({ baseURL: e2eUrls.site, proxy: recorder.proxy });
  // A tab drawn into the sample: it reports whatever share of sessions the site's config asks for.
  await context.addInitScript(
    ([key, session]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, JSON.stringify({ id: session, isSampled: true }));
    },
    [SESSION_KEY, SESSION] as const,
  );
  try {
    const batches = () => recorder.beacons.map(({ body }) => parseFieldBatch(JSON.parse(body)));
    const events = () => batches().flatMap((batch) => (typeof batch === 'string' ? [] : batch.events));
    /** The events of the page load whose view names `remote`: each page names its own remote in its first view. */
    const eventsOfPageWith = (remote: string) => {
      const pages: FieldEvent[][] = [];
      for (const event of events()) {
        if (event.kind === 'view' && event.sources.includes('host')) pages.push([]);
        pages.at(-1)?.push(event);
      }
      return pages.find((each) => each.some((event) => event.kind === 'view' && (event.sources as string[]).includes(remote))) ?? [];
    };
    const page = await context.newPage();
    await page.route(`${e2eUrls.api}/api/contact-us`, (route) => route.fulfill({ status: 500, json: { success: false, message: 'The database is down' } }));

    await goLive(page, '/contact');
    // The reporter comes once the page is live; the remote's load goes out within seconds.
    await expect.poll(events, { timeout: 10_000 }).toContainEqual({ kind: 'remote-load', source: 'accounts', ok: true });

    await field(page, 'First Name').fill(TYPED.firstName);
    await field(page, 'Last Name').fill(TYPED.lastName);
    await field(page, 'Email').fill(TYPED.email);
    await field(page, 'Inquiry Type').selectOption('For Companies');
    await field(page, 'Message').fill(TYPED.message);
    const answered = page.waitForResponse(`${e2eUrls.api}/api/contact-us`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await answered).status()).toBe(500);

    // Left with a full load: the contact page's last beacon goes as it is hidden, with its vitals.
    await goLive(page, '/about');
    await expect.poll(() => eventsOfPageWith('accounts')).toEqual(
      expect.arrayContaining([
        { kind: 'view', sources: ['host', 'accounts'] },
        { kind: 'error', source: 'accounts', origin: 'api', message: 'API 500: POST /api/contact-us' },
        expect.objectContaining({ kind: 'vital', name: 'LCP', source: 'accounts' }),
        expect.objectContaining({ kind: 'vital', name: 'CLS' }),
      ]),
    );

    // The tab is closed once the about page's reporter is there: its last beacon still goes.
    await expect.poll(events).toContainEqual({ kind: 'remote-load', source: 'marketing', ok: true });
    await page.close();
    await expect.poll(() => eventsOfPageWith('marketing')).toEqual(
      expect.arrayContaining([
        { kind: 'view', sources: ['host', 'marketing'] },
        expect.objectContaining({ kind: 'vital', name: 'LCP', source: 'marketing' }),
        expect.objectContaining({ kind: 'vital', name: 'CLS' }),
      ]),
    );

    // Every batch is one the page servers check and count, of the tab's session, with the page's versions.
    for (const batch of batches()) expect(typeof batch, String(batch)).toBe('object');
    expect(recorder.beacons.map(({ status }) => status)).toEqual(recorder.beacons.map(() => 204));
    expect(new Set(batches().map((batch) => (batch as FieldBatch).session))).toEqual(new Set([SESSION]));
    expect((batches()[0] as FieldBatch).versions.host).toMatch(/^build(-[0-9a-f]{12})?$/);
    // One error, the API's, and nothing the visitor typed.
    expect(events().filter((event) => event.kind === 'error')).toEqual([{ kind: 'error', source: 'accounts', origin: 'api', message: 'API 500: POST /api/contact-us' }]);
    const sent = recorder.beacons.map(({ body }) => body).join('\n');
    for (const value of Object.values(TYPED)) expect(sent).not.toContain(value);
  } finally {
    await context.close();
    await recorder.close();
  }
});
