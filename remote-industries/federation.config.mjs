// Module Federation config of the industries remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
/** @type {import('@vital/shared/build/webpack.mjs').AppFederation} */
export default {
  name: 'vital_industries',
  kind: 'remote',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
};
