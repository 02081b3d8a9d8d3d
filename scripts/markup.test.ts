// The pages' markup conforms: the W3C Nu checker (vnu-jar, run with Debian's Java) finds no error
// in the server HTML of any page as `pnpm start` sends it, nor in the 404 page. One JVM checks
// them all. Needs the production builds (`pnpm test` makes them first) and `java` (.ci/run installs
// Debian's default-jre-headless when it is missing).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { NOT_FOUND_PROBE, builtPagePaths, startSite } from './apps.ts';

const BASE = Number(process.env.MARKUP_PORT_BASE ?? 5200);
const site = `http://localhost:${BASE}`;
const VNU_JAR = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

// Signed out, /dashboard is a redirect to sign-in, not a page.
const PAGES = builtPagePaths().filter((pathname) => pathname !== '/dashboard');
const ROUTES = [...PAGES, NOT_FOUND_PROBE];

/**
 * The known errors, each a rule of the HTML or CSS standards the checker predates; nothing else is let
 * through. Why each stays: docs/decisions/016-fast-start.md, "Since issue 40: the Nu checker".
 * - On every page, `blocking="render"` on `<link rel="expect">` (host/public/index.html): the first paint
 *   waits for the footer. The HTML Standard defines `rel=expect` with `blocking=render`. That message on
 *   that element only.
 * - On /blogs, the video player's container query (remote-marketing's blog-media.tsx): the checker's CSS
 *   knows neither `container-type` nor the `cqi` unit (CSS Containment 3). That property, and a parse
 *   error in a declaration that uses a container query unit, only.
 */
const isKnown = (message: Message, body: string) =>
  (message.message === 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.' &&
    /<link rel="expect"[^>]*blocking="render"/.test(message.extract ?? '')) ||
  message.message === 'CSS: “container-type”: Property “container-type” doesn\'t exist.' ||
  (/^CSS: “[a-z-]+”: Parse Error\.$/.test(message.message) && /\d(?:cqi|cqw|cqh|cqb|cqmin|cqmax)\b/.test(declarationAt(body, message)));

/** The CSS declaration (from the `{` or `;` before it to the `;` or `}` after it) where a message points. */
function declarationAt(body: string, { lastLine, firstColumn, lastColumn }: Message) {
  const line = body.split('\n')[(lastLine ?? 0) - 1] ?? '';
  const at = (firstColumn ?? lastColumn ?? 0) - 1;
  const start = Math.max(line.lastIndexOf('{', at), line.lastIndexOf(';', at - 1)) + 1;
  const ends = [line.indexOf(';', at), line.indexOf('}', at)].filter((index) => index >= 0);
  return line.slice(start, ends.length ? Math.min(...ends) : undefined);
}

interface Message {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  extract?: string;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-markup-'));
const htmlDir = path.join(workDir, 'html');
let running: Awaited<ReturnType<typeof startSite>> | undefined;
const statuses = new Map<string, number>();
const bodies = new Map<string, string>();
const errors = new Map<string, Message[]>(ROUTES.map((route) => [route, []]));

/** vnu's JSON report (on stderr) of the files; it exits 1 when any has an error. */
function checkMarkup(files: string[]): Promise<Message[]> {
  return new Promise((resolve, reject) => {
    const child = spawn('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) =>
      reject(new Error(`could not run java (${error.message}): install Debian's default-jre-headless`, { cause: error })),
    );
    child.on('exit', (code) => {
      try {
        resolve((JSON.parse(stderr) as { messages: Message[] }).messages);
      } catch {
        reject(new Error(`vnu exited ${code} without its JSON report:\n${stderr}${stdout}`));
      }
    });
  });
}

before(async () => {
  fs.mkdirSync(htmlDir);
  running = await startSite({ base: BASE, workDir });
  const routeOf = new Map<string, string>();
  // One after another: fetched all at once on two cores, many pages came back as their loading state
  // (the remote's fragment late), which would pass here with nothing of the page checked.
  for (const [index, route] of ROUTES.entries()) {
    const response = await fetch(`${site}${route}`, { redirect: 'manual' });
    statuses.set(route, response.status);
    const body = await response.text();
    bodies.set(route, body);
    const file = path.join(htmlDir, `${index}.html`);
    fs.writeFileSync(file, body);
    routeOf.set(`file:${file}`, route);
  }
  for (const message of await checkMarkup([...routeOf.keys()].map((url) => url.slice('file:'.length)))) {
    const route = message.url === undefined ? undefined : routeOf.get(message.url);
    // A report about no page of ours (the checker itself failed) fails the run rather than vanish.
    assert.ok(route, `vnu: ${message.type}: ${message.message}`);
    if (!isKnown(message, bodies.get(route) ?? '')) errors.get(route)?.push(message);
  }
});

after(async () => {
  await running?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

const described = (route: string, message: Message) =>
  `${route}:${message.lastLine ?? '?'}:${message.firstColumn ?? message.lastColumn ?? '?'}: ${message.message}` +
  (message.extract ? `\n    ${JSON.stringify(message.extract)}` : '');

describe('the server HTML of every page conforms (W3C Nu checker, errors only)', () => {
  for (const route of ROUTES) {
    it(route, () => {
      assert.equal(statuses.get(route), route === NOT_FOUND_PROBE ? 404 : 200, `${route}: status`);
      assert.match(bodies.get(route) ?? '', /<header[\s>][\s\S]*<h1[\s>][\s\S]*<footer[\s>]/, `${route}: the whole page (header, heading, footer) was checked`);
      const found = errors.get(route) ?? [];
      assert.equal(found.length, 0, `${found.length} error(s):\n${found.map((message) => described(route, message)).join('\n')}`);
    });
  }
});
