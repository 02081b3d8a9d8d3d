// Field reports as a page runs them: the first part capturing from the start, the page's roots, its
// remote loader and its API client feeding it, the reporter taking over and sending beacons. The
// boundaries are faked: navigator.sendBeacon (stubbed; its batches are read back and checked as the
// page servers check them), the network (MSW), the federation runtime, web-vitals' measuring and the
// browser's performance timeline (jsdom has none: the test hands the callbacks and the observers what a
// browser measures).
import { answerApi, createTestConfig, reply, waitFor } from '@vital/shared/testing';
import type * as ReactModule from 'react';
import type * as CaptureModule from './field-capture';
import { FIELD_LIMITS, FIELD_PATH, type FieldBatch, type FieldEvent } from '@vital/shared';
// The page servers' own check (the main entry does not name it: no page needs it at run time).
// eslint-disable-next-line no-restricted-imports -- the test holds every batch to the collector's check
import { ERROR_ORIGINS, parseFieldBatch } from '@vital/shared/contract';

const mockFederation = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn((_id: string): Promise<unknown> => new Promise(() => {})),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => mockFederation }));
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

/** The page's performance observers, by entry type. */
const observers = new Map<string, (entries: unknown[]) => void>();
class TimelineObserver {
  static readonly supportedEntryTypes = ['event', 'long-animation-frame'];
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {}
  observe({ type }: { type: string }) {
    observers.set(type, (entries) => this.callback({ getEntries: () => entries }));
  }
}
Object.defineProperty(window, 'PerformanceObserver', { configurable: true, value: TimelineObserver });
/** Entries of `type` as the browser hands them to the page's observer. */
const timeline = (type: string, entries: unknown[]) => observers.get(type)?.(entries);

const SESSION = '0123456789abcdef0123456789abcdef';
const RELEASED = '0123456789ab-abc1234';
const config = createTestConfig({
  remotes: {
    marketing: 'https://marketing.test/mf-manifest.json',
    industries: 'https://cdn.test/industries/mf-manifest.json',
    accounts: 'https://accounts.test/mf-manifest.json',
    chat: 'https://chat.test/mf-manifest.json',
  },
  versions: { host: 'build-0123456789ab', marketing: RELEASED },
});

type Metric = { name: 'LCP' | 'INP' | 'CLS'; value: number; id: string; entries: unknown[] };
type VitalCallback = (metric: Metric) => void;

/** The beacons the page handed to the browser, in order. */
const beacons: Blob[] = [];

beforeEach(() => {
  beacons.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: Blob) => {
      expect(url).toBe(FIELD_PATH);
      beacons.push(body);
      return true;
    }),
  });
});

let capture: typeof CaptureModule | null = null;
let stopReporter: (() => void) | null = null;

afterEach(() => {
  stopReporter?.();
  capture?.stopFieldCapture();
  stopReporter = null;
  capture = null;
  observers.clear();
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-live');
  sessionStorage.clear();
  jest.useRealTimers();
});

/** A page just started: fresh modules (each holds the page's state), the first part capturing. */
async function openPage() {
  jest.resetModules();
  capture = await import('./field-capture');
  capture.startFieldCapture();
  return capture;
}

/** The reporter starts, as it does once the page is live; web-vitals' callbacks are handed back. */
async function startReporter(send?: (batch: FieldBatch) => boolean) {
  const { startFieldReporter } = await import('./field-reporter');
  const reporter = startFieldReporter(config, SESSION, send);
  stopReporter = reporter.stop;
  const vitals = (await import('web-vitals')) as unknown as Record<'onLCP' | 'onINP' | 'onCLS', jest.Mock>;
  const callbacks = (name: 'onLCP' | 'onINP' | 'onCLS') => vitals[name].mock.calls[0]?.[0] as VitalCallback;
  return { reporter, lcp: callbacks('onLCP'), inp: callbacks('onINP'), cls: callbacks('onCLS') };
}

function hidePage() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

