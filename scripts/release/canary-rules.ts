// When a canary may go on and when it goes back (decision 030): the candidate's field health against the
// live version's, with thresholds and minimum samples after the practice of Argo Rollouts' analysis and
// Vercel's rolling releases. Pure: the controller (canary.ts) reads the health and acts on the verdict.
import type { VersionHealth } from '../../shared/src/contract/index.ts';

export interface CanarySettings {
  /** The shares the candidate goes through, in percent, the last 100 (a multiple of 5 each: cohorts are 5 % bands). */
  stages: number[];
  /** How long each stage lasts at least, while its samples come in. */
  stageMs: number;
  /** How often the health is read and judged. */
  checkEveryMs: number;
  /** Sessions each arm needs before anything is judged but a failure to load. */
  minSessions: number;
  /** Rolled back when the candidate's error-session rate is more than this times the live version's… */
  errorRateRatio: number;
  /** …and at least this much above it (so that 1 error in 40 sessions against 0 in 200 is not a verdict)… */
  errorRateMargin: number;
  /** …with errors from at least this many clients (one client's forged reports never decide). */
  minErrorClients: number;
  /** Rolled back when this share of the candidate's loads fail (its code cannot be had). */
  maxRemoteLoadFailureRate: number;
  /** Samples of a vital each arm needs before its p75 is judged. */
  minVitalSamples: number;
  /** INP p75 above this (ms), or more than `inpWorseRatio` times the live version's, rolls back. */
  maxInpP75Ms: number;
  inpWorseRatio: number;
  /** LCP p75 above this (ms) rolls back. */
  maxLcpP75Ms: number;
}

export const DEFAULT_CANARY_SETTINGS: CanarySettings = {
  stages: [5, 25, 50, 100],
  stageMs: 10 * 60_000,
  checkEveryMs: 15_000,
  minSessions: 200,
  errorRateRatio: 1.5,
  errorRateMargin: 0.01,
  minErrorClients: 3,
  maxRemoteLoadFailureRate: 0.001,
  minVitalSamples: 100,
  maxInpP75Ms: 200,
  inpWorseRatio: 1.1,
  maxLcpP75Ms: 2_500,
};

/** The settings from VITAL_CANARY_SETTINGS (JSON, any of the fields) over the defaults; a wrong one is named. */
export function canarySettings(json = process.env.VITAL_CANARY_SETTINGS): CanarySettings {
  const given: unknown = json ? JSON.parse(json) : {};
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw new Error('VITAL_CANARY_SETTINGS must be a JSON object');
  const settings = { ...DEFAULT_CANARY_SETTINGS, ...(given as Partial<CanarySettings>) };
  for (const [key, value] of Object.entries(settings)) {
    if (key === 'stages') continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`VITAL_CANARY_SETTINGS.${key} must be a number ≥ 0`);
  }
  if (!isStageList(settings.stages)) throw new Error('VITAL_CANARY_SETTINGS.stages must rise in multiples of 5 and end at 100');
  return settings;
}

/** A canary's share: a multiple of 5 from 5 to 95 (100 is a release). */
export const isCanaryPercent = (value: number) => Number.isInteger(value) && value >= 5 && value < 100 && value % 5 === 0;
const isStageList = (stages: unknown): stages is number[] =>
  Array.isArray(stages) && stages.at(-1) === 100 && stages.every((stage, index) => (stage === 100 || isCanaryPercent(stage)) && (index === 0 || stage > stages[index - 1]));

/** The stages a canary started at `percent` goes through after it. */
export const stagesAfter = (percent: number, settings: CanarySettings) => settings.stages.filter((stage) => stage > percent);

export type Verdict =
  /** Worse than the live version by a rule: roll back. */
  | { kind: 'unhealthy'; reasons: string[] }
  /** No rule broken, with enough sessions in each arm to say so. */
  | { kind: 'healthy'; reasons: string[] }
  /** Not enough samples yet. */
  | { kind: 'waiting'; reasons: string[] };

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const rate = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

/** The figures a decision keeps: both arms, as read. */
export const figuresOf = (candidate: VersionHealth | undefined, control: VersionHealth | undefined) => ({ candidate: candidate ?? null, control: control ?? null });

