import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import {
  AUTH_AS_SERVER_RENDERED,
  islandDataScript,
  islandIdPrefix,
  PageIsland,
  useSiteConfig,
  type AuthContextValue,
  type RemoteModule,
  type ToastContextValue,
} from '@vital/shared';
import { act, cleanup, createTestConfig, http, renderWithProviders, screen, server, waitFor, within } from '@vital/shared/testing';
import { useId, useState, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import useSWR, { unstable_serialize } from 'swr';
import { adoptServerIsland, markHostLive } from '../features/islands/server-island';
import { RemoteLoadError } from './remote-loader';
import { RemoteRoute } from './remote-route';

jest.mock('./remote-loader', () => {
  const actual = jest.requireActual('./remote-loader');
  // The tab loaded each remote where the test config says, as registerSiteRemotes() would have it.
  const { createTestConfig: testConfig } = jest.requireActual('@vital/shared/testing');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn(), settledModule: () => null, loadedEntry: (name: string) => testConfig().remotes[name] };
});
const { loadRemoteModule } = jest.requireMock('./remote-loader') as { loadRemoteModule: jest.Mock };
// jsdom loads no pages: the browser's full load is the boundary here.
jest.mock('./page-load', () => ({ loadPage: jest.fn() }));
const { loadPage } = jest.requireMock('./page-load') as { loadPage: jest.Mock };

/** A remote page with an id (useId), an emotion class and a controlled field. */
function HomePage() {
  const id = useId();
  const [name, setName] = useState('');
  return (
    <section>
      <h1 css={{ color: 'rebeccapurple' }}>Home</h1>
      <label htmlFor={id}>Name</label>
      <input id={id} value={name} onChange={(event) => setName(event.target.value)} />
      <p>Hello {name || 'there'}</p>
    </section>
  );
}

const fetchPosts = jest.fn(async () => ['A post from the browser']);
const postsKey = (apiBase: string) => ['vital-api', apiBase, '/api/blogs'];

/** A remote page that shows the API's posts (decision 020). */
function PostsPage() {
  const { data } = useSWR(postsKey(useSiteConfig().apiBase), fetchPosts);
  return <h1>{data ? data.join(', ') : 'Loading posts…'}</h1>;
}

const moduleOf = (buildId: string, Page: ComponentType = HomePage): RemoteModule => ({ remote: 'marketing', buildId, routes: { '/': Page } });

/**
 * What the remote renders for '/', as server/src/render/render-remote.tsx does: at build time,
 * or with the API's answers (`data`, from the API at `apiBase`).
 */
function serverFragment(buildId: string, Page: ComponentType, withData?: { apiBase: string; entries: Record<string, unknown> }) {
  const auth = AUTH_AS_SERVER_RENDERED as unknown as AuthContextValue;
  const toast = { toasts: [] } as unknown as ToastContextValue;
  const config = createTestConfig(withData ? { apiBase: withData.apiBase } : {});
  const bridge = { config, auth, toast, styleCache: createCache({ key: 'css' }), router: null };
  const html = renderToString(<PageIsland bridge={bridge} Page={Page} data={withData?.entries} onError={() => {}} />, {
    identifierPrefix: islandIdPrefix('marketing'),
  });
  return `<!--vital-build:${buildId}-->${withData ? islandDataScript(withData) : ''}${html}`;
}

/** The page as the server sent it: the island with the fragment, read before React starts. */
function landOnServerPage(buildId: string, Page: ComponentType = HomePage, withData?: { apiBase: string; entries: Record<string, unknown> }) {
  const sent = document.createElement('div');
  sent.innerHTML = `<div data-island="marketing">${serverFragment(buildId, Page, withData)}</div>`;
  adoptServerIsland(sent);
  return sent;
}

function renderRoute() {
  return renderWithProviders(
    <CacheProvider value={createCache({ key: 'css' })}>
      <RemoteRoute remote="marketing" pattern="/" />
    </CacheProvider>,
  );
}

let resolveModule: (module: RemoteModule) => void;
beforeEach(() => {
  loadRemoteModule.mockReturnValue(new Promise<RemoteModule>((resolve) => (resolveModule = resolve)));
});

