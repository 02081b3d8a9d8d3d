// One webpack configuration for every app of the site. An app passes its own
// federation config (federation.config.ts beside its webpack config); all the
// rest (TypeScript through swc, emotion's JSX, HTML, public files, minifying,
// the dev server) is the same everywhere.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import webpack, { type Configuration } from 'webpack';
// Its types give webpack's Configuration the `devServer` key.
import type {} from 'webpack-dev-server';
import { CONTENT_HASH_DIGITS } from '../src/contract/built-files.ts';
import { ROUTES_MODULE } from '../src/contract/remote-module.ts';
import { HOST, remoteFacts, withLocalRemotes, type RemoteName } from '../src/contract/remotes.ts';
import { JOURNEYS_FILE, parseJourneys, type JourneysFile } from '../src/contract/journeys.ts';
import { sharedSingletons } from './federation.ts';

const require = createRequire(import.meta.url);

/**
 * One id per build, shared by everything it emits: the remote's mf-manifest.json
 * (buildVersion), its routes module and its server-rendered pages, so the browser
 * can tell whether a page's HTML and the code it loaded are one release.
 */
const BUILD_ID = (process.env.VITAL_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`);
process.env.MF_BUILD_VERSION = BUILD_ID;

const SITE_CONFIG = 'site.config.json';

/** What is precompressed (gzip and brotli), and when a compressed copy is worth keeping. */
const precompressed = { test: /\.(js|json|html|svg|css|txt|xml)$/, threshold: 1024, minRatio: 0.9 };

/** The app's own modules but its entry and start-up (`src/index.ts`, `src/bootstrap.ts`). */
function appModule(appDir: string) {
  const source = path.join(appDir, 'src').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${source}[\\\\/](?!(?:index|bootstrap)\\.ts$)`);
}

function scriptRule(isProduction: boolean) {
  const react = { runtime: 'automatic', importSource: '@emotion/react', development: !isProduction };
  const options = { jsc: { target: 'es2020', parser: { syntax: 'typescript', tsx: true }, transform: { react } } };
  return { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, use: { loader: require.resolve('swc-loader'), options } };
}

const assetRule = { test: /\.(png|jpe?g|webp|avif|gif|svg|woff2?)$/i, type: 'asset/resource' };

export interface AppFederation {
  /** MF container name, unique per app (also output.uniqueName). */
  name: string;
  kind: 'host' | 'remote';
  /** Default dev/serve port. */
  port: number;
  /** Remote only. */
  exposes?: Record<string, string>;
  /** Paths relative to the app. */
  runtimePlugins?: string[];
}

/** A remote's federation config, from its row of the remote contract: its container and port, and its one module. */
export function remoteFederation(id: RemoteName): AppFederation {
  const facts = remoteFacts(id);
  if (!facts) throw new Error(`No remote "${id}" in the contract (shared/src/contract/remotes.ts)`);
  return { name: facts.container, kind: 'remote', port: facts.port, exposes: { [ROUTES_MODULE]: './src/routes.tsx' } };
}

/** The host's, from the contract too; its remotes come from site.config.json when the page starts. */
export const hostFederation = (runtimePlugins: string[]): AppFederation => ({ name: HOST.container, kind: 'host', port: HOST.port, runtimePlugins });

/** The host's public/site.config.json with the contract's remotes (withLocalRemotes), as the host serves it. */
const localSiteConfig = (publicFile: string) => `${JSON.stringify(withLocalRemotes(JSON.parse(fs.readFileSync(publicFile, 'utf8'))), null, 2)}\n`;

/**
 * A remote's journeys (its src/journeys.ts, passed by its webpack config) as journeys.json at the top of
 * its build, read as the release check reads it: a wrong step fails the build, naming it.
 */
function journeysPlugin(journeys: JourneysFile): webpack.WebpackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('vital-journeys', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'vital-journeys', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          try {
            const json = `${JSON.stringify(parseJourneys(JSON.parse(JSON.stringify(journeys)), 'src/journeys.ts'), null, 2)}\n`;
            compilation.emitAsset(JOURNEYS_FILE, new webpack.sources.RawSource(json));
          } catch (error) {
            compilation.errors.push(new webpack.WebpackError(error instanceof Error ? error.message : String(error)));
          }
        });
      });
    },
  };
}

