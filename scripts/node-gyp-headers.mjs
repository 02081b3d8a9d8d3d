// `preinstall`: node-gyp builds better-sqlite3 against the headers of Debian's Node instead of
// downloading them from nodejs.org, which is unreachable here (decision 005). Plain JavaScript:
// it runs before tsx is installed.
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
