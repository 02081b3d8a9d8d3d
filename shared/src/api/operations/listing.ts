import useSWR, { type SWRResponse } from 'swr';
import { ApiError, readEnvelope, useApiClient, type ApiClient } from '../api-client';
import { toList } from '../sanitise';

/** The SWR key of a call: the same call to the same API shares one cache entry across pages. */
export const apiKey = (client: ApiClient, path: string) => ['vital-api', client.base, path] as const;

/** Maps one item of a listing; `base` is the API's origin, for media paths. */
type ItemMapper<T> = (item: Record<string, unknown>, index: number, base: string) => T;

/**
 * A listing answer read strictly: anything but `{ success: true, data: [...] }`
 * throws, so SWR retries it and each page applies its own fallback.
 */
function parseList<T>(json: unknown, path: string, base: string, map: ItemMapper<T>): T[] {
  const defaultMessage = `Could not load ${path}`;
  const { success, message, data } = readEnvelope(json);
  if (!success || !Array.isArray(data)) throw new ApiError(message ?? defaultMessage, 200);
  return toList(data, (item, index) => map(item, index, base));
}

async function fetchList<T>(client: ApiClient, path: string, map: ItemMapper<T>): Promise<T[]> {
  const json = await client.get(path, { defaultMessage: `Could not load ${path}` });
  return parseList(json, path, client.base, map);
}

/** SWR over a listing call. */
export function useList<T>(path: string, map: ItemMapper<T>): SWRResponse<T[], unknown> {
  const client = useApiClient();
  return useSWR<T[]>(apiKey(client, path), () => fetchList(client, path, map));
}
