// What the field reports add up to on one page server (decision 030), per (source, version, cohort):
// sessions, error sessions and their clients, remote loads and failures, the vitals as histograms, the
// worst interactions and the most frequent errors. Everything a stranger can name is bounded: the
// versions of each source, the sessions and clients remembered per version, the messages and targets
// kept; and each client counts for a share only, so forged reports can neither grow memory nor steer
// a decision on a canary.
import { createHash } from 'node:crypto';
import { FIELD_SOURCES, VITAL_NAMES, type FieldBatch, type FieldEvent, type FieldSource, type FieldVersion, type VersionHealth, type VitalName } from '@vital/shared/contract';
import { emptyHistogram, type Histogram, observe, quantile, sampleCount, VITAL_BUCKETS } from './histogram.ts';

export type Cohort = VersionHealth['cohort'];

/** One (source, version, cohort)'s health as /health.json serves it: with the histograms, which add up across page servers. */
export interface FieldHealth extends VersionHealth {
  histograms: Record<VitalName, Histogram>;
  /**
   * The error clients, each as a salted hash: a client whose beacons reached two page servers (one was
   * down a moment) is still one client when they are added up. Absent from older page servers.
   */
  errorClientIds?: string[];
}

/** A client key as /health.json names it: not the address, the same on every page server of the site. */
const clientId = (client: string) =>
  createHash('sha256')
    .update(`${process.env.VITAL_SERVER_KEY ?? ''}\u0000${client}`)
    .digest('hex')
    .slice(0, 16);

export interface FieldStoreOptions {
  /** Whether a version is the candidate of a running canary (read when a session is first seen); default: every version is stable. */
  cohortOf?: (source: FieldSource, version: FieldVersion) => Cohort;
  /**
   * Whether a source's version is one the site serves (the live one, a canary's candidate, a recent
   * one); a batch naming another is refused (400). Default: every well-formed version, within the
   * bounds below.
   */
  isKnownVersion?: (source: FieldSource, version: FieldVersion) => boolean;
  /** Sessions a client (an IPv4 address, an IPv6 /64) counts for per (source, version); beyond, its new sessions are ignored. */
  maxSessionsPerClient?: number;
  /** Versions kept per source. A new one takes the place of the least recently reported of those with fewer than `keptAfterSessions` sessions, or is not counted. */
  maxVersionsPerSource?: number;
  keptAfterSessions?: number;
  /** Sessions remembered per (source, version), the least recently reported forgotten first (one that reports again then counts again). */
  maxSessionsPerVersion?: number;
  /** Clients remembered per (source, version), with the sessions each has counted for. */
  maxClientsPerVersion?: number;
  /** Distinct clients remembered among a (source, version, cohort)'s error sessions; the count stops there. */
  maxErrorClients?: number;
}

export const FIELD_STORE_DEFAULTS: Required<Omit<FieldStoreOptions, 'cohortOf' | 'isKnownVersion'>> = {
  // A visitor opens a few tabs of a version; past that, a client is one voice however much it sends: a
  // stranger's forged sessions, good or bad, move a version's rates by a handful of sessions at most.
  maxSessionsPerClient: 5,
  maxVersionsPerSource: 8,
  keptAfterSessions: 50,
  maxSessionsPerVersion: 10_000,
  maxClientsPerVersion: 10_000,
  maxErrorClients: 1_000,
};

/** What one session may add per (source, version): remote loads, samples of each vital, distinct error messages. */
export const PER_SESSION = { remoteLoads: 15, samples: 15, messages: 15 } as const;
/** Kept per (source, version, cohort): the messages counted and the targets of the slowest interactions; /health.json shows the top 5 of each. */
const MAX_MESSAGES = 50;
const MAX_TARGETS = 20;
const TOP = 5;

// A session's record per (source, version), one number: flags, and 4-bit counters of what it added.
const VIEWED = 1;
const ERRORED = 2;
const CANARY = 4;
const SHIFT = { loads: 4, LCP: 8, INP: 12, CLS: 16, messages: 20 } as const;
const counterOf = (record: number, shift: number) => (record >> shift) & 0xf;
const plusOne = (record: number, shift: number) => record + (1 << shift);

interface Aggregate {
  sessions: number;
  errorSessions: number;
  errorClients: Set<string>;
  remoteLoads: number;
  remoteLoadFailures: number;
  vitals: Record<VitalName, Histogram>;
  /** Target → its worst INP (ms). */
  inpTargets: Map<string, number>;
  /** Message → sessions it was reported in. */
  errors: Map<string, number>;
}

interface VersionState {
  /** Session → its record (least recently reported first). */
  sessions: Map<string, number>;
  /** Session → hashes of the messages it has counted (errored sessions only), forgotten with the session. */
  sessionMessages: Map<string, number[]>;
  /** Client → sessions it has counted for (least recently seen first). */
  clients: Map<string, number>;
  /** Sessions that viewed the source, in any cohort: a version with enough is never displaced. */
  viewed: number;
  cohorts: Map<Cohort, Aggregate>;
}

