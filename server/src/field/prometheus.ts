// The field reports' health in Prometheus's text format 0.0.4 (decision 030), what a page server's
// internal metrics port answers at /metrics. Labels are a source, a version and a cohort (bounded:
// the store keeps a few versions per source); the messages and targets a page sends are never labels.
import { VITAL_NAMES, type VitalName } from '@vital/shared/contract';
import type { FieldHealth } from './aggregate.ts';

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** What happened to the batches posted, by outcome: a counter each. */
export const BATCH_OUTCOMES = ['counted', 'invalid', 'too_large', 'unsupported_type', 'rate_limited', 'unknown_version'] as const;
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number];

const PREFIX = 'vital_field';

/** Each vital's histogram: its name, its unit (LCP and INP in seconds, as Prometheus names durations; CLS has none). */
const VITAL_METRICS: Record<VitalName, { name: string; divisor: number; help: string }> = {
  LCP: { name: `${PREFIX}_lcp_seconds`, divisor: 1000, help: 'Largest Contentful Paint of the pages, by the source that owns the element.' },
  INP: { name: `${PREFIX}_inp_seconds`, divisor: 1000, help: 'Interaction to Next Paint of the pages, by the source that owns the interaction.' },
  CLS: { name: `${PREFIX}_cls`, divisor: 1, help: 'Cumulative Layout Shift of the pages, by the source that owns the shifted element.' },
};

const COUNTERS: Array<{ name: string; help: string; value: (row: FieldHealth) => number; type: 'counter' | 'gauge' }> = [
  { name: `${PREFIX}_sessions_total`, type: 'counter', help: "Sessions (a browser tab) whose pages loaded the source's code.", value: (row) => row.sessions },
  { name: `${PREFIX}_error_sessions_total`, type: 'counter', help: 'Sessions with at least one error attributed to the source.', value: (row) => row.errorSessions },
  { name: `${PREFIX}_error_clients`, type: 'gauge', help: 'Distinct clients (an IPv4 address, an IPv6 /64) among the error sessions.', value: (row) => row.errorClients },
  { name: `${PREFIX}_remote_loads_total`, type: 'counter', help: "Loads of the remote's code (manifest, entry, chunks) the pages asked for.", value: (row) => row.remoteLoads },
  { name: `${PREFIX}_remote_load_failures_total`, type: 'counter', help: "Loads of the remote's code that failed.", value: (row) => row.remoteLoadFailures },
];

/** A label value as the format escapes it: backslash, double quote and line feed. */
const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) => `{${Object.entries(pairs).map(([name, value]) => `${name}="${escapeLabel(value)}"`).join(',')}}`;
/** A number as Go's strconv prints it for Prometheus: +Inf, and no exponent for the ordinary ones. */
const number = (value: number) => (value === Infinity ? '+Inf' : Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(15))));

/** The text of /metrics: the batches' outcomes, then each row's counters and histograms. */
export function renderPrometheus(rows: readonly FieldHealth[], batches: Record<BatchOutcome, number>): string {
  const lines: string[] = [];
  const family = (name: string, type: string, help: string) => lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
  family(`${PREFIX}_batches_total`, 'counter', 'Batches of field reports posted to this page server, by what became of them.');
  for (const outcome of BATCH_OUTCOMES) lines.push(`${PREFIX}_batches_total${labels({ outcome })} ${batches[outcome]}`);
  const of = (row: FieldHealth) => ({ source: row.source, version: row.version, cohort: row.cohort });
  for (const counter of COUNTERS) {
    family(counter.name, counter.type, counter.help);
    for (const row of rows) lines.push(`${counter.name}${labels(of(row))} ${counter.value(row)}`);
  }
  for (const vital of VITAL_NAMES) {
    const { name, divisor, help } = VITAL_METRICS[vital];
    family(name, 'histogram', help);
    for (const row of rows) {
      const { le, counts, sum } = row.histograms[vital];
      let cumulative = 0;
      counts.forEach((count, index) => {
        cumulative += count;
        const bound = index < le.length ? (le[index] ?? 0) / divisor : Infinity;
        lines.push(`${name}_bucket${labels({ ...of(row), le: number(bound) })} ${cumulative}`);
      });
      lines.push(`${name}_sum${labels(of(row))} ${number(sum / divisor)}`, `${name}_count${labels(of(row))} ${cumulative}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
