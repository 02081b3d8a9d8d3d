// The policy of the host's pages, built from the origins of site.config.json; the headers every answer
// carries are in site-rules.ts.
import { createHash } from 'node:crypto';

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

/** A CSP source that allows an inline element with exactly this text. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * emotion's style elements made in the browser are empty: their rules go in through the CSSOM
 * (`insertRule`, production's "speedy" sheets), which no policy governs. Allowing an empty style
 * element allows nothing else.
 */
const EMPTY_STYLE = hashSource('');

/**
 * The policy of the host's pages: scripts from the site and its remotes, and the page's own inline
 * scripts and styles by their hashes (decision 029: no nonce, so the page is the same for every
 * visitor); no `unsafe-inline`, eval, plugins or framing.
 */
export function contentSecurityPolicy(config: SiteOrigins, inline: { scripts: readonly string[]; styles: readonly string[] }) {
  const origins = (...urls: Array<string | undefined>) => urls.map(originOf).filter((origin) => origin !== null);
  const remotes = origins(...Object.values(config.remotes ?? {}));
  const api = origins(config.apiBase);
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts.map(hashSource), ...remotes],
    'style-src': ["'self'", ...inline.styles.map(hashSource), EMPTY_STYLE],
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
