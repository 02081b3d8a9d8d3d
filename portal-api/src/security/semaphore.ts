/** Thrown by Semaphore.run when so many tasks already wait that one more would wait too long. */
export class QueueFull extends Error {
  constructor() {
    super('Too many tasks are waiting.');
  }
}

/**
 * At most `limit` tasks run at once; up to `maxWaiting` others wait their turn, first come
 * first served, and any beyond that are refused at once with QueueFull.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.reject(new QueueFull());
    // The slot is handed over by release(), so `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release() {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
