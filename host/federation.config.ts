// Module Federation config of the host. It declares no remotes at build time:
// their addresses come from site.config.json when the page starts.
import { hostFederation } from '@vital/shared/build/webpack.ts';

export default hostFederation(['./src/federation/runtime-plugin.ts']);