/** Every batch sent, each checked as the page servers check it. */
async function sentBatches(): Promise<FieldBatch[]> {
  const batches = await Promise.all(beacons.map(async (body) => JSON.parse(await body.text()) as FieldBatch));
  for (const batch of batches) expect(parseFieldBatch(batch)).toEqual(batch);
  return batches;
}

const sentEvents = async () => (await sentBatches()).flatMap((batch) => batch.events);
const errorsSent = async () => (await sentEvents()).filter((event) => event.kind === 'error');

function throwUncaught(error: unknown, filename = '', message = 'Uncaught error') {
  window.dispatchEvent(new ErrorEvent('error', { error, filename, message }));
}

function rejectUnhandled(reason: unknown) {
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
}

/** An Error as a browser's would be, thrown from `url`. */
function errorFrom(url: string, message = 'Cannot read properties of undefined') {
  const error = new TypeError(message);
  error.stack = `TypeError: ${message}\n    at useShared (http://localhost/js/shared.js:1:10)\n    at Page (${url}:1:200)`;
  return error;
}

describe('a page’s field reports', () => {
  it('sends, as the page is hidden, its view and what happened, with the session and the page’s versions', async () => {
    await openPage();
    await startReporter();
    throwUncaught(new TypeError('x is undefined'), 'http://localhost/js/site.js');
    hidePage();

    const batches = await sentBatches();
    expect(batches).toEqual([
      {
        session: SESSION,
        versions: { host: 'build-0123456789ab', marketing: RELEASED, industries: 'build', accounts: 'build', chat: 'build' },
        events: [
          { kind: 'view', sources: ['host'] },
          { kind: 'error', source: 'host', origin: 'uncaught', message: 'TypeError: x is undefined' },
        ],
      },
    ]);
  });

  it('sends what happened before the reporter came: errors are captured from the very start', async () => {
    await openPage();
    throwUncaught(errorFrom('https://marketing.test/js/about.js', 'too early'));
    rejectUnhandled(new Error('still starting'));
    await startReporter();
    hidePage();

    expect(await errorsSent()).toEqual([
      { kind: 'error', source: 'marketing', origin: 'uncaught', message: 'TypeError: too early' },
      { kind: 'error', source: 'host', origin: 'rejection', message: 'Error: still starting' },
    ]);
  });

  it('sends a view when the page is left (pagehide) though nothing else happened, and nothing twice', async () => {
    await openPage();
    await startReporter();
    window.dispatchEvent(new Event('pagehide'));
    hidePage();

    expect(await sentEvents()).toEqual([{ kind: 'view', sources: ['host'] }]);
  });
});

