import { type ApiClient } from '../api-client';
import { toService, type Service } from '../entities';
import { fallbackServices } from '../fallbacks/fallback-services';
import { fetchList, useList } from './listing';

const PATH = '/api/services';

export const fetchServices = (client: ApiClient): Promise<Service[]> => fetchList(client, PATH, toService);

/** SPEC §7: a non-empty list is used, else the three built-in services. */
export async function getServices(client: ApiClient): Promise<Service[]> {
  try {
    const services = await fetchServices(client);
    return services.length ? services : fallbackServices;
  } catch {
    return fallbackServices;
  }
}

/**
 * `services`: what the server answered, empty until it succeeds (the Services
 * page shows that and a 0 badge, SPEC §4); `servicesOrFallback`: the call's own
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
