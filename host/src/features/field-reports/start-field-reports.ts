import { onApiFailure, type SiteConfig } from '@vital/shared';
import { captureField, stopFieldCapture } from './field-capture';
import { fieldSession } from './field-session';

/** A page that never goes live (its start failed) still reports why, this long after it started. */
const START_WITHOUT_LIVE_MS = 10_000;
/** How long the reporter waits for the browser to be idle once the page is live. */
const IDLE_TIMEOUT_MS = 2_000;

const isLive = () => document.documentElement.hasAttribute('data-live');

/**
 * Once everything the server sent is hydrated (`html[data-live]`) and the browser has a moment: the
 * reporter's code and web-vitals come after the page's own work, never in the way of its first
 * interactions (Total Blocking Time and the start-up's scripts stay as they were).
 */
function whenLiveAndIdle(callback: () => void) {
  let isStarted = false;
  const start = () => {
    if (isStarted) return;
    isStarted = true;
    observer.disconnect();
    clearTimeout(timer);
    if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(callback, 0);
  };
  const observer = new MutationObserver(() => {
    if (isLive()) start();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-live'] });
  const timer = setTimeout(start, START_WITHOUT_LIVE_MS);
  if (isLive()) start();
}

/**
 * Field reports for this page, with the page's config: a session outside the sample stops capturing
 * and loads nothing more; one inside hears of failed API calls from now on (before any client is made,
 * so each knows whose it is) and starts the reporter once the page is live.
 */
export function startFieldReports(config: SiteConfig) {
  const session = fieldSession(config.fieldReports?.sampleRate ?? 1);
  if (!session) {
    stopFieldCapture();
    return;
  }
  onApiFailure((failure) => captureField({ kind: 'api', failure }));
  whenLiveAndIdle(() => {
    import(/* webpackChunkName: "field-reports" */ './field-reporter').then(
      ({ startFieldReporter }) => startFieldReporter(config, session),
      // Its script could not be had: nothing would ever send what is kept.
      () => stopFieldCapture(),
    );
  });
}
