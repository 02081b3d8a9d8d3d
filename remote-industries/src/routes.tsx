import { featureRoutes, type RemoteName } from '@vital/shared';

export const remote: RemoteName = 'industries';

/** The build this code belongs to (RemoteModule.buildId). */
export const buildId = typeof __VITAL_BUILD_ID__ === 'string' ? __VITAL_BUILD_ID__ : 'development';

/** The pages the page registry gives this remote, each from its feature folder's pages.tsx (a chunk of its own). */
export const routes = featureRoutes(remote, (feature) => import(/* webpackChunkName: "feature-[request]" */ `./features/${feature}/pages`));
