// Knip: unused files, exports and dependencies (`pnpm lint` runs it after ESLint).
// Knip's own plugins find most entry points: webpack (each app's src/index.ts and its
// render build's entry in server/src/render/), Jest (*.test.ts(x)), node --test
// (server's and scripts' *.test.ts), Playwright (*/e2e/**/*.spec.ts), ESLint, TypeScript, and the
// package.json scripts and `exports`. What they cannot see is listed here.
import fs from 'node:fs';
import type { KnipConfig } from 'knip';
import type { AppFederation } from './shared/build/webpack.ts';
import { REMOTES as CONTRACT_REMOTES } from './shared/src/contract/remotes.ts';

const REMOTES = CONTRACT_REMOTES.map((remote) => remote.folder);
const APPS = ['host', ...REMOTES];

/**
 * The modules Module Federation loads from an app's federation.config.ts: what a remote
 * exposes (its `./routes`, loaded by the host at runtime) and the runtime plugins bundled
 * into its federation runtime. The webpack plugin of knip does not read them.
 */
async function federationEntries(app: string): Promise<string[]> {
  const { default: federation }: { default: AppFederation } = await import(`./${app}/federation.config.ts`);
  // `!`: production code (`knip --production` starts from these).
  return [...Object.values(federation.exposes ?? {}), ...(federation.runtimePlugins ?? [])].map((file) => `${file}!`);
}

/** Whether a remote serves pages (a feature folder with its pages.tsx) or only a widget, as the chat does. */
const hasPages = (remote: string) =>
  fs.existsSync(`${remote}/src/features`) && fs.readdirSync(`${remote}/src/features`).some((feature) => fs.existsSync(`${remote}/src/features/${feature}/pages.tsx`));

export default async (): Promise<KnipConfig> => {
  // One after another: the configs share build helpers, which jiti would otherwise start loading twice at once.
  const federation: Record<string, string[]> = {};
  for (const app of APPS) federation[app] = await federationEntries(app);

  return {
    // Debian's, run by the tests: the nginx test's certificate for HTTPS, the stranger test's IPv6 clients,
    // the markup test's W3C Nu checker (vnu-jar's jar, run with Debian's Java).
    ignoreBinaries: ['openssl', 'ip', 'java'],
    workspaces: {
      '.': {
        // scripts/testing/: run by hand (findings.ts) or spawned by a test (visitor-load.ts).
        // scripts/release/service-cli.ts: the release service, which pnpm start runs under its supervisor.
        entry: ['scripts/*.ts', 'scripts/testing/findings.ts', 'scripts/testing/visitor-load.ts', 'scripts/release/service-cli.ts'],
        // The root tsconfig.json is only the base the apps extend: its jsxImportSource
        // (@emotion/react) is a dependency of each app that compiles JSX, not of the root.
        ignoreDependencies: ['@emotion/react'],
      },
      host: {
        entry: [
          ...(federation.host ?? []),
          // The host's render build imports it as `vital-app/shell-pages` (a webpack alias
          // of the app's src/, see shared/build/webpack.ts), which knip cannot resolve.
          'src/shell-pages.ts!',
        ],
      },
      // A remote with pages loads each feature's pages.tsx by a name from the page registry
      // (featureRoutes in @vital/shared), which no static import shows.
      ...Object.fromEntries(REMOTES.map((remote) => [remote, { entry: [...(federation[remote] ?? []), ...(hasPages(remote) ? ['src/features/*/pages.tsx!'] : [])] }])),
      // Its package.json names the compiled dist/ (what a team installs); these are their sources.
      'release-client': { entry: ['src/cli.ts', 'src/client.ts'], project: ['src/**/*.ts'] },
      shared: {
        // The package.json `exports` are the surface the apps import; an export of them
        // that no app, test or script uses is dead, so entry files are checked too.
        includeEntryExports: true,
      },
      server: {
        // The render builds import the rendered app as `vital-app/*` (an alias per app,
        // typed by src/render/vital-app.d.ts); the app's side is an entry of its workspace.
        ignoreDependencies: ['vital-app'],
      },
      'portal-api': {
        entry: ['scripts/*.mjs'],
      },
      'scripts/fixtures/outside-remote': {
        // What it exposes to a host through Module Federation (knip's webpack plugin reads no federation config).
        entry: ['src/routes.jsx'],
      },
      'scripts/fixtures/remote-rspack': {
        // What it exposes to a host through Module Federation, as the webpack one's.
        entry: ['src/routes.jsx'],
      },
      'scripts/fixtures/remote-vite': {
        // What it exposes, and its render build's entry, which build.mjs names.
        entry: ['src/routes.jsx', 'src/render.jsx'],
      },
    },
  };
};
