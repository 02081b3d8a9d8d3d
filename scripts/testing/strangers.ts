// What a stranger does to the site, as scripts/strangers.test.ts and scripts/testing/findings.ts do it:
// requests from an address of their own, at a steady rate, and connections that never finish their request.
import { createRequire } from 'node:module';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { root } from '../apps.ts';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  status: number;
  location?: string;
  cacheControl?: string;
  ms: number;
}

/** One request from `localAddress` on a connection of its own, JSON `body` when given; a status of 0 when none came within 10 s. */
export function request(url: string, { localAddress, method = 'GET', body, headers = {} }: { localAddress?: string; method?: string; body?: unknown; headers?: Record<string, string> }): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const sentHeaders = payload ? { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : headers;
  return new Promise((resolve) => {
    const sent = http.request(url, { method, localAddress, agent: false, timeout: 10_000, headers: sentHeaders }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, cacheControl: response.headers['cache-control'], ms: performance.now() - started }),
      );
    });
    sent.on('timeout', () => sent.destroy());
    sent.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    sent.end(payload);
  });
}

/** `send(index)` `perSecond` times a second for `seconds`, without waiting for answers; all the answers. */
export async function paced<T>(perSecond: number, seconds: number, send: (index: number) => Promise<T>): Promise<T[]> {
  const sent: Array<Promise<T>> = [];
  const started = performance.now();
  for (let index = 0; index < perSecond * seconds; index += 1) {
    const due = started + (index * 1000) / perSecond;
    if (due > performance.now()) await sleep(due - performance.now());
    sent.push(send(index));
  }
  return Promise.all(sent);
}

export const statusCounts = (answers: Array<{ status: number | string }>) =>
  answers.reduce<Record<string, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

/**
 * Holds `count` connections from `localAddress` to `port` for `seconds`, each sending its request head
 * one header line a second and never finishing it; a new one is opened for each the server drops.
 */
export async function slowConnections(port: number, count: number, seconds: number, localAddress: string) {
  const endAt = Date.now() + seconds * 1000;
  let opened = 0;
  let dropped = 0;
  const sockets = new Set<net.Socket>();
  const open = () => {
    if (Date.now() >= endAt) return;
    opened += 1;
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => socket.write(`GET /about HTTP/1.1\r\nHost: localhost\r\n`));
    sockets.add(socket);
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 1_000);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(drip);
      sockets.delete(socket);
      dropped += 1;
      open();
    });
  };
  for (let index = 0; index < count; index += 1) {
    open();
    // In batches, as a client opens them: the listen queue is not what is tried here.
    if (index % 200 === 199) await sleep(20);
  }
  await sleep(Math.max(0, endAt - Date.now()));
  const held = sockets.size;
  for (const socket of sockets) socket.destroy();
  return { opened, dropped, held };
}

/** A portal API database's size as SQLite counts it (its pages, the write-ahead log's included). */
export function databaseBytes(file: string): number {
  const Database = createRequire(path.join(root, 'portal-api', 'package.json'))('better-sqlite3');
  const db = new Database(file, { readonly: true });
  try {
    return db.pragma('page_count', { simple: true }) * db.pragma('page_size', { simple: true });
  } finally {
    db.close();
  }
}
