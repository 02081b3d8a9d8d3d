import { toService, type Service } from '../entities';
import { fallbackServices } from '../fallbacks/fallback-services';
import { useList } from './listing';

const PATH = '/api/services';

/**
 * `services`: what the server answered, empty until it succeeds (the Services
 * page shows that and a 0 badge); `servicesOrFallback`: the call's own
 * semantics, the three built-in services unless a non-empty list arrived.
 * `isSettled`: the first call has answered, with a list or with a failure (SWR
 * goes on retrying a failure; a later success replaces the empty list).
 */
export function useServices(): { services: Service[]; servicesOrFallback: Service[]; isSettled: boolean } {
  const { data, error } = useList(PATH, toService);
  return {
    services: data ?? [],
    servicesOrFallback: data?.length ? data : fallbackServices,
    isSettled: data !== undefined || error !== undefined,
  };
}
