// Module Federation config of the marketing remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
import type { AppFederation } from '@vital/shared/build/webpack.ts';

export default {
  name: 'vital_marketing',
  kind: 'remote',
  port: 3001,
  exposes: { './routes': './src/routes.tsx' },
} satisfies AppFederation;