describe('whose a report is', () => {
  it('a vital’s element in a remote’s page island is the remote’s; one in the shell is the host’s', async () => {
    document.body.innerHTML = `
      <header class="banner"><nav><a href="/">Vital</a></nav></header>
      <main><div data-remote="marketing"><div data-island="marketing"><section class="hero"><h1 class="title">Hiring</h1></section></div></div></main>`;
    await openPage();
    const { lcp, cls } = await startReporter();

    lcp({ name: 'LCP', value: 1234.5678, id: 'lcp-1', entries: [{ element: document.querySelector('p') }, { element: document.querySelector('h1') }] });
    // The largest of the shifts names the element that moved.
    const shift = (value: number, ...nodes: Array<Node | null>) => ({ value, sources: nodes.map((node) => ({ node })) });
    cls({ name: 'CLS', value: 0.0123456, id: 'cls-1', entries: [shift(0.002, document.querySelector('h1')), shift(0.01, null, document.querySelector('nav'))] });
    hidePage();

    expect(await sentEvents()).toEqual([
      { kind: 'view', sources: ['host', 'marketing'] },
      { kind: 'vital', source: 'marketing', name: 'LCP', value: 1234.6, target: 'html>body>main>div>div>section.hero>h1.title' },
      { kind: 'vital', source: 'host', name: 'CLS', value: 0.0123, target: 'html>body>header.banner>nav' },
    ]);
  });

  it('an interaction is the remote’s whose script kept it waiting longest, else its island’s, though its element is gone', async () => {
    document.body.innerHTML = `<div data-island="industries"><button id="filter">Filter</button><button class="more">More</button></div>`;
    await openPage();
    const { inp } = await startReporter();
    const interaction = (interactionId: number, startTime: number, duration: number, target: Element | null) => ({ interactionId, startTime, duration, target });
    // As the visitor interacts: each interaction's element, and the long frames with the scripts that ran in them.
    timeline('event', [interaction(1, 100, 48, document.querySelector('.more')), interaction(2, 1000, 320, document.querySelector('#filter')), interaction(3, 3000, 96, document.querySelector('#filter'))]);
    timeline('long-animation-frame', [
      { startTime: 990, duration: 340, scripts: [{ duration: 40, sourceURL: 'http://localhost/js/renderer.js' }, { duration: 250, sourceURL: 'https://accounts.test/js/412.js' }] },
      { startTime: 2990, duration: 110, scripts: [{ duration: 70, sourceURL: 'http://localhost/js/renderer.js' }] },
    ]);
    // The page re-rendered: the buttons are gone by the time INP is reported.
    document.body.replaceChildren();

    inp({ name: 'INP', value: 48, id: 'inp-1', entries: [interaction(1, 100, 48, null)] });
    inp({ name: 'INP', value: 320, id: 'inp-2', entries: [interaction(2, 1000, 320, null)] });
    inp({ name: 'INP', value: 96, id: 'inp-3', entries: [interaction(3, 3000, 96, null)] });
    hidePage();

    expect((await sentEvents()).filter((event) => event.kind === 'vital')).toEqual([
      { kind: 'vital', source: 'industries', name: 'INP', value: 48, target: 'html>body>div>button.more' },
      { kind: 'vital', source: 'accounts', name: 'INP', value: 320, target: '#filter' },
      { kind: 'vital', source: 'industries', name: 'INP', value: 96, target: '#filter' },
    ]);
  });

  it('a vital reported again before it was sent goes once, with its latest value', async () => {
    await openPage();
    const { cls } = await startReporter();
    cls({ name: 'CLS', value: 0.01, id: 'cls-1', entries: [] });
    cls({ name: 'CLS', value: 0.05, id: 'cls-1', entries: [] });
    hidePage();

    expect((await sentEvents()).filter((event) => event.kind === 'vital')).toEqual([{ kind: 'vital', source: 'host', name: 'CLS', value: 0.05 }]);
  });

  it('a value that is no measurement is not sent, nor an empty target: the page servers would refuse the batch', async () => {
    await openPage();
    const { lcp, inp } = await startReporter();
    lcp({ name: 'LCP', value: 7_200_000, id: 'lcp-1', entries: [{ element: document.createElement('img') }] });
    inp({ name: 'INP', value: Number.NaN, id: 'inp-1', entries: [] });
    // An interaction whose element the browser no longer names (removed from the page).
    inp({ name: 'INP', value: 56, id: 'inp-2', entries: [{ interactionId: 7, startTime: 0, duration: 56, target: null }] });
    hidePage();

    expect(await sentEvents()).toEqual([{ kind: 'view', sources: ['host'] }, { kind: 'vital', source: 'host', name: 'INP', value: 56 }]);
  });

  it('an error is the remote’s whose script threw it or is in its stack, else the host’s', async () => {
    await openPage();
    await startReporter();
    throwUncaught(new RangeError('no rows'), 'https://cdn.test/industries/js/chart.js');
    rejectUnhandled(errorFrom('https://accounts.test/js/signup.js', 'signup failed'));
    rejectUnhandled(errorFrom('http://localhost/js/site.js', 'the host failed'));
    rejectUnhandled('a string');
    hidePage();

    expect(await errorsSent()).toEqual([
      { kind: 'error', source: 'industries', origin: 'uncaught', message: 'RangeError: no rows' },
      { kind: 'error', source: 'accounts', origin: 'rejection', message: 'TypeError: signup failed' },
      { kind: 'error', source: 'host', origin: 'rejection', message: 'TypeError: the host failed' },
      { kind: 'error', source: 'host', origin: 'rejection', message: 'a string' },
    ]);
  });

  it('an error the browser hides (a remote’s script of another origin) is the page island’s; an extension’s is nobody’s', async () => {
    document.body.innerHTML = '<div data-island="accounts"><form></form></div>';
    await openPage();
    await startReporter();
    throwUncaught(null, '', 'Script error.');
    throwUncaught(new Error('from an extension'), 'chrome-extension://abcdef/content.js');
    hidePage();

    expect(await errorsSent()).toEqual([{ kind: 'error', source: 'accounts', origin: 'uncaught', message: 'Script error.' }]);
  });

  it('the same error again is sent once', async () => {
    await openPage();
    await startReporter();
    for (let n = 0; n < 5; n += 1) throwUncaught(new Error('in a loop'));
    hidePage();

    expect(await errorsSent()).toHaveLength(1);
  });
});

