// ESLint flat config. Besides the usual TypeScript and React hooks rules it
// enforces the architecture: shared → host/remotes, never the other way;
// remotes never import each other or the host; @vital/shared only through
// its declared entry points.
import fs from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every remote's folder is `remote-<id>` (its row of shared/src/contract/remotes.ts, which a test holds
// to this): a new remote is under the boundaries without a line here.
const REMOTES = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => name.startsWith('remote-') && fs.existsSync(`${import.meta.dirname}/${name}/package.json`))
  .sort();
const PACKAGES = ['host', 'shared', ...REMOTES];

/**
 * Bare and relative ways of reaching into the given workspace folders.
 * @param {string[]} folders
 * @param {string} message
 */
function reachInto(folders, message) {
  const names = folders.map((folder) => `@vital/${folder}`);
  return [
    { group: names.flatMap((name) => [name, `${name}/*`]), message },
    { regex: `^(\\.\\./)+(${folders.join('|')})(/|$)`, message },
  ];
}

const sharedEntryPoints = {
  group: ['@vital/shared/*', '!@vital/shared/testing', '!@vital/shared/dev-shell', '!@vital/shared/e2e', '!@vital/shared/phone', '!@vital/shared/router'],
  message:
    'Import @vital/shared from its declared entry points: "@vital/shared", "@vital/shared/router", "@vital/shared/phone", "@vital/shared/testing" (tests) or "@vital/shared/dev-shell".',
};

/** The router is one singleton only through its facade (docs/decisions/011-router-facade.md). */
const routerFacade = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message: 'Import the router from "@vital/shared/router": a second way in would bundle a second router.',
};

/**
 * @param {string} dir
 * @returns {import('eslint').Linter.Config}
 */
const boundaries = (dir) => {
  const others = PACKAGES.filter((p) => p !== dir && p !== 'shared');
  const patterns =
    dir === 'shared'
      ? [...reachInto(['host', ...REMOTES], 'The shared package must not depend on the host or a remote.'), routerFacade]
      : [
          routerFacade,
          ...reachInto(
            others,
            dir === 'host'
              ? 'The host loads remotes only through Module Federation (remote-loader.ts), never by import.'
              : 'A remote never imports the host or another remote: put what they share in @vital/shared.',
          ),
          { regex: '^(\\.\\./)+shared(/|$)', message: 'Import the shared package as @vital/shared, not by path.' },
          sharedEntryPoints,
        ];
  return {
    files: [`${dir}/**/*.{ts,tsx}`],
    // An app's build configs are the one place that reaches @vital/shared/build.
    ignores: [`${dir}/*.config.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
};

export default defineConfig(
  {
    ignores: ['**/dist/**', '**/.render/**', '**/node_modules/**', '**/.cache/**', 'test-results/**', 'playwright-report/**', 'bench-results/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    // @ts-expect-error -- the plugin's types declare configs.flat, a group of configs, where ESLint's Plugin type wants one config per key
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,mjs}', '**/e2e/**', '**/*.config.ts', '**/*.test.{ts,tsx}', 'shared/build/**', 'server/**', 'portal-api/**', 'scripts/**', '*/scripts/**', 'release-client/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { 'no-console': 'off' },
  },
  ...PACKAGES.map(boundaries),
  {
    // The facade itself is the one place that reaches react-router.
    files: ['shared/src/router/index.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
