// One Jest setup for every package: TypeScript compiled by ts-jest, transpiling only
// (`pnpm typecheck` checks the types), jsdom with Node's fetch (jest-environment.ts),
// MSW answering the network, Testing Library's matchers and the browser APIs jsdom
// lacks (jest-setup.ts).
import path from 'node:path';
import type { Config } from 'jest';

// MSW's CommonJS build requires three ESM-only packages, which Jest can require only on
// Node 24.9+ ("Must use import to load ES Module"): compiled to CommonJS here, like the tests.
const ESM_ONLY_FILES = '/node_modules/(?:rettime|until-async|@open-draft/deferred-promise)/.+\\.m?js$';

// ts-jest as the tests need it: each file on its own (no type information, so no program to
// build), to CommonJS (Jest's modules), with the JSX runtime the builds use.
const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      target: 'es2022',
      module: 'commonjs',
      jsx: 'react-jsx',
      jsxImportSource: '@emotion/react',
      esModuleInterop: true,
      isolatedModules: true,
      allowJs: true,
    },
  },
];

export function createJestConfig(packageDir: string): Config {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    roots: ['<rootDir>/src'],
    // Jest loads the environment through the transforms below, so it can be TypeScript too.
    testEnvironment: path.join(import.meta.dirname, 'jest-environment.ts'),
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.tsx?$': tsJest, [ESM_ONLY_FILES]: tsJest },
    transformIgnorePatterns: [`^(?!.*${ESM_ONLY_FILES}).*/node_modules/`],
    setupFilesAfterEnv: [path.join(import.meta.dirname, 'jest-setup.ts')],
    // Fake timers leave microtasks real: MSW settles an aborted request on them
    // (with a faked queueMicrotask, an aborted call came back as a 500).
    fakeTimers: { doNotFake: ['nextTick', 'queueMicrotask'] },
    clearMocks: true,
    restoreMocks: true,
  };
}
