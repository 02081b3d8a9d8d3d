// Plain JavaScript, not TypeScript: `preinstall` runs it before dependencies (tsx among them) are installed.
// Runs before `pnpm install` builds native modules (better-sqlite3). node-gyp
// wants Node's C headers and downloads them from nodejs.org unless it finds
// them in its cache; that site is unreachable here, but Debian's Node ships
// the headers. Point node-gyp's cache at them. Changes nothing when the
// headers are not installed or the cache already holds them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const installVersion = '11'; // node-gyp's header-layout version (node-gyp 10–12)
const nodeRoot = path.resolve(path.dirname(process.execPath), '..');
const systemInclude = path.join(nodeRoot, 'include');
const cacheRoot = process.env.npm_config_devdir ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'node-gyp');
const target = path.join(cacheRoot, process.versions.node);

if (fs.existsSync(path.join(systemInclude, 'node', 'node.h')) && !fs.existsSync(path.join(target, 'include', 'node', 'node.h'))) {
  fs.mkdirSync(target, { recursive: true });
  fs.rmSync(path.join(target, 'include'), { recursive: true, force: true });
  fs.symlinkSync(systemInclude, path.join(target, 'include'));
  fs.writeFileSync(path.join(target, 'installVersion'), `${installVersion}\n`);
  console.log(`node-gyp will build against the headers in ${systemInclude}`);
}