describe('errors of the page’s React roots', () => {
  /** A root made as the page makes its roots, rendered as a browser renders it (outside act(), which keeps what no boundary caught to itself). */
  async function renderRoot(element: HTMLElement, tree: (react: typeof ReactModule) => ReactModule.ReactNode, name: string, prefix?: string) {
    const react = await import('react');
    const { createRoot } = await import('react-dom/client');
    const { rootOptions } = await import('../islands/root-options');
    createRoot(element, rootOptions(name, prefix)).render(tree(react));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith(expect.stringContaining(`[vital] ${name}:`), expect.anything()));
  }

  it('are sent with the root’s source: a page island’s remote, or the scripts of what the shell rendered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-island="industries"></div><div id="root"></div>';
    const [island, shell] = [...document.body.children] as HTMLElement[];
    await openPage();
    await startReporter();
    const { ErrorBoundary } = await import('react-error-boundary');
    const { islandIdPrefix } = await import('@vital/shared');

    const Chart = () => {
      throw new Error('The chart has no rows');
    };
    const ChatWidget = () => {
      throw errorFrom('https://chat.test/js/widget.js', 'The widget broke');
    };
    await renderRoot(island!, ({ createElement }) => createElement(ErrorBoundary, { fallback: null }, createElement(Chart)), 'the industries page', islandIdPrefix('industries'));
    await renderRoot(shell!, ({ createElement }) => createElement(ChatWidget), 'the shell');
    hidePage();

    expect(await errorsSent()).toEqual([
      { kind: 'error', source: 'industries', origin: 'react-caught', message: 'Error: The chart has no rows' },
      { kind: 'error', source: 'chat', origin: 'react-uncaught', message: 'TypeError: The widget broke' },
    ]);
    // The console still hears of them, by the root's name.
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining('[vital] the industries page: an error boundary caught an error'), expect.any(Error));
  });

  it('include what React recovered from, such as a page island’s HTML that did not match', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<div data-island="marketing"><p>Server text</p></div>';
    const island = document.querySelector<HTMLElement>('[data-island]')!;
    await openPage();
    await startReporter();
    const react = await import('react');
    const { hydrateRoot } = await import('react-dom/client');
    const { rootOptions } = await import('../islands/root-options');

    await react.act(() => {
      hydrateRoot(island, react.createElement('div', null, 'Another tree'), rootOptions('the marketing page', 'marketing-'));
    });
    hidePage();

    const errors = await errorsSent();
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((error) => error.kind === 'error' && error.source === 'marketing' && error.origin === 'react-recoverable')).toBe(true);
  });
});

describe('every origin of an error', () => {
  it('is one the contract names, and the page sends each', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await openPage();
    await startReporter();
    const { rootOptions } = await import('../islands/root-options');
    // What React calls a root's options with.
    const options = rootOptions('the marketing page', 'marketing-');
    const info = { componentStack: '\n    at Page' };
    throwUncaught(new Error('uncaught'));
    rejectUnhandled(new Error('rejected'));
    options.onCaughtError?.(new Error('caught'), info);
    options.onUncaughtError?.(new Error('unmounted'), info);
    options.onRecoverableError?.(new Error('recovered'), info);
    capture?.captureField({ kind: 'api', failure: { method: 'GET', path: '/api/blogs', status: 503 } });
    hidePage();

    expect((await errorsSent()).map((event) => event.kind === 'error' && event.origin).sort()).toEqual([...ERROR_ORIGINS].sort());
  });
});

