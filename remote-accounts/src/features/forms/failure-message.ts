import { ApiError } from '@vital/shared';

export interface FailureCopy {
  /** The page's words when the server answered without a message of its own. */
  noServerMessage: string;
  /** The page's words for anything other than a failed call. */
  thrown: string;
}

/**
 * What a page says when a call fails (decision 009): the server's message; the
 * page's own fallback when the server gave none (the API client then reports
 * the call's default, `callDefault`); 'Network error occurred' when the server
 * was not reached; and the page's catch-all for anything else.
 */
export function failureMessage(error: unknown, callDefault: string, copy: FailureCopy): string {
  if (!(error instanceof ApiError)) return copy.thrown;
  if (error.status !== null && (!error.message || error.message === callDefault)) return copy.noServerMessage;
  return error.message || copy.noServerMessage;
}
