// The canary controller (decision 030): for each remote with a canary under way, it reads the field health
// of the candidate and of the live version from the page servers, judges it (canary-rules.ts) and advances
// the canary stage by stage, promotes it at the last, or rolls it back, each decision recorded with its
// figures. It keeps nothing of its own: the pointer file says where every canary is, so a restarted
// release service goes on where it was.
import type { VersionHealth } from '../../shared/src/contract/index.ts';
import { type CanarySettings, figuresOf, judge, stagesAfter, type Verdict } from './canary-rules.ts';
import { type Canary, remoteStore } from './store.ts';

const CONTROLLER = 'the canary controller';

/** A change of a canary, made in the release service's turn (it confirms it on every page server). */
export type CanaryChange = { kind: 'advance'; percent: number } | { kind: 'promote' } | { kind: 'rollback' };

export interface CanaryControllerOptions {
  remotes: readonly string[];
  store: string;
  settings: CanarySettings;
  /** Every version's health of `remote`, added up over the page servers. */
  readHealth: (remote: string) => Promise<VersionHealth[]>;
  /**
   * Makes the change live and confirms it, unless `canary` is no longer the one under way (a rollback by hand
   * came first, while the change waited its turn): whether it made it. The controller records the decision
   * only for a change made.
   */
  change: (remote: string, canary: Canary, change: CanaryChange) => Promise<boolean>;
  now?: () => number;
}

/** Whether `canary`, as the controller read it, is still the stage under way (`now`, the pointer's canary now). */
export const isUnderWay = (now: Canary | null | undefined, canary: Canary) => now?.version === canary.version && now.stageStartedAt === canary.stageStartedAt;

/** The version the live arm's reports name: the live version, or `build` (the site's own build of the remote). */
const controlVersion = (live: string | null) => live ?? 'build';

export function createCanaryController({ remotes, store, settings, readHealth, change, now = Date.now }: CanaryControllerOptions) {
  const lastVerdicts = new Map<string, Verdict & { at: string; version: string; percent: number }>();
  const busy = new Set<string>();

  /** Reads, judges and acts once for `remote`; returns the verdict (null: no canary under way). */
  async function tick(remote: string): Promise<Verdict | null> {
    const releases = remoteStore(remote, store);
    const pointer = releases.pointer();
    const canary = pointer?.canary;
    if (!pointer || !canary || busy.has(remote)) return null;
    busy.add(remote);
    try {
      const rows = (await readHealth(remote)).filter((row) => row.source === remote);
      const candidate = rows.find((row) => row.version === canary.version);
      const control = rows.find((row) => row.version === controlVersion(pointer.version));
      const verdict = judge(candidate, control, settings);
      lastVerdicts.set(remote, { ...verdict, at: new Date(now()).toISOString(), version: canary.version, percent: canary.percent });
      const figures = figuresOf(candidate, control);
      // The pointer may have moved while the health was read (a rollback by hand): act on what is there now.
      if (!isUnderWay(releases.pointer()?.canary, canary)) return verdict;
      if (verdict.kind === 'unhealthy') {
        if (!(await change(remote, canary, { kind: 'rollback' }))) return verdict;
        releases.decide({ version: canary.version, action: 'rolled back', percent: canary.percent, by: CONTROLLER, reason: verdict.reasons.join('; '), figures });
        return verdict;
      }
      const stageAge = now() - Date.parse(canary.stageStartedAt);
      if (verdict.kind !== 'healthy' || stageAge < settings.stageMs) return verdict;
      const next = stagesAfter(canary.percent, settings)[0] ?? 100;
      if (!(await change(remote, canary, next === 100 ? { kind: 'promote' } : { kind: 'advance', percent: next }))) return verdict;
      releases.decide({
        version: canary.version,
        action: next === 100 ? 'promoted' : 'advanced',
        percent: next,
        by: CONTROLLER,
        reason: `healthy for ${(stageAge / 1000).toFixed(0)} s at ${canary.percent} %: ${verdict.reasons.join('; ')}`,
        figures,
      });
      return verdict;
    } finally {
      busy.delete(remote);
    }
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    tick,
    /** The last verdict for `remote`'s canary, for `pnpm releases`. */
    lastVerdict: (remote: string) => lastVerdicts.get(remote) ?? null,
    start() {
      timer = setInterval(() => {
        for (const remote of remotes) tick(remote).catch((error: Error) => console.error(`[canary] ${remote}: ${error.message}`));
      }, settings.checkEveryMs);
      timer.unref();
    },
    stop: () => clearInterval(timer),
  };
}
