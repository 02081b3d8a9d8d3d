// Whose a report is: a remote's when it happened in the remote's page island or in its scripts, the
// host's otherwise. A remote's scripts are the files under its manifest's folder (`publicPath: 'auto'`
// loads every chunk from where the manifest was found); its page island is the element the host
// renders it into, `[data-island="<remote>"]` (remote-route.tsx).
import { REMOTE_NAMES, type RemoteName } from '@vital/shared';

/** Each remote's folder (its manifest URL up to the last slash), the longest first so a nested one wins. */
export type RemoteBases = ReadonlyArray<readonly [RemoteName, string]>;

export function remoteBases(remotes: Record<RemoteName, string>): RemoteBases {
  const bases = REMOTE_NAMES.map((name) => [name, remotes[name].slice(0, remotes[name].lastIndexOf('/') + 1)] as const);
  return bases.filter(([, base]) => /^https?:\/\/[^/]+\//.test(base)).sort((a, b) => b[1].length - a[1].length);
}

/** The remote a script's URL belongs to, or null (the host's, or nobody's). */
export function remoteOfUrl(url: string | null | undefined, bases: RemoteBases): RemoteName | null {
  if (!url) return null;
  return bases.find(([, base]) => url.startsWith(base))?.[0] ?? null;
}

const STACK_URL = /\bhttps?:\/\/[^\s()'"@]+/;
/** A frame's line: V8's `    at fn (url:1:2)`, Firefox's and Safari's `fn@url:1:2`; not the message V8 puts first. */
const FRAME = /^\s*at\s|^[^\s@]*@\S+:\d+:\d+$/;

/**
 * The first remote among the scripts a stack names, from its top frame down: the remote's own code
 * that threw, or that called the host's code which threw (a shared hook, React itself).
 */
export function remoteOfStack(stack: string | null | undefined, bases: RemoteBases): RemoteName | null {
  for (const line of (stack ?? '').split('\n')) {
    const remote = FRAME.test(line) ? remoteOfUrl(STACK_URL.exec(line)?.[0], bases) : null;
    if (remote) return remote;
  }
  return null;
}

/** The remote whose page island holds the node, or null. */
export function remoteOfNode(node: Node | null | undefined): RemoteName | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const island = element?.closest('[data-island]')?.getAttribute('data-island');
  return (REMOTE_NAMES as readonly string[]).includes(island ?? '') ? (island as RemoteName) : null;
}

/** The remote of the page island on screen, or null (a page of the host's). */
export function remoteOnScreen(): RemoteName | null {
  return remoteOfNode(document.querySelector('[data-island]'));
}