const newAggregate = (): Aggregate => ({
  sessions: 0,
  errorSessions: 0,
  errorClients: new Set(),
  remoteLoads: 0,
  remoteLoadFailures: 0,
  vitals: { LCP: emptyHistogram(VITAL_BUCKETS.LCP), INP: emptyHistogram(VITAL_BUCKETS.INP), CLS: emptyHistogram(VITAL_BUCKETS.CLS) },
  inpTargets: new Map(),
  errors: new Map(),
});

/** Sets `key` as the most recent entry; beyond `max` entries, forgets the least recent (and tells `onEvict`). */
function touch<V>(map: Map<string, V>, key: string, value: V, max: number, onEvict?: (key: string) => void) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) {
    const oldest = map.keys().next().value as string;
    map.delete(oldest);
    onEvict?.(oldest);
  }
}

/** The key with the smallest value (a full bounded map's victim). */
function smallest(map: Map<string, number>): string | undefined {
  let found: string | undefined;
  let least = Infinity;
  for (const [key, value] of map) {
    if (value < least) [found, least] = [key, value];
  }
  return found;
}

/** 32-bit FNV-1a: a session remembers the messages it counted by these, not by their text. */
function hash(text: string) {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) value = Math.imul(value ^ text.charCodeAt(index), 0x01000193);
  return value >>> 0;
}

const topOf = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, TOP);

/** Where an event counts: the sources it is about. */
const sourcesOf = (event: FieldEvent): readonly FieldSource[] => (event.kind === 'view' ? event.sources : [event.source]);

export type AddOutcome = { counted: true; ignoredSources: FieldSource[] } | { counted: false; reason: string };

