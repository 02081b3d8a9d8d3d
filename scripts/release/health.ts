// The field reports' health of the whole site (decision 030): each page server adds up what its visitors'
// pages reported (server/src/field/), and answers it on its internal metrics port as /health.json; this
// reads every page server's and adds them up per (source, version, cohort). Counts add; p75s do not, so
// each row carries its vitals' histograms, which add bucket by bucket and give the site's p75s.
// A client's beacons all go to one page server (nginx hashes on the client), so sessions and error
// clients are not counted twice. The top errors and worst targets are each page server's top 5, merged.
import fs from 'node:fs';
import path from 'node:path';
import type { FieldHealth } from '../../server/src/field/aggregate.ts';
import { addInto, emptyHistogram, type Histogram, quantile, sampleCount, VITAL_BUCKETS } from '../../server/src/field/histogram.ts';
import { FIELD_SOURCES, type FieldSource, VITAL_NAMES, type VitalName } from '../../shared/src/contract/index.ts';
import { metricsPort, root } from '../apps.ts';

/** Where `pnpm start` writes its page servers' metrics origins, one a line, in its log folder. */
export const fieldEndpointsFile = (logDir: string) => path.join(logDir, 'field-endpoints');

/**
 * The page servers' metrics origins (`http://127.0.0.1:3090`): VITAL_FIELD_ENDPOINTS (comma-separated), else
 * those the running `pnpm start` wrote (VITAL_LOG_DIR, logs/ by default), else the first page server's.
 */
