// Field reports (decision 030): what a visitor's browser tells the site's page servers about the page it
// got (its versions, its errors, its Core Web Vitals), the cohort cookie that puts a visitor in a
// canary, and the health the page servers add up per remote and version. The host sends it, the page
// servers check it with `parseFieldBatch`, the release service and `pnpm releases` read the health.
// No imports but the remotes' table: the server and the scripts read it without React.
import { REMOTE_NAMES, type RemoteName } from './remotes';
import { isVersionName } from './versions';

/** Where a page posts its reports: on its own origin, so the policy's `connect-src 'self'` allows it. */
export const FIELD_PATH = '/_vital/field';

/** What one batch may hold; the page servers refuse more (413, 400) before they read it. */
export const FIELD_LIMITS = {
  maxBodyBytes: 16_384,
  maxEvents: 40,
  maxMessageChars: 200,
  maxTargetChars: 120,
} as const;

/**
 * The cohort cookie: a first-party cookie the head script sets once, to one of `COHORT_BANDS` bands of
 * equal share (each 5 % of visitors), kept a year. A canary at `percent` serves its candidate to bands
 * below `percent / 5`: every page server decides the same way, and nginx keeps one copy per band.
 */
export const COHORT_COOKIE = 'vital_cohort';
export const COHORT_BANDS = 20;
export const COHORT_BAND_PERCENT = 100 / COHORT_BANDS;

/** The band a cookie header names, or null (none, or not a band). */
export function cohortBand(cookieHeader: string | undefined | null): number | null {
  const match = new RegExp(`(?:^|;\\s*)${COHORT_COOKIE}=(\\d{1,2})(?:;|$)`).exec(cookieHeader ?? '');
  const band = match ? Number(match[1]) : Number.NaN;
  return Number.isInteger(band) && band >= 0 && band < COHORT_BANDS ? band : null;
}

/** Whether a visitor of `band` gets the candidate of a canary at `percent` (a multiple of 5). */
export const isInCanary = (band: number | null, percent: number) => band !== null && band * COHORT_BAND_PERCENT < percent;

/** What a report is about: the host's own code, or one remote's. */
export type FieldSource = 'host' | RemoteName;
export const FIELD_SOURCES: readonly FieldSource[] = ['host', ...REMOTE_NAMES];

/**
 * The version of a source on the page: a released version's name, or `build` (the deployed build), which
 * the host's page server names with the first 12 hex digits of its build's hash (`build-0123456789ab`).
 */
export type FieldVersion = string;
export const BUILD_VERSION = 'build';
const BUILD_PATTERN = /^build(-[0-9a-f]{12})?$/;

export type ErrorOrigin = 'uncaught' | 'rejection' | 'react-caught' | 'react-uncaught' | 'react-recoverable' | 'api';
export const ERROR_ORIGINS: readonly ErrorOrigin[] = ['uncaught', 'rejection', 'react-caught', 'react-uncaught', 'react-recoverable', 'api'];

export type VitalName = 'LCP' | 'INP' | 'CLS';
export const VITAL_NAMES: readonly VitalName[] = ['LCP', 'INP', 'CLS'];

export type FieldEvent =
  /** A page of the session loaded, and with it these sources' code (the session counts for each). */
  | { kind: 'view'; sources: FieldSource[] }
  /** A remote's code was asked for: loaded or failed (manifest, entry or chunk). */
  | { kind: 'remote-load'; source: RemoteName; ok: boolean }
  /** An error, attributed to the source whose island or script it came from. */
  | { kind: 'error'; source: FieldSource; origin: ErrorOrigin; message: string }
  /** A Core Web Vital (ms, CLS unitless), attributed to the source that owns its element or script. */
  | { kind: 'vital'; source: FieldSource; name: VitalName; value: number; target?: string };

/** One beacon: a tab's session (random, nothing personal), the page's versions, and what happened. */
export interface FieldBatch {
  session: string;
  versions: Record<FieldSource, FieldVersion>;
  events: FieldEvent[];
}

const SESSION_PATTERN = /^[0-9a-f]{16,32}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSource = (value: unknown): value is FieldSource => typeof value === 'string' && (FIELD_SOURCES as readonly string[]).includes(value);
const isRemote = (value: unknown): value is RemoteName => typeof value === 'string' && (REMOTE_NAMES as readonly string[]).includes(value);
export const isFieldVersion = (value: unknown): value is FieldVersion => (typeof value === 'string' && BUILD_PATTERN.test(value)) || isVersionName(value);
const shortText = (value: unknown, max: number) => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : null);

