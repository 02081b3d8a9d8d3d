// The Module Federation contract every app of the site builds with: which
// packages are singletons and how their versions are declared. One list, so
// the host and the remotes can never disagree about what is shared.
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Packages (and the subpaths apps import directly) that must exist once at
 * runtime. Subpaths are listed because MF matches requests by their exact
 * specifier: without `react/jsx-runtime` or `@emotion/react/jsx-runtime` a
 * remote would bundle its own copy and miss the host's contexts.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  '@emotion/react',
  '@emotion/react/jsx-runtime',
  '@emotion/react/jsx-dev-runtime',
  '@emotion/styled',
  'swr',
  '@vital/shared',
  // The router is shared through this facade, never as react-router itself (decision 011).
  '@vital/shared/router',
];

/** Package name of a bare specifier: `@scope/pkg/sub` → `@scope/pkg`. */
function packageNameOf(specifier: string) {
  return specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The `shared` section of an app's federation config. Versions are read from
 * what the app actually resolves; `requiredVersion` is a caret range so that a
 * remote deployed alone keeps working with a host on a newer patch or minor.
 * The host provides every singleton on every page, so its copies are `eager`:
 * they come in its main script instead of a dozen small ones fetched after it.
 * `appDir`: absolute path of the app package.
 */
export function sharedSingletons(appDir: string, { isHost }: { isHost: boolean }) {
  const require = createRequire(path.join(appDir, 'package.json'));
  const shared: Record<string, { singleton: true; eager: boolean; version: string; requiredVersion: string }> = {};
  for (const specifier of SINGLETONS) {
    const { version } = require(`${packageNameOf(specifier)}/package.json`);
    shared[specifier] = { singleton: true, eager: isHost, version, requiredVersion: `^${version}` };
  }
  return shared;
}
