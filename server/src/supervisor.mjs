// A small process supervisor: each server of `pnpm start` runs in a process
// of its own, and one that dies is started again after a pause that grows
// with each quick death (0.5 s, 1 s, 2 s … 10 s) and resets once it has stayed
// up for a while. Every line a server writes, and every exit and restart, is
// printed with the server's name and kept in a log file.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
/** A process that stayed up this long died of something new: restart it quickly again. */
const STABLE_AFTER_MS = 30_000;
const STOP_GRACE_MS = 5_000;

/**
 * @typedef {object} ProcessSpec
 * @property {string} command
 * @property {string[]} args
 * @property {string} cwd
 * @property {(startCount: number) => NodeJS.ProcessEnv} env  the environment of the n-th start (0 first)
 */

/**
 * @typedef {object} Managed
 * @property {ProcessSpec} spec
 * @property {import('node:child_process').ChildProcess | undefined} child
 * @property {boolean} wanted         false once stopped on purpose: no restart
 * @property {number} starts
 * @property {number} delayMs
 * @property {number} startedAt
 * @property {NodeJS.Timeout | undefined} timer
 */

/** @param {{ logFile?: string, out?: NodeJS.WritableStream, err?: NodeJS.WritableStream }} [options] */
export function createSupervisor({ logFile, out = process.stdout, err = process.stderr } = {}) {
  /** @type {Map<string, Managed>} */
  const managed = new Map();
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;

  /**
   * @param {NodeJS.WritableStream} target
   * @param {string} id
   * @param {string} line
   */
  const write = (target, id, line) => {
    target.write(`[${id}] ${line}\n`);
    logStream?.write(`${new Date().toISOString()} [${id}] ${line}\n`);
  };
  const note = (/** @type {string} */ id, /** @type {string} */ line) => write(err, id, line);

  /**
   * @param {import('node:stream').Readable | null} stream  null for a stdio stream that is not piped
   * @param {string} id
   * @param {NodeJS.WritableStream} target
   */
  function pipeLines(stream, id, target) {
    if (!stream) return;
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (/** @type {string} */ chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) write(target, id, line);
    });
    stream.on('end', () => buffer && write(target, id, buffer));
  }

  /** @param {string} id */
  function spawnChild(id) {
    const entry = managed.get(id);
    if (!entry || !entry.wanted) return;
    const { command, args, cwd, env } = entry.spec;
    // The IPC channel lets a server notice its supervisor is gone and exit.
    const child = spawn(command, args, { cwd, env: env(entry.starts), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    entry.child = child;
    entry.starts += 1;
    entry.startedAt = Date.now();
    pipeLines(child.stdout, id, out);
    pipeLines(child.stderr, id, err);
    if (entry.starts > 1) note(id, `started again (pid ${child.pid})`);
    else write(out, id, `started (pid ${child.pid})`);
    child.on('error', (error) => note(id, `could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (entry.child !== child) return;
      entry.child = undefined;
      if (!entry.wanted) return;
      if (Date.now() - entry.startedAt >= STABLE_AFTER_MS) entry.delayMs = FIRST_DELAY_MS;
      const delay = entry.delayMs;
      entry.delayMs = Math.min(entry.delayMs * 2, MAX_DELAY_MS);
      note(id, `exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${delay / 1000} s`);
      entry.timer = setTimeout(() => spawnChild(id), delay);
    });
  }

  return {
    /** Adds a process and starts it. */
    add(/** @type {string} */ id, /** @type {ProcessSpec} */ spec) {
      managed.set(id, { spec, child: undefined, wanted: true, starts: 0, delayMs: FIRST_DELAY_MS, startedAt: 0, timer: undefined });
      spawnChild(id);
    },
    /**
     * Starts a process stopped on purpose.
     * @param {string} id
     */
    start(id) {
      const entry = managed.get(id);
      if (!entry || (entry.wanted && (entry.child || entry.timer))) return;
      entry.wanted = true;
      entry.delayMs = FIRST_DELAY_MS;
      spawnChild(id);
    },
    /**
     * Stops a process and keeps it stopped; resolves once it has exited.
     * @param {string} id
     */
    async stop(id) {
      const entry = managed.get(id);
      if (!entry) return;
      entry.wanted = false;
      clearTimeout(entry.timer);
      entry.timer = undefined;
      const child = entry.child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        const force = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
        child.once('exit', () => {
          clearTimeout(force);
          resolve(undefined);
        });
        child.kill('SIGTERM');
      });
    },
    /** The process id of a running process (for logs and tests). */
    pid: (/** @type {string} */ id) => managed.get(id)?.child?.pid,
    ids: () => [...managed.keys()],
    async stopAll() {
      await Promise.all([...managed.keys()].map((id) => this.stop(id)));
      logStream?.end();
    },
  };
}

/**
 * Resolves once the URL answers at all (any status), so nothing is announced before it listens.
 * @param {string} url
 * @param {number} [timeoutMs]
 */
export async function waitForAnswer(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2_000) });
      return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
