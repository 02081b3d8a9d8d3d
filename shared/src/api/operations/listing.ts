import useSWR, { type SWRResponse } from 'swr';
import { ApiError, readEnvelope, useApiClient, type ApiClient } from '../api-client';
import { toList } from '../sanitise';

/** The SWR key of a call: the same call to the same API shares one cache entry across pages. */
export const apiKey = (client: ApiClient, path: string) => ['vital-api', client.base, path] as const;

/**
 * A listing call read strictly: anything but `{ success: true, data: [...] }`
 * throws, so SWR retries it (SPEC §9) and each page applies its own fallback.
 */
export async function fetchList<T>(
  client: ApiClient,
  path: string,
  map: (item: Record<string, unknown>, index: number) => T,
): Promise<T[]> {
  const defaultMessage = `Could not load ${path}`;
  const { success, message, data } = readEnvelope(await client.get(path, { defaultMessage }));
  if (!success || !Array.isArray(data)) throw new ApiError(message ?? defaultMessage, 200);
  return toList(data, map);
}

/** SWR over a listing call. */
export function useList<T>(path: string, fetcher: (client: ApiClient) => Promise<T[]>): SWRResponse<T[], unknown> {
  const client = useApiClient();
  return useSWR(apiKey(client, path), () => fetcher(client));
}
