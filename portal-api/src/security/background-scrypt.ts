import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * A thread that hashes one password at a time at the lowest CPU priority (nice 19; on Linux a
 * thread has a priority of its own). Strangers can make the API hash for minutes on end; at this
 * priority that work takes what the site's servers leave, never a page's turn (decision 026).
 */
const HASHING_THREAD = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), 19);
} catch {
  // Not Linux: the thread hashes at the process's priority.
}
parentPort.on('message', ({ password, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ key: scryptSync(password, salt, keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ error: error.message });
  }
});
`;

/** Kept for later hashes, without keeping the process alive. */
function newThread() {
  const worker = new Worker(HASHING_THREAD, { eval: true, execArgv: [] });
  worker.unref();
  return worker;
}

type Answer = { key: Uint8Array; error?: undefined } | { key?: undefined; error: string };

/**
 * scrypt on threads of their own: as many run at once as are asked for at once (the caller bounds
 * that), each thread kept for the next hash.
 */
export function createBackgroundScrypt() {
  const idle: Worker[] = [];
  return (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const worker = idle.pop() ?? newThread();
      const onError = (error: Error) => {
        worker.off('message', onAnswer);
        reject(error);
      };
      const onAnswer = (answer: Answer) => {
        worker.off('error', onError);
        idle.push(worker);
        if (answer.key) resolve(Buffer.from(answer.key));
        else reject(new Error(answer.error));
      };
      worker.once('message', onAnswer);
      worker.once('error', onError);
      worker.postMessage({ password, salt, keyLength, options });
    });
}
