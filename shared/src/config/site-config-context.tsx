import { createContext, useContext, type ReactNode } from 'react';
import { useIsHydrated } from '../hooks/use-is-hydrated';
import { portalHref, portalRedirectPath, type PortalLinkKey, type SiteConfig } from './site-config';

const SiteConfigContext = createContext<SiteConfig | null>(null);
SiteConfigContext.displayName = 'SiteConfigContext';

export function SiteConfigProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig() needs the host’s SiteConfigProvider above it');
  return config;
}

/**
 * Portal address for a hand-off. Server-rendered HTML is made without the deployment's
 * config, so it links to the site's own `/portal/<key>`, which the page server redirects
 * to the configured portal; once the page is live the link is the portal's own address.
 */
export function usePortalHref(key: PortalLinkKey): string {
  const config = useSiteConfig();
  return useIsHydrated() ? portalHref(config, key) : portalRedirectPath(key);
}
