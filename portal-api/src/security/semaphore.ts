/**
 * Thrown by Semaphore.run when one more task would wait too long: the whole queue is full, or
 * (`isOwnShare`) the task's owner already has its share of it running or waiting.
 */
export class QueueFull extends Error {
  constructor(readonly isOwnShare = false) {
    super(isOwnShare ? 'This client already has its share of tasks waiting.' : 'Too many tasks are waiting.');
  }
}

/**
 * At most `limit` tasks run at once; up to `maxWaiting` others wait their turn, first come
 * first served, and any beyond that are refused at once with QueueFull. A task may name its
 * owner (a client address): one owner has at most `maxPerOwner` tasks running or waiting, so
 * a few owners cannot fill the queue for everyone else.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly perOwner = new Map<string, number>();

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
    private readonly maxPerOwner = Number.POSITIVE_INFINITY,
  ) {}

  async run<T>(task: () => Promise<T>, owner?: string): Promise<T> {
    this.claim(owner);
    try {
      await this.acquire();
    } catch (error) {
      this.unclaim(owner);
      throw error;
    }
    try {
      return await task();
    } finally {
      this.release();
      this.unclaim(owner);
    }
  }

  private claim(owner: string | undefined) {
    if (owner === undefined) return;
    const count = this.perOwner.get(owner) ?? 0;
    if (count >= this.maxPerOwner) throw new QueueFull(true);
    this.perOwner.set(owner, count + 1);
  }

  private unclaim(owner: string | undefined) {
    if (owner === undefined) return;
    const count = (this.perOwner.get(owner) ?? 1) - 1;
    if (count > 0) this.perOwner.set(owner, count);
    else this.perOwner.delete(owner);
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