export function createWebpackConfig({ appDir, federation, journeys }: { appDir: string; federation: AppFederation; journeys?: JourneysFile }) {
  const isHost = federation.kind === 'host';
  const publicDir = path.join(appDir, 'public');

  return (_env: unknown, argv: { mode?: string }): Configuration | Configuration[] => {
    const isProduction = argv.mode !== 'development';
    const port = Number(process.env.PORT ?? federation.port);
    // A production remote is only ever loaded by the host, which provides the federation
    // runtime to every container of the page (decision 016). In development a remote also
    // runs alone in its dev shell, so it keeps a runtime of its own.
    const usesHostRuntime = !isHost && isProduction;

    const client: Configuration = {
      name: 'client',
      mode: isProduction ? 'production' : 'development',
      context: appDir,
      // A production remote is its container (remoteEntry.js) and nothing else.
      entry: usesHostRuntime ? {} : { main: './src/index.ts' },
      target: 'web',
      devtool: isProduction ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        filename: isProduction ? `js/[name].[contenthash:${CONTENT_HASH_DIGITS}].js` : 'js/[name].js',
        chunkFilename: isProduction ? `js/[name].[contenthash:${CONTENT_HASH_DIGITS}].js` : 'js/[name].js',
        assetModuleFilename: 'assets/[name].[contenthash][ext]',
        // Remotes are loaded from wherever site.config.json says; 'auto' makes
        // their chunks resolve against the URL their entry was loaded from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federation.name,
        // Chunks in CORS mode, as the page preloads them: an error in a remote's code names its file
        // and line in the host's page (field reports attribute it by that; decision 030).
        crossOriginLoading: 'anonymous',
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: { rules: [scriptRule(isProduction), assetRule] },
      plugins: [
        new webpack.DefinePlugin({ __VITAL_BUILD_ID__: JSON.stringify(BUILD_ID) }),
        new ModuleFederationPlugin({
          name: federation.name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes: federation.exposes ?? {} }),
          shared: sharedSingletons(appDir, { isHost }),
          // 'version-first' fetches every remote's entry at start-up, so one
          // offline remote would stall the whole site; load each on first use.
          shareStrategy: 'loaded-first',
          runtimePlugins: (federation.runtimePlugins ?? []).map((p) => path.join(appDir, p)),
          // The host's manifest is read by no browser: a remote's release check compares its
          // singletons with the live host's (scripts/release/check.ts).
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // Browser only; a remote consumes no remotes of its own, so it needs neither
          // the remote loader nor the manifest snapshot code in its container.
          experiments: {
            optimization: isHost ? { target: 'web' } : { target: 'web', disableSnapshot: true, disableRemote: true },
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: usesHostRuntime }),
          },
        }),
        // The plugin that provides the host's runtime to the remotes is listed by its CommonJS
        // build, which would bring a second (CommonJS) copy of the runtime into the host's main.
        ...(isHost
          ? [new webpack.NormalModuleReplacementPlugin(/inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/, (resource) => {
              resource.request = resource.request.replace(/\.cjs$/, '.js');
            })]
          : []),
        ...(journeys ? [journeysPlugin(journeys)] : []),
        ...(usesHostRuntime ? [] : [new HtmlWebpackPlugin({ template: path.join(publicDir, 'index.html'), scriptLoading: 'defer', minify: isProduction })]),
        ...(fs.existsSync(publicDir) && fs.readdirSync(publicDir).some((f) => f !== 'index.html')
          ? [
              new CopyWebpackPlugin({
                patterns: [
                  {
                    from: publicDir,
                    globOptions: { ignore: ['**/index.html'] },
                    // The host's site config gets its remotes from the contract (localSiteConfig).
                    transform: (content, file) => (isHost && path.basename(file) === SITE_CONFIG ? localSiteConfig(file) : content),
                  },
                ],
              }),
            ]
          : []),
        ...(isProduction
          ? [
              // V8's compile hint: the script is compiled whole off the main thread while it streams in
              // (decision 016). Added after minifying, which would drop it, and before compressing.
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
              // Precompressed copies beside each file; the server picks br, then gzip.
              new CompressionPlugin({ ...precompressed, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
              new CompressionPlugin<zlib.BrotliOptions>({
                ...precompressed,
                algorithm: 'brotliCompress',
                filename: '[path][base].br',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              }),
            ]
          : []),
      ],
      optimization: {
        moduleIds: 'deterministic',
        // The host's first scripts in parts of similar size, so that no one script takes a phone's
        // main thread for long to parse and run: React's renderer, the other packages (the router,
        // Emotion, SWR), @vital/shared, the site, and the federation runtime with the start-up.
        ...(isHost && isProduction
          ? {
              splitChunks: {
                chunks: 'initial',
                cacheGroups: {
                  default: false,
                  defaultVendors: false,
                  renderer: { test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, name: 'renderer', priority: 20, enforce: true },
                  packages: { test: /[\\/]node_modules[\\/]/, name: 'packages', priority: 10, enforce: true },
                  shared: { test: /[\\/]shared[\\/]src[\\/]/, name: 'shared', priority: 5, enforce: true },
                  site: { test: appModule(appDir), name: 'site', priority: 5, enforce: true },
                },
              },
            }
          : {}),
        // A remote's page is one feature chunk with all it needs, which the page server can
        // preload with the page: no chunk shared between features to find and fetch after it.
        ...(!isHost && isProduction ? { splitChunks: false as const } : {}),
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      stats: isProduction ? 'errors-warnings' : 'minimal',
      infrastructureLogging: { level: 'error' },
      devServer: {
        port,
        hot: false,
        liveReload: true,
        historyApiFallback: true,
        static: fs.existsSync(publicDir) ? { directory: publicDir, watch: true } : false,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        setupMiddlewares(middlewares) {
          // `pnpm dev --remotes …` writes the site config it wants the host to
          // use and passes its path; the host serves it instead of public/.
          // Without one, it serves public/'s with the contract's remotes, as its build writes it.
          const configFile = process.env.VITAL_SITE_CONFIG;
          if (isHost) {
            middlewares.unshift({
              name: 'vital-site-config',
              path: `/${SITE_CONFIG}`,
              middleware: (_req: IncomingMessage, res: ServerResponse) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(configFile ? fs.readFileSync(configFile) : localSiteConfig(path.join(publicDir, SITE_CONFIG)));
              },
            });
          }
          return middlewares;
        },
      },
    };
    return isProduction ? [client, createRenderConfig({ appDir, isHost })] : client;
  };
}

