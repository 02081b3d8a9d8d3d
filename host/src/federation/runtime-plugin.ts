import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { containerOfRequest, getRemoteTimeout, setRemoteStatus } from './remote-status';

// Bundled into the host's federation runtime: it must import nothing shared.

/**
 * The middle layer of the host's failure handling (after the loader's retry,
 * before the error boundary): manifest requests get a deadline and skip stale
 * caches, and every failed remote load is reported once, by name, so the
 * parts of the shell that depend on a remote can react.
 */
export default function vitalRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vital-remote-resilience',
    // A remote's entry in CORS mode, as its chunks (webpack's crossOriginLoading) and the page's preloads:
    // an error in its code then names its file and line, not "Script error." (decision 030).
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.crossOrigin = 'anonymous';
      return script;
    },
    async fetch(url, init) {
      return fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(getRemoteTimeout()) });
    },
    async errorLoadRemote({ id, error, remote }) {
      const container = containerOfRequest(String(id), remote?.name);
      setRemoteStatus(container, 'unavailable');
      console.warn(`[vital] remote "${container}" could not be loaded:`, error instanceof Error ? error.message : error);
      // Returning nothing lets the error reach the loader and the route's error boundary.
      return undefined;
    },
    async onLoad(args) {
      setRemoteStatus(containerOfRequest(String(args.id), args.remote?.name), 'available');
    },
  };
}
