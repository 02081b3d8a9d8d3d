// Module Federation config of the marketing remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
/** @type {import('@vital/shared/build/webpack.mjs').AppFederation} */
export default {
  name: 'vital_marketing',
  kind: 'remote',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
};