/**
 * The app's render build: its pages (a remote) or its shell (the host) bundled for Node
 * and rendered to HTML into dist/ once the browser build is written (decision 014).
 * React is bundled into it (react-dom/static, Node's build): the renderer a remote's server
 * runs needs nothing from the server's node_modules.
 */
function createRenderConfig({ appDir, isHost }: { appDir: string; isHost: boolean }): Configuration {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const dist = path.join(appDir, 'dist');
  // A remote's renderer ships in its build (its server renders pages with data, decision 020);
  // the host's is only used here.
  const renderDir = isHost ? path.join(appDir, 'node_modules', '.cache', 'vital-render') : path.join(dist, 'server');
  return {
    name: 'render',
    dependencies: ['client'],
    mode: 'production',
    context: appDir,
    target: 'node',
    entry: { render: appRequire.resolve(`@vital/server/render/${isHost ? 'render-shell' : 'render-remote'}.tsx`) },
    output: { path: renderDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: { 'vital-app': path.join(appDir, 'src') },
    },
    module: { rules: [scriptRule(true), { ...assetRule, generator: { emit: false } }] },
    plugins: [
      new webpack.DefinePlugin({ __VITAL_BUILD_ID__: JSON.stringify(BUILD_ID) }),
      {
        apply(compiler) {
          compiler.hooks.afterEmit.tap('vital-render', () => {
            // Its own process, in production mode: the server renderer as it runs in production.
            execFileSync(process.execPath, ['--import', 'tsx/esm', appRequire.resolve('@vital/server/render-cli.ts'), path.join(renderDir, 'render.cjs'), dist], {
              stdio: 'inherit',
              env: { ...process.env, NODE_ENV: 'production' },
            });
          });
        },
      },
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}
