import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { AuthProvider, type AuthProviderProps } from '../auth/auth-context';
import { SiteConfigProvider } from '../config/site-config-context';
import type { SiteConfig } from '../config/site-config';
import { GlobalStyles } from '../theme/global-styles';
import { tokens } from '../theme/tokens';
import { ToastProvider } from '../toast/toast-context';

/** 3 retries, delay doubling from 1 s up to 30 s (docs/product.md, Portal API calls); data kept between pages. */
export const swrOptions: SWRConfiguration = {
  errorRetryCount: 3,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  dedupingInterval: 5 * 60 * 1000,
  onErrorRetry: (_error, _key, config, revalidate, { retryCount }) => {
    if (retryCount > (config.errorRetryCount ?? 3)) return;
    const delay = Math.min(1000 * 2 ** (retryCount - 1), 30_000);
    setTimeout(() => revalidate({ retryCount }), delay);
  },
};

export interface VitalProvidersProps {
  config: SiteConfig;
  children: ReactNode;
  authenticate?: AuthProviderProps['authenticate'];
  /** Tests pass a fresh cache per render. */
  swrProvider?: SWRConfiguration['provider'];
}

/**
 * Every context the site's pages rely on, in one place: the host mounts it
 * once, a remote's dev shell mounts it alone, and tests render inside it.
 */
export function VitalProviders({ config, children, authenticate, swrProvider }: VitalProvidersProps) {
  return (
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={tokens}>
        <GlobalStyles />
        <SWRConfig value={swrProvider ? { ...swrOptions, provider: swrProvider } : swrOptions}>
          <AuthProvider demoMode={config.demoMode} demoAccounts={config.demoAccounts} authenticate={authenticate}>
            <ToastProvider>{children}</ToastProvider>
          </AuthProvider>
        </SWRConfig>
      </ThemeProvider>
    </SiteConfigProvider>
  );
}