describe('RemoteRoute', () => {
  // An island's root is unmounted a microtask after its route (remote-route.tsx): inside act too,
  // before Testing Library's own cleanup.
  afterEach(async () => {
    await act(async () => cleanup());
  });

  it('keeps the server’s page on screen and hydrates it in place, with what was typed before', async () => {
    landOnServerPage('b1');
    markHostLive();
    const errors = jest.spyOn(console, 'error');
    renderRoute();
    const heading = screen.getByRole('heading', { name: 'Home' });
    expect(screen.queryByRole('status')).toBeNull();
    const field = screen.getByLabelText('Name');
    expect(field.id).toMatch(/^_marketing-/);
    (field as HTMLInputElement).value = 'Ada';

    await act(async () => resolveModule(moduleOf('b1')));

    expect(screen.getByRole('heading', { name: 'Home' })).toBe(heading);
    expect(screen.getByLabelText('Name')).toBe(field);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-live');
    expect(errors).not.toHaveBeenCalled();
  });

  it('reports HTML that does not match its page, with the island’s name, and shows the page', async () => {
    landOnServerPage('b1');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute();
    const OtherPage = () => <h1>Not what the server rendered</h1>;
    await act(async () => resolveModule(moduleOf('b1', OtherPage)));
    expect(await screen.findByRole('heading', { name: 'Not what the server rendered' })).toBeInTheDocument();
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/^\[vital\] the marketing page: React recovered from an error/), expect.anything());
  });

  it('replaces HTML of another build instead of hydrating it', async () => {
    landOnServerPage('old-release');
    const errors = jest.spyOn(console, 'error');
    renderRoute();
    const heading = screen.getByRole('heading', { name: 'Home' });
    await act(async () => resolveModule(moduleOf('new-release')));
    expect(screen.getByRole('heading', { name: 'Home' })).not.toBe(heading);
    expect(errors).not.toHaveBeenCalled();
  });

  it('hydrates a page with the API answers it was rendered with, without asking again', async () => {
    const { apiBase } = createTestConfig();
    const sent = landOnServerPage('b1', PostsPage, { apiBase, entries: { [unstable_serialize(postsKey(apiBase))]: ['Hiring for Potential'] } });
    expect(sent.querySelector('script')).toBeNull();
    renderRoute();
    const heading = screen.getByRole('heading', { name: 'Hiring for Potential' });
    await act(async () => resolveModule(moduleOf('b1', PostsPage)));
    expect(screen.getByRole('heading', { name: 'Hiring for Potential' })).toBe(heading);
    expect(fetchPosts).not.toHaveBeenCalled();
  });

  it('renders afresh a page whose data came from another API than the page’s', async () => {
    const apiBase = 'https://elsewhere.example';
    landOnServerPage('b1', PostsPage, { apiBase, entries: { [unstable_serialize(postsKey(apiBase))]: ['A post from elsewhere'] } });
    renderRoute();
    expect(screen.getByRole('heading', { name: 'A post from elsewhere' })).toBeInTheDocument();
    await act(async () => resolveModule(moduleOf('b1', PostsPage)));
    expect(await screen.findByRole('heading', { name: 'A post from the browser' })).toBeInTheDocument();
  });

  it('shows a page whose code comes on first use once that code has come, in a task after it', async () => {
    let resolvePage: () => void = () => {};
    const Page = Object.assign(() => <h1>Home</h1>, { preload: () => new Promise<void>((resolve) => (resolvePage = resolve)) });
    renderRoute();
    await act(async () => resolveModule(moduleOf('b1', Page)));
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    // The island's own root renders a task later, whenever the renderer gets to it: wait for it.
    await act(async () => resolvePage());
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('shows the loading state on a later navigation, then the page', async () => {
    renderRoute();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => resolveModule(moduleOf('b1')));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the server’s page readable when its code cannot be loaded, with a notice whose Retry hydrates it in place', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    landOnServerPage('b1');
    markHostLive();
    loadRemoteModule.mockReturnValue(Promise.reject(new RemoteLoadError('marketing', 'timeout')));
    const { user } = renderRoute();
    const heading = screen.getByRole('heading', { name: 'Home' });
    const field = screen.getByLabelText('Name');
    (field as HTMLInputElement).value = 'Ada';

    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('This section cannot respond right now. It is taking too long to load.');
    expect(screen.getByRole('heading', { name: 'Home' })).toBe(heading);
    expect(screen.queryByRole('heading', { name: 'This section is temporarily unavailable' })).toBeNull();
    expect(document.documentElement).toHaveAttribute('data-live');
    // Its forms wait for its code (the head script holds back a form inside this mark).
    expect(field.closest('[data-without-code]')).not.toBeNull();

    loadRemoteModule.mockReturnValue(Promise.resolve(moduleOf('b1')));
    await user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBe(heading);
    expect(screen.queryByRole('status')).toBeNull();
    expect(field.closest('[data-without-code]')).toBeNull();
  });

  it('shows the failure message with a Retry when the remote cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    loadRemoteModule.mockReturnValue(Promise.reject(new Error('offline')));
    const { user } = renderRoute();
    expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
    loadRemoteModule.mockReturnValue(Promise.resolve(moduleOf('b1')));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  describe('a page reached inside the tab whose code fails to load', () => {
    const chunkFailure = () => Object.assign(new Error('Loading chunk feature-blogs-pages failed.'), { name: 'ChunkLoadError' });
    const loadedMarketing = createTestConfig().remotes.marketing;
    const configRequests: RequestInit[] = [];

    /** What the page server says of the site now: marketing at `marketing`. */
    function serverSaysMarketingIsAt(marketing: string) {
      server.use(
        http.get('/site.config.json', ({ request }) => {
          configRequests.push({ cache: request.cache });
          return Response.json({ ...createTestConfig(), remotes: { ...createTestConfig().remotes, marketing } });
        }),
      );
    }

    beforeEach(() => {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      window.sessionStorage.clear();
      configRequests.length = 0;
      loadPage.mockClear();
    });

    it('is loaded in full once when the page server now names another version, instead of the failure', async () => {
      serverSaysMarketingIsAt('http://localhost:3001/releases/bbbbbbbbbbbb-2222222/mf-manifest.json');
      loadRemoteModule.mockReturnValue(Promise.resolve(moduleOf('b1', Object.assign(() => <h1>Home</h1>, { preload: () => Promise.reject(chunkFailure()) }))));
      renderRoute();
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
      expect(configRequests).toEqual([{ cache: 'no-store' }]);
      expect(screen.queryByRole('heading', { name: 'This section is temporarily unavailable' })).toBeNull();
      expect(screen.getByRole('status')).toBeInTheDocument();
    });

    it('shows the failure with its Retry when that full load already came and the code still fails: never a loop', async () => {
      serverSaysMarketingIsAt('http://localhost:3001/releases/bbbbbbbbbbbb-2222222/mf-manifest.json');
      loadRemoteModule.mockReturnValue(Promise.reject(new RemoteLoadError('marketing', 'failed')));
      renderRoute();
      await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(1));
      await act(async () => cleanup());

      renderRoute();
      expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
      expect(loadPage).toHaveBeenCalledTimes(1);
    });

    it('shows the failure with its Retry when the version is the one the tab has: the remote is down', async () => {
      serverSaysMarketingIsAt(loadedMarketing);
      loadRemoteModule.mockReturnValue(Promise.reject(new RemoteLoadError('marketing', 'timeout')));
      renderRoute();
      expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
      expect(configRequests).toHaveLength(1);
      expect(loadPage).not.toHaveBeenCalled();
    });

    it('shows the failure when the page server cannot say which version is live', async () => {
      server.use(http.get('/site.config.json', () => new Response('busy', { status: 503 })));
      loadRemoteModule.mockReturnValue(Promise.reject(chunkFailure()));
      renderRoute();
      expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
      expect(loadPage).not.toHaveBeenCalled();
    });

    it('asks once, on arriving, for a page whose code arrived and broke the contract: another version is no answer to that', async () => {
      serverSaysMarketingIsAt(loadedMarketing);
      loadRemoteModule.mockReturnValue(Promise.reject(new RemoteLoadError('marketing', 'contract')));
      renderRoute();
      expect(await screen.findByRole('heading', { name: 'This section is temporarily unavailable' })).toBeInTheDocument();
      expect(configRequests).toHaveLength(1);
      expect(loadPage).not.toHaveBeenCalled();
    });

    it('is loaded in full when the page server now names another version (a rollback), even though its code still loads', async () => {
      serverSaysMarketingIsAt('http://localhost:3001/releases/bbbbbbbbbbbb-2222222/mf-manifest.json');
      loadRemoteModule.mockReturnValue(Promise.resolve(moduleOf('b1')));
      renderRoute();
      await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'));
      expect(configRequests).toEqual([{ cache: 'no-store' }]);
    });

    it('never leaves the page the visitor landed on, which may hold what they typed', async () => {
      serverSaysMarketingIsAt('http://localhost:3001/releases/bbbbbbbbbbbb-2222222/mf-manifest.json');
      landOnServerPage('b1');
      markHostLive();
      loadRemoteModule.mockReturnValue(Promise.reject(new RemoteLoadError('marketing', 'failed')));
      renderRoute();
      expect(await screen.findByRole('status')).toHaveTextContent('This section cannot respond right now.');
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
      expect(configRequests).toEqual([]);
      expect(loadPage).not.toHaveBeenCalled();
    });
  });
});
