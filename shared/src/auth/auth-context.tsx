import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsHydrating } from '../hooks/use-is-hydrated';
import { ApiError } from '../api/api-client';
import { SIGN_IN_FAILED } from '../api/operations/sign-in';
import type { DemoAccount } from '../config/site-config';
import { clearStoredUser, readStoredUser, writeStoredUser } from './auth-storage';
import { matchDemoAccount } from './demo-accounts';
import { AUTH_STORAGE_KEY, DEMO_SIGN_IN_DELAY_MS, type Credentials, type User } from './user';

/** How a sign-in ended; a failure carries the sentence to show the visitor. */
export type SignInResult = { ok: true } | { ok: false; message: string };

export interface AuthContextValue {
  user: User | null;
  /** True until the stored user has been read, and while a sign-in runs. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Resolves true when signed in; false on a mismatch or any error. */
  signIn: (credentials: Credentials) => Promise<boolean>;
  /**
   * The same sign-in, saying why it failed: the server's message (a refusal, a rate
   * limit), 'Network error occurred' when the server was not reached, else 'Sign in failed'.
   */
  attemptSignIn: (credentials: Credentials) => Promise<SignInResult>;
  signOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);
AuthContext.displayName = 'AuthContext';

/**
 * Who is signed in as every page is rendered on the server: nobody yet, still checking. What
 * React hydrates reads this state too (`useAuth`), so that it matches the server's HTML.
 */
export const AUTH_AS_SERVER_RENDERED = { user: null, isLoading: true, isAuthenticated: false } as const satisfies Partial<AuthContextValue>;

export interface AuthProviderProps {
  children: ReactNode;
  /** Demo accounts are honoured only in demo mode. */
  demoMode: boolean;
  demoAccounts: DemoAccount[];
  /**
   * Checks credentials with the portal API; resolves the user, or null on a mismatch. It may
   * reject with an ApiError, whose message is shown to the visitor.
   */
  authenticate?: (credentials: Credentials) => Promise<User | null>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function AuthProvider({ children, demoMode, demoAccounts, authenticate }: AuthProviderProps) {
  const [user, setUser] = useState<User | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  useEffect(() => {
    // Loading is true until the stored user has been read, which
    // happens once mounted (storage is an external system, absent on a server).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUser(readStoredUser());
    setIsLoading(false);
    // Signing in or out in another tab applies here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_STORAGE_KEY || event.key === null) setUser(readStoredUser());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const attemptSignIn = useCallback(
    async (credentials: Credentials): Promise<SignInResult> => {
      setIsLoading(true);
      try {
        let signedIn: User | null = null;
        if (demoMode) {
          await wait(DEMO_SIGN_IN_DELAY_MS);
          signedIn = await matchDemoAccount(demoAccounts, credentials);
        }
        if (!signedIn && authenticate) signedIn = await authenticate(credentials);
        if (!signedIn) return { ok: false, message: SIGN_IN_FAILED };
        writeStoredUser(signedIn);
        setUser(signedIn);
        return { ok: true };
      } catch (error) {
        return { ok: false, message: error instanceof ApiError ? error.message : SIGN_IN_FAILED };
      } finally {
        setIsLoading(false);
      }
    },
    [authenticate, demoAccounts, demoMode],
  );

  const signIn = useCallback(async (credentials: Credentials) => (await attemptSignIn(credentials)).ok, [attemptSignIn]);

  const signOut = useCallback(() => {
    clearStoredUser();
    setUser(null);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ user, isLoading, isAuthenticated: user !== null, signIn, attemptSignIn, signOut }),
    [user, isLoading, signIn, attemptSignIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** Hands an existing auth state to a page island (decision 014). */
export function AuthBridgeProvider({ value, children }: { value: AuthContextValue; children: ReactNode }) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/**
 * Who is signed in. A component React hydrates from the server's HTML reads the server's state
 * (nobody yet, still checking) and the visitor's right after: the shell's header and footer, and
 * each page island, are hydrated after the stored user has been read, so they would otherwise
 * differ from their HTML.
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth() needs the host’s AuthProvider above it');
  const isHydrating = useIsHydrating();
  return useMemo(() => (isHydrating ? { ...value, ...AUTH_AS_SERVER_RENDERED } : value), [isHydrating, value]);
}
