import { act, render, renderHook, waitFor } from '@testing-library/react';
import { createHash } from 'node:crypto';
import type { ReactNode } from 'react';
import { ApiError, NETWORK_ERROR } from '../api/api-client';
import type { DemoAccount } from '../config/site-config';
import { AuthProvider, useAuth, type AuthProviderProps } from './auth-context';
import { AUTH_STORAGE_KEY, DEMO_DISPLAY_NAMES, DEMO_SIGN_IN_DELAY_MS, SIGNED_IN_COOKIE, type User } from './user';

const PASSWORD = 'correct horse battery staple';
const demoAccounts: DemoAccount[] = [
  {
    email: 'pro@demo.test',
    userType: 'professional',
    passwordSha256: createHash('sha256').update(PASSWORD).digest('hex'),
  },
  {
    email: 'co@demo.test',
    userType: 'company',
    passwordSha256: createHash('sha256').update(PASSWORD).digest('hex'),
  },
];
const storedUser: User = { id: '42', email: 'sam@example.com', name: 'Sam Lee', userType: 'company' };

function setup(props: Partial<Omit<AuthProviderProps, 'children'>> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider demoMode={props.demoMode ?? true} demoAccounts={demoAccounts} authenticate={props.authenticate}>
      {children}
    </AuthProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

describe('AuthProvider', () => {
  it('starts loading and turns loading off once the stored user has been read', async () => {
    const seen: boolean[] = [];
    function Probe() {
      seen.push(useAuth().isLoading);
      return null;
    }
    render(
      <AuthProvider demoMode={false} demoAccounts={[]}>
        <Probe />
      </AuthProvider>,
    );
    await waitFor(() => expect(seen.at(-1)).toBe(false));
    expect(seen[0]).toBe(true);
  });

  it('restores a valid stored user and reports isAuthenticated', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedUser));
    const { result } = setup();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual(storedUser);
    expect(result.current.isAuthenticated).toBe(true);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a JSON string', '"hello"'],
    ['a user without a type', JSON.stringify({ id: '1', email: 'a@b.c', name: 'A' })],
    ['an unknown user type', JSON.stringify({ ...storedUser, userType: 'admin' })],
    ['a null', 'null'],
  ])('removes a corrupt stored value (%s) silently and treats the visitor as signed out', async (_, raw) => {
    const consoleError = jest.spyOn(console, 'error');
    localStorage.setItem(AUTH_STORAGE_KEY, raw);
    const { result } = setup();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('signs in a demo account after the simulated 1 s delay and stores only the user', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-02T03:04:05Z') });
    const { result } = setup();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });

    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.signIn({ email: 'pro@demo.test', password: PASSWORD, userType: 'professional' });
    });
    expect(result.current.isLoading).toBe(true);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(DEMO_SIGN_IN_DELAY_MS - 1);
    });
    expect(result.current.user).toBeNull();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    await expect(outcome).resolves.toBe(true);
    jest.useRealTimers();

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.user).toEqual({
      id: String(new Date('2026-01-02T03:04:05Z').getTime() + DEMO_SIGN_IN_DELAY_MS),
      email: 'pro@demo.test',
      name: DEMO_DISPLAY_NAMES.professional,
      userType: 'professional',
    });
    const stored = localStorage.getItem(AUTH_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual(result.current.user);
    expect(stored).not.toContain(PASSWORD);
  });

  it('refuses a demo account of the other user type, a wrong password and an unknown e-mail', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    for (const credentials of [
      { email: 'pro@demo.test', password: PASSWORD, userType: 'company' as const },
      { email: 'pro@demo.test', password: 'wrong', userType: 'professional' as const },
      { email: 'nobody@demo.test', password: PASSWORD, userType: 'professional' as const },
    ]) {
      let outcome = true;
      await act(async () => {
        outcome = await result.current.signIn(credentials);
      });
      expect(outcome).toBe(false);
    }
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('does not honour demo accounts when demo mode is off', async () => {
    const { result } = setup({ demoMode: false });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome = true;
    await act(async () => {
      outcome = await result.current.signIn({ email: 'pro@demo.test', password: PASSWORD, userType: 'professional' });
    });
    expect(outcome).toBe(false);
  });

  it('signs in through the portal API when the credentials are not a demo account', async () => {
    const authenticate = jest.fn(async () => storedUser);
    const { result } = setup({ demoMode: false, authenticate });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome = false;
    await act(async () => {
      outcome = await result.current.signIn({ email: 'sam@example.com', password: 'pw', userType: 'company' });
    });
    expect(outcome).toBe(true);
    expect(authenticate).toHaveBeenCalledWith({ email: 'sam@example.com', password: 'pw', userType: 'company' });
    expect(result.current.user).toEqual(storedUser);
  });

  it('returns false when the check throws', async () => {
    const { result } = setup({ demoMode: false, authenticate: async () => Promise.reject(new Error('down')) });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    let outcome = true;
    await act(async () => {
      outcome = await result.current.signIn({ email: 'x@y.z', password: 'pw', userType: 'professional' });
    });
    expect(outcome).toBe(false);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
  });

  describe('attemptSignIn: the same sign-in, saying why it failed', () => {
    const credentials = { email: 'sam@example.com', password: 'pw', userType: 'company' as const };

    async function attempt(props: Partial<Omit<AuthProviderProps, 'children'>>) {
      const { result } = setup({ demoMode: false, ...props });
      await waitFor(() => expect(result.current.isLoading).toBe(false));
      let outcome: Awaited<ReturnType<typeof result.current.attemptSignIn>> | undefined;
      await act(async () => {
        outcome = await result.current.attemptSignIn(credentials);
      });
      return { outcome, result };
    }

    it('is ok, and signed in, when the check succeeds', async () => {
      const { outcome, result } = await attempt({ authenticate: async () => storedUser });
      expect(outcome).toEqual({ ok: true });
      expect(result.current.user).toEqual(storedUser);
    });

    it.each([
      ["the server's message", new ApiError('Invalid email or password.', 401), 'Invalid email or password.'],
      ['the rate limit’s message', new ApiError('Too many sign-in attempts. Please wait 30 seconds and try again.', 429), 'Too many sign-in attempts. Please wait 30 seconds and try again.'],
      ["'Network error occurred' when the server was not reached", new ApiError(NETWORK_ERROR, null), 'Network error occurred'],
      ["'Sign in failed' for anything else thrown", new Error('boom'), 'Sign in failed'],
    ])('gives %s', async (_case, error, message) => {
      const { outcome, result } = await attempt({ authenticate: async () => Promise.reject(error) });
      expect(outcome).toEqual({ ok: false, message });
      expect(result.current.isAuthenticated).toBe(false);
      expect(result.current.isLoading).toBe(false);
    });

    it("gives 'Sign in failed' for a mismatch with nothing to say, and without any way to check", async () => {
      expect((await attempt({ authenticate: async () => null })).outcome).toEqual({ ok: false, message: 'Sign in failed' });
      expect((await attempt({})).outcome).toEqual({ ok: false, message: 'Sign in failed' });
    });

    it('leaves signIn a plain true or false for the rest of the site', async () => {
      const { result } = setup({ demoMode: false, authenticate: async () => Promise.reject(new ApiError('Invalid email or password.', 401)) });
      await waitFor(() => expect(result.current.isLoading).toBe(false));
      let outcome: boolean | undefined;
      await act(async () => {
        outcome = await result.current.signIn(credentials);
      });
      expect(outcome).toBe(false);
    });
  });

  it('signs out: clears the user and the stored entry', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedUser));
    const { result } = setup();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps the signed-in cookie in step with the stored user, for the page server', async () => {
    const isMarked = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedUser));
    const { result } = setup();
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    expect(isMarked()).toBe(true);
    act(() => result.current.signOut());
    expect(isMarked()).toBe(false);
    // A session stored before the cookie existed gets it when it is read; a corrupt one loses it.
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedUser));
    const again = setup();
    await waitFor(() => expect(again.result.current.isAuthenticated).toBe(true));
    expect(isMarked()).toBe(true);
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    const corrupt = setup();
    await waitFor(() => expect(corrupt.result.current.isLoading).toBe(false));
    expect(isMarked()).toBe(false);
  });

  it('follows sign-in and sign-out made in another tab', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => {
      localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(storedUser));
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    });
    expect(result.current.user).toEqual(storedUser);
    act(() => {
      localStorage.removeItem(AUTH_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }));
    });
    expect(result.current.user).toBeNull();
  });

  it('tells a developer when the provider is missing', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
  });
});
