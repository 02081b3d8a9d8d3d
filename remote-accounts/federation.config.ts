// Module Federation config of the accounts remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
import type { AppFederation } from '@vital/shared/build/webpack.ts';

export default {
  name: 'vital_accounts',
  kind: 'remote',
  port: 3003,
  exposes: { './routes': './src/routes.tsx' },
} satisfies AppFederation;
