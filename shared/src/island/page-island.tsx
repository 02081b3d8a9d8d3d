import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { Component, useLayoutEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthBridgeProvider, type AuthContextValue } from '../auth/auth-context';
import { SiteConfigProvider } from '../config/site-config-context';
import type { SiteConfig } from '../config/site-config';
import { swrOptions } from '../providers/vital-providers';
import { RouterBridgeProvider, type RouterBridge } from '@vital/shared/router';
import { tokens } from '../theme/tokens';
import { ToastBridgeProvider, type ToastContextValue } from '../toast/toast-context';

/**
 * What a remote's page reads from the site around it. A page is rendered as a root of
 * its own (an island, decision 014), so the host hands these over instead of React
 * context flowing into it; the server hands over its own stand-ins.
 */
export interface IslandBridge {
  config: SiteConfig;
  auth: AuthContextValue;
  toast: ToastContextValue;
  styleCache: EmotionCache;
  /** Null on the server, where the page is rendered inside a router of its own. */
  router: RouterBridge | null;
}

export interface PageIslandProps {
  bridge: IslandBridge;
  Page: ComponentType;
  /** A page that throws while rendering is reported to the host, which shows its fallback. */
  onError: (error: unknown) => void;
  /** Called once the page is on screen and working (hydrated, or rendered with its code all in). */
  onLive?: () => void;
  /** API answers the server rendered the page with, keyed as SWR keys them (decision 020). */
  data?: Record<string, unknown>;
}

/** In the commit that puts the page on screen, so the host's loading state never shows beside it. */
function LiveSignal({ onLive, children }: { onLive?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onLive?.(), [onLive]);
  return children;
}

class IslandErrorBoundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.hasFailed ? null : this.props.children;
  }
}

/**
 * The whole tree of a page island, the same on the server and in the browser. Every wrapper
 * renders its one child and no element of its own, so the page's HTML is the page's alone and
 * `useId` gives it the same ids in both: ids depend on the path from the root, and the root's
 * `identifierPrefix` (`islandIdPrefix`) keeps them apart from the shell's and other islands'.
 * A page whose code is still loading (`React.lazy`) suspends the island's root, which keeps
 * the server's HTML until the code is in.
 */
export function PageIsland({ bridge, Page, onError, onLive, data }: PageIslandProps) {
  // The same element while the page is the same: when the bridge changes (the stored user is
  // read, a toast shows, the address changes), only the page's parts that read what changed
  // render again, not the whole page.
  const page = useMemo(
    () => (
      <LiveSignal onLive={onLive}>
        <IslandErrorBoundary onError={onError}>
          <Page />
        </IslandErrorBoundary>
      </LiveSignal>
    ),
    [Page, onError, onLive],
  );
  const swr = useMemo(() => (data ? { ...swrOptions, fallback: data } : swrOptions), [data]);
  return (
    <SiteConfigProvider config={bridge.config}>
      <CacheProvider value={bridge.styleCache}>
        <ThemeProvider theme={tokens}>
          <SWRConfig value={swr}>
            <AuthBridgeProvider value={bridge.auth}>
              <ToastBridgeProvider value={bridge.toast}>
                {bridge.router ? <RouterBridgeProvider bridge={bridge.router}>{page}</RouterBridgeProvider> : page}
              </ToastBridgeProvider>
            </AuthBridgeProvider>
          </SWRConfig>
        </ThemeProvider>
      </CacheProvider>
    </SiteConfigProvider>
  );
}

/** Each island root's `identifierPrefix`, the same on the server and in the browser. */
export function islandIdPrefix(remote: string): string {
  return `${remote}-`;
}
