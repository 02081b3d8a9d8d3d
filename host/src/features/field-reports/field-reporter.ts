// Field reports' lazy part, loaded once the page is live (start-field-reports.ts): it measures the
// page's Core Web Vitals with web-vitals, says whose each is from the entries the browser gives (the
// element, an interaction's longest script), turns what the first part captured into the contract's
// events, and sends them in batches to the page servers. web-vitals' attribution build would say as
// much for 2 KB more on every page (decision 030).
import { BUILD_VERSION, FIELD_LIMITS, FIELD_SOURCES, type ErrorOrigin, type FieldBatch, type FieldEvent, type FieldSource, type SiteConfig } from '@vital/shared';
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { remoteBases, remoteOfNode, remoteOfStack, remoteOfUrl, remoteOnScreen } from './attribution';
import { describeError, impersonal, typedValues } from './error-message';
import { sendBatch, toBatches } from './field-batches';
import { takeFieldCaptures, type FieldCapture } from './field-capture';

/** Errors that come together (a failing page, a server down) go in one beacon. */
const GATHER_MS = 1_000;
/** While the tab stays open, errors and loads go out at most this often: a canary's controller sees them soon. */
const FLUSH_INTERVAL_MS = 5_000;
/** A page that fails in a loop reports its first events, not forever. */
const MAX_EVENTS_PER_PAGE = 300;
/** Targets remembered with their island (INP's candidates): a page has few, a long session's are bounded. */
const MAX_TARGETS = 200;
/** Long animation frames kept to find an interaction's longest script: the most recent. */
const MAX_FRAMES = 50;
/** As web-vitals measures INP: interactions shorter than this never make a page's INP. */
const INTERACTION_THRESHOLD_MS = 40;
/**
 * Above these a value is no measurement, and the page servers would refuse its whole batch
 * (shared/src/contract/field.ts: an hour; CLS 100). The contract's own check is not used here: it
 * would join every page's first scripts for what never happens in a browser that measures.
 */
const VITAL_CEILING = { LCP: 3_600_000, INP: 3_600_000, CLS: 100 } as const;

type VitalMetric = LCPMetric | INPMetric | CLSMetric;

/** The browser's entries of `type` as they come, those before included; none where it has no such entries. */
function observe<T extends PerformanceEntry>(type: string, onEntries: (entries: T[]) => void, options: PerformanceObserverInit = {}) {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => onEntries(list.getEntries() as T[])).observe({ type, buffered: true, ...options });
}

/** The longest of the scripts that ran in the frames between `start` and `end`: whose code kept an interaction waiting. */
function longestScript(frames: readonly PerformanceLongAnimationFrameTiming[], start: number, end: number) {
  let longest: PerformanceScriptTiming | undefined;
  for (const frame of frames) {
    if (frame.startTime >= end || frame.startTime + frame.duration <= start) continue;
    for (const script of frame.scripts) if (!longest || script.duration > longest.duration) longest = script;
  }
  return longest?.sourceURL;
}