export function createFieldStore(options: FieldStoreOptions = {}) {
  const limits = { ...FIELD_STORE_DEFAULTS };
  for (const key of Object.keys(limits) as Array<keyof typeof limits>) limits[key] = options[key] ?? limits[key];
  const cohortOf = options.cohortOf ?? (() => 'stable');
  const isKnownVersion = options.isKnownVersion ?? (() => true);
  /** Per source, its versions, the least recently reported first. */
  const versions = new Map<FieldSource, Map<FieldVersion, VersionState>>(FIELD_SOURCES.map((source) => [source, new Map()]));

  /** The state of a source's version, made when there is room; null when every place is held by a version with enough sessions. */
  function stateOf(source: FieldSource, version: FieldVersion): VersionState | null {
    const known = versions.get(source);
    if (!known) return null;
    let state = known.get(version);
    if (!state) {
      if (known.size >= limits.maxVersionsPerSource) {
        const displaced = [...known].find(([, candidate]) => candidate.viewed < limits.keptAfterSessions)?.[0];
        if (displaced === undefined) return null;
        known.delete(displaced);
      }
      state = { sessions: new Map(), sessionMessages: new Map(), clients: new Map(), viewed: 0, cohorts: new Map() };
    }
    known.delete(version);
    known.set(version, state);
    return state;
  }

  function aggregateOf(state: VersionState, cohort: Cohort) {
    let aggregate = state.cohorts.get(cohort);
    if (!aggregate) state.cohorts.set(cohort, (aggregate = newAggregate()));
    return aggregate;
  }

  /** Counts one source's events of a batch into its version, as far as the client's share allows; false: ignored. */
  function addTo(source: FieldSource, version: FieldVersion, session: string, client: string, events: FieldEvent[]): boolean {
    const state = stateOf(source, version);
    if (!state) return false;
    let record = state.sessions.get(session);
    if (record === undefined) {
      const counted = state.clients.get(client) ?? 0;
      if (counted >= limits.maxSessionsPerClient) {
        touch(state.clients, client, counted, limits.maxClientsPerVersion);
        return false;
      }
      touch(state.clients, client, counted + 1, limits.maxClientsPerVersion);
      record = cohortOf(source, version) === 'canary' ? CANARY : 0;
    }
    const aggregate = aggregateOf(state, record & CANARY ? 'canary' : 'stable');
    for (const event of events) {
      switch (event.kind) {
        case 'view':
          if (!(record & VIEWED)) {
            record |= VIEWED;
            aggregate.sessions += 1;
            state.viewed += 1;
          }
          break;
        case 'remote-load':
          if (counterOf(record, SHIFT.loads) >= PER_SESSION.remoteLoads) break;
          record = plusOne(record, SHIFT.loads);
          aggregate.remoteLoads += 1;
          if (!event.ok) aggregate.remoteLoadFailures += 1;
          break;
        case 'error': {
          if (!(record & ERRORED)) {
            record |= ERRORED;
            aggregate.errorSessions += 1;
            if (aggregate.errorClients.size < limits.maxErrorClients) aggregate.errorClients.add(client);
          }
          const seen = state.sessionMessages.get(session) ?? [];
          const id = hash(event.message);
          if (seen.includes(id) || counterOf(record, SHIFT.messages) >= PER_SESSION.messages) break;
          record = plusOne(record, SHIFT.messages);
          state.sessionMessages.set(session, [...seen, id]);
          const count = aggregate.errors.get(event.message);
          if (count !== undefined) aggregate.errors.set(event.message, count + 1);
          else {
            if (aggregate.errors.size >= MAX_MESSAGES) aggregate.errors.delete(smallest(aggregate.errors) ?? '');
            aggregate.errors.set(event.message, 1);
          }
          break;
        }
        case 'vital': {
          if (counterOf(record, SHIFT[event.name]) >= PER_SESSION.samples) break;
          record = plusOne(record, SHIFT[event.name]);
          observe(aggregate.vitals[event.name], event.value);
          if (event.name === 'INP' && event.target) {
            const worst = aggregate.inpTargets.get(event.target);
            if (worst !== undefined) aggregate.inpTargets.set(event.target, Math.max(worst, event.value));
            else if (aggregate.inpTargets.size < MAX_TARGETS) aggregate.inpTargets.set(event.target, event.value);
            else {
              const least = smallest(aggregate.inpTargets);
              if (least !== undefined && (aggregate.inpTargets.get(least) ?? 0) < event.value) {
                aggregate.inpTargets.delete(least);
                aggregate.inpTargets.set(event.target, event.value);
              }
            }
          }
          break;
        }
      }
    }
    touch(state.sessions, session, record, limits.maxSessionsPerVersion, (forgotten) => state.sessionMessages.delete(forgotten));
    return true;
  }

  return {
    /**
     * Counts a checked batch from `client`. Refused (nothing counted) when it names a version the site
     * does not serve; otherwise the sources it could not count (no room for their version, or the
     * client's share used up) are listed.
     */
    add(batch: FieldBatch, client: string): AddOutcome {
      const bySource = new Map<FieldSource, FieldEvent[]>();
      for (const event of batch.events) {
        for (const source of sourcesOf(event)) {
          const events = bySource.get(source);
          if (events) events.push(event);
          else bySource.set(source, [event]);
        }
      }
      for (const source of bySource.keys()) {
        if (!isKnownVersion(source, batch.versions[source])) return { counted: false, reason: `${source} has no version "${batch.versions[source]}" on this site` };
      }
      const ignoredSources = [...bySource].filter(([source, events]) => !addTo(source, batch.versions[source], batch.session, client, events)).map(([source]) => source);
      return { counted: true, ignoredSources };
    },

    /** Each (source, version, cohort), in the sources' order, the most recently reported version first. */
    health(only?: FieldSource): FieldHealth[] {
      const rows: FieldHealth[] = [];
      for (const [source, known] of versions) {
        if (only && source !== only) continue;
        for (const [version, state] of [...known].reverse()) {
          for (const [cohort, aggregate] of state.cohorts) rows.push(healthOf(source, version, cohort, aggregate));
        }
      }
      return rows;
    },

    /** How much is kept, for the tests that hold it within bounds. */
    sizes() {
      const states = [...versions.values()].flatMap((known) => [...known.values()]);
      const aggregates = states.flatMap((state) => [...state.cohorts.values()]);
      const most = (values: number[]) => Math.max(0, ...values);
      return {
        versionsPerSource: most([...versions.values()].map((known) => known.size)),
        sessionsPerVersion: most(states.map((state) => state.sessions.size)),
        sessionMessagesPerVersion: most(states.map((state) => state.sessionMessages.size)),
        clientsPerVersion: most(states.map((state) => state.clients.size)),
        errorClients: most(aggregates.map((aggregate) => aggregate.errorClients.size)),
        messages: most(aggregates.map((aggregate) => aggregate.errors.size)),
        targets: most(aggregates.map((aggregate) => aggregate.inpTargets.size)),
      };
    },
  };
}

function healthOf(source: FieldSource, version: FieldVersion, cohort: Cohort, aggregate: Aggregate): FieldHealth {
  const { vitals } = aggregate;
  return {
    source,
    version,
    cohort,
    sessions: aggregate.sessions,
    errorSessions: aggregate.errorSessions,
    errorClients: aggregate.errorClients.size,
    errorClientIds: [...aggregate.errorClients].map(clientId),
    remoteLoads: aggregate.remoteLoads,
    remoteLoadFailures: aggregate.remoteLoadFailures,
    lcpP75Ms: quantile(vitals.LCP, 0.75),
    inpP75Ms: quantile(vitals.INP, 0.75),
    clsP75: quantile(vitals.CLS, 0.75),
    vitalSamples: Object.fromEntries(VITAL_NAMES.map((name) => [name, sampleCount(vitals[name])])) as Record<VitalName, number>,
    inpTargets: topOf(aggregate.inpTargets).map(([target, valueMs]) => ({ target, valueMs })),
    topErrors: topOf(aggregate.errors).map(([message, sessions]) => ({ message, sessions })),
    histograms: { LCP: structuredClone(vitals.LCP), INP: structuredClone(vitals.INP), CLS: structuredClone(vitals.CLS) },
  };
}
