// Builds the apps whose production build is missing or older than their
// sources (or the shared package they compile in, or the render code that
// writes their server-rendered pages). Used by `pnpm start`, `pnpm bench` and
// the browser tests, so a fresh clone and an edited tree both just work.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { type App, apps, root } from './apps.ts';
import { parallelism } from './parallelism.ts';

const IGNORED = new Set(['node_modules', 'dist', 'e2e', '.cache']);

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (IGNORED.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function isStale(app: App) {
  const built = path.join(root, app.dir, 'dist', app.kind === 'host' ? 'index.html' : 'mf-manifest.json');
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const inputs = [
    path.join(root, app.dir, 'src'),
    path.join(root, app.dir, 'public'),
    path.join(root, app.dir, 'scripts'),
    path.join(root, app.dir, 'package.json'),
    path.join(root, app.dir, 'federation.config.ts'),
    path.join(root, app.dir, 'webpack.config.ts'),
    path.join(root, 'shared', 'src'),
    // What the builds are made with; the serving code beside them is read at run time.
    path.join(root, 'shared', 'build', 'webpack.ts'),
    path.join(root, 'shared', 'build', 'federation.ts'),
    path.join(root, 'server', 'src', 'render'),
    path.join(root, 'server', 'src', 'render-cli.ts'),
    path.join(root, 'server', 'src', 'compose.ts'),
    path.join(root, 'pnpm-lock.yaml'),
  ];
  return inputs.some((input) => newestMtime(input) > builtAt);
}

function build(app: App) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', app.pkg, 'build'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app.pkg} build failed (${code})`))));
  });
}

/** `only`: these app ids (all when absent). */
export async function buildIfStale({ only }: { only?: string[] } = {}) {
  await buildStale(only);
}

async function buildStale(only: string[] | undefined) {
  const stale = apps.filter((app) => (!only || only.includes(app.id)) && isStale(app));
  if (stale.length === 0) return;
  console.log(`Building ${stale.map((app) => app.id).join(', ')}…`);
  // One build per core at a time.
  const queue = [...stale];
  await Promise.all(
    Array.from({ length: Math.min(parallelism, stale.length) }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) await build(app);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale();
}
