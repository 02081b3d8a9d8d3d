// One Jest setup for every package: TypeScript through ts-jest (transpile
// only, as tsconfig has isolatedModules; `pnpm typecheck` checks types),
// jsdom, Testing Library's matchers and the browser APIs jsdom lacks.
import path from 'node:path';

/** @param {string} packageDir @returns {import('jest').Config} */
export function createJestConfig(packageDir) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    roots: ['<rootDir>/src'],
    testEnvironment: 'jsdom',
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          tsconfig: path.join(packageDir, 'tsconfig.json'),
          diagnostics: false,
        },
      ],
    },
    setupFilesAfterEnv: [path.join(import.meta.dirname, 'jest-setup.ts')],
    clearMocks: true,
    restoreMocks: true,
  };
}