/** The highest value a vital may report: above, it is no measurement (an hour; CLS 100). */
const VITAL_CEILING: Record<VitalName, number> = { LCP: 3_600_000, INP: 3_600_000, CLS: 100 };

function parseEvent(value: unknown): FieldEvent | string {
  if (!isRecord(value)) return 'an event must be an object';
  switch (value.kind) {
    case 'view': {
      const { sources } = value;
      if (!Array.isArray(sources) || sources.length === 0 || sources.length > FIELD_SOURCES.length || !sources.every(isSource) || new Set(sources).size !== sources.length)
        return 'view.sources must name the page\'s sources once each';
      return { kind: 'view', sources };
    }
    case 'remote-load':
      if (!isRemote(value.source) || typeof value.ok !== 'boolean') return 'remote-load needs a remote and ok';
      return { kind: 'remote-load', source: value.source, ok: value.ok };
    case 'error': {
      const message = shortText(value.message, FIELD_LIMITS.maxMessageChars);
      if (!isSource(value.source) || !ERROR_ORIGINS.includes(value.origin as ErrorOrigin) || message === null) return 'error needs a source, an origin and a message';
      return { kind: 'error', source: value.source, origin: value.origin as ErrorOrigin, message };
    }
    case 'vital': {
      const name = value.name as VitalName;
      const number = value.value;
      if (!isSource(value.source) || !VITAL_NAMES.includes(name) || typeof number !== 'number' || !Number.isFinite(number) || number < 0 || number > VITAL_CEILING[name])
        return 'vital needs a source, a name (LCP, INP, CLS) and a value in range';
      if (value.target !== undefined && shortText(value.target, FIELD_LIMITS.maxTargetChars) === null) return 'vital.target is too long';
      return { kind: 'vital', source: value.source, name, value: number, ...(typeof value.target === 'string' && { target: value.target }) };
    }
    default:
      return 'an event\'s kind must be view, remote-load, error or vital';
  }
}

/** A batch as a page server may count it, or why it may not (the 400's message). */
export function parseFieldBatch(value: unknown): FieldBatch | string {
  if (!isRecord(value)) return 'a batch must be a JSON object';
  if (typeof value.session !== 'string' || !SESSION_PATTERN.test(value.session)) return 'session must be 16 to 32 hex digits';
  const { versions } = value;
  if (!isRecord(versions) || Object.keys(versions).length !== FIELD_SOURCES.length || !FIELD_SOURCES.every((source) => isFieldVersion(versions[source])))
    return `versions must name a version (or "${BUILD_VERSION}") for each of ${FIELD_SOURCES.join(', ')}`;
  const { events } = value;
  if (!Array.isArray(events) || events.length === 0 || events.length > FIELD_LIMITS.maxEvents) return `events must hold 1 to ${FIELD_LIMITS.maxEvents} events`;
  const parsed: FieldEvent[] = [];
  for (const event of events) {
    const result = parseEvent(event);
    if (typeof result === 'string') return result;
    parsed.push(result);
  }
  return { session: value.session, versions: versions as Record<FieldSource, FieldVersion>, events: parsed };
}

/**
 * One (source, version, cohort)'s health as the page servers add it up: `cohort` is `canary` for the
 * candidate of a running canary, else `stable`. Counts are sessions (a tab), each client counted for
 * at most the collector's share (so a few clients cannot steer a decision); p75s are null without samples.
 */
export interface VersionHealth {
  source: FieldSource;
  version: FieldVersion;
  cohort: 'canary' | 'stable';
  sessions: number;
  errorSessions: number;
  /** Distinct clients (an IPv4 address, an IPv6 /64) among the error sessions. */
  errorClients: number;
  remoteLoads: number;
  remoteLoadFailures: number;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  /** Samples behind each p75. */
  vitalSamples: Record<VitalName, number>;
  /** The slowest interactions' targets with their INP (ms), worst first, at most 5. */
  inpTargets: Array<{ target: string; valueMs: number }>;
  /** The most frequent error messages with their session counts, at most 5. */
  topErrors: Array<{ message: string; sessions: number }>;
}
