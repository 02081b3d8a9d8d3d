// The supervisor of `pnpm start` (decision 013): one process per server, started again after a pause
// that doubles with each quick death, every line printed with the server's name and kept in a log file.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
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
  child?: ChildProcess;
  /** False once stopped on purpose: no restart. */
  wanted: boolean;
  starts: number;
  delayMs: number;
  startedAt: number;
  timer?: NodeJS.Timeout;
}

export function createSupervisor({ logFile, out = process.stdout, err = process.stderr }: { logFile?: string; out?: NodeJS.WritableStream; err?: NodeJS.WritableStream } = {}) {
  const managed: Map<string, Managed> = new Map();
  if (logFile) fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : undefined;

  const write = (target: NodeJS.WritableStream, id: string, line: string) => {
    target.write(`[${id}] ${line}\n`);
    logStream?.write(`${new Date().toISOString()} [${id}] ${line}\n`);
  };

  function pipeLines(input: Readable | null, id: string, target: NodeJS.WritableStream) {
    if (input) readline.createInterface({ input }).on('line', (line) => write(target, id, line));
  }

  function spawnChild(id: string, entry: Managed) {
    if (!entry.wanted) return;
    const { command, args, cwd, env } = entry.spec;
    // The IPC channel lets a server notice its supervisor is gone and exit.
    const child = spawn(command, args, { cwd, env: env(entry.starts), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    entry.child = child;
    entry.starts += 1;
    entry.startedAt = Date.now();
    pipeLines(child.stdout, id, out);
    pipeLines(child.stderr, id, err);
    if (entry.starts > 1) write(err, id, `started again (pid ${child.pid})`);
    else write(out, id, `started (pid ${child.pid})`);
    child.on('error', (error) => write(err, id, `could not start: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (entry.child !== child) return;
      entry.child = undefined;
      if (!entry.wanted) return;
      if (Date.now() - entry.startedAt >= STABLE_AFTER_MS) entry.delayMs = FIRST_DELAY_MS;
      const delay = entry.delayMs;
      entry.delayMs = Math.min(entry.delayMs * 2, MAX_DELAY_MS);
      write(err, id, `exited (${signal ? `signal ${signal}` : `code ${code}`}); restarting in ${delay / 1000} s`);
      entry.timer = setTimeout(() => spawnChild(id, entry), delay);
    });
  }

  /** Stops a process and keeps it stopped; resolves once it has exited. */
  async function stop(entry: Managed) {
    entry.wanted = false;
    clearTimeout(entry.timer);
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
  }

  return {
    add(id: string, spec: ProcessSpec) {
      const entry: Managed = { spec, wanted: true, starts: 0, delayMs: FIRST_DELAY_MS, startedAt: 0 };
      managed.set(id, entry);
      spawnChild(id, entry);
    },
    async stopAll() {
      await Promise.all([...managed.values()].map(stop));
      logStream?.end();
    },
  };
}

/** Resolves once the URL answers at all (any status), so nothing is announced before it listens. */
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
