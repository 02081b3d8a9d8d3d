// What the site currently knows about each remote, keyed by MF container name.
// Written by the MF runtime plugin and the loader; read by whatever must hide
// itself while a remote is down (the chat launcher).
//
// No imports on purpose: the runtime plugin that writes here runs before the
// shared singletons (React, @vital/shared) are available.

export type RemoteStatus = 'unknown' | 'available' | 'unavailable';

const statuses = new Map<string, RemoteStatus>();
const listeners = new Set<() => void>();

/** Bounded wait for a remote's files; set from site.config.json at start-up. */
let timeoutMs = 10_000;
export const setRemoteTimeout = (ms: number) => {
  timeoutMs = ms;
};
export const getRemoteTimeout = () => timeoutMs;

export function setRemoteStatus(container: string, status: RemoteStatus) {
  if ((statuses.get(container) ?? 'unknown') === status) return;
  statuses.set(container, status);
  listeners.forEach((listener) => listener());
}

export function getRemoteStatus(container: string): RemoteStatus {
  return statuses.get(container) ?? 'unknown';
}

export function subscribeRemoteStatus(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The container a runtime request is about: `vital_chat/routes` → `vital_chat`. */
export function containerOfRequest(id: string, remoteInfoName?: string): string {
  return remoteInfoName ?? id.split('/')[0] ?? id;
}
