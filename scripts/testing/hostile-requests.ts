// Hostile raw HTTP requests: malformed ranges, request targets, encodings,
// methods, huge and repeated headers and request-smuggling shapes, sent over
// plain sockets so nothing on the way cleans them up. The hardening test
// fires them at every server `pnpm start` runs; run it by hand against a
// running site with `node --import tsx/esm scripts/testing/hostile-requests.ts [--base 3000]`.
import net from 'node:net';
import { parseArgs } from 'node:util';

const CRLF = '\r\n';

type HostileRequest = { kind: string; name: string; bytes: string | Buffer };
type HostileResult = { kind: string; name: string; status: number | 'closed' | 'timeout' };

/**
 * The requests for one server: `file` is a path it serves (ranges are tried
 * on it), `page` a path it answers with its main content.
 */
export function hostileRequests({ host, file, page }: { host: string; file: string; page: string }): HostileRequest[] {
  const requests: HostileRequest[] = [];
  const add = (kind: string, name: string, bytes: string | Buffer) => requests.push({ kind, name, bytes });
  const get = (target: string, headers: string[] = [], method = 'GET', version = 'HTTP/1.1') =>
    [`${method} ${target} ${version}`, `Host: ${host}`, ...headers, 'Connection: close', '', ''].join(CRLF);

  // Byte ranges: reversed, overflowing, suffix, multiple, other units, junk.
  const ranges = [
    'bytes=5-2', 'bytes=0-18446744073709551615', 'bytes=18446744073709551615-', 'bytes=-10', 'bytes=-0', 'bytes=-',
    'bytes=0-0,-1', 'bytes=0-1,2-3,4-5', 'bytes=1-2,1-2,1-2,1-2,1-2,1-2,1-2,1-2', 'bytes=-18446744073709551615',
    'bytes=99999999999-', 'bytes=abc-def', 'bytes=-5-10', 'bytes 0-10', 'items=0-5', 'bytes=0x10-0x20', 'bytes=1e3-2e3',
    'bytes=0--1', 'bytes==0-1', 'bytes=+1-2', 'bytes=\t0-1', 'bytes=0-1 ', 'bytes=9007199254740993-9007199254740995',
    `bytes=${'1'.repeat(400)}-`, `bytes=0-${'9'.repeat(400)}`, 'bytes=', '=', 'bytes=0-1,', ',bytes=0-1', 'bytes=%30-%31',
  ];
  for (const range of ranges) add('range', `Range: ${range}`, get(file, [`Range: ${range}`]));
  for (const range of ranges) add('range', `HEAD with Range: ${range}`, get(file, [`Range: ${range}`], 'HEAD'));
  for (const range of ranges.slice(0, 10)) {
    add('range', `If-Range junk + Range: ${range}`, get(file, [`Range: ${range}`, 'If-Range: "nope"']));
    add('range', `compressed + Range: ${range}`, get(file, [`Range: ${range}`, 'Accept-Encoding: br, gzip']));
  }

  // Request targets: absolute forms that do not parse, bad percent-encoding, NUL, traversal, odd forms.
  const targets = [
    'http://a:b/x', 'http://[/x', 'http://%zz/', 'http://[::1/x', 'http://a b/', 'https://:/', 'http://example.com:99999/',
    'http:///x', 'http://', 'ftp://example.com/', 'javascript:alert(1)', '*', 'localhost:80', '//', '///etc/passwd',
    '//evil.example/x', '/%', '/%zz', '/%2', '/%00', '/a%00b', '/%0d%0aSet-Cookie:x=1', '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/..\\..\\windows\\win.ini', '/%252e%252e%252fetc',
    '/.env', '/a/.b', '/.git/config', '/.well-known/security.txt', '/index.html%00.js', '/%ff%fe', '/%e0%80%af',
    '/?%zz', '/?q=%00', `/${'a'.repeat(7000)}`, `/${'%41'.repeat(2000)}`, `/?${'x='.repeat(3000)}`, '/#fragment',
    `${page}?$'$\`$&`, `${page}?%24%27%24%60%24%26`, '/\u00e9', '/%u0041', '/.', '/..', '/./.', '/;/', '/a;b=c',
    // A remote renders the page a fragment request names (decision 020): names no page can have.
    ...[
      '%2Fblogs%2F%00', `/blogs/${'9'.repeat(400)}`, 'javascript:alert(1)', '%2F..%2F..%2Fetc%2Fpasswd', '/blogs/%3Cscript%3E',
      '//evil.example/', '/blogs/1&path=/team', `/${'a/'.repeat(250)}`, '/blogs/%zz', '/blogs/..%2F..%2Fserver%2Frender.cjs',
    ].map((value) => `/fragments/blogs/_id.html?path=${value}`),
  ];
  for (const target of targets) {
    add('target', target.slice(0, 60), get(target));
    add('target', `HEAD ${target.slice(0, 60)}`, get(target, [], 'HEAD'));
  }

  // Encodings the client asks for, and values that are not encodings at all.
  const encodings = [
    'br', 'gzip', 'deflate', 'zstd', 'br;q=0', 'gzip;q=0, br;q=0', '*', '*;q=0', 'identity;q=0', 'x-gzip', 'BR', 'br;q=1.5', ',,,', ';',
    'br, br, br', '\u0000',
  ];
  for (const encoding of encodings) {
    add('encoding', `Accept-Encoding: ${encoding} (file)`, get(file, [`Accept-Encoding: ${encoding}`]));
    add('encoding', `Accept-Encoding: ${encoding} (page)`, get(page, [`Accept-Encoding: ${encoding}`]));
  }

  // Methods: everything but GET and HEAD, made-up ones, lower case, huge.
  const methods = [
    'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'CONNECT', 'OPTIONS', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK',
    'SEARCH', 'QUERY', 'PURGE', 'BREW', 'get', 'GETX', 'G ET', `X${'M'.repeat(300)}`, 'PRI',
  ];
  for (const method of methods) {
    add('method', `${method.slice(0, 20)} ${page}`, get(page, ['Content-Length: 0'], method));
    add('method', `${method.slice(0, 20)} ${file}`, get(file, ['Content-Length: 0'], method));
  }
  add('method', 'POST with a body', `${get(page, ['Content-Type: application/json', 'Content-Length: 13'], 'POST')}{"evil":true}`);

  // Headers: huge, many, repeated, malformed, control characters, odd encodings.
  const headerSets = {
    'one 20 KB header': [`X-Big: ${'a'.repeat(20_000)}`],
    'one 70 KB header': [`X-Big: ${'a'.repeat(70_000)}`],
    '2,000 headers': Array.from({ length: 2000 }, (_, i) => `X-H${i}: ${i}`),
    '500 repeated Range headers': Array.from({ length: 500 }, () => 'Range: bytes=0-1'),
    '200 repeated Accept-Encoding': Array.from({ length: 200 }, () => 'Accept-Encoding: br, gzip'),
    'two Host headers': [`Host: evil.example`], 'header without colon': ['NoColonHere'], 'header with space before colon': ['X-Bad : 1'],
    'header with NUL': ['X-Nul: a\u0000b'], 'obsolete line folding': ['X-Fold: a', ' continued'], 'empty header name': [': value'],
    'Accept-Encoding junk': ['Accept-Encoding: br;q=abc, gzip;q=-1, *;q=2, identity;q=0'],
    'Accept-Encoding 10 KB': [`Accept-Encoding: ${'gzip, '.repeat(1500)}br`],
    'If-None-Match *': ['If-None-Match: *'],
    'If-None-Match list': [`If-None-Match: ${Array.from({ length: 300 }, (_, i) => `"${i}"`).join(', ')}`],
    'If-Modified-Since junk': ['If-Modified-Since: yesterday'],
    'Expect 100-continue': ['Expect: 100-continue'], 'Expect junk': ['Expect: 999-nope'],
    'Upgrade h2c': ['Upgrade: h2c', 'HTTP2-Settings: AAMAAABkAAQCAAAAAAIAAAAA'],
    'Upgrade websocket': ['Upgrade: websocket', 'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==', 'Sec-WebSocket-Version: 13'],
    'Cookie 15 KB': [`Cookie: ${'a=b; '.repeat(3000)}`], 'non-ASCII header value': ['X-Utf: \u00e9\u00e8'],
    'Origin hostile': ['Origin: null'], 'X-Forwarded-For spoof': ['X-Forwarded-For: 1.2.3.4, 5.6.7.8'],
  };
  for (const [name, headers] of Object.entries(headerSets)) add('header', name, get(page, headers));

  // Framing and smuggling shapes.
  const raw = (name: string, lines: string[]) => add('smuggling', name, lines.join(CRLF));
  const post = (name: string, ...lines: string[]) => raw(name, [`POST ${page} HTTP/1.1`, `Host: ${host}`, ...lines]);
  const keepAlive = (target: string) => [`GET ${target} HTTP/1.1`, `Host: ${host}`, '', ''].join(CRLF);
  post('Content-Length and Transfer-Encoding', 'Content-Length: 4', 'Transfer-Encoding: chunked', '', '0', '', keepAlive('/.env'));
  post('two different Content-Length', 'Content-Length: 4', 'Content-Length: 40', '', 'abcd');
  post('Transfer-Encoding xchunked', 'Transfer-Encoding: xchunked', '', '0', '', '');
  post('Transfer-Encoding chunked twice', 'Transfer-Encoding: chunked', 'Transfer-Encoding: chunked', '', '0', '', '');
  post('Transfer-Encoding with tab', 'Transfer-Encoding:\tchunked', '', '0', '', '');
  post('bad chunk size', 'Transfer-Encoding: chunked', '', 'zz', 'abc', '0', '', '');
  post('huge chunk size', 'Transfer-Encoding: chunked', '', 'ffffffffffffffffff', 'abc', '0', '', '');
  post('chunk extension junk', 'Transfer-Encoding: chunked', '', `1;${'x'.repeat(5000)}`, 'a', '0', '', '');
  post('negative Content-Length', 'Content-Length: -1', '', '');
  post('enormous Content-Length', 'Content-Length: 99999999999999999999', '', 'a');
  raw('GET with body then pipelined request', [`GET ${page} HTTP/1.1`, `Host: ${host}`, 'Content-Length: 5', '', `hello${get('/.env')}`]);
  raw('ten pipelined GETs', [Array.from({ length: 10 }, (_, i) => keepAlive(i % 2 ? file : page)).join('') + get(page)]);
  raw('bare LF line endings', [get(page).replaceAll(CRLF, '\n')]);
  raw('bare CR line endings', [get(page).replaceAll(CRLF, '\r')]);
  raw('HTTP/0.9', [`GET ${page}`, '']);
  raw('HTTP/1.0 without Host', [`GET ${page} HTTP/1.0`, '', '']);
  raw('HTTP/1.1 without Host', [`GET ${page} HTTP/1.1`, 'Connection: close', '', '']);
  raw('HTTP/1.2', [`GET ${page} HTTP/1.2`, `Host: ${host}`, '', '']);
  raw('HTTP/9.9', [`GET ${page} HTTP/9.9`, `Host: ${host}`, '', '']);
  raw('HTTP/2 preface', ['PRI * HTTP/2.0', '', 'SM', '', '']);
  raw('lowercase version', [`GET ${page} http/1.1`, `Host: ${host}`, '', '']);
  raw('no version', [`GET ${page}`, `Host: ${host}`, '', '']);
  raw('two spaces in request line', [`GET  ${page}  HTTP/1.1`, `Host: ${host}`, '', '']);
  raw('tab in request line', [`GET\t${page}\tHTTP/1.1`, `Host: ${host}`, '', '']);
  raw('space in target', [`GET /a b HTTP/1.1`, `Host: ${host}`, '', '']);
  raw('empty request line', ['', '', '']);
  raw('only CRLFs', ['', '', '', '', '', '']);
  add('smuggling', 'binary garbage', Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919) % 256)));
  add('smuggling', 'TLS client hello on a plain port', Buffer.from('16030100a5010000a103035b', 'hex'));
  add('smuggling', 'partial request then close', `GET ${page} HTTP/1.1${CRLF}Host: ${host}${CRLF}X-Slow: `);
  add('smuggling', 'request line 100 KB', `GET /${'a'.repeat(100_000)} HTTP/1.1${CRLF}Host: ${host}${CRLF}${CRLF}`);

  return requests;
}

