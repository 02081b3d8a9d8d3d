import { RecentMap } from './recent-map.ts';

/**
 * Thrown by Semaphore.run when one more task would wait too long: the whole queue is full, or
 * (`isOwnShare`) the task's owner already has its share of it running or waiting, or its waiting
 * task gave its place to an owner who has used less.
 */
export class QueueFull extends Error {
  constructor(readonly isOwnShare = false) {
    super(isOwnShare ? 'This client already has its share of tasks waiting.' : 'Too many tasks are waiting.');
  }
}

/** A shared slot, or one kept for clean owners. */
export type Slot = 'shared' | 'clean';

interface Waiter {
  owner: string | undefined;
  queuedAt: number;
  start: (slot: Slot) => void;
  refuse: (error: unknown) => void;
}

interface Usage {
  value: number;
  at: number;
}

interface SemaphoreOptions {
  /** Tasks that may wait; one more is refused with QueueFull. */
  maxWaiting?: number;
  /** Tasks one owner may have running or waiting. */
  maxPerOwner?: number;
  /** An owner's use counts half as much after this long. */
  halfLifeMs?: number;
  /** Owners whose use is remembered; the least recent are forgotten. */
  maxOwners?: number;
  /**
   * Slots beyond `limit` that only a clean owner's task may take (an owner that has asked for
   * next to nothing lately), so that a visitor never waits for a flooder's task to end.
   */
  cleanSlots?: number;
  now?: () => number;
}

/** Below this, an owner's use is forgotten: it has not asked for anything in a long while. */
const NEGLIGIBLE_USE = 0.01;
/** Below this, an owner is clean: one ask longer than a half-life ago, or none. */
const CLEAN_USE = 0.5;

/**
 * At most `limit` tasks run at once; up to `maxWaiting` others wait. A task may name its owner
 * (a client): a free slot goes to the waiting task whose owner has used the fewest slots lately
 * besides that task, the earliest of those, so whoever floods waits behind everyone else. Every
 * task an owner asks for counts as a use from the moment it asks, whether it runs or is refused:
 * a flood weighs at once, before any of it has run, and a client refused again and again is no
 * clean newcomer. Uses halve every `halfLifeMs`. When the queue is full, a newcomer whose owner has
 * used less than the heaviest waiting owner takes the place of that owner's newest task, which is
 * refused with QueueFull(true); otherwise the newcomer is refused with QueueFull. One owner has at
 * most `maxPerOwner` tasks running or waiting. A task without an owner (the server's own) counts as
 * unused. A waiting task whose `signal` aborts (its client has hung up) leaves the queue, refused
 * with the signal's reason: nobody would read its result. A clean owner's task may also run in
 * one of `cleanSlots` slots of its own.
 */
