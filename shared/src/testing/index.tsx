// Test helpers for every package: render a component inside all the site's
// providers, the way the host renders pages, and answer its API calls with MSW.
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@vital/shared/router';
import { AUTH_STORAGE_KEY, type User } from '../auth/user';
import type { AuthProviderProps } from '../auth/auth-context';
import { parseSiteConfig, type SiteConfig } from '../config/site-config';
import { VitalProviders } from '../providers/vital-providers';
import { Toaster } from '../toast/toaster';
import { apiUrl, TEST_API_BASE } from '../api/testing/handlers';
import { localRemoteOrigin, remoteUrls, type RemoteModule, type RemoteName } from '../contract';
import type { FeaturePages } from '../federation/feature-routes';
import { pages, type PageEntry, type PageKey } from '../routes/pages';

/** A valid configuration with the local defaults; override what a test needs. */
export function createTestConfig(overrides: Partial<Record<keyof SiteConfig, unknown>> = {}): SiteConfig {
  return parseSiteConfig({
    remotes: remoteUrls(localRemoteOrigin, 'mf-manifest.json'),
    apiBase: TEST_API_BASE,
    portalUrl: 'https://portal.test',
    chatbotUrl: apiUrl('/chat'),
    demoMode: false,
    ...overrides,
  });
}

export const testUsers: Record<'professional' | 'company', User> = {
  professional: { id: '1700000000000', email: 'alex@example.com', name: 'Alex Morgan', userType: 'professional' },
  company: { id: '1700000000001', email: 'hr@acme.example', name: 'Acme Ltd', userType: 'company' },
};

export interface ProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The address the page is rendered at. */
  route?: string;
  config?: SiteConfig;
  /** Signed in as this user (stored as the host would store it). */
  user?: User;
  authenticate?: AuthProviderProps['authenticate'];
}

/** Renders `ui` inside the router, config, theme, SWR, auth and toast providers, plus the toaster. */
export function renderWithProviders(ui: ReactElement, options: ProvidersOptions = {}): RenderResult & { user: UserEvent } {
  const { route = '/', config = createTestConfig(), user, authenticate, ...renderOptions } = options;
  if (user) window.localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(user));
  const events = userEvent.setup();
  const result = render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[route]}>
        <VitalProviders config={config} authenticate={authenticate} swrProvider={() => new Map()}>
          {children}
          <Toaster />
        </VitalProviders>
      </MemoryRouter>
    ),
  });
  return { ...result, user: events };
}

export * from '@testing-library/react';
export { userEvent };

// jsdom 26 has no PointerEvent, so fireEvent.pointer* would build a plain Event without clientX
// or pointerType. A minimal stand-in, the way a browser provides it.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

/** Gives the test file's window a PointerEvent (jsdom has none) for as long as its tests run. */
export function providePointerEvents() {
  const hadPointerEvent = 'PointerEvent' in window;
  beforeAll(() => {
    if (!hadPointerEvent) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true, writable: true });
  });
  afterAll(() => {
    if (!hadPointerEvent) Reflect.deleteProperty(window, 'PointerEvent');
  });
}

// The network (MSW): the portal API's default handlers and the records they
// answer with, the server the Jest setup starts for every test file, and the
// helpers that change one answer for one test (server.use under the hood).
export { apiRecords, apiUrl } from '../api/testing/handlers';
/**
 * The default handlers themselves, for another MSW setup that needs the same network.
 * @public
 */
export { handlers } from '../api/testing/handlers';
export {
  answerApi,
  apiDown,
  apiHeld,
  apiOk,
  apiPending,
  networkError,
  noAnswer,
  ok,
  reply,
  requestCount,
  sentRequest,
  server,
  type Reply,
} from '../api/testing/network';
export { http } from 'msw';

/**
 * What every remote's routes.test checks of its `./routes`: the RemoteModule contract, one route
 * per registry page the remote owns, and each page in the `pages.tsx` of the feature folder its
 * row names. `load` is the remote's own `import(\`./features/${feature}/pages\`)`.
 */
export function describeRegistryPages(remote: RemoteName, module: RemoteModule, load: (feature: string) => Promise<{ pages: FeaturePages }>) {
  const owned = (Object.entries(pages) as Array<[PageKey, PageEntry]>).filter(([, page]) => page.owner === remote);
  describe(`the ${remote} remote`, () => {
    it('keeps the RemoteModule contract and serves the pages the registry gives it', () => {
      expect(module.remote).toBe(remote);
      expect(Object.keys(module.routes).sort()).toEqual(owned.map(([, page]) => page.path).sort());
    });

    it.each(owned)('%s is in the pages.tsx of the feature folder its row names', async (key, page) => {
      const { pages: featurePages } = await load('feature' in page ? page.feature : '(no feature)');
      expect(featurePages[key]).toEqual(expect.any(Function));
    });
  });
}
