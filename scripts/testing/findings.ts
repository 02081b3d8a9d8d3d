// The eleven findings of the third security review (decision 026), probed as a stranger meets them, against a
// running `pnpm start --nginx` (ports as it prints them): one line each of what came back. It plants files
// in the release store (removed afterwards) and reads nginx's error log and the API's database, so run it
// on the machine that runs the site, started with a known server key:
//   VITAL_SERVER_KEY=<24+ characters> pnpm start --nginx
//   node --import tsx/esm scripts/testing/findings.ts --server-key <the same> [--nginx 8080] [--api 8085] [--tls 8443]
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../apps.ts';
import { ipv4Client } from './loopback-clients.ts';
import { databaseBytes, paced, request, sleep, slowConnections, statusCounts } from './strangers.ts';

const { values } = parseArgs({
  options: {
    nginx: { type: 'string', default: '8080' },
    // The API as browsers reach it: through nginx.
    api: { type: 'string', default: '8085' },
    tls: { type: 'string' },
    'server-key': { type: 'string', default: '' },
    releases: { type: 'string', default: path.join(root, 'releases') },
    logs: { type: 'string', default: path.join(root, 'logs') },
    db: { type: 'string', default: path.join(root, 'portal-api', 'data', 'portal.sqlite') },
  },
});
const site = `http://127.0.0.1:${values.nginx}`;
const marketing = `http://127.0.0.1:${Number(values.nginx) + 1}`;
const api = `http://127.0.0.1:${values.api}`;
const VERSION = 'fedcba987654-0000000';
const versionDir = path.join(values.releases, 'marketing', VERSION);
const counts = (answers: Array<{ status: number }>) => JSON.stringify(statusCounts(answers));
const say = (finding: number, text: string) => console.log(`${String(finding).padStart(2)}. ${text}`);

/** One request's status line and headers, sent byte for byte. */
function rawHead(port: number, text: string): Promise<string> {
  return new Promise((resolve) => {
    let data = '';
    const socket = net.connect({ port, host: '127.0.0.1' }, () => socket.write(text));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', () => resolve(data.split('\r\n\r\n')[0] ?? ''));
    socket.on('close', () => resolve(data.split('\r\n\r\n')[0] ?? ''));
  });
}
const header = (head: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '(none)';

async function oversizedRedirect() {
  const errorLog = path.join(values.logs, 'nginx', 'error.log');
  const logBefore = fs.existsSync(errorLog) ? fs.statSync(errorLog).size : 0;
  const query = 'a'.repeat(4_100);
  const redirects = await Promise.all([0, 1, 2].map(() => request(`${site}/dashboard?${query}`, { localAddress: ipv4Client(30, 0) })));
  const pages = await paced(20, 2, () => request(`${site}/about`, { localAddress: ipv4Client(30, 1) }));
  const logged = fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8').slice(logBefore).match(/too big header/g)?.length ?? 0 : 0;
  say(1, `3 × /dashboard?<4,100 characters>: ${counts(redirects)}, Location ${redirects[0]?.location?.length ?? 0} characters; then 40 visitors' pages: ${counts(pages)}; "too big header" in nginx's error log: ${logged}`);
}

async function slowClients() {
  const held = slowConnections(Number(values.nginx), 2_400, 8, ipv4Client(31, 0));
  await sleep(3_000);
  const visitors = await Promise.all(Array.from({ length: 50 }, (_, index) => request(`${site}/about`, { localAddress: ipv4Client(31, index + 1) })));
  const { opened, dropped } = await held;
  say(2, `2,400 slow connections from one address (${opened} opened, ${dropped} dropped by nginx); 50 new visitors meanwhile: ${counts(visitors)}`);
}

const account = { email: 'findings@example.com', password: 'a-findings-passphrase-2026' };
const signIn = (localAddress: string, body: unknown, headers: Record<string, string> = {}) => request(`${api}/api/signin`, { localAddress, method: 'POST', body, headers });

async function signInLockout() {
  const flood = await Promise.all(
    Array.from({ length: 8 }, (_, client) => Promise.all(Array.from({ length: 30 }, (_, index) => signIn(ipv4Client(32, client), { email: `nobody-${client}-${index}@example.com`, password: 'wrong' })))),
  );
  const visitor = await signIn(ipv4Client(32, 100), account);
  say(3, `8 addresses × 30 wrong sign-ins: ${counts(flood.flat())}; then a clean address signs in: ${visitor.status} in ${Math.round(visitor.ms)} ms`);
}

function plantedLink() {
  fs.mkdirSync(path.join(versionDir, 'js'), { recursive: true });
  fs.symlinkSync('/etc/hostname', path.join(versionDir, 'x.txt'));
}

async function symbolicLinks() {
  const answer = await fetch(`${marketing}/releases/${VERSION}/x.txt`);
  const text = await answer.text();
  say(4, `a link to /etc/hostname planted in a release: ${answer.status}${text.trim() === fs.readFileSync('/etc/hostname', 'utf8').trim() ? ', the file itself' : ''}`);
}

async function serverKey() {
  await request(`${api}/api/signup/professional`, { localAddress: ipv4Client(32, 200), method: 'POST', body: { ...account, first_name: 'Finn' } });
  const headers = { 'x-vital-server-key': values['server-key'] ?? '' };
  const wrong = await paced(40, 1, () => signIn(ipv4Client(33, 0), { email: account.email, password: 'wrong-guess' }, headers));
  const right = await signIn(ipv4Client(33, 0), account, headers);
  const contact = await paced(15, 1, (index) =>
    request(`${api}/api/contact-us`, { localAddress: ipv4Client(33, 1), method: 'POST', headers, body: { first_name: 'Key', email: `k${index}@example.com`, inquiry_type: 'For Companies', message: 'hello' } }),
  );
  say(5, `with X-Vital-Server-Key: 40 wrong passwords on one account ${counts(wrong)}, then the right one ${right.status}; 15 contact messages ${counts(contact)}`);
}

async function writeFlood() {
  const before = databaseBytes(values.db);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, client) =>
      Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          request(`${api}${index % 2 ? '/api/newsletter' : '/api/contact-us'}`, {
            localAddress: ipv4Client(34, client),
            method: 'POST',
            body: index % 2 ? { email: `r${client}-${index}-${'x'.repeat(40)}@example.com` } : { first_name: 'S', email: `s${index}@example.com`, inquiry_type: 'For Companies', message: 'é'.repeat(5_000) },
          }),
        ),
      ),
    ),
  );
  const grown = databaseBytes(values.db) - before;
  say(6, `20 addresses × 30 contact and newsletter posts: ${counts(answers.flat())} in ${((performance.now() - started) / 1000).toFixed(1)} s; the database grew by ${(grown / 1_048_576).toFixed(2)} MB`);
}

