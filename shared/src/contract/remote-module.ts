// What a remote's one exposed module, `./routes`, exports: the host checks it when it loads.
import type { ComponentType } from 'react';
import type { RoutePattern } from '../routes/paths';
import type { RemoteName } from './remotes';

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
