import { createTestConfig } from '@vital/shared/testing';
import { REMOTES, type RemoteModule, type RemoteName } from '@vital/shared';
import type * as LoaderModule from './remote-loader';
import type * as StatusModule from './remote-status';

// The boundary: the Module Federation runtime. Everything else is the real code.
const mockFederation = {
  registerRemotes: jest.fn((_remotes: Array<{ name: string; entry: string }>, _options?: { force?: boolean }) => {}),
  loadRemote: jest.fn((_id: string): Promise<unknown> => new Promise(() => {})),
};
jest.mock('@module-federation/enhanced/runtime', () => ({ getInstance: () => mockFederation }));

type Loader = typeof LoaderModule;
type Status = typeof StatusModule;

const TIMEOUT_MS = 5000;
const RETRY_DELAY_MS = 400;
const config = createTestConfig({ remoteTimeoutMs: TIMEOUT_MS });

const moduleOf = (remote: RemoteName): RemoteModule => ({ remote, buildId: 'test', routes: { '/': () => null } });

/** The loader keeps its cache and the status in module state: each test starts from fresh modules. */
async function freshLoader(): Promise<Loader & Pick<Status, 'getRemoteStatus' | 'getRemoteTimeout'>> {
  jest.resetModules();
  const loader = await import('./remote-loader');
  const status = await import('./remote-status');
  loader.registerSiteRemotes(config);
  mockFederation.registerRemotes.mockClear();
  return { ...loader, getRemoteStatus: status.getRemoteStatus, getRemoteTimeout: status.getRemoteTimeout };
}

