// Prometheus reads the page servers' field reports (decision 030): two page servers count a few batches,
// Debian's prometheus scrapes their metrics ports with deploy/prometheus/prometheus.yml (its targets
// replaced by theirs), and its HTTP API answers the sessions and a p75 the page servers' /health.json
// add up to. Runs where Debian's prometheus is installed (.ci/run installs it); elsewhere it is skipped
// and says why. Its ports: 5100 and 5105 (the page servers), 5190–5191 (their metrics), 5195 (prometheus).
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { METRICS_PORT_OFFSET } from '../server/src/field/metrics-server.ts';
import { closeServer, serve } from '../server/src/serve.ts';
import { FIELD_PATH, type FieldEvent } from '../shared/src/contract/index.ts';
import { root } from './apps.ts';
import { readHealth } from './release/health.ts';

const PROMETHEUS = '/usr/bin/prometheus';
const BASE = Number(process.env.PROMETHEUS_PORT_BASE ?? 5100);
const pageServerPorts = [BASE, BASE + 5];
const metricsPorts = pageServerPorts.map((_, index) => BASE + METRICS_PORT_OFFSET + index);
const PROMETHEUS_PORT = BASE + 95;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vital-prometheus-'));

/** deploy/prometheus/prometheus.yml with its page servers' metrics addresses as `targets`. */
function renderedConfig(targets: string[]) {
  const text = fs.readFileSync(path.join(root, 'deploy', 'prometheus', 'prometheus.yml'), 'utf8');
  const rendered = text.replace(/targets: \[[^\]]*\]/, `targets: [${targets.map((target) => `'${target}'`).join(', ')}]`);
  assert.notEqual(rendered, text, 'deploy/prometheus/prometheus.yml names its targets on one line');
  return rendered;
}

/** A host build with no page: the page servers' intake and metrics are what is tested. */
function emptyHostBuild() {
  const dist = path.join(workDir, 'dist');
  fs.mkdirSync(dist);
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vital</title>');
  fs.writeFileSync(path.join(dist, 'site.config.json'), JSON.stringify({ remotes: {}, apiBase: 'http://localhost:1' }));
  fs.writeFileSync(path.join(dist, 'shells.json'), JSON.stringify({ buildId: 't', pages: {}, notFound: { remote: null, head: '', styles: '', root: '' }, redirects: {}, headScript: '' }));
  return dist;
}

describe('Prometheus and the page servers’ field reports', { skip: fs.existsSync(PROMETHEUS) ? false : `Debian's prometheus is not installed (apt-get install prometheus): the scrape is not tested` }, () => {
  const servers: Server[] = [];
  let prometheus: ChildProcess | undefined;
  let log = '';

  before(async () => {
    const dist = emptyHostBuild();
    for (const [index, port] of pageServerPorts.entries()) {
      servers.push(await serve({ role: 'host', root: dist, port, field: { metrics: { port: metricsPorts[index] ?? 0 } } }));
    }
    const config = path.join(workDir, 'prometheus.yml');
    fs.writeFileSync(config, renderedConfig(metricsPorts.map((port) => `127.0.0.1:${port}`)));
    prometheus = spawn(PROMETHEUS, [`--config.file=${config}`, `--storage.tsdb.path=${path.join(workDir, 'data')}`, `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    prometheus.stdout?.on('data', (chunk) => (log += chunk));
    prometheus.stderr?.on('data', (chunk) => (log += chunk));
  });

  after(async () => {
    if (prometheus && prometheus.exitCode === null) {
      const exited = new Promise((resolve) => prometheus?.once('exit', resolve));
      prometheus.kill('SIGTERM');
      await exited;
    }
    await Promise.all(servers.map(closeServer));
    fs.rmSync(workDir, { recursive: true, force: true });
  });

  /** The value of an instant query, once Prometheus has it (it scrapes every 5 s); null until then. */
  async function query(promql: string): Promise<number | null> {
    const answer = await fetch(`http://127.0.0.1:${PROMETHEUS_PORT}/api/v1/query?query=${encodeURIComponent(promql)}`).catch(() => null);
    if (!answer?.ok) return null;
    const { data } = (await answer.json()) as { data: { result: Array<{ value: [number, string] }> } };
    const value = data.result[0]?.value[1];
    return value === undefined ? null : Number(value);
  }

  it('scrapes the sessions counter and a histogram, from which it reads the p75 the page servers add up to', async () => {
    // Six sessions of 'marketing' on each page server, from clients of their own (as nginx would name them).
    for (const [index, port] of pageServerPorts.entries()) {
      for (let session = 0; session < 6; session += 1) {
        const events: FieldEvent[] = [
          { kind: 'view', sources: ['host', 'marketing'] },
          { kind: 'vital', source: 'marketing', name: 'LCP', value: 400 + 350 * session + 100 * index },
        ];
        const body = JSON.stringify({ session: `${index}${session}`.padStart(16, 'f'), versions: { host: 'build', marketing: 'build', industries: 'build', accounts: 'build', chat: 'build' }, events });
        const answer = await fetch(`http://127.0.0.1:${port}${FIELD_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${index * 10 + session}` },
          body,
        });
        assert.equal(answer.status, 204);
      }
    }
    const [health] = await readHealth(metricsPorts.map((port) => `http://127.0.0.1:${port}`), 'marketing');
    assert.equal(health?.sessions, 12);
    const sessions = 'sum(vital_field_sessions_total{job="vital-field",source="marketing",version="build",cohort="stable"})';
    const deadline = Date.now() + 20_000;
    // Until both page servers have been scraped once (each target at its own offset within the 5 s).
    while ((await query(sessions)) !== 12) {
      assert.ok(Date.now() < deadline, `Prometheus did not scrape both page servers within 20 s:\n${log.slice(-2_000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const p75 = await query('histogram_quantile(0.75, sum by (le) (vital_field_lcp_seconds_bucket{source="marketing",version="build",cohort="stable"}))');
    assert.ok(p75 !== null && health?.lcpP75Ms !== null && health?.lcpP75Ms !== undefined, `p75: ${p75}`);
    assert.ok(Math.abs(p75 * 1000 - health.lcpP75Ms) < 1e-6, `Prometheus's LCP p75 ${p75 * 1000} ms, the page servers' ${health.lcpP75Ms} ms`);
    assert.equal(await query('count(up{job="vital-field"} == 1)'), 2);
  });
});
