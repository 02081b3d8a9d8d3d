import type { ScryptOptions } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/**
 * A thread that hashes one password at a time at the CPU priority it is given (its nice value; on
 * Linux a thread has a priority of its own).
 */
const HASHING_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
try {
  os.setPriority(Number(fs.readlinkSync('/proc/thread-self').split('/').pop()), workerData.nice);
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
function newThread(nice: number) {
  const worker = new Worker(HASHING_THREAD, { eval: true, execArgv: [], workerData: { nice } });
  worker.unref();
  return worker;
}

type Answer = { key: Uint8Array; error?: undefined } | { key?: undefined; error: string };

/**
 * scrypt on threads of their own at `nice` (19: the lowest priority, which takes what everything
 * else leaves): as many run at once as are asked for at once (the caller bounds that), each thread
 * kept for the next hash.
 */
export function createBackgroundScrypt(nice: number) {
  const idle: Worker[] = [];
  return (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const worker = idle.pop() ?? newThread(nice);
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
