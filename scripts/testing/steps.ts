// The steps of `pnpm test` (scripts/test.ts): one after another, side by side, or at the lowest priority
// beside the others, each saying how long it took, so that a run's log alone tells where its time went.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { root, spawnPrefixed } from '../apps.ts';

/** Seconds since `start` and since this run began: where a run's time went, from its log alone. */
export const runStart = performance.now();
const took = (start: number) => `${Math.round((performance.now() - start) / 1000)} s, ${Math.round((performance.now() - runStart) / 1000)} s into the run`;

/** Runs one command with the terminal; stops the run if it fails. Awaited, not blocking: checks beside it keep their own time. */
export async function step(label: string, command: string, args: string[]) {
  console.log(`\n▶ ${label}`);
  const start = performance.now();
  const code = await new Promise<number | null>((resolve) => spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env }).on('exit', resolve));
  if (code !== 0) {
    console.error(`\n✖ ${label} failed (${took(start)})`);
    process.exit(code ?? 1);
  }
  console.log(`✔ ${label} (${took(start)})`);
}

// node:test's spec reporter ends its output with the failing tests and their errors: the part of a long
// log that CI keeps (its tail), where TAP would have printed them in the middle.
export const NODE_TEST = ['--test', '--test-reporter=spec'];
const FAILING_TESTS = '✖ failing tests:';
/** Jest's counterpart, printed once its run has ended. */
export const JEST_FAILING_TESTS = 'Summary of all failing tests';

/**
 * Runs node with each job's arguments side by side; once all have ended, stops if any failed. A job's
 * `failingTests` is the line its output's list of failures starts with (node:test's spec reporter's by default).
 */
export async function together(jobs: Array<{ name: string; label: string; args: string[]; cwd?: string; env?: NodeJS.ProcessEnv; failingTests?: string }>) {
  for (const job of jobs) console.log(`\n▶ [${job.name}] ${job.label}`);
  // Each job's list of failing tests (the end of the spec reporter's output), printed again once all have
  // ended: a job that failed early would otherwise have its list in the middle of the log.
  const failures = jobs.map(() => [] as string[]);
  const start = performance.now();
  const codes = await Promise.all(
    jobs.map(
      (job, index) =>
        new Promise((resolve) => {
          const child = spawnPrefixed(job.name, process.execPath, job.args, { cwd: job.cwd, env: job.env });
          const lines = failures[index] as string[];
          const marker = job.failingTests ?? FAILING_TESTS;
          // Jest writes its report to stderr, node:test to stdout.
          for (const output of [child.stdout, child.stderr])
            readline.createInterface({ input: output }).on('line', (line) => {
              if (lines.length || line.includes(marker)) lines.push(line);
            });
          child.on('exit', (code) => {
            console.log(`${code === 0 ? '✔' : '✖'} [${job.name}] ${job.label} (${took(start)})`);
            resolve(code);
          });
        }),
    ),
  );
  const failed = jobs.flatMap((job, index) => (codes[index] === 0 ? [] : [{ job, lines: failures[index] as string[] }]));
  if (failed.length) {
    for (const { job, lines } of failed) console.error(`\n✖ ${job.label} failed\n${lines.map((line) => `[${job.name}] ${line}`).join('\n')}`);
    process.exit(1);
  }
}

/**
 * Runs each command at the lowest CPU priority (nice 19), beside whatever the caller runs next: it takes
 * only the time that leaves idle, so it must be work no clock can fail (lint, types). Prints each one's
 * output whole as it ends; resolves once all have ended, with whether all passed.
 */
export async function atLowestPriority(commands: Array<{ label: string; command: string; args: string[] }>) {
  const start = performance.now();
  const results = await Promise.all(
    commands.map(
      ({ label, command, args }) =>
        new Promise<boolean>((resolve) => {
          // Its output goes to a file, printed once it has ended: the log of the steps beside it stays whole.
          const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vital-check-')), 'output.log');
          const fd = fs.openSync(log, 'w');
          // A group of its own, ended with the run if a step fails first.
          const child = spawn('nice', ['-n', '19', command, ...args], { cwd: root, stdio: ['ignore', fd, fd], detached: true });
          fs.closeSync(fd);
          const endGroup = () => child.pid && child.exitCode === null && process.kill(-child.pid, 'SIGTERM');
          process.once('exit', endGroup);
          child.on('exit', (code) => {
            process.off('exit', endGroup);
            const output = fs.readFileSync(log, 'utf8');
            fs.rmSync(path.dirname(log), { recursive: true, force: true });
            console.log(`\n${code === 0 ? '✔' : '✖'} ${label}, at the lowest priority (${took(start)})${output.trim() ? `\n${output.trimEnd()}` : ''}`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
}
