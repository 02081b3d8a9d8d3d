// The site behind nginx on one machine (`pnpm start --nginx`): the configuration of deploy/nginx
// rendered for this checkout's folders and ports, and nginx run as an ordinary user with
// everything it writes in one folder. The templates are filled as the nginx container image
// fills its own (envsubst): `${NAME}` is replaced, nginx's `$variables` are left alone.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.ts';

const templates = path.join(root, 'deploy', 'nginx');

/** Where Debian's package puts nginx, or null when it is not installed. */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? null;

/** A template with each `${NAME}` replaced; a name without a value is an error, never an empty string. */
function fill(template: string, values: Record<string, string>) {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx: no value for \${${name}}`);
    return value;
  });
}

const serverLines = (ports: readonly number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n  ');

export interface NginxSite {
  /** The folder nginx runs in: its configuration, pid, logs and temporary files. */
  dir: string;
  siteOrigin: string;
  sitePort: number;
  hostRoot: string;
  pageServerPorts: readonly number[];
  remotes: ReadonlyArray<{ id: string; port: number; root: string; releases: string; serverPorts: readonly number[] }>;
}

/** Writes the configuration for this machine into `dir`; returns the command that runs nginx in the foreground. */
export function writeNginxConfig(site: NginxSite): { command: string; args: string[] } {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx (Debian), then run again.');
  const write = (name: string, text: string) => fs.writeFileSync(path.join(site.dir, name), text);
  const read = (name: string) => fs.readFileSync(path.join(templates, name), 'utf8');
  fs.rmSync(site.dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(site.dir, 'tmp'), { recursive: true });
  fs.cpSync(path.join(templates, 'snippets'), path.join(site.dir, 'snippets'), { recursive: true });
  write('nginx.conf', read('nginx.conf'));
  write('common.conf', fill(read('common.conf.template'), { VITAL_SITE_ORIGIN: site.siteOrigin }));
  write('site.conf', fill(read('site.conf.template'), { VITAL_SITE_LISTEN: `127.0.0.1:${site.sitePort}`, VITAL_HOST_ROOT: site.hostRoot, VITAL_PAGE_SERVERS: serverLines(site.pageServerPorts) }));
  for (const remote of site.remotes) {
    fs.mkdirSync(remote.releases, { recursive: true });
    write(
      `remote-${remote.id}.conf`,
      fill(read('remote.conf.template'), {
        VITAL_REMOTE: remote.id,
        VITAL_REMOTE_LISTEN: `127.0.0.1:${remote.port}`,
        VITAL_REMOTE_ROOT: remote.root,
        VITAL_REMOTE_RELEASES: remote.releases,
        VITAL_REMOTE_SERVERS: serverLines(remote.serverPorts),
      }),
    );
  }
  // Started by root (as in CI), nginx's workers would run as `nobody`, who may not read a checkout
  // in root's home: they run as the user who started the site, as they do for anyone else.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const args = ['-p', `${site.dir}${path.sep}`, '-c', path.join(site.dir, 'nginx.conf'), '-e', path.join(site.dir, 'error.log'), '-g', globals];
  // A configuration nginx refuses stops the start with nginx's reason, not a loop of restarts.
  const check = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration in ${site.dir}:\n${check.stderr}`);
  return { command: nginxBinary, args };
}
