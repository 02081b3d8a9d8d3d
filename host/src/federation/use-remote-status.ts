import { REMOTE_CONTAINERS, type RemoteName } from '@vital/shared';
import { useSyncExternalStore } from 'react';
import { getRemoteStatus, setRemoteStatus, subscribeRemoteStatus, type RemoteStatus } from './remote-status';

export function useRemoteStatus(name: RemoteName): RemoteStatus {
  const container = REMOTE_CONTAINERS[name];
  return useSyncExternalStore(
    subscribeRemoteStatus,
    () => getRemoteStatus(container),
    () => 'unknown',
  );
}

export function markRemote(name: RemoteName, status: RemoteStatus) {
  setRemoteStatus(REMOTE_CONTAINERS[name], status);
}
