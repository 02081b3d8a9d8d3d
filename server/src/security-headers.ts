// The site's HTTP security headers, defined once: the production server
// (host-server.ts, http.ts) sends them, and docs/production-hosting.md shows the same
// policy for a static host (nginx).

/** A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address, as shared/src/config/site-config.ts reads them. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

/**
 * The http(s) origin of a URL, or null when there is none to be had. A host that is not a plain
 * name is none: `http://a.com;script-src …` from a config must never add to a policy.
 */
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
interface SiteOrigins {
  remotes?: Record<string, string>;
  apiBase?: string;
  chatbotUrl?: string;
  portalUrl?: string;
}

/**
 * Content-Security-Policy for the host's pages. Scripts only from the site and
 * its remotes (plus the one inline config script, by nonce); styles from the
 * site plus emotion's style elements, which carry the same nonce; no
 * `unsafe-inline`, no eval, no plugins, no framing.
 * @param nonce a fresh random value per response
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

/** Headers every response of the site carries. */
export const baseSecurityHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Headers of an HTML page of the host; `nonce`, a fresh random value per response. */
export const pageSecurityHeaders = (config: SiteOrigins, nonce: string) => ({
  ...baseSecurityHeaders,
  'Content-Security-Policy': contentSecurityPolicy(config, nonce),
});
