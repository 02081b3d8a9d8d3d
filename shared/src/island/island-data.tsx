import type { ComponentType } from 'react';
import { SWRConfig, unstable_serialize, type Middleware } from 'swr';
import { isRecord } from '../api/sanitise';

/**
 * The API answers a page was rendered with on the server (decision 020), keyed as SWR keys
 * them, and the API they came from. The browser hydrates the page with the same answers, so
 * its first render is the server's, and it does not ask for them again.
 */
export interface IslandData {
  apiBase: string;
  entries: Record<string, unknown>;
}

/** The element a fragment carries its data in, first in the island (it is taken out before hydration). */
export const ISLAND_DATA_SELECTOR = 'script[type="application/json"][data-island-data]';

/** The data element of a fragment: JSON that cannot end the element early. */
export function islandDataScript(data: IslandData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" data-island-data>${json}</script>`;
}

/** Reads a fragment's data element; anything but the shape the server writes is null (the page then renders afresh). */
export function parseIslandData(text: string | null | undefined): IslandData | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || typeof json.apiBase !== 'string' || !isRecord(json.entries)) return null;
  return { apiBase: json.apiBase, entries: json.entries };
}

/** What each SWR call of a render asked for: its serialised key and how to fetch it. */
export type DataRequests = Map<string, () => Promise<unknown>>;

/**
 * The page for the server's first pass over it: every SWR call it makes is noted in
 * `requests` (SWR does not fetch on the server), so the server can fetch them and render
 * the page again with the answers.
 */
export function withDataRequests(Page: ComponentType, requests: DataRequests): ComponentType {
  const collect: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialised = unstable_serialize(key);
    if (serialised && fetcher && !requests.has(serialised)) requests.set(serialised, () => Promise.resolve(fetcher(key)));
    return useSWRNext(key, fetcher, config);
  };
  const use = [collect];
  return function PageWithDataRequests() {
    return (
      <SWRConfig value={{ use }}>
        <Page />
      </SWRConfig>
    );
  };
}
