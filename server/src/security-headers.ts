// The policy of the host's pages, built from the origins of site.config.json; the headers every answer
// carries are in site-rules.ts.

/** As shared/src/config/site-config.ts reads them: a host name or a bracketed IPv6 address. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/** The http(s) origin of a URL, or null: a config's `http://a.com;script-src …` must never add to a policy. */
export const originOf = (url: string | undefined) => {
  if (!url) return null;
  try {
    const { protocol, hostname, origin } = new URL(url);
    return (protocol === 'http:' || protocol === 'https:') && HOST_NAME.test(hostname) ? origin : null;
  } catch {
    return null;
  }
};

/** What the policy reads of site.config.json: the origins the page may talk to. */
export interface SiteOrigins {
  remotes?: Record<string, string>;
  apiBase?: string;
  chatbotUrl?: string;
  portalUrl?: string;
}

/**
 * The policy of the host's pages: scripts from the site and its remotes, inline scripts and
 * emotion's style elements by `nonce` (fresh per response); no `unsafe-inline`, eval, plugins or framing.
 */
export function contentSecurityPolicy(config: SiteOrigins, nonce: string) {
  const origins = (...urls: Array<string | undefined>) => urls.map(originOf).filter((origin) => origin !== null);
  const remotes = origins(...Object.values(config.remotes ?? {}));
  const api = origins(config.apiBase);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, ...remotes],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', ...api, ...remotes],
    'media-src': ["'self'", ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...remotes, ...api, ...origins(config.chatbotUrl)],
    'form-action': ["'self'", ...origins(config.portalUrl)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}