export class Semaphore {
  private running = 0;
  private cleanRunning = 0;
  private readonly cleanSlots: number;
  private readonly waiting: Waiter[] = [];
  private readonly heldBy = new Map<string, number>();
  private readonly usage: RecentMap<Usage>;
  private readonly maxWaiting: number;
  private readonly maxPerOwner: number;
  private readonly halfLifeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly limit: number,
    options: SemaphoreOptions = {},
  ) {
    this.maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
    this.maxPerOwner = options.maxPerOwner ?? Number.POSITIVE_INFINITY;
    this.cleanSlots = options.cleanSlots ?? 0;
    this.halfLifeMs = options.halfLifeMs ?? 10_000;
    this.now = options.now ?? Date.now;
    this.usage = new RecentMap(options.maxOwners ?? 100_000, (entry) => this.decayed(entry) < NEGLIGIBLE_USE);
  }

  /** Runs `task` once it has a slot, which it is told. */
  async run<T>(task: (slot: Slot) => Promise<T>, owner?: string, signal?: AbortSignal): Promise<T> {
    signal?.throwIfAborted();
    const usedBefore = this.used(owner);
    this.charge(owner);
    this.hold(owner);
    let slot: Slot;
    try {
      slot = await this.acquire(owner, usedBefore, signal);
    } catch (error) {
      this.unhold(owner);
      throw error;
    }
    try {
      return await task(slot);
    } finally {
      this.release(slot);
      this.unhold(owner);
    }
  }

  private decayed(entry: Usage): number {
    return entry.value * 0.5 ** ((this.now() - entry.at) / this.halfLifeMs);
  }

  private used(owner: string | undefined): number {
    const entry = owner === undefined ? undefined : this.usage.get(owner);
    return entry ? this.decayed(entry) : 0;
  }

  private charge(owner: string | undefined) {
    if (owner !== undefined) this.usage.set(owner, { value: this.used(owner) + 1, at: this.now() });
  }

  private hold(owner: string | undefined) {
    if (owner === undefined) return;
    const count = this.heldBy.get(owner) ?? 0;
    if (count >= this.maxPerOwner) throw new QueueFull(true);
    this.heldBy.set(owner, count + 1);
  }

  private unhold(owner: string | undefined) {
    if (owner === undefined) return;
    const count = (this.heldBy.get(owner) ?? 1) - 1;
    if (count > 0) this.heldBy.set(owner, count);
    else this.heldBy.delete(owner);
  }

  private acquire(owner: string | undefined, usedBefore: number, signal: AbortSignal | undefined): Promise<Slot> {
    const isClean = owner !== undefined && usedBefore < CLEAN_USE;
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve('shared');
    }
    if (isClean && this.cleanRunning < this.cleanSlots) {
      this.cleanRunning += 1;
      return Promise.resolve('clean');
    }
    if (this.waiting.length >= this.maxWaiting && !this.makeRoomFor(usedBefore)) return Promise.reject(new QueueFull());
    const queuedAt = this.now();
    // The slot is handed over by release(), so `running` stays as it is.
    return new Promise((start, refuse) => {
      const waiter = { owner, queuedAt, start, refuse };
      this.waiting.push(waiter);
      signal?.addEventListener('abort', () => this.drop(waiter, signal.reason), { once: true });
    });
  }

  /** Takes a task out of the queue, refused with `reason`; one already running is left alone. */
  private drop(waiter: Waiter, reason: unknown) {
    const index = this.waiting.indexOf(waiter);
    if (index < 0) return;
    this.waiting.splice(index, 1);
    waiter.refuse(reason);
  }

  /** Refuses the newest task of the heaviest waiting owner, if that one has used more than `used`. */
  private makeRoomFor(used: number): boolean {
    let heaviest = -1;
    let most = used;
    for (let index = this.waiting.length - 1; index >= 0; index -= 1) {
      const use = this.used(this.waiting[index]?.owner);
      if (use > most) [heaviest, most] = [index, use];
    }
    const dropped = this.waiting[heaviest];
    if (!dropped) return false;
    this.drop(dropped, new QueueFull(true));
    return true;
  }

  /**
   * What a waiting task's owner has used besides the task itself: a clean owner's first task
   * counts as nothing, so it goes before the tasks of owners that have used a little long ago.
   */
  private usedBesides(waiter: Waiter): number {
    if (waiter.owner === undefined) return 0;
    return Math.max(0, this.used(waiter.owner) - this.decayed({ value: 1, at: waiter.queuedAt }));
  }

  private release(slot: Slot) {
    // The least served waiting task, the earliest of equals; for a clean slot, only a clean owner's
    // (as it is now: an owner that has flooded since it queued is clean no more).
    let next = -1;
    let least = slot === 'clean' ? CLEAN_USE : Number.POSITIVE_INFINITY;
    this.waiting.forEach((waiter, index) => {
      const use = this.usedBesides(waiter);
      if (use < least && (slot === 'shared' || waiter.owner !== undefined)) [next, least] = [index, use];
    });
    const [waiter] = next < 0 ? [] : this.waiting.splice(next, 1);
    if (waiter) waiter.start(slot);
    else if (slot === 'clean') this.cleanRunning -= 1;
    else this.running -= 1;
  }
}
