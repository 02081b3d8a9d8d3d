// Builds the apps whose production build is missing or older than what it is made from, so a fresh
// clone and an edited tree both just work. `pnpm test` runs this file as a script.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { type App, apps, parallelism, root } from './apps.ts';

const IGNORED = new Set(['node_modules', 'dist', 'e2e', '.cache']);
const APP_INPUTS = ['src', 'public', 'scripts', 'package.json', 'federation.config.ts', 'webpack.config.ts'];
// What every build is made with; the serving code beside it is read at run time.
const SHARED_INPUTS = [
  'shared/src', 'shared/build/webpack.ts', 'shared/build/federation.ts', 'pnpm-lock.yaml',
  'server/src/render', 'server/src/render-cli.ts', 'server/src/compose.ts',
];

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
  const inputs = [...APP_INPUTS.map((input) => path.join(app.dir, input)), ...SHARED_INPUTS];
  return inputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

export function build(app: App) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn('pnpm', ['--filter', app.pkg, 'build'], { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app.pkg} build failed (${code})`))));
  });
}

/** Builds the stale apps among `only` (app ids; all when absent), one per core at a time. */
export async function buildIfStale(only?: string[]) {
  const queue = apps.filter((app) => (!only || only.includes(app.id)) && isStale(app));
  if (queue.length === 0) return;
  console.log(`Building ${queue.map((app) => app.id).join(', ')}…`);
  await Promise.all(
    Array.from({ length: Math.min(parallelism, queue.length) }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) await build(app);
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildIfStale();
}
