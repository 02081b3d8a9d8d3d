// Module Federation config of the chat remote: what it exposes to the host.
// The contract of './routes' is RemoteModule in @vital/shared.
import type { AppFederation } from '@vital/shared/build/webpack.ts';

export default {
  name: 'vital_chat',
  kind: 'remote',
  port: 3004,
  exposes: { './routes': './src/routes.tsx' },
} satisfies AppFederation;
