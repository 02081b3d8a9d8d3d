// One Jest setup for every package: TypeScript compiled by SWC, as the builds
// compile it (transpile only: `pnpm typecheck` checks types),
// jsdom with Node's fetch (jest-environment.mjs), MSW answering the network,
// Testing Library's matchers and the browser APIs jsdom lacks (jest-setup.ts).
import path from 'node:path';
import { rendererModuleMap } from './renderer.mjs';

// MSW's CommonJS build requires three ESM-only packages, and Preact ships only
// ES modules; Jest can require those only on Node 24.9+ ("Must use import to
// load ES Module"): compiled to CommonJS here, like the tests.
const ESM_ONLY_FILES = '/node_modules/(?:rettime|until-async|@open-draft/deferred-promise|preact)/.+\\.m?js$';

/**
 * SWC's options for Jest: CommonJS modules (Jest's), the JSX runtime the builds use.
 * @param {{ syntax: 'typescript', tsx: boolean } | { syntax: 'ecmascript' }} parser
 */
function swcOptions(parser) {
  return {
    jsc: {
      target: 'es2022',
      parser,
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    },
    module: { type: 'commonjs' },
  };
}

/** @param {string} packageDir @returns {import('jest').Config} */
export function createJestConfig(packageDir) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    roots: ['<rootDir>/src'],
    testEnvironment: path.join(import.meta.dirname, 'jest-environment.mjs'),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': ['@swc/jest', swcOptions({ syntax: 'typescript', tsx: true })],
      [ESM_ONLY_FILES]: ['@swc/jest', swcOptions({ syntax: 'ecmascript' })],
    },
    transformIgnorePatterns: [`^(?!.*${ESM_ONLY_FILES}).*/node_modules/`],
    // The renderer the builds use (decision 019), for what the tests render.
    moduleNameMapper: rendererModuleMap(),
    setupFilesAfterEnv: [path.join(import.meta.dirname, 'jest-setup.ts')],
    // Fake timers leave microtasks real: MSW settles an aborted request on them
    // (with a faked queueMicrotask, an aborted call came back as a 500).
    fakeTimers: { doNotFake: ['nextTick', 'queueMicrotask'] },
    clearMocks: true,
    restoreMocks: true,
  };
}
