// `pnpm start --nginx`: deploy/nginx's configuration filled for this checkout's folders and ports
// (`${NAME}` replaced as the nginx image's envsubst does, nginx's own `$variables` left alone), and
// nginx run by the caller's user with everything it writes in one folder (decision 024).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type App, apps, remotes, root } from './apps.ts';

const templates = path.join(root, 'deploy', 'nginx');

export const nginxBinary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? null;

/** A template with each `${NAME}` replaced; a name without a value is an error, never an empty string. */
function fill(template: string, values: Record<string, string>) {
  return fs.readFileSync(path.join(templates, template), 'utf8').replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx: no value for \${${name}}`);
    return value;
  });
}

/**
 * A listening address with room for a burst of new connections (nginx's own default, 511, is
 * filled by one client opening thousands at once, and then drops every visitor's SYN for a second).
 */
const listen = (host: string, port: number) => `${host}:${port} backlog=4096`;

/** Where nginx keeps the host's pages (decision 029): the release service empties it when a pointer moves. */
export const pageCacheDir = (dir: string) => path.join(dir, 'cache', 'pages');

const servers = (ports: number[]) => ports.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=1s;`).join('\n  ');

interface NginxSite {
  /** The folder nginx runs in: its configuration, pid, logs and temporary files. */
  dir: string;
  siteOrigin: string;
  sitePort: number;
  pageServerPorts: number[];
  /** Where nginx serves a remote's files; its fragments come from the remote's server. */
  remotePort: (app: App) => number;
  releasesDir: string;
  /** Where nginx takes the portal API's requests, and where the API listens behind it. */
  api: { port: number; serverPort: number };
  /** Where nginx takes release clients' requests, and where the release service listens behind it. */
  release: { port: number; serverPort: number };
  /** HTTPS beside HTTP on this port, with a certificate made for localhost (as production's HSTS is tested). */
  tlsPort?: number;
}

/** A self-signed certificate for localhost, made with Debian's openssl, for a day. */
function localCertificate(dir: string) {
  const [certificate, key] = [path.join(dir, 'localhost.crt'), path.join(dir, 'localhost.key')];
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', certificate], { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`openssl could not make a certificate for HTTPS on localhost: ${made.error?.message ?? made.stderr}`);
  return { certificate, key };
}

/** Writes the configuration into `dir`; returns the command that runs nginx in the foreground. */
export function writeNginxConfig(site: NginxSite): { command: string; args: string[] } {
  if (!nginxBinary) throw new Error('nginx is not installed: apt-get install nginx (Debian), then run again.');
  const write = (name: string, template: string, values: Record<string, string>) => fs.writeFileSync(path.join(site.dir, name), fill(template, values));
  fs.rmSync(site.dir, { recursive: true, force: true });
  fs.mkdirSync(path.join(site.dir, 'tmp'), { recursive: true });
  fs.cpSync(path.join(templates, 'snippets'), path.join(site.dir, 'snippets'), { recursive: true });
  fs.copyFileSync(path.join(templates, 'nginx.conf'), path.join(site.dir, 'nginx.conf'));
  // The page servers run here, on loopback: their fragment requests are the site's own.
  fs.mkdirSync(pageCacheDir(site.dir), { recursive: true });
  write('common.conf', 'common.conf.template', { VITAL_SITE_ORIGIN: site.siteOrigin, VITAL_TRUSTED_CLIENTS: '127.0.0.1 1;', VITAL_PAGE_CACHE: pageCacheDir(site.dir) });
  const tls = site.tlsPort ? localCertificate(site.dir) : null;
  write('site.conf', 'site.conf.template', {
    VITAL_SITE_LISTEN: listen('127.0.0.1', site.sitePort),
    VITAL_SITE_TLS: site.tlsPort && tls ? `listen ${listen('127.0.0.1', site.tlsPort)} ssl; ssl_certificate ${tls.certificate}; ssl_certificate_key ${tls.key};` : '',
    VITAL_HOST_ROOT: path.join(root, apps[0].dir, 'dist'),
    VITAL_PAGE_SERVERS: servers(site.pageServerPorts),
  });
  for (const app of remotes) {
    const releases = path.join(site.releasesDir, app.id);
    fs.mkdirSync(releases, { recursive: true });
    write(`remote-${app.id}.conf`, 'remote.conf.template', {
      VITAL_REMOTE: app.id,
      VITAL_REMOTE_LISTEN: listen('127.0.0.1', site.remotePort(app)),
      VITAL_REMOTE_ROOT: path.join(root, app.dir, 'dist'),
      VITAL_REMOTE_RELEASES: releases,
      VITAL_REMOTE_SERVERS: servers([app.port]),
    });
  }
  // On ::1 too where the machine has IPv6, so that IPv6 clients meet the API's limits (the stranger test's do).
  const hasIpv6 = fs.existsSync('/proc/net/if_inet6') && fs.readFileSync('/proc/net/if_inet6', 'utf8').includes('00000000000000000000000000000001');
  write('api.conf', 'api.conf.template', {
    VITAL_API_LISTEN: `${listen('127.0.0.1', site.api.port)}${hasIpv6 ? `; listen ${listen('[::1]', site.api.port)}` : ''}`,
    // Never left out: a sign-in that waits long for its hash is no failure of the API's.
    VITAL_API_SERVERS: `server 127.0.0.1:${site.api.serverPort} max_fails=0;`,
  });
  write('release.conf', 'release.conf.template', {
    VITAL_RELEASE_LISTEN: listen('127.0.0.1', site.release.port),
    // Never left out: a release's check holds its request for a minute or more.
    VITAL_RELEASE_SERVERS: `server 127.0.0.1:${site.release.serverPort} max_fails=0;`,
  });
  // Started by root (as in CI), nginx's workers would run as `nobody`, who may not read a checkout
  // in root's home: they run as the user who started the site, as they do for anyone else.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const args = ['-p', `${site.dir}${path.sep}`, '-c', path.join(site.dir, 'nginx.conf'), '-e', path.join(site.dir, 'error.log'), '-g', globals];
  // A configuration nginx refuses stops the start with nginx's reason, not a loop of restarts.
  const check = spawnSync(nginxBinary, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refuses the configuration in ${site.dir}:\n${check.stderr}`);
  return { command: nginxBinary, args };
}