/** Observes a promise without leaving a rejection unhandled. */
function track<T>(promise: Promise<T>) {
  const state: { status: 'pending' | 'resolved' | 'rejected'; value?: T; error?: unknown } = { status: 'pending' };
  promise.then(
    (value) => Object.assign(state, { status: 'resolved', value }),
    (error: unknown) => Object.assign(state, { status: 'rejected', error }),
  );
  return state;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockFederation.registerRemotes.mockReset();
  mockFederation.loadRemote.mockReset();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('registerSiteRemotes', () => {
  it('registers every remote’s container with its manifest URL of site.config.json', async () => {
    jest.resetModules();
    const { registerSiteRemotes } = await import('./remote-loader');
    const { getRemoteTimeout } = await import('./remote-status');

    registerSiteRemotes(config);

    expect(mockFederation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(mockFederation.registerRemotes).toHaveBeenCalledWith(
      REMOTES.map((remote) => ({ name: remote.container, entry: config.remotes[remote.id] })),
      { force: false },
    );
    expect(mockFederation.registerRemotes.mock.calls[0]?.[0]).toContainEqual({ name: 'vital_marketing', entry: 'http://localhost:3001/mf-manifest.json' });
    expect(getRemoteTimeout()).toBe(TIMEOUT_MS);
  });
});

describe('loadRemoteModule', () => {
  it('loads the routes module of the remote’s container', async () => {
    const { loadRemoteModule } = await freshLoader();
    const marketing = moduleOf('marketing');
    mockFederation.loadRemote.mockResolvedValue(marketing);

    await expect(loadRemoteModule('marketing')).resolves.toBe(marketing);
    expect(mockFederation.loadRemote).toHaveBeenCalledWith('vital_marketing/routes');
  });

  it('returns the same promise while it is pending and after it succeeded', async () => {
    const { loadRemoteModule } = await freshLoader();
    mockFederation.loadRemote.mockResolvedValue(moduleOf('industries'));

    const first = loadRemoteModule('industries');
    expect(loadRemoteModule('industries')).toBe(first);
    await first;
    expect(loadRemoteModule('industries')).toBe(first);
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('marks the promise settled the way React’s use() reads it, so a module already here renders without suspending', async () => {
    const { loadRemoteModule } = await freshLoader();
    const marketing = moduleOf('marketing');
    mockFederation.loadRemote.mockResolvedValue(marketing);

    const pending = loadRemoteModule('marketing') as Promise<unknown> & { status?: string; value?: unknown };
    expect(pending.status).toBe('pending');
    await pending;
    expect(pending).toMatchObject({ status: 'fulfilled', value: marketing });
  });

  it('keeps one cache entry per remote', async () => {
    const { loadRemoteModule } = await freshLoader();
    mockFederation.loadRemote.mockImplementation(async (id) =>
      moduleOf(id === 'vital_chat/routes' ? 'chat' : 'accounts'),
    );

    await expect(loadRemoteModule('chat')).resolves.toMatchObject({ remote: 'chat' });
    await expect(loadRemoteModule('accounts')).resolves.toMatchObject({ remote: 'accounts' });
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it.each<[string, unknown]>([
    ['another remote’s module', moduleOf('marketing')],
    ['a module without routes', { remote: 'accounts' }],
    ['a module with null routes', { remote: 'accounts', routes: null }],
    ['nothing', undefined],
    ['a string', 'vital_accounts'],
  ])('rejects %s with reason "contract", without a retry', async (_, loaded) => {
    const { loadRemoteModule, RemoteLoadError, getRemoteStatus } = await freshLoader();
    mockFederation.loadRemote.mockResolvedValue(loaded);

    const error = await loadRemoteModule('accounts').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ name: 'RemoteLoadError', remote: 'accounts', reason: 'contract' });
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
    expect(mockFederation.registerRemotes).not.toHaveBeenCalled();
    expect(getRemoteStatus('vital_accounts')).toBe('unavailable');
  });

  it('retries a first failure once, after re-registering the remote with force', async () => {
    const { loadRemoteModule, getRemoteStatus } = await freshLoader();
    const accounts = moduleOf('accounts');
    mockFederation.loadRemote.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(accounts);

    const result = track(loadRemoteModule('accounts'));
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
    expect(result.status).toBe('pending');

    await jest.advanceTimersByTimeAsync(1);

    expect(result).toEqual({ status: 'resolved', value: accounts });
    expect(mockFederation.registerRemotes).toHaveBeenCalledTimes(1);
    expect(mockFederation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'vital_accounts', entry: 'http://localhost:3003/mf-manifest.json' }],
      { force: true },
    );
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);
    expect(getRemoteStatus('vital_accounts')).toBe('available');
  });

  it('rejects with reason "failed" after two failures, keeps the failure until resetRemote()', async () => {
    const { loadRemoteModule, resetRemote, RemoteLoadError, getRemoteStatus } = await freshLoader();
    const secondFault = new TypeError('still down');
    mockFederation.loadRemote.mockRejectedValueOnce(new TypeError('down')).mockRejectedValueOnce(secondFault);

    const first = loadRemoteModule('marketing');
    const result = track(first);
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);

    expect(result.status).toBe('rejected');
    expect(result.error).toBeInstanceOf(RemoteLoadError);
    expect(result.error).toMatchObject({ remote: 'marketing', reason: 'failed', cause: secondFault });
    expect((result.error as Error).message).toBe('Remote "marketing" could not be loaded');
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);
    expect(getRemoteStatus('vital_marketing')).toBe('unavailable');

    // React's use() asks again once the promise settles: it must get the same
    // rejected promise (and reach the error boundary), not start a new load.
    expect(loadRemoteModule('marketing')).toBe(first);
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);

    // Retry resets the remote: the next call loads again and can succeed.
    resetRemote('marketing');
    mockFederation.loadRemote.mockResolvedValueOnce(moduleOf('marketing'));
    const second = loadRemoteModule('marketing');
    expect(second).not.toBe(first);
    await expect(second).resolves.toMatchObject({ remote: 'marketing' });
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(3);
    expect(getRemoteStatus('vital_marketing')).toBe('available');
  });

  it('does not retry when the deadline is too near for another attempt', async () => {
    const { loadRemoteModule } = await freshLoader();
    mockFederation.loadRemote.mockImplementationOnce(
      () => new Promise((_, reject) => setTimeout(() => reject(new TypeError('slow failure')), TIMEOUT_MS - RETRY_DELAY_MS)),
    );

    const result = track(loadRemoteModule('industries'));
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - RETRY_DELAY_MS);

    expect(result.status).toBe('rejected');
    expect(result.error).toMatchObject({ reason: 'failed' });
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
    expect(mockFederation.registerRemotes).not.toHaveBeenCalled();
  });

  it('gives up with reason "timeout" when the load never settles within remoteTimeoutMs', async () => {
    const { loadRemoteModule, RemoteLoadError, getRemoteStatus } = await freshLoader();
    mockFederation.loadRemote.mockReturnValue(new Promise(() => {}));

    const result = track(loadRemoteModule('chat'));
    await jest.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    expect(result.status).toBe('pending');
    expect(getRemoteStatus('vital_chat')).toBe('unknown');

    await jest.advanceTimersByTimeAsync(1);

    expect(result.status).toBe('rejected');
    expect(result.error).toBeInstanceOf(RemoteLoadError);
    expect(result.error).toMatchObject({ remote: 'chat', reason: 'timeout' });
    expect((result.error as Error).message).toBe('Remote "chat" did not answer in time');
    expect(getRemoteStatus('vital_chat')).toBe('unavailable');
  });

  it('uses the timeout of the config it was registered with', async () => {
    jest.resetModules();
    const { registerSiteRemotes, loadRemoteModule } = await import('./remote-loader');
    registerSiteRemotes(createTestConfig({ remoteTimeoutMs: 1500 }));
    mockFederation.loadRemote.mockReturnValue(new Promise(() => {}));

    const result = track(loadRemoteModule('marketing'));
    await jest.advanceTimersByTimeAsync(1500);
    expect(result.error).toMatchObject({ reason: 'timeout' });
  });
});

