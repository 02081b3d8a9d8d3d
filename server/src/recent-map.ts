// The servers' short-lived caches are keyed by what a request names (a page's path), which
// anyone can vary: each keeps its most recently used entries only.

/**
 * A map of at most `max` entries; reading or writing an entry makes it the newest, and the
 * oldest goes when one too many is written.
 */
export function createRecentMap<V>(max: number) {
  const entries: Map<string, V> = new Map();
  return {
    get(key: string) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
  };
}
