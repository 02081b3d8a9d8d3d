// How many heavy jobs (an app's production build, a browser test worker) run side by side:
// one per core the process may use. The one place the scripts and playwright.config.ts read it,
// so a bigger machine is used fully and a smaller one is never oversubscribed.
import os from 'node:os';

/** Cores this process may use (os.availableParallelism: CPU affinity included); at least 1. */
export const parallelism = Math.max(1, os.availableParallelism());
