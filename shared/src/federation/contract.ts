import type { ComponentType } from 'react';
import type { RoutePattern } from '../routes/paths';

/** The four remotes of the site, by the name the host knows them under. */
export const REMOTE_NAMES = ['marketing', 'industries', 'accounts', 'chat'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** MF container name of each remote (its `name` in federation.config.ts). */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  marketing: 'vital_marketing',
  industries: 'vital_industries',
  accounts: 'vital_accounts',
  chat: 'vital_chat',
};

/** Every remote exposes this module; the host imports nothing else from it. */
export const ROUTES_MODULE = './routes';

/** A page of a remote; one whose code comes on first use can be loaded ahead (`preload`). */
export type PageComponent = ComponentType & { preload?: () => Promise<unknown> };

/** Page components of a remote, keyed by the route pattern they serve. */
export type RouteComponents = Partial<Record<RoutePattern, PageComponent>>;

export interface ChatWidgetProps {
  /** Called when the visitor closes the panel; the host then shows the launcher again. */
  onClose: () => void;
}

declare global {
  /** The build's id, set by webpack's DefinePlugin (shared/build/webpack.ts); absent in unit tests. */
  const __VITAL_BUILD_ID__: string;
}

/** What `<remote>/routes` exports. */
export interface RemoteModule {
  remote: RemoteName;
  /**
   * The remote's build (`typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development'`):
   * its server-rendered pages carry the same id, so the host hydrates only HTML of the code it loaded.
   */
  buildId: string;
  routes: RouteComponents;
  /** Only the chat remote fills this slot. */
  ChatWidget?: ComponentType<ChatWidgetProps>;
}