/** Sends one raw request and reads the first status line of the answer. */
function sendRaw(port: number, { kind, name, bytes }: HostileRequest, localAddress?: string, timeoutMs = 3_000): Promise<HostileResult> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(bytes));
    let received = '';
    // The first answer counts: a promise settles once, and the socket's close that follows changes nothing.
    const settle = (status: HostileResult['status']) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ kind, name, status });
    };
    const timer = setTimeout(() => settle('timeout'), timeoutMs);
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const match = /^HTTP\/\d\.\d (\d{3})/.exec(received);
      if (match) settle(Number(match[1]));
    });
    socket.on('error', () => settle('closed'));
    socket.on('close', () => settle('closed'));
  });
}

/**
 * Fires every request at a port, a few at a time; from `localAddress` (a client of its own), and at
 * most `perSecond` begun each second when given.
 */
export async function fireAll(port: number, requests: HostileRequest[], { concurrency = 16, localAddress, perSecond }: { concurrency?: number; localAddress?: string; perSecond?: number } = {}) {
  const results: HostileResult[] = [];
  const queue = [...requests];
  const started = performance.now();
  let begun = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let request = queue.shift(); request; request = queue.shift()) {
        const due = perSecond ? started + (begun++ * 1000) / perSecond : 0;
        if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        results.push(await sendRaw(port, request, localAddress));
      }
    }),
  );
  return results;
}

