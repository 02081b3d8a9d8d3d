// The release service's calls, as a team's CI makes them (docs/remote-teams.md). Every call names the remote
// and carries the team's token; the service answers a release or a rollback as it goes, one JSON line per
// step, so a CI log shows the check while it runs.
import { BUNDLE_TYPE, packBuild } from './bundle.ts';

/** One line of a release's or a rollback's answer: a step said, then how it ended. */
export type ServiceLine = { say: string } | { done: string; version: string | null } | { failed: string; failures?: string[] };

/** One version as the service lists it. */
export interface VersionEntry {
  version: string;
  publishedAt: string;
  commit: string;
  isDirty: boolean;
  bytes: number;
  check: { status: 'passed' | 'failed' | 'pending'; failures: string[] };
}

export interface RemoteReleases {
  remote: string;
  /** The live version; null: the build the site was deployed with. */
  live: string | null;
  versions: VersionEntry[];
  history: Array<{ version: string | null; movedAt: string; by: string; action: string }>;
  /** What a rollback returns to, if anything. */
  rollbackTarget?: string | null;
  /** A canary under way: its candidate, live for `percent` % of visitors since `stageStartedAt`. */
  canary?: { version: string; percent: number; startedAt: string; stageStartedAt: string; by: string } | null;
  /** The canary controller's last reading of the candidate's field health. */
  lastVerdict?: { kind: 'healthy' | 'unhealthy' | 'waiting'; reasons: string[]; at: string; version: string; percent: number } | null;
  /** Every decision about a canary, oldest first, with the figures behind it. */
  decisions?: Array<{ at: string; version: string; action: string; percent: number; by: string; reason: string; figures?: unknown }>;
}

export interface Service {
  /** The release service's address, e.g. https://releases.example.com */
  url: string;
  token: string;
  remote: string;
}

/** What went wrong, in the service's words. */
export class ReleaseError extends Error {
  constructor(
    message: string,
    readonly failures: string[] = [],
  ) {
    super(message);
  }
}

const address = ({ url, remote }: Service, rest = '') => `${url.replace(/\/+$/, '')}/remotes/${encodeURIComponent(remote)}${rest}`;
const authorization = (service: Service) => ({ Authorization: `Bearer ${service.token}` });

async function refusal(response: Response): Promise<ReleaseError> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: string };
    return new ReleaseError(body.message ?? `${response.status} ${text}`);
  } catch {
    return new ReleaseError(`the release service answered ${response.status}: ${text.slice(0, 300)}`);
  }
}

/** Reads an answer line by line, hands each step to `onSay`, and returns how it ended. */
async function followSteps(response: Response, onSay: (text: string) => void) {
  if (!response.ok || !response.body) throw await refusal(response);
  const decoder = new TextDecoder();
  let buffered = '';
  let last: ServiceLine | null = null;
  for await (const chunk of response.body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      const parsed = JSON.parse(line) as ServiceLine;
      if ('say' in parsed) onSay(parsed.say);
      else last = parsed;
    }
  }
  if (!last) throw new ReleaseError('the release service stopped answering before the end (see its log; nothing is live that was not checked)');
  if ('failed' in last) throw new ReleaseError(last.failed, last.failures);
  return last;
}

const send = (input: string, init: RequestInit) =>
  fetch(input, init).catch((error: Error & { cause?: { code?: string } }) => {
    throw new ReleaseError(`the release service at ${new URL(input).origin} cannot be reached (${error.cause?.code ?? error.message})`);
  });

/**
 * Uploads the build in `dir` as a new version of the remote; the service checks it against the live host
 * and, when it passes, makes it live, or with `canary` (a percent, 5 to 95 in steps of 5) live for that
 * share of visitors while the service watches its field health. `commit`: the team's commit, carried in the version's name.
 */
export async function publish(
  service: Service,
  dir: string,
  source: { commit?: string; isDirty?: boolean; canary?: number } = {},
  onSay: (text: string) => void = () => {},
) {
  const body = packBuild(dir);
  const query = new URLSearchParams({
    ...(source.commit && { commit: source.commit }),
    ...(source.isDirty && { dirty: '1' }),
    ...(source.canary !== undefined && { canary: String(source.canary) }),
  });
  onSay(`uploading ${dir} (${(body.length / 1024).toFixed(0)} KB gzipped)`);
  const response = await send(address(service, `/versions?${query}`), {
    method: 'POST',
    headers: { ...authorization(service), 'Content-Type': BUNDLE_TYPE },
    body: new Uint8Array(body),
  });
  return followSteps(response, onSay);
}

/** Moves the pointer back to what was live before, or to `version` (null: the site's own build). */
export async function rollback(service: Service, version?: string | null, onSay: (text: string) => void = () => {}) {
  const response = await send(address(service, '/rollback'), {
    method: 'POST',
    headers: { ...authorization(service), 'Content-Type': 'application/json' },
    body: JSON.stringify(version === undefined ? {} : { version }),
  });
  return followSteps(response, onSay);
}

/** The remote's versions, the live one and the pointer's history. */
export async function list(service: Service): Promise<RemoteReleases> {
  const response = await send(address(service), { headers: authorization(service) });
  if (!response.ok) throw await refusal(response);
  return (await response.json()) as RemoteReleases;
}

/** A canary under way, the controller's last reading and every decision, as lines to print (empty: none ever). */
export function describeCanary({ remote, canary, lastVerdict, decisions = [] }: RemoteReleases): string[] {
  const lines: string[] = [];
  if (canary) {
    lines.push(`Canary: ${canary.version} live for ${canary.percent} % of visitors (since ${canary.stageStartedAt.replace('T', ' ').slice(0, 19)}, started ${canary.startedAt.replace('T', ' ').slice(0, 19)} by ${canary.by})`);
    if (lastVerdict && lastVerdict.version === canary.version) lines.push(`  last reading (${lastVerdict.at.slice(11, 19)}): ${lastVerdict.kind}: ${lastVerdict.reasons.join('; ')}`);
    lines.push(`  vital-release rollback (pnpm rollback ${remote}) ends it.`);
  }
  if (decisions.length) {
    lines.push('Canary decisions (newest last):');
    for (const decision of decisions.slice(-12)) {
      lines.push(`  ${decision.at.replace('T', ' ').slice(0, 19)}  ${decision.version}  ${decision.action}${decision.action === 'advanced' || decision.action === 'started' ? ` to ${decision.percent} %` : ` at ${decision.percent} %`}  by ${decision.by}: ${decision.reason}`);
    }
  }
  return lines;
}
