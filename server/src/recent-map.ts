// The servers' caches. A key can be what a request names, which anyone can vary: only the most recent are kept.
import fs from 'node:fs';

/**
 * Values by key, made again once older than `freshMs`, one making at a time per key however many
 * ask; `make` gets the value it replaces. The `max` most recently used keys are kept. With
 * `isStaleServed`, a known value is answered at once while it is made again (`make` must then never reject).
 */
export function createFreshCache<V>(max: number, freshMs: number | ((value: V) => number)) {
  const entries: Map<string, { at: number; value?: V; pending?: Promise<V> }> = new Map();
  const freshFor = typeof freshMs === 'number' ? () => freshMs : freshMs;
  return (key: string, make: (last: V | undefined) => Promise<V>, isStaleServed = false): Promise<V> => {
    const entry = entries.get(key) ?? { at: 0 };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > max) entries.delete(entries.keys().next().value as string);
    // `at` is set with the value: an entry made once has its value.
    if (entry.at && Date.now() - entry.at < freshFor(entry.value as V)) return Promise.resolve(entry.value as V);
    entry.pending ??= make(entry.value)
      .then((value) => {
        Object.assign(entry, { at: Date.now(), value });
        return value;
      })
      .finally(() => (entry.pending = undefined));
    return isStaleServed && entry.value !== undefined ? Promise.resolve(entry.value) : entry.pending;
  };
}

/** `read(file)`, again only when the file changes on disk; null while there is no such file. */
export function readWhenChanged<T>(read: (file: string) => T): (file: string) => T | null {
  const known: Map<string, { mtimeMs: number; value: T }> = new Map();
  return (file) => {
    let mtimeMs;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    const cached = known.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = read(file);
    known.set(file, { mtimeMs, value });
    return value;
  };
}
