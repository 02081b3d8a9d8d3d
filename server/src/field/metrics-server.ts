// A page server's internal metrics port (decision 030): never the public one, bound to 127.0.0.1 unless
// told otherwise. `GET /metrics` is the field reports' health in Prometheus's text format, `GET
// /health.json[?source=<source>]` the same as FieldHealth rows (VersionHealth with each vital's
// histogram), which `pnpm releases` and the release service add up across page servers.
import http, { type Server } from 'node:http';
import { FIELD_SOURCES, type FieldSource } from '@vital/shared/contract';
import type { FieldCollector } from './collector.ts';
import { PROMETHEUS_CONTENT_TYPE } from './prometheus.ts';

/**
 * Page server n (0 first) answers its metrics on the host's port + 90 + n (3090, 3091 locally; PORT_METRICS
 * moves the first): within each test's block of a hundred ports, clear of the ports the rest of the site takes.
 */
export const METRICS_PORT_OFFSET = 90;

export interface MetricsListen {
  port: number;
  /** 127.0.0.1 unless told otherwise: the port is for the operator's Prometheus, not for visitors. */
  host?: string;
}

const isSource = (value: string | null): value is FieldSource => value !== null && (FIELD_SOURCES as readonly string[]).includes(value);

/** Listens on `port` (0: any free one); resolves once it does, or rejects (a port taken). */
export async function listenMetrics(collector: FieldCollector, { port, host = '127.0.0.1' }: MetricsListen): Promise<Server> {
  const server = http.createServer({ requestTimeout: 10_000, headersTimeout: 5_000 }, (request, response) => {
    const url = new URL(request.url ?? '/', 'http://metrics');
    const answer = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      return answer(405, 'text/plain; charset=utf-8', 'Method not allowed: use GET, HEAD.');
    }
    if (url.pathname === '/metrics') return answer(200, PROMETHEUS_CONTENT_TYPE, collector.metrics());
    if (url.pathname === '/health.json') {
      const source = url.searchParams.get('source');
      if (source !== null && !isSource(source)) return answer(400, 'text/plain; charset=utf-8', `No source is called "${source.slice(0, 40)}": ${FIELD_SOURCES.join(', ')}.`);
      return answer(200, 'application/json', JSON.stringify(collector.health(source ?? undefined)));
    }
    return answer(404, 'text/plain; charset=utf-8', 'Not found: /metrics or /health.json.');
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

/** Stops listening; resolves once the port is free. */
export const closeMetrics = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
  });
