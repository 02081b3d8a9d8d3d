import type { RemoteName, RouteComponents } from '@vital/shared';
import { ChatWidget } from './features/chat/chat-widget';

export const remote: RemoteName = 'chat';

/** The build this code belongs to (RemoteModule.buildId). */
export const buildId = typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development';

/** The chat remote serves no pages of its own: the host mounts its widget. */
export const routes: RouteComponents = {};

export { ChatWidget };