describe('resetRemote', () => {
  it('re-registers the remote with force and drops the cached module', async () => {
    const { loadRemoteModule, resetRemote } = await freshLoader();
    mockFederation.loadRemote.mockResolvedValue(moduleOf('chat'));
    const first = loadRemoteModule('chat');
    await first;

    resetRemote('chat');

    expect(mockFederation.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'vital_chat', entry: 'http://localhost:3004/mf-manifest.json' }],
      { force: true },
    );
    const second = loadRemoteModule('chat');
    expect(second).not.toBe(first);
    await second;
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('refuses to run before the remotes were registered', async () => {
    jest.resetModules();
    const { resetRemote } = await import('./remote-loader');
    expect(() => resetRemote('chat')).toThrow(/registerSiteRemotes\(\) must run before/);
  });
});

describe('preloadRemote', () => {
  it('starts the load that a later loadRemoteModule() reuses', async () => {
    const { preloadRemote, loadRemoteModule } = await freshLoader();
    mockFederation.loadRemote.mockResolvedValue(moduleOf('industries'));

    preloadRemote('industries');
    await loadRemoteModule('industries');
    expect(mockFederation.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('stays silent when the remote fails', async () => {
    const { preloadRemote, getRemoteStatus } = await freshLoader();
    mockFederation.loadRemote.mockRejectedValue(new TypeError('down'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadRemote('chat');
      await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
      await Promise.resolve();
      expect(getRemoteStatus('vital_chat')).toBe('unavailable');
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('remote status', () => {
  it('is unknown before a load, available after a success', async () => {
    const { loadRemoteModule, getRemoteStatus } = await freshLoader();
    expect(getRemoteStatus('vital_chat')).toBe('unknown');
    mockFederation.loadRemote.mockResolvedValue(moduleOf('chat'));

    await loadRemoteModule('chat');

    expect(getRemoteStatus('vital_chat')).toBe('available');
    expect(getRemoteStatus('vital_marketing')).toBe('unknown');
  });

  it('is unavailable after a failure and available again after a successful retry', async () => {
    const { loadRemoteModule, resetRemote, getRemoteStatus } = await freshLoader();
    mockFederation.loadRemote.mockRejectedValue(new TypeError('down'));
    const failed = track(loadRemoteModule('chat'));
    await jest.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(failed.status).toBe('rejected');
    expect(getRemoteStatus('vital_chat')).toBe('unavailable');

    resetRemote('chat');
    mockFederation.loadRemote.mockResolvedValue(moduleOf('chat'));
    await loadRemoteModule('chat');
    expect(getRemoteStatus('vital_chat')).toBe('available');
  });
});