/** Counts of answers by kind of request and status class, for a table. */
export function summarise(results: HostileResult[]) {
  const table: Record<string, Record<string, number>> = {};
  for (const { kind, status } of results) {
    const column = typeof status === 'number' ? `${String(status)[0]}xx` : status;
    const row = (table[kind] ??= {});
    row[column] = (row[column] ?? 0) + 1;
  }
  return table;
}

/** Whether a server still answers a plain GET with a success. */
export const isAnswering = (port: number, path: string) =>
  fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(5_000) }).then((response) => response.ok, () => false);

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { base: { type: 'string', default: '3000' }, api: { type: 'string' } } });
  const base = Number(values.base);
  const remotes = ['marketing', 'industries', 'accounts', 'chat'];
  const servers = [
    { id: 'host', port: base, file: '/robots.txt', page: '/about' },
    ...remotes.map((id, i) => ({ id, port: base + 1 + i, file: '/remoteEntry.js', page: '/mf-manifest.json' })),
    { id: 'api', port: Number(values.api ?? base + 100), file: '/storage/logo.svg', page: '/api/services' },
  ];
  for (const server of servers) {
    const requests = hostileRequests({ host: `localhost:${server.port}`, file: server.file, page: server.page });
    const results = await fireAll(server.port, requests);
    const up = await isAnswering(server.port, server.page);
    console.log(`${server.id}: ${requests.length} requests, ${up ? 'still answering' : 'DOWN'}`, JSON.stringify(summarise(results)));
  }
}
