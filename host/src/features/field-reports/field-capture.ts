// Field reports' first part, in every page's first scripts: it listens for errors from the very start
// and keeps what happens (errors, the remotes' loads, failed API calls) until the reporter, loaded once
// the page is live (start-field-reports.ts), takes over. Kept tiny, with nothing imported but types, on
// purpose: its cost is every page's start-up, and it runs before React and @vital/shared are there.
import type { ApiFailure, ErrorOrigin, FieldSource, RemoteName } from '@vital/shared';

export type FieldCapture =
  | {
      kind: 'error';
      origin: ErrorOrigin;
      error: unknown;
      /** Who owns the code it came from, when the catcher knows (a remote's page island); else its scripts tell. */
      source?: FieldSource;
      /** What the browser said of an uncaught error: its script and message (all there is of a script it hides). */
      filename?: string;
      message?: string;
    }
  | { kind: 'remote-load'; source: RemoteName; ok: boolean }
  /** A script that could not be loaded, and the remotes whose code had arrived by then (a later script is a page's chunk). */
  | { kind: 'script-failed'; url: string; arrived: RemoteName[] }
  | { kind: 'api'; failure: ApiFailure };

/** What is kept before the reporter starts: a page that throws in a loop must not fill the memory. */
const MAX_KEPT = 100;
const kept: FieldCapture[] = [];
let reporter: ((capture: FieldCapture) => void) | null = null;
let isStopped = false;
const arrived = new Set<RemoteName>();

export function captureField(capture: FieldCapture) {
  if (isStopped) return;
  if (capture.kind === 'remote-load') {
    if (capture.ok) arrived.add(capture.source);
    else arrived.delete(capture.source);
  }
  if (reporter) reporter(capture);
  else if (kept.length < MAX_KEPT) kept.push(capture);
}

function onError(event: Event) {
  if (event instanceof ErrorEvent) {
    captureField({ kind: 'error', origin: 'uncaught', error: event.error, filename: event.filename, message: event.message });
  } else if (event.target instanceof HTMLScriptElement && event.target.src) {
    // A resource that failed: seen only while the event goes down to its element (it does not bubble).
    captureField({ kind: 'script-failed', url: event.target.src, arrived: [...arrived] });
  }
}

function onRejection(event: PromiseRejectionEvent) {
  captureField({ kind: 'error', origin: 'rejection', error: event.reason });
}

/** From the start of the host's code: every uncaught error, unhandled rejection and script that did not load. */
export function startFieldCapture() {
  addEventListener('error', onError, true);
  addEventListener('unhandledrejection', onRejection);
}

/** The reporter takes over: what was kept first, then each capture as it comes. */
export function takeFieldCaptures(consumer: (capture: FieldCapture) => void) {
  reporter = consumer;
  for (const capture of kept.splice(0)) consumer(capture);
}

/** A session that sends nothing keeps nothing either. */
export function stopFieldCapture() {
  if (isStopped) return;
  isStopped = true;
  kept.length = 0;
  removeEventListener('error', onError, true);
  removeEventListener('unhandledrejection', onRejection);
}
