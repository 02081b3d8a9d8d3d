// The servers' short-lived caches are keyed by what a request names (a page's path), which
// anyone can vary: each keeps its most recently used entries only.

/**
 * A map of at most `max` entries; reading or writing an entry makes it the newest, and the
 * oldest goes when one too many is written.
 * @template V
 * @param {number} max
 */
export function createRecentMap(max) {
  /** @type {Map<string, V>} */
  const entries = new Map();
  return {
    /** @param {string} key */
    get(key) {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    /**
     * @param {string} key
     * @param {V} value
     */
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(/** @type {string} */ (entries.keys().next().value));
    },
  };
}
