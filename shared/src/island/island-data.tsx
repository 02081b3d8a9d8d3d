import { use, type ComponentType } from 'react';
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

/** How one API call of a server render ended: with its answer, or without (failed, or late). */
type CallOutcome = { hasAnswer: true; value: unknown } | { hasAnswer: false };

/** The API calls a page made while the server rendered it, by SWR's serialised key. */
export type ServerDataCalls = Map<string, Promise<CallOutcome>>;

function settleWithin(fetch: () => unknown, deadlineMs: number): Promise<CallOutcome> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve({ hasAnswer: false }), deadlineMs);
    Promise.resolve()
      .then(fetch)
      .then(
        (value) => resolve(value === undefined ? { hasAnswer: false } : { hasAnswer: true, value }),
        () => resolve({ hasAnswer: false }),
      )
      .finally(() => clearTimeout(timer));
  });
}

/**
 * The page as the server renders it with the API's answers (decision 020). Each SWR call it
 * makes starts its request and suspends that part of the page until the answer is in, or
 * `deadlineMs` has passed; React's server renderer renders the other parts meanwhile (so the
 * calls go out side by side) and finishes once every part has its answer. A part whose call
 * failed or was late renders its loading state, as in the build's own fragment.
 */
export function withServerData(Page: ComponentType, calls: ServerDataCalls, deadlineMs: number): ComponentType {
  const waitForAnswer: Middleware = (useSWRNext) => (key, fetcher, config) => {
    const serialised = unstable_serialize(key);
    if (!serialised || !fetcher) return useSWRNext(key, fetcher, config);
    let call = calls.get(serialised);
    if (!call) {
      call = settleWithin(() => fetcher(key), deadlineMs);
      calls.set(serialised, call);
    }
    const outcome = use(call);
    // The answer is what this call's fetcher resolved with: the type SWR expects of it.
    return useSWRNext(key, fetcher, outcome.hasAnswer ? ({ ...config, fallbackData: outcome.value } as typeof config) : config);
  };
  const value = { use: [waitForAnswer] };
  return function PageWithServerData() {
    return (
      <SWRConfig value={value}>
        <Page />
      </SWRConfig>
    );
  };
}

/** The answers of a render's calls, keyed as SWR keys them: what the fragment carries to the browser. */
export async function answersOf(calls: ServerDataCalls): Promise<Record<string, unknown>> {
  const outcomes = await Promise.all([...calls].map(async ([key, call]) => [key, await call] as const));
  return Object.fromEntries(outcomes.flatMap(([key, outcome]) => (outcome.hasAnswer ? [[key, outcome.value]] : [])));
}
