// The renderer every build, test and server render of the site runs on: Preact with
// its React compatibility layer (decision 019). The source is written against React's
// API and types; these are the specifiers that API is imported by and the Preact files
// that answer them. One list for webpack, Jest and the server's render build.
import { createRequire } from 'node:module';
import path from 'node:path';

/** React's specifier → the Preact file (relative to the preact package) that stands in for it. */
const REACT_TO_PREACT = /** @type {const} */ ({
  react: 'compat/dist/compat.mjs',
  'react-dom': 'compat/dist/compat.mjs',
  'react-dom/client': 'compat/client.mjs',
  'react/jsx-runtime': 'compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime': 'compat/jsx-dev-runtime.mjs',
});

/**
 * The preact package's directory as the app at `appDir` resolves it.
 * @param {string} appDir
 */
function preactDir(appDir) {
  return path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('preact/package.json'));
}

/** The preact package's version: what the React specifiers are shared as. */
export function rendererVersion(/** @type {string} */ appDir) {
  return /** @type {{ version: string }} */ (createRequire(path.join(appDir, 'package.json'))('preact/package.json')).version;
}

/**
 * webpack's `resolve.alias`: each React specifier, exactly, to its Preact file. A browser
 * build's `react-dom` is a module of its own (react-dom.mjs) that federation can share.
 * @param {string} appDir
 * @param {{ isBrowser: boolean }} options
 * @returns {Record<string, string>}
 */
export function rendererAliases(appDir, { isBrowser }) {
  const dir = preactDir(appDir);
  const aliases = Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([specifier, file]) => [`${specifier}$`, path.join(dir, file)]));
  if (isBrowser) aliases['react-dom$'] = path.join(import.meta.dirname, 'react-dom.mjs');
  return aliases;
}

/**
 * Jest's `moduleNameMapper` (CommonJS builds, Jest's module system).
 * @returns {Record<string, string>}
 */
export function rendererModuleMap() {
  return {
    '^react$': 'preact/compat',
    '^react-dom$': 'preact/compat',
    '^react-dom/client$': 'preact/compat/client',
    '^react-dom/test-utils$': 'preact/test-utils',
    '^react-dom/server$': 'preact/compat/server',
    '^react/jsx-runtime$': 'preact/compat/jsx-runtime',
    '^react/jsx-dev-runtime$': 'preact/compat/jsx-dev-runtime',
  };
}