describe('remote loads', () => {
  const moduleOf = (remote: string) => ({ remote, buildId: 'test', routes: {} });

  it('sends each load of a remote’s code, loaded or failed, and a page’s chunk that failed after its code came', async () => {
    jest.useFakeTimers();
    mockFederation.loadRemote.mockImplementation(async (id: string) => {
      if (id.startsWith('vital_marketing/')) return moduleOf('marketing');
      throw new Error('Failed to fetch https://cdn.test/industries/mf-manifest.json');
    });
    await openPage();
    const loader = await import('../../federation/remote-loader');
    loader.registerSiteRemotes(config);
    await startReporter();

    await loader.loadRemoteModule('marketing');
    const industries = loader.loadRemoteModule('industries').catch((error: unknown) => error);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(await industries).toBeInstanceOf(loader.RemoteLoadError);
    // A chunk of marketing's about page (its code had come), and one of industries' (whose loader said it all).
    for (const src of ['https://marketing.test/js/about.js', 'https://cdn.test/industries/js/finance.js']) {
      const script = Object.assign(document.createElement('script'), { src });
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    }
    hidePage();

    expect(await sentEvents()).toEqual([
      { kind: 'view', sources: ['host', 'marketing', 'industries'] },
      { kind: 'remote-load', source: 'marketing', ok: true },
      { kind: 'remote-load', source: 'industries', ok: false },
      { kind: 'remote-load', source: 'marketing', ok: false },
    ]);
  });
});

describe('failed API calls', () => {
  async function startFieldReports(sampleRate = 1) {
    await openPage();
    document.documentElement.setAttribute('data-live', '');
    const { startFieldReports: start } = await import('./start-field-reports');
    start({ ...config, fieldReports: { sampleRate } });
    const { createApiClient } = await import('@vital/shared');
    // The reporter comes once the page is live and the browser idle.
    await new Promise((resolve) => setTimeout(resolve, 10));
    return createApiClient(config.apiBase);
  }

  it('are sent as errors of the API’s origin: a 5xx or no answer, never a 4xx', async () => {
    const client = await startFieldReports();
    answerApi('/api/blogs', reply(503));
    answerApi('/api/contact-us', reply(400, { success: false, message: 'Email is invalid' }));
    const options = { defaultMessage: 'It failed' };
    await client.get('/api/blogs?page=2&email=ada@example.com', options).catch(() => {});
    await client.post('/api/contact-us', { ...options, body: { email: 'ada@example' } }).catch(() => {});
    hidePage();

    expect(await errorsSent()).toEqual([{ kind: 'error', source: 'host', origin: 'api', message: 'API 503: GET /api/blogs' }]);
  });

  it('are the remote’s whose code made the client', async () => {
    await openPage();
    await startReporter();
    const caller = errorFrom('https://accounts.test/js/contact-form.js');
    capture?.captureField({ kind: 'api', failure: { method: 'POST', path: '/api/contact-us', status: null, caller } });
    hidePage();

    expect(await errorsSent()).toEqual([{ kind: 'error', source: 'accounts', origin: 'api', message: 'API unreachable: POST /api/contact-us' }]);
  });

  it('a session outside the sample sends nothing and loads no measuring', async () => {
    const client = await startFieldReports(0);
    answerApi('/api/blogs', reply(500));
    await client.get('/api/blogs', { defaultMessage: 'It failed' }).catch(() => {});
    throwUncaught(null, '', 'Script error.');
    hidePage();
    window.dispatchEvent(new Event('pagehide'));

    expect(beacons).toEqual([]);
    const vitals = (await import('web-vitals')) as unknown as Record<'onLCP', jest.Mock>;
    expect(vitals.onLCP).not.toHaveBeenCalled();
  });
});

