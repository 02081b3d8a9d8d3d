// Debian's wrk, run and read: requests per second, latency percentiles, errors and bytes per answer. wrk
// keeps its own timing per connection, and opens a fresh connection when nginx closes a kept-alive one
// (autocannon re-sent its pipeline without resetting its clock, and its latencies drifted through a run).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface WrkResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  /** Socket errors (connect, read, write, timeout) and answers other than 2xx or 3xx. */
  errors: number;
  requests: number;
  bytesPerResponse: number;
}

const UNITS_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };
const UNITS_BYTES: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 };

/** wrk's output as figures; throws, with the output, when it is not what wrk prints. */
export function parseWrk(output: string): WrkResult {
  const latency = (percent: number) => {
    const match = new RegExp(`^\\s*${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
    if (!match) throw new Error(`wrk printed no ${percent}% latency:\n${output}`);
    return Number(match[1]) * (UNITS_MS[match[2] ?? 'ms'] ?? 1);
  };
  const total = /(\d+) requests in [\d.]+\w+, ([\d.]+)(B|KB|MB|GB) read/.exec(output);
  const perSecond = /Requests\/sec:\s+([\d.]+)/.exec(output);
  if (!total || !perSecond) throw new Error(`wrk printed no totals:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
  const requests = Number(total[1]);
  return {
    requestsPerSecond: Number(perSecond[1]),
    latencyMs: { p50: latency(50), p99: latency(99) },
    errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0),
    requests,
    bytesPerResponse: requests ? (Number(total[2]) * (UNITS_BYTES[total[3] ?? 'B'] ?? 1)) / requests : 0,
  };
}

/** `wrk` on `url` for `durationS` with `connections` over two threads (this machine's cores), with `headers`. */
export async function wrk({ url, connections = 20, durationS = 8, headers = {} }: { url: string; connections?: number; durationS?: number; headers?: Record<string, string> }) {
  const args = ['-t', '2', '-c', String(connections), '-d', `${durationS}s`, '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const { stdout } = await promisify(execFile)('wrk', args, { timeout: (durationS + 30) * 1000 });
  return parseWrk(stdout);
}
