// Module Federation config of the chat remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
/** @type {import('@vital/shared/build/webpack.mjs').AppFederation} */
export default {
  name: 'vital_chat',
  kind: 'remote',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
};
