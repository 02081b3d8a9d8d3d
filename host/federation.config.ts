// Module Federation config of the host. It declares no remotes at build time:
// their addresses come from site.config.json when the page starts.
import type { AppFederation } from '@vital/shared/build/webpack.ts';

export default {
  name: 'vital_host',
  kind: 'host',
  port: 3000,
  runtimePlugins: ['./src/federation/runtime-plugin.ts'],
} satisfies AppFederation;