/** A CSS-like path to the node (tag and classes, up to the nearest id), as web-vitals makes it, within the contract's length. */
function selectorOf(node: Node): string {
  const max = FIELD_LIMITS.maxTargetChars;
  let selector = '';
  for (let current: Node | null = node; current && current.nodeType !== Node.DOCUMENT_NODE; current = current.parentNode) {
    const element = current as Element;
    const part = element.id
      ? `#${element.id}`
      : [current.nodeType === Node.ELEMENT_NODE ? current.nodeName.toLowerCase() : current.nodeName.replace(/^#/, '').toUpperCase(), ...[...(element.classList ?? [])].sort()].join('.');
    if (selector.length + part.length + 1 > max) return selector || part.slice(0, max);
    selector = selector ? `${part}>${selector}` : part;
    if (element.id) break;
  }
  return selector;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const stackOf = (error: unknown) => (typeof error === 'object' && error !== null && typeof (error as Error).stack === 'string' ? (error as Error).stack : null);
/** A browser extension's script: its errors are nobody's on this site. */
const isForeignScript = (url: string | undefined) => !!url && !/^https?:/i.test(url);

/**
 * Starts reporting for `session`: takes over what the first part captured, measures LCP, INP and CLS,
 * and sends batches when the page is hidden or left, and within seconds of an error or a remote's load.
 */
export function startFieldReporter(config: SiteConfig, session: string, send: (batch: FieldBatch) => boolean = sendBatch) {
  const bases = remoteBases(config.remotes);
  const versions = config.versions ?? (Object.fromEntries(FIELD_SOURCES.map((source) => [source, BUILD_VERSION])) as Record<FieldSource, string>);
  const queue: FieldEvent[] = [];
  /** Every source the page's events name: its code is on the page, so the session counts for it. */
  const sources = new Set<FieldSource>(['host']);
  const viewed = new Set<FieldSource>();
  const errorsSent = new Set<string>();
  const scriptsFailed = new Set<string>();
  const targetSources = new Map<string, FieldSource>();
  const vitalIds = new WeakMap<FieldEvent, string>();
  let eventCount = 0;
  let lastFlushAt = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;

  function add(event: FieldEvent) {
    if (isStopped || eventCount >= MAX_EVENTS_PER_PAGE) return;
    eventCount += 1;
    queue.push(event);
    if (event.kind !== 'view') sources.add(event.source);
    if (event.kind === 'error' || event.kind === 'remote-load') {
      timer ??= setTimeout(flush, Math.max(GATHER_MS, lastFlushAt + FLUSH_INTERVAL_MS - Date.now()));
    }
  }

  function addError(origin: ErrorOrigin, source: FieldSource, text: string) {
    const message = impersonal(text, typedValues());
    const key = JSON.stringify([source, origin, message]);
    // The same error again says nothing new of the session.
    if (errorsSent.has(key)) return;
    errorsSent.add(key);
    add({ kind: 'error', source, origin, message });
  }

  function errorSource(capture: Extract<FieldCapture, { kind: 'error' }>): FieldSource {
    if (capture.source) return capture.source;
    const fromScripts = remoteOfUrl(capture.filename, bases) ?? remoteOfStack(stackOf(capture.error), bases);
    if (fromScripts) return fromScripts;
    // The browser hides what a cross-origin script threw ("Script error.", no script, no error). The
    // host's scripts are the page's own origin, so it was a remote's: the page's is the likeliest.
    if (capture.origin === 'uncaught' && capture.error == null && !capture.filename) return remoteOnScreen() ?? 'host';
    return 'host';
  }

  function onCapture(capture: FieldCapture) {
    switch (capture.kind) {
      case 'remote-load':
        add({ kind: 'remote-load', source: capture.source, ok: capture.ok });
        return;
      case 'script-failed': {
        // Before a remote's code has arrived, its loader reports the load (the entry's script among it);
        // after, a script of its that fails is a chunk of a page, a load of its own.
        const remote = remoteOfUrl(capture.url, bases);
        if (!remote || !capture.arrived.includes(remote) || scriptsFailed.has(capture.url)) return;
        scriptsFailed.add(capture.url);
        add({ kind: 'remote-load', source: remote, ok: false });
        return;
      }
      case 'api': {
        const { method, path, status, caller } = capture.failure;
        addError('api', remoteOfStack(caller?.stack, bases) ?? 'host', `API ${status ?? 'unreachable'}: ${method} ${path}`);
        return;
      }
      case 'error':
        if (isForeignScript(capture.filename)) return;
        addError(capture.origin, errorSource(capture), describeError(capture.error) ?? capture.message ?? 'A value that is not an Error');
    }
  }

  // The element a vital is about, while it is still in the page: its island is noted.
  const generateTarget = (node: Node | null | undefined) => {
    if (!node) return undefined;
    const target = selectorOf(node);
    if (!target) return undefined;
    if (targetSources.size >= MAX_TARGETS) targetSources.clear();
    targetSources.set(target, remoteOfNode(node) ?? 'host');
    return target;
  };

  function addVital(metric: VitalMetric, target: string | undefined, scriptUrl?: string) {
    // INP's longest script says whose code kept the interaction waiting; else the element's island does.
    const source = remoteOfUrl(scriptUrl, bases) ?? (target ? targetSources.get(target) : undefined) ?? 'host';
    const value = metric.name === 'CLS' ? round(metric.value, 4) : round(metric.value, 1);
    if (!(value >= 0 && value <= VITAL_CEILING[metric.name])) return;
    const event: FieldEvent = { kind: 'vital', source, name: metric.name, value, ...(target && { target: target.slice(0, FIELD_LIMITS.maxTargetChars) }) };
    // A value reported again before it was sent (CLS and INP at each hiding) replaces the older one.
    const older = queue.findIndex((queued) => vitalIds.get(queued) === metric.id);
    if (older >= 0) {
      queue.splice(older, 1);
      eventCount -= 1;
    }
    vitalIds.set(event, metric.id);
    add(event);
  }

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    // The page's view, once per page load with the sources so far; a remote first used later (another
    // remote's page reached in the tab, the chat opened) is named then, in a view of its own.
    const unnamed = [...sources].filter((source) => !viewed.has(source));
    if (unnamed.length > 0) {
      queue.unshift({ kind: 'view', sources: unnamed });
      unnamed.forEach((source) => viewed.add(source));
    }
    if (queue.length === 0) return;
    lastFlushAt = Date.now();
    const batches = toBatches(session, versions, queue.splice(0));
    for (const [index, batch] of batches.entries()) {
      if (send(batch)) continue;
      // The browser's beacon queue is full: the rest waits for the next flush.
      queue.unshift(...batches.slice(index).flatMap((unsent) => unsent.events));
      return;
    }
  }

  // After web-vitals' own listeners (on the window, capturing): the vitals it reports as the page is
  // hidden are in the queue by the time this runs.
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  addEventListener('visibilitychange', onVisibility);
  addEventListener('pagehide', flush);

  // Each interaction's element, noted as its entry comes: INP is reported as the page is hidden, when the
  // element may have left the page (a form sent, another page reached).
  const interactionTargets = new Map<number, string | undefined>();
  observe<PerformanceEventTiming>(
    'event',
    (entries) => {
      for (const entry of entries) {
        if (!entry.interactionId || interactionTargets.has(entry.interactionId)) continue;
        if (interactionTargets.size >= MAX_TARGETS) interactionTargets.clear();
        interactionTargets.set(entry.interactionId, generateTarget(entry.target));
      }
    },
    { durationThreshold: INTERACTION_THRESHOLD_MS },
  );
  const frames: PerformanceLongAnimationFrameTiming[] = [];
  observe<PerformanceLongAnimationFrameTiming>('long-animation-frame', (entries) => {
    frames.push(...entries);
    frames.splice(0, frames.length - MAX_FRAMES);
  });

  onLCP((metric) => addVital(metric, generateTarget(metric.entries.at(-1)?.element)));
  onINP((metric) => {
    const [entry] = metric.entries;
    if (!entry) return addVital(metric, undefined);
    const target = interactionTargets.get(entry.interactionId) ?? generateTarget(entry.target);
    addVital(metric, target, longestScript(frames, entry.startTime, entry.startTime + entry.duration));
  });
  onCLS((metric) => {
    const largest = metric.entries.reduce<LayoutShift | undefined>((most, shift) => (!most || shift.value > most.value ? shift : most), undefined);
    addVital(metric, generateTarget(largest?.sources.find((source) => source.node)?.node));
  });
  takeFieldCaptures(onCapture);

  return {
    /** Sends what is queued now. */
    flush,
    stop() {
      isStopped = true;
      clearTimeout(timer);
      removeEventListener('visibilitychange', onVisibility);
      removeEventListener('pagehide', flush);
    },
  };
}
