import { createContext, useContext, type ReactNode } from 'react';
import { portalHref, type PortalLinkKey, type SiteConfig } from './site-config';

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

/** Absolute portal address for a hand-off, from the runtime config. */
export function usePortalHref(key: PortalLinkKey): string {
  return portalHref(useSiteConfig(), key);
}
