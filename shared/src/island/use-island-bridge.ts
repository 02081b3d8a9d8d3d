import { __unsafe_useEmotionCache } from '@emotion/react';
import { useMemo } from 'react';
import { useAuth } from '../auth/auth-context';
import { useSiteConfig } from '../config/site-config-context';
import { useRouterBridge } from '@vital/shared/router';
import { useToast } from '../toast/toast-context';
import type { IslandBridge } from './page-island';

/** Collects, where the host places an island, everything the island's page reads. */
export function useIslandBridge(): IslandBridge {
  const config = useSiteConfig();
  const auth = useAuth();
  const toast = useToast();
  const styleCache = __unsafe_useEmotionCache();
  const router = useRouterBridge();
  if (!styleCache) throw new Error('useIslandBridge() needs an emotion CacheProvider above it');
  const { navigation, location, route } = router;
  return useMemo(
    () => ({ config, auth, toast, styleCache, router: { navigation, location, route } }),
    [config, auth, toast, styleCache, navigation, location, route],
  );
}