export function fieldEndpoints(env: NodeJS.ProcessEnv = process.env): string[] {
  const named = (env.VITAL_FIELD_ENDPOINTS ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  if (named.length) return named;
  const file = fieldEndpointsFile(env.VITAL_LOG_DIR ?? path.join(root, 'logs'));
  const written = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n').map((line) => line.trim()).filter(Boolean) : [];
  return written.length ? written : [`http://127.0.0.1:${metricsPort(0)}`];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isHistogram = (value: unknown): value is Histogram =>
  isRecord(value) && Array.isArray(value.le) && Array.isArray(value.counts) && value.counts.length === value.le.length + 1 && typeof value.sum === 'number';

/** One page server's rows, or an error naming what it sent that is not a row. */
function parseRows(value: unknown, from: string): FieldHealth[] {
  if (!Array.isArray(value)) throw new Error(`${from} did not answer a list of versions' health`);
  for (const row of value) {
    const isRow =
      isRecord(row) &&
      (FIELD_SOURCES as readonly unknown[]).includes(row.source) &&
      typeof row.version === 'string' &&
      (row.cohort === 'canary' || row.cohort === 'stable') &&
      ['sessions', 'errorSessions', 'errorClients', 'remoteLoads', 'remoteLoadFailures'].every((field) => typeof row[field] === 'number') &&
      Array.isArray(row.inpTargets) &&
      Array.isArray(row.topErrors) &&
      isRecord(row.histograms) &&
      VITAL_NAMES.every((name) => isHistogram((row.histograms as Record<string, unknown>)[name]));
    if (!isRow) throw new Error(`${from} answered a row that is not a version's health: ${JSON.stringify(row).slice(0, 200)}`);
  }
  return value as FieldHealth[];
}

const top = <T>(entries: T[], by: (entry: T) => number) => entries.sort((a, b) => by(b) - by(a)).slice(0, 5);

/**
 * Rows of several page servers added up per (source, version, cohort), in the order first met; or per
 * (source, version) alone (a session a page server saw before it read a canary's start is a stable one).
 */
function sumHealth(rows: readonly FieldHealth[], isByCohort = true): FieldHealth[] {
  const sums = new Map<string, { row: FieldHealth; targets: Map<string, number>; errors: Map<string, number>; clients: Set<string> | null }>();
  for (const row of rows) {
    const key = `${row.source} ${row.version} ${isByCohort ? row.cohort : ''}`;
    let sum = sums.get(key);
    if (!sum) {
      const histograms = Object.fromEntries(VITAL_NAMES.map((name) => [name, emptyHistogram(row.histograms[name]?.le ?? VITAL_BUCKETS[name])])) as Record<VitalName, Histogram>;
      sum = {
        row: { ...row, sessions: 0, errorSessions: 0, errorClients: 0, remoteLoads: 0, remoteLoadFailures: 0, histograms },
        targets: new Map(),
        errors: new Map(),
        clients: new Set(),
      };
      sums.set(key, sum);
    }
    const into = sum.row;
    if (row.cohort === 'canary') into.cohort = 'canary';
    into.sessions += row.sessions;
    into.errorSessions += row.errorSessions;
    into.errorClients += row.errorClients;
    // A client is one whichever page servers counted it; a page server that does not name them is added as it counts.
    if (sum.clients && Array.isArray(row.errorClientIds)) for (const id of row.errorClientIds) sum.clients.add(id);
    else sum.clients = null;
    into.remoteLoads += row.remoteLoads;
    into.remoteLoadFailures += row.remoteLoadFailures;
    for (const name of VITAL_NAMES) addInto(into.histograms[name], row.histograms[name]);
    for (const { target, valueMs } of row.inpTargets) sum.targets.set(target, Math.max(valueMs, sum.targets.get(target) ?? 0));
    for (const { message, sessions } of row.topErrors) sum.errors.set(message, sessions + (sum.errors.get(message) ?? 0));
  }
  return [...sums.values()].map(({ row, targets, errors, clients }) => ({
    ...row,
    errorClients: clients ? clients.size : row.errorClients,
    errorClientIds: clients ? [...clients] : undefined,
    lcpP75Ms: quantile(row.histograms.LCP, 0.75),
    inpP75Ms: quantile(row.histograms.INP, 0.75),
    clsP75: quantile(row.histograms.CLS, 0.75),
    vitalSamples: { LCP: sampleCount(row.histograms.LCP), INP: sampleCount(row.histograms.INP), CLS: sampleCount(row.histograms.CLS) },
    inpTargets: top([...targets].map(([target, valueMs]) => ({ target, valueMs })), (entry) => entry.valueMs),
    topErrors: top([...errors].map(([message, sessions]) => ({ message, sessions })), (entry) => entry.sessions),
  }));
}

/**
 * Every page server's /health.json (of `source` alone, if named), added up per (source, version, cohort).
 * Rejects, naming it, when one of them does not answer: a sum without it would be a sum of part of the site.
 */
export async function readHealth(endpoints: readonly string[], source?: FieldSource, { isByCohort = true } = {}): Promise<FieldHealth[]> {
  const answers = await Promise.all(
    endpoints.map(async (endpoint) => {
      const url = `${endpoint.replace(/\/+$/, '')}/health.json${source ? `?source=${source}` : ''}`;
      const response = await fetch(url, { signal: AbortSignal.timeout(3_000) }).catch((error: Error) => {
        throw new Error(`${url} did not answer (${error.cause instanceof Error ? error.cause.message : error.message})`);
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parseRows(await response.json().catch(() => null), url);
    }),
  );
  return sumHealth(answers.flat(), isByCohort);
}

const percent = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)} %` : '–');
const ms = (value: number | null) => (value === null ? '–' : value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

/** The rows as a table for a terminal: per version its sessions, errors, failed loads, p75s (with their samples), worst target and top error. */
export function formatHealth(rows: readonly FieldHealth[]): string {
  const table = [
    ['source', 'version', 'cohort', 'sessions', 'error sessions', 'failed loads', 'LCP p75', 'INP p75', 'CLS p75'],
    ...rows.map((row) => [
      row.source,
      row.version,
      row.cohort,
      String(row.sessions),
      `${row.errorSessions} (${percent(row.errorSessions, row.sessions)}, ${row.errorClients} client${row.errorClients === 1 ? '' : 's'})`,
      `${row.remoteLoadFailures} of ${row.remoteLoads}`,
      `${ms(row.lcpP75Ms)} (${row.vitalSamples.LCP})`,
      `${ms(row.inpP75Ms)} (${row.vitalSamples.INP})`,
      `${row.clsP75 === null ? '–' : row.clsP75.toFixed(3)} (${row.vitalSamples.CLS})`,
    ]),
  ];
  const widths = table[0]?.map((_, column) => Math.max(...table.map((cells) => cells[column]?.length ?? 0))) ?? [];
  const lines: string[] = [];
  table.forEach((cells, index) => {
    lines.push(cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ').trimEnd());
    const row = rows[index - 1];
    if (!row) return;
    const worst = row.inpTargets[0];
    const error = row.topErrors[0];
    if (worst) lines.push(`    slowest interaction: ${worst.target} (${ms(worst.valueMs)})`);
    if (error) lines.push(`    top error: ${JSON.stringify(error.message)} in ${error.sessions} session${error.sessions === 1 ? '' : 's'}`);
  });
  return lines.join('\n');
}

/** `pnpm releases <remote>`'s field section: the versions' health, or why it could not be read (never a failure of the command). */
export async function printFieldHealth(remote: string, endpoints = fieldEndpoints()) {
  const source = FIELD_SOURCES.find((candidate) => candidate === remote);
  try {
    const rows = await readHealth(endpoints, source);
    console.log(`\nIn the field (the page servers' reports: ${endpoints.join(', ')}):`);
    console.log(rows.length ? formatHealth(rows) : `No field reports of ${remote} yet.`);
  } catch (error) {
    console.log(`\nIn the field: not read, ${(error as Error).message}. VITAL_FIELD_ENDPOINTS names the page servers' metrics ports.`);
  }
}
