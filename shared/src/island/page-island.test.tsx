import createCache from '@emotion/cache';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AUTH_AS_SERVER_RENDERED, useAuth, type AuthContextValue } from '../auth/auth-context';
import { createTestConfig, render, screen, testUsers } from '../testing';
import type { ToastContextValue } from '../toast/toast-context';
import { islandIdPrefix, PageIsland, type IslandBridge } from './page-island';

const accountRendered = jest.fn();
const pageRendered = jest.fn();

function Account() {
  accountRendered();
  const { isLoading, user } = useAuth();
  return <p>{isLoading ? 'Checking your account…' : (user?.name ?? 'Signed out')}</p>;
}

function Page() {
  pageRendered();
  return (
    <main>
      <h1>About Us</h1>
      <Account />
    </main>
  );
}

const config = createTestConfig();
const styleCache = createCache({ key: 'css' });
const toast = { toasts: [] } as unknown as ToastContextValue;
const onError = jest.fn();
const bridgeWith = (auth: Partial<AuthContextValue>): IslandBridge => ({ config, auth: auth as AuthContextValue, toast, styleCache, router: null });

describe('PageIsland', () => {
  it('renders again only the parts of the page that read what changed in the bridge', () => {
    const { rerender } = render(<PageIsland bridge={bridgeWith({ user: null, isLoading: true })} Page={Page} onError={onError} />);
    expect(screen.getByText('Checking your account…')).toBeInTheDocument();
    pageRendered.mockClear();
    accountRendered.mockClear();

    // The host hands over a new bridge once the stored user has been read.
    rerender(<PageIsland bridge={bridgeWith({ user: testUsers.professional, isLoading: false })} Page={Page} onError={onError} />);
    expect(screen.getByText(testUsers.professional.name)).toBeInTheDocument();
    expect(pageRendered).not.toHaveBeenCalled();
    expect(accountRendered).toHaveBeenCalledTimes(1);
  });

  it('renders the page again when it is another page', () => {
    const bridge = bridgeWith({ user: null, isLoading: false });
    const { rerender } = render(<PageIsland bridge={bridge} Page={Page} onError={onError} />);
    rerender(<PageIsland bridge={bridge} Page={() => <h1>Contact</h1>} onError={onError} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
  });
});

describe('PageIsland hydrating the server’s HTML', () => {
  const signedIn = bridgeWith({ user: testUsers.professional, isLoading: false, isAuthenticated: true });

  function serverHtml() {
    const server = bridgeWith(AUTH_AS_SERVER_RENDERED);
    return renderToString(<PageIsland bridge={server} Page={Page} onError={onError} />, { identifierPrefix: islandIdPrefix('marketing') });
  }

  it('hydrates as the server rendered it, nobody signed in yet, then shows the visitor’s account', async () => {
    const element = document.createElement('div');
    element.innerHTML = serverHtml();
    document.body.append(element);
    const heading = element.querySelector('h1');
    const onRecoverableError = jest.fn();
    const onLive = jest.fn();

    await act(async () => {
      hydrateRoot(element, <PageIsland bridge={signedIn} Page={Page} onError={onError} onLive={onLive} />, {
        identifierPrefix: islandIdPrefix('marketing'),
        onRecoverableError,
      });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(element.querySelector('h1')).toBe(heading);
    expect(element).toHaveTextContent(testUsers.professional.name);
    expect(onLive).toHaveBeenCalledTimes(1);
    element.remove();
  });
});