describe('batches', () => {
  it('go out a second after an error while the tab stays open, then at most every 5 seconds', async () => {
    jest.useFakeTimers();
    await openPage();
    const { lcp } = await startReporter();
    lcp({ name: 'LCP', value: 900, id: 'lcp-1', entries: [] });
    await jest.advanceTimersByTimeAsync(3_000);
    // A vital alone waits for the page to be hidden.
    expect(beacons).toHaveLength(0);

    throwUncaught(new Error('first'));
    await jest.advanceTimersByTimeAsync(999);
    expect(beacons).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(beacons).toHaveLength(1);

    throwUncaught(new Error('second'));
    await jest.advanceTimersByTimeAsync(4_999);
    expect(beacons).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(beacons).toHaveLength(2);

    const [first, second] = await sentBatches();
    expect(first?.events.map((event) => event.kind)).toEqual(['view', 'vital', 'error']);
    expect(second?.events).toEqual([{ kind: 'error', source: 'host', origin: 'uncaught', message: 'Error: second' }]);
  });

  it(`never hold more than ${FIELD_LIMITS.maxEvents} events or ${FIELD_LIMITS.maxBodyBytes} bytes`, async () => {
    await openPage();
    await startReporter();
    for (let n = 0; n < 100; n += 1) throwUncaught(new Error(`Failure number ${n}: ${'é'.repeat(150)}`));
    hidePage();

    const batches = await sentBatches();
    expect(batches.length).toBeGreaterThan(2);
    for (const batch of batches) {
      expect(batch.events.length).toBeLessThanOrEqual(FIELD_LIMITS.maxEvents);
      expect(new TextEncoder().encode(JSON.stringify(batch)).length).toBeLessThanOrEqual(FIELD_LIMITS.maxBodyBytes);
    }
    expect(batches.flatMap((batch) => batch.events)).toHaveLength(101);
  });

  it('keep what the browser would not take for the next time', async () => {
    await openPage();
    let isTaking = false;
    const sent: FieldBatch[] = [];
    const { reporter } = await startReporter((batch) => (isTaking ? (sent.push(batch), true) : false));
    throwUncaught(new Error('kept'));
    reporter.flush();
    isTaking = true;
    hidePage();

    expect(sent.flatMap((batch) => batch.events)).toEqual([
      { kind: 'view', sources: ['host'] },
      { kind: 'error', source: 'host', origin: 'uncaught', message: 'Error: kept' },
    ]);
  });
});

describe('nothing personal', () => {
  it('never sends what the visitor typed, nor an address’s query', async () => {
    document.body.innerHTML = `
      <div data-island="accounts"><form><label>Email <input type="email" value="ada.lovelace@example.com"></label>
      <label>Message <textarea>Call me on my private line</textarea></label></form></div>`;
    await openPage();
    await startReporter();
    throwUncaught(new Error('Invalid: Call me on my private line (ada.lovelace@example.com)'), 'https://accounts.test/js/contact.js');
    rejectUnhandled(new Error('Failed to fetch https://accounts.test/api/check?email=ada.lovelace%40example.com&token=s3cr3t'));
    capture?.captureField({ kind: 'api', failure: { method: 'GET', path: '/api/users?name=Ada', status: 502 } });
    hidePage();

    const body = (await Promise.all(beacons.map((beacon) => beacon.text()))).join('\n');
    expect(body).not.toMatch(/ada|lovelace|private line|s3cr3t/i);
    expect(body).not.toContain('?');
    expect(await errorsSent()).toEqual<FieldEvent[]>([
      { kind: 'error', source: 'accounts', origin: 'uncaught', message: 'Error: Invalid: [typed] ([typed])' },
      { kind: 'error', source: 'host', origin: 'rejection', message: 'Error: Failed to fetch https://accounts.test/api/check' },
      { kind: 'error', source: 'host', origin: 'api', message: 'API 502: GET /api/users' },
    ]);
  });
});
