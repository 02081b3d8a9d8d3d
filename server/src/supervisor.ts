// A small process supervisor: each server of `pnpm start` runs in a process
// of its own, and one that dies is started again after a pause that grows
// with each quick death (0.5 s, 1 s, 2 s … 10 s) and resets once it has stayed
// up for a while. Every line a server writes, and every exit and restart, is
// printed with the server's name and kept in a log file.
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;
/** A process that stayed up this long died of something new: restart it quickly again. */
const STABLE_AFTER_MS = 30_000;
const STOP_GRACE_MS = 5_000;

interface ProcessSpec {
  command: string;
  args: string[];
  cwd: string;
  /** The environment of the n-th start (0 first). */
  env: (startCount: number) => NodeJS.ProcessEnv;
}

interface Managed {
  spec: ProcessSpec;
  child: ChildProcess | undefined;
  /** False once stopped on purpose: no restart. */
  wanted: boolean;
  starts: number;
  delayMs: number;
  startedAt: number;
  timer: NodeJS.Timeout | undefined;
}

export function createSupervisor({ logFile, out = process.stdout, err = process.stderr }: { logFile?: string; out?: NodeJS.WritableStream; err?: NodeJS.WritableStream } = {}) {
  const managed: Map<string, Managed> = new Map();
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;

  const write = (target: NodeJS.WritableStream, id: string, line: string) => {
    target.write(`[${id}] ${line}\n`);
    logStream?.write(`${new Date().toISOString()} [${id}] ${line}\n`);
  };
  const note = (id: string, line: string) => write(err, id, line);

  /**
   * @param stream null for a stdio stream that is not piped
   */
  function pipeLines(stream: Readable | null, id: string, target: NodeJS.WritableStream) {
    if (!stream) return;
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) write(target, id, line);
    });
    stream.on('end', () => buffer && write(target, id, buffer));
  }

  function spawnChild(id: string) {
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
    add(id: string, spec: ProcessSpec) {
      managed.set(id, { spec, child: undefined, wanted: true, starts: 0, delayMs: FIRST_DELAY_MS, startedAt: 0, timer: undefined });
      spawnChild(id);
    },
    /**
     * Starts a process stopped on purpose.
     */
    start(id: string) {
      const entry = managed.get(id);
      if (!entry || (entry.wanted && (entry.child || entry.timer))) return;
      entry.wanted = true;
      entry.delayMs = FIRST_DELAY_MS;
      spawnChild(id);
    },
    /**
     * Stops a process and keeps it stopped; resolves once it has exited.
     */
    async stop(id: string) {
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
    pid: (id: string) => managed.get(id)?.child?.pid,
    ids: () => [...managed.keys()],
    async stopAll() {
      await Promise.all([...managed.keys()].map((id) => this.stop(id)));
      logStream?.end();
    },
  };
}

/**
 * Resolves once the URL answers at all (any status), so nothing is announced before it listens.
 */
export async function waitForAnswer(url: string, timeoutMs: number = 30_000) {
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
