import { useMemo } from 'react';
import { useSiteConfig } from '../config/site-config-context';

/** Any network failure of a call. */
export const NETWORK_ERROR = 'Network error occurred';
const REQUEST_TIMEOUT_MS = 15_000;
const MAX_MESSAGE_LENGTH = 300;

/** A call that did not succeed; `message` is what the visitor may be shown. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status, or null when the server was not reached. */
    readonly status: number | null,
  ) {
    super(message);
  }
}

/** A call that failed on the API's side or on the way there (a 5xx, or no answer), not because of what was sent (a 4xx). */
export interface ApiFailure {
  method: 'GET' | 'POST';
  /** The call's path under the API base, without its query. */
  path: string;
  /** HTTP status, or null when the server was not reached. */
  status: number | null;
  /**
   * Made where the client was made: its stack names the scripts of the code that asked for a client
   * (the host's, or a remote page's through its hooks), so a report can say whose call it was.
   */
  caller?: Error;
}

let failureListener: ((failure: ApiFailure) => void) | null = null;

/**
 * Tells `listener` of every failed call from now on (the host's field reports; null stops). The
 * clients made while nobody listens keep no caller: the server renders pages without one.
 */
export function onApiFailure(listener: ((failure: ApiFailure) => void) | null) {
  failureListener = listener;
}

/** A stack deep enough to pass React's hooks and reach the component that asked (V8 keeps 10 frames by default). */
function callerStack(): Error {
  const errorClass = Error as { stackTraceLimit?: number };
  const limit = errorClass.stackTraceLimit;
  errorClass.stackTraceLimit = 40;
  try {
    return new Error('the API client was made here');
  } finally {
    errorClass.stackTraceLimit = limit;
  }
}

function reportFailure(failure: ApiFailure) {
  try {
    failureListener?.(failure);
  } catch {
    // A report that fails must not fail the call.
  }
}

interface RequestOptions {
  /** Shown when the server's answer carries no usable message. */
  defaultMessage: string;
  body?: unknown;
}

export interface ApiClient {
  readonly base: string;
  /** Parsed JSON of a 2xx answer; throws ApiError otherwise. */
  get(path: string, options: RequestOptions): Promise<unknown>;
  post(path: string, options: RequestOptions): Promise<unknown>;
}

function messageOf(json: unknown): string | null {
  if (typeof json !== 'object' || json === null) return null;
  const message = (json as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, MAX_MESSAGE_LENGTH) : null;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return undefined;
  }
}

/** The one HTTP client of the site: JSON in and out under `${apiBase}/api`. */
export function createApiClient(apiBase: string, timeoutMs = REQUEST_TIMEOUT_MS): ApiClient {
  const base = apiBase.replace(/\/+$/, '');
  const caller = failureListener ? callerStack() : undefined;
  const failed = (method: ApiFailure['method'], path: string, status: number | null) =>
    reportFailure({ method, path: path.split(/[?#]/)[0] ?? path, status, ...(caller && { caller }) });
  async function request(method: 'GET' | 'POST', path: string, { defaultMessage, body }: RequestOptions) {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch {
      failed(method, path, null);
      throw new ApiError(NETWORK_ERROR, null);
    }
    const json = parseJson(text);
    if (!response.ok) {
      // A 4xx is the answer to what was sent (a taken email, a bad form): the API itself is fine.
      if (response.status >= 500) failed(method, path, response.status);
      throw new ApiError(messageOf(json) ?? defaultMessage, response.status);
    }
    return json;
  }
  return {
    base,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, options),
  };
}

/** The API client for the configured `apiBase`. */
export function useApiClient(): ApiClient {
  const { apiBase } = useSiteConfig();
  return useMemo(() => createApiClient(apiBase), [apiBase]);
}

/** The `{ success, message, data }` answer of the portal API, read defensively. */
export function readEnvelope(json: unknown): { success: boolean; message: string | null; data: unknown } {
  if (typeof json !== 'object' || json === null) return { success: false, message: null, data: undefined };
  const envelope = json as { success?: unknown; data?: unknown };
  return { success: envelope.success === true, message: messageOf(json), data: envelope.data };
}

/** Reads a successful envelope or throws with its message (or the default). */
export function requireSuccess(json: unknown, defaultMessage: string): unknown {
  const envelope = readEnvelope(json);
  if (!envelope.success) throw new ApiError(envelope.message ?? defaultMessage, 200);
  return envelope.data;
}
