import createCache from '@emotion/cache';
import { useAuth, type AuthContextValue } from '../auth/auth-context';
import { createTestConfig, render, screen, testUsers } from '../testing';
import type { ToastContextValue } from '../toast/toast-context';
import { PageIsland, type IslandBridge } from './page-island';

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
    const { rerender } = render(<PageIsland remote="marketing" bridge={bridgeWith({ user: null, isLoading: true })} Page={Page} onError={onError} />);
    expect(screen.getByText('Checking your account…')).toBeInTheDocument();

    // The host hands over a new bridge once the stored user has been read.
    rerender(<PageIsland remote="marketing" bridge={bridgeWith({ user: testUsers.professional, isLoading: false })} Page={Page} onError={onError} />);
    expect(screen.getByText(testUsers.professional.name)).toBeInTheDocument();
    expect(pageRendered).toHaveBeenCalledTimes(1);
    expect(accountRendered).toHaveBeenCalledTimes(2);
  });

  it('renders the page again when it is another page', () => {
    const bridge = bridgeWith({ user: null, isLoading: false });
    const { rerender } = render(<PageIsland remote="marketing" bridge={bridge} Page={Page} onError={onError} />);
    rerender(<PageIsland remote="marketing" bridge={bridge} Page={() => <h1>Contact</h1>} onError={onError} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
  });
});
