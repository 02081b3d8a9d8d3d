// Server hardening: timeouts, logging in production, and hostile raw requests
// that must be answered with a 4xx, never bring the process down.
import assert from 'node:assert/strict';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { call, LEAK_PATTERN, makeTempDir, post, removeDir, runScript, spawnServer, startServer, type SpawnedServer } from './helpers.ts';

/** Sends bytes as they are on a new connection; resolves with everything the server sent before closing. */
function rawRequest(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${JSON.stringify(text.slice(0, 60))}`)));
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    // Node may reset the connection right after its answer: what arrived is what counts.
    socket.on('error', (error) => (received ? resolve(received) : reject(error)));
    socket.on('close', () => resolve(received));
    socket.end(Buffer.from(text, 'latin1'));
  });
}

const END = 'Host: localhost\r\nConnection: close\r\n\r\n';

/** Raw requests that must be refused with a 4xx in the envelope. */
const HOSTILE: Array<[name: string, request: string, status: number]> = [
  ['user and password in an absolute address', `GET http://a:b/x HTTP/1.1\r\n${END}`, 400],
  ['an unclosed IPv6 bracket', `GET http://[/x HTTP/1.1\r\n${END}`, 400],
  ['a malformed percent-encoding', `GET /%zz HTTP/1.1\r\n${END}`, 400],
  ['a NUL byte in the address', `GET /api/blogs\u0000x HTTP/1.1\r\n${END}`, 400],
  ['a NUL byte alone as the address', `GET /\u0000 HTTP/1.1\r\n${END}`, 400],
  ['a NUL byte in a header', `GET /api/blogs HTTP/1.1\r\nX-Test: a\u0000b\r\n${END}`, 400],
  ['a 20 KB header', `GET /api/blogs HTTP/1.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n${END}`, 431],
  ['3000 headers', `GET /api/blogs HTTP/1.1\r\n${Array.from({ length: 3000 }, (_, i) => `X-${i}: 1\r\n`).join('')}${END}`, 431],
  ['a 100 KB address', `GET /api/blog/${'1'.repeat(100_000)} HTTP/1.1\r\n${END}`, 431],
  ['an unknown method', `BREW /api/blogs HTTP/1.1\r\n${END}`, 400],
  ['an unknown HTTP version', `GET /api/blogs HTTP/9.9\r\n${END}`, 400],
  ['Content-Length and Transfer-Encoding together', `POST /api/newsletter HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n${END}0\r\n\r\n`, 400],
  ['a Content-Length that is not a number', `POST /api/newsletter HTTP/1.1\r\nContent-Length: abc\r\n${END}`, 400],
  ['a TLS handshake on the plain port', '\u0016\u0003\u0001\u0002\u0000\u0001\u0000\u0001\u00fc\u0003\u0003', 400],
  ['a raw non-ASCII byte in the address', `GET /api/blog/\u00e9 HTTP/1.1\r\n${END}`, 400],
];

async function assertSurvivesHostileRequests(port: number, url: string) {
  for (const [name, request, status] of HOSTILE) {
    const answer = await rawRequest(port, request);
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    assert.match(head, new RegExp(`^HTTP/1\\.1 ${status} `), `${name}: ${head}`);
    const parsed = JSON.parse(body) as { success: boolean; message: string };
    assert.equal(parsed.success, false, name);
    assert.deepEqual(Object.keys(parsed).sort(), ['message', 'success'], name);
    assert.doesNotMatch(body, LEAK_PATTERN, name);
  }
  const health = await call(url, '/health');
  assert.equal(health.status, 200, 'the server still answers');
}

describe('hardening', () => {
  describe('timeouts', () => {
    test('request 15 s, idle socket 30 s, keep-alive 5 s', async () => {
      const server = await startServer();
      try {
        assert.equal(server.app.server.requestTimeout, 15_000);
        assert.equal(server.app.server.timeout, 30_000);
        assert.equal(server.app.server.keepAliveTimeout, 5_000);
        assert.ok(server.app.server.headersTimeout <= 60_000);
      } finally {
        await server.close();
      }
    });
  });

  describe('hostile raw requests, in-process', () => {
    test('each is answered with a 4xx in the envelope, and the server keeps answering', async () => {
      const server = await startServer();
      try {
        await assertSurvivesHostileRequests(server.port, server.url);
      } finally {
        await server.close();
      }
    });
  });

  describe('the real process with NODE_ENV=production', () => {
    let dir: string;
    let running: SpawnedServer;
    before(async () => {
      dir = makeTempDir();
      running = await spawnServer(path.join(dir, 'portal.sqlite'), { NODE_ENV: 'production' });
    });
    after(async () => {
      await running?.stop('SIGKILL');
      removeDir(dir);
    });

    test('hostile raw requests and bad bodies do not bring it down', async () => {
      await assertSurvivesHostileRequests(Number(new URL(running.url).port), running.url);
      const json = { 'content-type': 'application/json' };
      const bodies = ['{', '[]', 'null', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"x":1}}}', `{"email":"${'a'.repeat(40_000)}"}`];
      for (const body of bodies) {
        const answer = await call(running.url, '/api/newsletter', { method: 'POST', body, headers: json });
        assert.ok(answer.status >= 400 && answer.status < 500, `${body.slice(0, 40)} → ${answer.status}`);
      }
      assert.equal((await post(running.url, '/api/signup/company', { email: 'x@example.com', password: { $gt: '' } })).status, 400);
      assert.equal(running.child.exitCode, null, 'the process is still running');
      assert.equal((await call(running.url, '/api/services')).status, 200);
    });

    test('logs JSON lines at info level: its start, not a line per request (the access log is the proxy\'s)', () => {
      const lines = running
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      assert.ok(lines.some((line) => line.level === 30 && line.msg.startsWith('Server listening at')), running.output().slice(0, 500));
      assert.ok(!lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed'));
      assert.ok(lines.every((line) => line.level >= 30), 'nothing below info');
    });
  });

  describe('a handler that throws, in production', () => {
    test('answers 500 with the generic envelope, logs the error, and keeps serving', async () => {
      const dir = makeTempDir();
      try {
        const result = await runScript('test/fixtures/production-500.ts', { PORTAL_DB: path.join(dir, 'portal.sqlite') });
        assert.equal(result.code, 0, result.stderr);
        const outcome = JSON.parse(result.stderr.trim().split('\n').at(-1) ?? '{}') as { status: number; body: string; health: number };
        assert.equal(outcome.status, 500);
        assert.deepEqual(JSON.parse(outcome.body), { success: false, message: 'Something went wrong on our side. Please try again.' });
        assert.doesNotMatch(outcome.body, LEAK_PATTERN);
        assert.equal(outcome.health, 200);

        const logged = result.stdout
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { level: number; reqId?: string; err?: { message: string; stack: string } });
        const error = logged.find((line) => line.level === 50);
        assert.ok(error, `an error line was logged:\n${result.stdout}`);
        assert.match(error.err?.message ?? '', /database connection is not open/);
        assert.ok(error.err?.stack, 'the log, not the answer, has the stack');
        assert.ok(error.reqId, 'the log line names the request');
      } finally {
        removeDir(dir);
      }
    });
  });
});
