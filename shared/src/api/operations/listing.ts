import { useMemo } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { ApiError, readEnvelope, useApiClient, type ApiClient } from '../api-client';
import { readSeed, releaseSeed } from '../prerender-seed';
import { toList } from '../sanitise';

/** The SWR key of a call: the same call to the same API shares one cache entry across pages. */
export const apiKey = (client: ApiClient, path: string) => ['vital-api', client.base, path] as const;

/** Maps one item of a listing; `base` is the API's origin, for media paths. */
type ItemMapper<T> = (item: Record<string, unknown>, index: number, base: string) => T;

/**
 * A listing answer read strictly: anything but `{ success: true, data: [...] }`
 * throws, so SWR retries it (SPEC §9) and each page applies its own fallback.
 */
function parseList<T>(json: unknown, path: string, base: string, map: ItemMapper<T>): T[] {
  const defaultMessage = `Could not load ${path}`;
  const { success, message, data } = readEnvelope(json);
  if (!success || !Array.isArray(data)) throw new ApiError(message ?? defaultMessage, 200);
  return toList(data, (item, index) => map(item, index, base));
}

export async function fetchList<T>(client: ApiClient, path: string, map: ItemMapper<T>): Promise<T[]> {
  const json = await client.get(path, { defaultMessage: `Could not load ${path}` });
  return parseList(json, path, client.base, map);
}

/**
 * A prerendered page's answer for `path`, read as a live one would be, while
 * the page's first call is on its way (undefined when there is none or it is
 * not a valid listing).
 */
function useSeed<T>(path: string, parse: (json: unknown) => T): T | undefined {
  const seed = readSeed(path);
  return useMemo(() => {
    if (seed === undefined) return undefined;
    try {
      return parse(seed);
    } catch {
      return undefined;
    }
    // `parse` is a fresh closure each render; the seed alone decides the result.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seed]);
}

/**
 * SWR over a call. On a prerendered page the answer the page was made with
 * stands in until the first live call settles, so the page does not drop back
 * to a loading state or a fallback and then jump to the same data again.
 */
export function useSeededSWR<T>(
  path: string,
  fetcher: () => Promise<T>,
  parse: (json: unknown) => T,
  options?: SWRConfiguration<T, unknown>,
): SWRResponse<T, unknown> {
  const client = useApiClient();
  const seeded = useSeed(path, parse);
  const response = useSWR<T>(apiKey(client, path), () => fetcher().finally(() => releaseSeed(path)), options);
  if (seeded === undefined || response.data !== undefined || response.error) return response;
  return { ...response, data: seeded, isLoading: false };
}

/** SWR over a listing call. */
export function useList<T>(path: string, map: ItemMapper<T>): SWRResponse<T[], unknown> {
  const client = useApiClient();
  return useSeededSWR(
    path,
    () => fetchList(client, path, map),
    (json) => parseList(json, path, client.base, map),
  );
}
