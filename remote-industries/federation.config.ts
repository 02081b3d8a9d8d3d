// Module Federation config of the industries remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
import type { AppFederation } from '@vital/shared/build/webpack.ts';

export default {
  name: 'vital_industries',
  kind: 'remote',
  port: 3002,
  exposes: { './routes': './src/routes.tsx' },
} satisfies AppFederation;