/**
 * Judges the candidate's health against the live version's (the control). A failure to load is judged on
 * any number of loads; everything else waits for `minSessions` in each arm.
 */
export function judge(candidate: VersionHealth | undefined, control: VersionHealth | undefined, settings: CanarySettings): Verdict {
  const unhealthy: string[] = [];
  const source = candidate?.source ?? control?.source ?? 'the remote';
  const loads = candidate?.remoteLoads ?? 0;
  const loadFailures = candidate?.remoteLoadFailures ?? 0;
  const failureRate = rate(loadFailures, loads);
  if (candidate && loadFailures > 0 && failureRate >= settings.maxRemoteLoadFailureRate && candidate.errorClients >= settings.minErrorClients)
    unhealthy.push(`${source}'s code failed to load in ${percent(failureRate)} of ${loads} loads (at most ${percent(settings.maxRemoteLoadFailureRate)})`);

  const sessions = { candidate: candidate?.sessions ?? 0, control: control?.sessions ?? 0 };
  if (!candidate || !control || sessions.candidate < settings.minSessions || sessions.control < settings.minSessions) {
    if (unhealthy.length) return { kind: 'unhealthy', reasons: unhealthy };
    return { kind: 'waiting', reasons: [`${sessions.candidate} and ${sessions.control} sessions (candidate, live); each needs ${settings.minSessions}`] };
  }

  const errorRate = { candidate: rate(candidate.errorSessions, candidate.sessions), control: rate(control.errorSessions, control.sessions) };
  const isErrorRateWorse =
    errorRate.candidate > settings.errorRateRatio * errorRate.control && errorRate.candidate - errorRate.control >= settings.errorRateMargin;
  if (isErrorRateWorse && candidate.errorClients >= settings.minErrorClients)
    unhealthy.push(
      `${source}: ${percent(errorRate.candidate)} of the candidate's sessions had an error (${candidate.errorSessions} of ${candidate.sessions}, from ${candidate.errorClients} clients), against ${percent(errorRate.control)} live (at most ${settings.errorRateRatio}×)` +
        (candidate.topErrors[0] ? `; most often "${candidate.topErrors[0].message}"` : ''),
    );

  const hasVital = (health: VersionHealth, name: 'INP' | 'LCP') => health.vitalSamples[name] >= settings.minVitalSamples;
  if (hasVital(candidate, 'INP') && candidate.inpP75Ms !== null) {
    const worst = candidate.inpTargets[0];
    const where = worst ? `; slowest: ${worst.target} (${Math.round(worst.valueMs)} ms)` : '';
    const control75 = hasVital(control, 'INP') ? control.inpP75Ms : null;
    if (candidate.inpP75Ms > settings.maxInpP75Ms)
      unhealthy.push(`${source}: INP p75 ${Math.round(candidate.inpP75Ms)} ms over ${settings.maxInpP75Ms} ms (live ${control75 === null ? 'n/a' : `${Math.round(control75)} ms`})${where}`);
    else if (control75 !== null && control75 > 0 && candidate.inpP75Ms > settings.inpWorseRatio * control75)
      unhealthy.push(`${source}: INP p75 ${Math.round(candidate.inpP75Ms)} ms, more than ${settings.inpWorseRatio}× live (${Math.round(control75)} ms)${where}`);
  }
  if (hasVital(candidate, 'LCP') && candidate.lcpP75Ms !== null && candidate.lcpP75Ms > settings.maxLcpP75Ms)
    unhealthy.push(`${source}: LCP p75 ${(candidate.lcpP75Ms / 1000).toFixed(2)} s over ${(settings.maxLcpP75Ms / 1000).toFixed(1)} s`);

  if (unhealthy.length) return { kind: 'unhealthy', reasons: unhealthy };
  return {
    kind: 'healthy',
    reasons: [
      `${sessions.candidate} candidate and ${sessions.control} live sessions; error sessions ${percent(errorRate.candidate)} against ${percent(errorRate.control)}` +
        (candidate.inpP75Ms !== null ? `; INP p75 ${Math.round(candidate.inpP75Ms)} ms` : '') +
        (candidate.lcpP75Ms !== null ? `; LCP p75 ${(candidate.lcpP75Ms / 1000).toFixed(2)} s` : ''),
    ],
  };
}
