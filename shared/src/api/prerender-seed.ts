import { isRecord } from './sanitise';

declare global {
  interface Window {
    /**
     * The portal API's answers a prerendered page was made with, by call path
     * (`/api/blogs`). The server inlines them next to the page's HTML.
     */
    __VITAL_PRERENDER_DATA__?: unknown;
  }
}

let seeds: Map<string, unknown> | null = null;

function store(): Map<string, unknown> {
  if (!seeds) {
    seeds = new Map();
    const inlined = typeof window === 'undefined' ? undefined : window.__VITAL_PRERENDER_DATA__;
    if (isRecord(inlined)) {
      for (const [path, json] of Object.entries(inlined)) if (path.startsWith('/api/')) seeds.set(path, json);
    }
  }
  return seeds;
}

/**
 * The answer a prerendered page showed for a call, as raw JSON that goes
 * through the same checks as a live answer. It stands in only until the
 * page's own first call settles: the live answer (or the spec's fallback on
 * failure) always wins, so the snapshot never outlives one round trip.
 */
export function readSeed(path: string): unknown {
  return store().get(path);
}

/** Called when the first live call for `path` has settled, one way or the other. */
export function releaseSeed(path: string) {
  store().delete(path);
}

/** Tests: forget what was read, so the next read sees `window` afresh. */
export function resetSeeds() {
  seeds = null;
}
