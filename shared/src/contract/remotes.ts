// The remotes of the site, one row each: every other list of them (the scripts' apps and ports, the
// lint and knip configs, the local site config, the dev shell, the test providers, the browser
// tests' ports, the release service) is derived from this table (docs/decisions/028-one-remote-contract.md).
// No imports: the page registry, the server and the scripts read it without loading anything else.

/** What the site knows of a remote before it has loaded a line of its code. */
export interface RemoteFacts {
  /** The name the host, the page registry, site.config.json and the release store know it by. */
  readonly id: string;
  /** Its Module Federation container (`name` of its build): the host loads `<container>/routes`. */
  readonly container: string;
  /** The port a newcomer's `pnpm start` and `pnpm dev` serve it on (PORT_<ID> moves it). */
  readonly port: number;
  /** Its folder in this repository (a remote released from outside the repo has one of its own). */
  readonly folder: string;
  /** Its workspace package. */
  readonly package: string;
}

export const REMOTES = [
  { id: 'marketing', container: 'vital_marketing', port: 3001, folder: 'remote-marketing', package: '@vital/remote-marketing' },
  { id: 'industries', container: 'vital_industries', port: 3002, folder: 'remote-industries', package: '@vital/remote-industries' },
  { id: 'accounts', container: 'vital_accounts', port: 3003, folder: 'remote-accounts', package: '@vital/remote-accounts' },
  { id: 'chat', container: 'vital_chat', port: 3004, folder: 'remote-chat', package: '@vital/remote-chat' },
] as const satisfies readonly RemoteFacts[];

export type RemoteName = (typeof REMOTES)[number]['id'];

/** The host is no remote, but the scripts list it beside them with the same facts. */
export const HOST = { id: 'host', container: 'vital_host', port: 3000, folder: 'host', package: '@vital/host' } as const satisfies RemoteFacts;

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.id);

/** MF container name of each remote. */
export const REMOTE_CONTAINERS = Object.fromEntries(REMOTES.map((remote) => [remote.id, remote.container])) as Record<RemoteName, string>;

/** The row of `id`, or undefined: a name from outside (a command line, a URL, a token) is checked here. */
export const remoteFacts = (id: string): RemoteFacts | undefined => REMOTES.find((remote) => remote.id === id);

/** The environment variable that moves an app's port: `PORT_MARKETING`. */
export const portVariable = (id: string) => `PORT_${id.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

/** One URL per remote, from where its files are served (`origin`) and the file asked for. */
export function remoteUrls(origin: (remote: RemoteFacts) => string, file: string): Record<RemoteName, string> {
  return Object.fromEntries(REMOTES.map((remote) => [remote.id, `${origin(remote)}/${file}`])) as Record<RemoteName, string>;
}

/** Where the browser finds each remote's build, and the release pointers, on the default local ports. */
export const localRemoteOrigin = (remote: RemoteFacts) => `http://localhost:${remote.port}`;

/**
 * The local site config (host/public/site.config.json, as the host's build and dev server serve it):
 * every remote the file does not name is on its port here, its manifest and its release pointer, so a
 * remote added to the table is in it. A production config names each remote itself (its own origins).
 */
export function withLocalRemotes(config: Record<string, unknown>): Record<string, unknown> {
  const { remotes, remoteReleases, ...rest } = config;
  const named = (value: unknown) => (typeof value === 'object' && value !== null ? value : {});
  return {
    remotes: { ...remoteUrls(localRemoteOrigin, 'mf-manifest.json'), ...named(remotes) },
    remoteReleases: { ...remoteUrls(localRemoteOrigin, 'releases/live.json'), ...named(remoteReleases) },
    ...rest,
  };
}