async function previews() {
  const answer = await request(`${site}/about`, { headers: { 'x-vital-preview': 'marketing=ffffffffffff-0000000' } });
  say(7, `X-Vital-Preview for a version that does not exist, unsigned: ${answer.status}, Cache-Control ${answer.cacheControl} (no-store: the preview was honoured)`);
}

async function records() {
  fs.mkdirSync(path.join(values.releases, 'marketing', 'records'), { recursive: true });
  const record = path.join(values.releases, 'marketing', 'records', `${VERSION}.json`);
  fs.writeFileSync(record, '{"commit":"0000000","check":{"failures":["internal"]}}');
  const head = await rawHead(Number(values.nginx) + 1, `GET /releases/records/${VERSION}.json HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
  fs.rmSync(record);
  say(8, `/releases/records/<version>.json: ${head.split('\r\n')[0]}, Cache-Control ${header(head, 'Cache-Control')}`);
}

async function folderRedirect() {
  const head = await rawHead(Number(values.nginx) + 1, `GET /releases/${VERSION}/js HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
  say(9, `a version's folder with Host: evil.example: ${head.split('\r\n')[0]}, Location ${header(head, 'Location')}, Cache-Control ${header(head, 'Cache-Control')}`);
}

async function nginxRefusals() {
  for (const [what, text] of [
    ['a 9,000-character address', `GET /${'a'.repeat(9_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`],
    ['a 9,000-character header', `GET /about HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(9_000)}\r\nConnection: close\r\n\r\n`],
  ] as const) {
    const head = await rawHead(Number(values.nginx), text);
    say(10, `${what}: ${head.split('\r\n')[0]}, Content-Type ${header(head, 'Content-Type')}, X-Content-Type-Options ${header(head, 'X-Content-Type-Options')}, Content-Security-Policy ${header(head, 'Content-Security-Policy')}`);
  }
}

async function transport() {
  const old = await rawHead(Number(values.nginx), 'GET /about HTTP/1.0\r\n\r\n');
  let hsts = 'no HTTPS port given (--tls)';
  if (values.tls) {
    const https = await import('node:https');
    hsts = await new Promise((resolve) =>
      https
        .get({ host: '127.0.0.1', port: Number(values.tls), path: '/about', rejectUnauthorized: false }, (response) => resolve(String(response.resume().headers['strict-transport-security'] ?? '(none)')))
        .on('error', (error) => resolve(error.message)),
    );
  }
  say(11, `HTTP/1.0 without Host: ${old.split('\r\n')[0]}; a page over HTTPS, Strict-Transport-Security: ${hsts}; a page's Cross-Origin-Resource-Policy: ${(await fetch(`${site}/about`)).headers.get('cross-origin-resource-policy') ?? '(none)'}`);
}

await oversizedRedirect();
await slowClients();
// Before the flood of finding 3, which could spend a site-wide budget.
await serverKey();
await signInLockout();
plantedLink();
try {
  await symbolicLinks();
  await records();
  await folderRedirect();
} finally {
  fs.rmSync(versionDir, { recursive: true, force: true });
}
await writeFlood();
await previews();
await nginxRefusals();
await transport();
