// Adding a remote in the repo is a folder and a row of the remote contract (decision 028), proven on a
// scratch copy of the workspace: a fifth remote, `jobs`, copied from the chat remote (the smallest, with no
// pages, so the page registry needs no row) and one row added to REMOTES. Nothing else is edited, and the
// copy typechecks with it (tsc -b), lints it under the remotes' boundaries, lists it among the scripts'
// apps on its port, serves it in the local site config, and builds it into a container of its own name.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { root } from './apps.ts';

const NEW = { id: 'jobs', container: 'vital_jobs', port: 3005, folder: 'remote-jobs', package: '@vital/remote-jobs' };
const COPIED = 'remote-chat';
const CONTRACT = 'shared/src/contract/remotes.ts';
const LAST_ROW = "  { id: 'chat', container: 'vital_chat', port: 3004, folder: 'remote-chat', package: '@vital/remote-chat' },\n";

const started = performance.now();
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a command in the scratch copy; resolves with its output, rejects with it when it fails. */
function run(cwd: string, command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${output}`))));
  });
}

/**
 * A package's node_modules as pnpm laid it out, made again in the copy: its links are relative
 * (`../../node_modules/.pnpm/…`, `../../../shared`), so they land in the copy; the store itself (.pnpm)
 * and the command shims (.bin) are the workspace's, read only. Caches are not taken: the copy builds its own.
 */
function linkNodeModules(from: string, to: string) {
  if (!fs.existsSync(from)) return;
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target);
    else if (entry.name === '.pnpm' || entry.name === '.bin') fs.symlinkSync(source, target);
    else if (entry.isDirectory() && entry.name.startsWith('@')) linkNodeModules(source, target);
  }
}

/** The workspace's tracked files as they are now, with node_modules linked, in a folder of its own. */
function copyWorkspace(scratch: string) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of files) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue;
    fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    fs.copyFileSync(source, path.join(scratch, file));
  }
  const packages = ['.', ...files.filter((file) => file.endsWith('/package.json')).map(path.dirname)];
  for (const dir of packages) linkNodeModules(path.join(root, dir, 'node_modules'), path.join(scratch, dir, 'node_modules'));
  return files.length;
}

/** The new remote: the chat remote's folder under its own name, its package and its id the only edits. */
function addRemoteFolder(scratch: string) {
  const from = path.join(scratch, COPIED);
  const to = path.join(scratch, NEW.folder);
  fs.cpSync(from, to, { recursive: true, filter: (source) => !source.includes(`${path.sep}node_modules`) && !source.includes(`${path.sep}dist`) });
  linkNodeModules(path.join(root, COPIED, 'node_modules'), path.join(to, 'node_modules'));
  const edit = (file: string, from: string, to: string) => {
    const text = fs.readFileSync(path.join(scratch, NEW.folder, file), 'utf8');
    assert.ok(text.includes(from), `${file} has ${from}`);
    fs.writeFileSync(path.join(scratch, NEW.folder, file), text.replace(from, to));
  };
  edit('package.json', '"@vital/remote-chat"', `"${NEW.package}"`);
  edit('src/routes.tsx', "export const remote: RemoteName = 'chat';", `export const remote: RemoteName = '${NEW.id}';`);
  edit('federation.config.ts', "remoteFederation('chat')", `remoteFederation('${NEW.id}')`);
}

/** The one row. */
function addContractRow(scratch: string) {
  const file = path.join(scratch, CONTRACT);
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(LAST_ROW), `${CONTRACT} ends its table with the chat remote's row`);
  const row = `  { id: '${NEW.id}', container: '${NEW.container}', port: ${NEW.port}, folder: '${NEW.folder}', package: '${NEW.package}' },\n`;
  fs.writeFileSync(file, text.replace(LAST_ROW, LAST_ROW + row));
}

describe('a remote added in the repo is a folder and a row of the contract', { timeout: 240_000 }, () => {
  let scratch: string;
  let typecheck: Promise<string>;
  let build: Promise<string>;

  before(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-add-remote-'));
    const copied = copyWorkspace(scratch);
    addRemoteFolder(scratch);
    addContractRow(scratch);
    console.log(`copied ${copied} files and added ${NEW.folder} in ${seconds(started)}`);
    // The two slow parts side by side, one per core.
    const at = performance.now();
    typecheck = run(scratch, process.execPath, [path.join(scratch, 'node_modules/typescript/bin/tsc'), '-b']).finally(() => console.log(`tsc -b: ${seconds(at)}`));
    build = run(path.join(scratch, NEW.folder), process.execPath, ['--import', 'tsx/esm', path.join(scratch, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production']).finally(
      () => console.log(`its production build: ${seconds(at)}`),
    );
    // Awaited by their tests; a failure of one must not go unhandled while another test runs.
    typecheck.catch(() => undefined);
    build.catch(() => undefined);
  });

  after(() => {
    console.log(`the whole test: ${seconds(started)}`);
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("lists it among the scripts' apps on its port, and the local site config serves it there", async () => {
    const script = [
      "const { apps } = await import('./scripts/apps.ts');",
      "const { withLocalRemotes } = await import('./shared/src/contract/index.ts');",
      "const { parseSiteConfig } = await import('./shared/src/config/site-config.ts');",
      "const file = JSON.parse((await import('node:fs')).readFileSync('host/public/site.config.json', 'utf8'));",
      'console.log(JSON.stringify({ apps, config: parseSiteConfig(withLocalRemotes(file)), served: withLocalRemotes(file) }));',
    ].join('\n');
    const { apps, config, served } = JSON.parse(await run(scratch, process.execPath, ['--import', 'tsx/esm', '--input-type=module', '-e', script]));
    assert.deepEqual(
      apps.find((app: { id: string }) => app.id === NEW.id),
      { id: NEW.id, dir: NEW.folder, pkg: NEW.package, port: NEW.port, kind: 'remote' },
    );
    assert.equal(config.remotes[NEW.id], `http://localhost:${NEW.port}/mf-manifest.json`);
    assert.equal(served.remoteReleases[NEW.id], `http://localhost:${NEW.port}/releases/live.json`);
  });

  it('lints it as a remote: it may not import the host or another remote', async () => {
    // The probe is a file of the remote's src, which tsc -b would read if it were still listing them.
    await typecheck.catch(() => undefined);
    const probe = `${NEW.folder}/src/boundary-probe.ts`;
    fs.writeFileSync(path.join(scratch, probe), "import { routes } from '@vital/remote-chat/src/routes';\nexport const probe = routes;\n");
    const report = await run(scratch, process.execPath, [path.join(scratch, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', probe]).catch((error: Error) => error.message);
    fs.rmSync(path.join(scratch, probe));
    assert.match(report, /A remote never imports the host or another remote/);
  });

  it('typechecks with it: tsc -b covers its folder', async () => {
    await typecheck;
    assert.ok(fs.existsSync(path.join(scratch, 'node_modules/.cache/tsc-remotes', NEW.folder, 'src/routes.d.ts')), `tsc -b checked ${NEW.folder}/src`);
  });

  it('builds it into a container of its own name, exposing ./routes', async () => {
    await build;
    const { parseManifest } = await import('../shared/src/contract/index.ts');
    const manifest = parseManifest(JSON.parse(fs.readFileSync(path.join(scratch, NEW.folder, 'dist/mf-manifest.json'), 'utf8')));
    assert.equal(manifest.metaData?.name, NEW.container);
    assert.deepEqual(manifest.exposes?.map((expose) => expose.path), ['./routes']);
  });
});
