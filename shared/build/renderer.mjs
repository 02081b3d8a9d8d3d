// The renderer every build, test and server render of the site runs on: Preact with
// its React compatibility layer (decision 019). The source is written against React's
// API and types; these are the specifiers that API is imported by and the Preact entry
// points that answer them. One list for webpack, Jest and the server's render build.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** React's specifier → the Preact entry point that stands in for it. */
const REACT_TO_PREACT = /** @type {const} */ ({
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
});

/** What only the unit tests import (Testing Library's `act`, server rendering in a test). */
const TEST_ONLY = /** @type {const} */ ({
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom/server': 'preact/compat/server',
});

/** @param {string} appDir */
const preactPackage = (appDir) => {
  const file = createRequire(path.join(appDir, 'package.json')).resolve('preact/package.json');
  return { dir: path.dirname(file), ...(/** @type {{ version: string, exports: Record<string, string | Record<string, string>> }} */ (JSON.parse(fs.readFileSync(file, 'utf8')))) };
};

/** The preact package's version: what the React specifiers are shared as. */
export function rendererVersion(/** @type {string} */ appDir) {
  return preactPackage(appDir).version;
}

/**
 * webpack's `resolve.alias`: each React specifier, exactly, to the ES module file of its
 * Preact entry point (a path, so it resolves the same from any package). A browser build's
 * `react-dom` is a module of its own (react-dom.mjs) that federation can share.
 * @param {string} appDir
 * @param {{ isBrowser: boolean }} options
 * @returns {Record<string, string>}
 */
export function rendererAliases(appDir, { isBrowser }) {
  const { dir, exports } = preactPackage(appDir);
  const esModule = (/** @type {string} */ entry) => {
    const target = exports[`.${entry.slice('preact'.length)}`];
    const file = typeof target === 'string' ? target : (target?.import ?? target?.default);
    if (!file) throw new Error(`preact has no ES module for ${entry}`);
    return path.join(dir, file);
  };
  const aliases = Object.fromEntries(Object.entries(REACT_TO_PREACT).map(([specifier, entry]) => [`${specifier}$`, esModule(entry)]));
  if (isBrowser) aliases['react-dom$'] = path.join(import.meta.dirname, 'react-dom.mjs');
  return aliases;
}

/**
 * Jest's `moduleNameMapper`: Jest resolves the Preact entry points itself.
 * @returns {Record<string, string>}
 */
export function rendererModuleMap() {
  return Object.fromEntries(Object.entries({ ...REACT_TO_PREACT, ...TEST_ONLY }).map(([specifier, entry]) => [`^${specifier}$`, entry]));
}
