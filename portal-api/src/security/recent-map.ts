/**
 * A map for keys a request chooses (an address, an e-mail address), which anyone can vary:
 * it holds at most `maxKeys` of them, dropping the one set longest ago, and an entry that
 * `isStale` says is out of date is gone as if never set. Setting a key makes it the newest,
 * so the stale entries gather at the front and each set sweeps them away.
 */
export class RecentMap<V> {
  private readonly entries = new Map<string, V>();

  constructor(
    private readonly maxKeys: number,
    private readonly isStale: (value: V) => boolean,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined || !this.isStale(value)) return value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V) {
    this.entries.delete(key);
    for (const [oldKey, oldValue] of this.entries) {
      if (!this.isStale(oldValue)) break;
      this.entries.delete(oldKey);
    }
    this.entries.set(key, value);
    if (this.entries.size > this.maxKeys) this.entries.delete(this.entries.keys().next().value as string);
  }

  delete(key: string) {
    this.entries.delete(key);
  }
}
