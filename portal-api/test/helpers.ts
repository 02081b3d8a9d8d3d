// Shared helpers of the portal-api integration tests: the real server on a
// temporary SQLite file, plain HTTP calls, and the real process (src/main.ts).
import Database from 'better-sqlite3';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { readConfig, type ApiConfig } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';

export const packageDir = path.resolve(import.meta.dirname, '..');

/** The site's origin, the only one the test servers allow for CORS. */
export const SITE_ORIGIN = 'http://localhost:3000';

/** What an error answer must never contain: stack frames, source files, paths, framework codes. */
/** A valid contact message with every field filled. */
export const fullContact = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone_number: '+1 2125550142',
  inquiry_type: 'For Companies',
  message: 'We are hiring three engineers.',
};

/** A valid contact message with only the required fields (the optional ones null, as the site sends them). */
export const minimalContact = {
  first_name: 'Grace',
  last_name: null,
  email: 'grace@example.com',
  phone_number: null,
  inquiry_type: 'For Professionals',
  message: 'Hello',
};

export const LEAK_PATTERN = /\bat \S+ \(|\.ts\b|\.js\b|node_modules|\/work\/|\/tmp\/|sqlite|FST_ERR|stack/i;

export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-test-'));
}

export function removeDir(dir: string) {
  fs.rmSync(dir, { recursive: true, force: true });
}

export interface TestServer {
  url: string;
  port: number;
  app: FastifyInstance;
  db: Db;
  config: ApiConfig;
  dbFile: string;
  close(): Promise<void>;
}

/**
 * buildApp + openDatabase on `dbFile` (a fresh temp folder when omitted), listening on a free port
 * of `host` ('::' for IPv6 and IPv4 both; `url` is then still the IPv4 one).
 * close() stops the server, closes the database and removes the temp folder it made.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, dbFile?: string, host = '127.0.0.1'): Promise<TestServer> {
  const ownDir = dbFile ? null : makeTempDir();
  const file = dbFile ?? path.join(ownDir as string, 'portal.sqlite');
  const config = readConfig({ ALLOWED_ORIGINS: SITE_ORIGIN, ...env, PORTAL_DB: file });
  const db = openDatabase(file, { publicUrl: config.publicUrl });
  const app = await buildApp(config, db);
  await app.listen({ port: 0, host });
  const { port } = app.server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    app,
    db,
    config,
    dbFile: file,
    async close() {
      await app.close();
      if (db.open) db.close();
      if (ownDir) removeDir(ownDir);
    },
  };
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the answer is not JSON. */
  body: T;
  ms: number;
}

/** The envelope of every JSON answer. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data: T;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (use with headers for a custom Content-Type). */
  body?: string;
  headers?: Record<string, string>;
}

export async function call<T = Envelope>(base: string, pathname: string, options: CallOptions = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers['content-type'] ??= 'application/json';
  }
  const started = performance.now();
  const response = await fetch(base + pathname, { method: options.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  const ms = performance.now() - started;
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  let parsed: unknown;
  if (isJson && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T, ms };
}

export const post = <T = Envelope>(base: string, pathname: string, json: unknown, headers?: Record<string, string>) =>
  call<T>(base, pathname, { method: 'POST', json, headers: headers ?? {} });

/**
 * A POST of JSON from another source address: of the loopback network (127.0.0.0/8) to an IPv4
 * `base`, or of IPV6_TEST_NETWORK to `http://[::1]:port` (see prepareIpv6). The server sees a
 * client of its own for each address (each /64 in IPv6), as it would see visitors. `signal` hangs up.
 */
export function postFrom(
  address: string,
  base: string,
  pathname: string,
  json: unknown,
  signal?: AbortSignal,
): Promise<{ status: number; body: Envelope }> {
  const payload = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${pathname}`,
      { method: 'POST', localAddress: address, signal, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Envelope }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** A /48 routed to the loopback interface by prepareIpv6: its /64s are IPv6 clients of the tests. */
const IPV6_TEST_NETWORK = 'fd00:7e57::/48';

/**
 * Makes every address of IPV6_TEST_NETWORK usable as a source address on this machine; needs root
 * (CAP_NET_ADMIN). Called once by a test file that sends from them: resolves with why its IPv6
 * tests cannot run here, or undefined when they can, for `describe(..., { skip })`.
 */
export async function prepareIpv6(): Promise<string | undefined> {
  const commands = [
    ['ip', '-6', 'route', 'add', 'local', IPV6_TEST_NETWORK, 'dev', 'lo'],
    ['sysctl', '-w', 'net.ipv6.ip_nonlocal_bind=1'],
  ];
  for (const [command = '', ...args] of commands) {
    const failure = await new Promise<string | undefined>((resolve) =>
      execFile(command, args, (error, _stdout, stderr) =>
        // The route is already there when another test process made it.
        resolve(error && !stderr.includes('File exists') ? `${command} ${args.join(' ')} failed (it needs root): ${stderr.trim() || error.message}` : undefined),
      ),
    );
    if (failure) return failure;
  }
  return undefined;
}

/** A GET whose path is sent byte for byte (fetch would resolve `..` and `%2e%2e` before sending). */
export function rawGet(port: number, rawPath: string): Promise<{ status: number; contentType: string; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: String(response.headers['content-type'] ?? ''), text }));
    });
    request.on('error', reject);
  });
}

/** A separate, read-only connection to the database file: what is really on disk. */
export function queryFile<T>(file: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

export const countRows = (file: string, table: string) =>
  queryFile<{ n: number }>(file, `SELECT COUNT(*) AS n FROM ${table}`)[0]?.n ?? -1;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The environment for a child process: the caller's, minus anything that would change the server. */
export function childEnv(extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of ['NODE_TEST_CONTEXT', 'NODE_OPTIONS', 'PORTAL_DB_RESET', 'NODE_ENV', 'ALLOWED_ORIGINS', 'PUBLIC_URL', 'PORT', 'HOST']) {
    delete env[key];
  }
  return { ...env, ...extra };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx <script>` in the package folder and collects its output. */
export function runScript(script: string, env: NodeJS.ProcessEnv, timeoutMs = 20_000): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: packageDir, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not finish within ${timeoutMs} ms\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by the signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** The real process: `node --import tsx src/main.ts` on a free port, ready once GET /health answers. */
export async function spawnServer(dbFile: string, env: NodeJS.ProcessEnv = {}, timeoutMs = 20_000): Promise<SpawnedServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: childEnv({ PORT: String(port), HOST: '127.0.0.1', PORTAL_DB: dbFile, ALLOWED_ORIGINS: SITE_ORIGIN, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => (hasExited = true));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (hasExited) throw new Error(`src/main.ts exited before answering /health:\n${output}`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`src/main.ts did not answer /health within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    child,
    output: () => output,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (!hasExited) child.kill(signal);
      return exited;
    },
  };
}
