import { BUILD_VERSION, FIELD_SOURCES, isFieldVersion, type FieldSource, type FieldVersion } from '../contract/field';
import { REMOTE_NAMES, type RemoteName } from '../contract/remotes';

/** Where a visitor is sent on the provider portal for each hand-off. */
const PORTAL_LINK_KEYS = [
  'login',
  'signup',
  'profile',
  'postRequirements',
  'findOpportunities',
  'uploadCv',
  'training',
  'careerResources',
] as const;
export type PortalLinkKey = (typeof PORTAL_LINK_KEYS)[number];

export interface DemoAccount {
  email: string;
  userType: 'professional' | 'company';
  /** SHA-256 of the password, hex: the password itself is never shipped. */
  passwordSha256: string;
}

/**
 * Runtime configuration, read by the host from `site.config.json` beside its
 * index.html. Moving a remote or the API is an edit of that file, not a build.
 */
export interface SiteConfig {
  /** Manifest URL (`…/mf-manifest.json`) of each remote. */
  remotes: Record<RemoteName, string>;
  /** Origin of the portal API; calls go to `${apiBase}/api/…`. */
  apiBase: string;
  /** Root of the external provider portal. */
  portalUrl: string;
  /** Paths under `portalUrl` for each portal hand-off. */
  portalPaths: Record<PortalLinkKey, string>;
  /** The chat assistant endpoint (GET with `?query=`). */
  chatbotUrl: string;
  /** Enables the built-in demo accounts of the local sign-in. */
  demoMode: boolean;
  demoAccounts: DemoAccount[];
  /** A remote that has not loaded after this long is given up. */
  remoteTimeoutMs: number;
  /**
   * The version of the host and of each remote this page was served with, as the page server names
   * them in the config it inlines (field reports say which versions they are about). The parser fills
   * `build` for any it does not name: the dev server and the local file name none.
   */
  versions?: Record<FieldSource, FieldVersion>;
  /**
   * Field reports (Core Web Vitals and errors the page sends back to the page servers): `sampleRate`
   * is the share of sessions, a tab each, that send them (0 to 1, decided once per session).
   */
  fieldReports?: { sampleRate: number };
}

export const DEFAULT_PORTAL_PATHS: Record<PortalLinkKey, string> = {
  login: '/login',
  signup: '/signup',
  profile: '/profile',
  postRequirements: '/requirements/new',
  findOpportunities: '/jobs',
  uploadCv: '/cv',
  training: '/training',
  careerResources: '/resources',
};

const DEFAULT_REMOTE_TIMEOUT_MS = 10_000;
const DEFAULT_SAMPLE_RATE = 1;

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A host name (letters, digits, hyphens, dots) or a bracketed IPv6 address: nothing else goes into a policy. */
const HOST_NAME = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

function httpUrl(value: unknown, field: string): string {
  if (typeof value === 'string') {
    try {
      const text = value.trim();
      const url = new URL(text);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && HOST_NAME.test(url.hostname)) return text.replace(/\/+$/, '');
    } catch {
      // reported below
    }
  }
  throw new SiteConfigError(`site.config.json: "${field}" must be an http(s) URL`);
}

/**
 * Validates the raw JSON of site.config.json. A config that would send the
 * visitor to a `javascript:` address or leave a remote unknown is refused as a
 * whole rather than half-applied.
 */
export function parseSiteConfig(raw: unknown): SiteConfig {
  if (!isRecord(raw)) throw new SiteConfigError('site.config.json must hold a JSON object');
  const remotesRaw = isRecord(raw.remotes) ? raw.remotes : {};
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, httpUrl(remotesRaw[name], `remotes.${name}`)]),
  ) as Record<RemoteName, string>;

  const portalPathsRaw = isRecord(raw.portalPaths) ? raw.portalPaths : {};
  const portalPaths = Object.fromEntries(
    PORTAL_LINK_KEYS.map((key) => {
      const value = portalPathsRaw[key];
      return [key, typeof value === 'string' && value.startsWith('/') ? value : DEFAULT_PORTAL_PATHS[key]];
    }),
  ) as Record<PortalLinkKey, string>;

  const demoAccounts = Array.isArray(raw.demoAccounts)
    ? raw.demoAccounts.filter(
        (a): a is DemoAccount =>
          isRecord(a) &&
          typeof a.email === 'string' &&
          (a.userType === 'professional' || a.userType === 'company') &&
          typeof a.passwordSha256 === 'string' &&
          /^[0-9a-f]{64}$/i.test(a.passwordSha256),
      )
    : [];

  // A version the contract does not accept would make the page servers refuse every batch: that
  // source is named as the build instead, and the rest keep their names.
  const versionsRaw = isRecord(raw.versions) ? raw.versions : {};
  const versions = Object.fromEntries(
    FIELD_SOURCES.map((source) => {
      const value = versionsRaw[source];
      return [source, isFieldVersion(value) ? value : BUILD_VERSION];
    }),
  ) as Record<FieldSource, FieldVersion>;
  const sampleRate = isRecord(raw.fieldReports) ? raw.fieldReports.sampleRate : undefined;

  const timeout = raw.remoteTimeoutMs;
  return {
    remotes,
    apiBase: httpUrl(raw.apiBase, 'apiBase'),
    portalUrl: httpUrl(raw.portalUrl, 'portalUrl'),
    portalPaths,
    chatbotUrl: httpUrl(raw.chatbotUrl, 'chatbotUrl'),
    demoMode: raw.demoMode === true,
    demoAccounts,
    remoteTimeoutMs:
      typeof timeout === 'number' && Number.isFinite(timeout) && timeout > 0
        ? Math.min(timeout, 60_000)
        : DEFAULT_REMOTE_TIMEOUT_MS,
    versions,
    fieldReports: {
      sampleRate: typeof sampleRate === 'number' && !Number.isNaN(sampleRate) ? Math.min(1, Math.max(0, sampleRate)) : DEFAULT_SAMPLE_RATE,
    },
  };
}

/** Absolute address of a portal hand-off. */
export function portalHref(config: Pick<SiteConfig, 'portalUrl' | 'portalPaths'>, key: PortalLinkKey): string {
  return `${config.portalUrl}${config.portalPaths[key]}`;
}

/** The site's own address that redirects to a portal hand-off (answered by the page server). */
export function portalRedirectPath(key: PortalLinkKey): string {
  return `/portal/${key}`;
}
