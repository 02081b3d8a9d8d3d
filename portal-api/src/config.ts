import path from 'node:path';

export interface ApiConfig {
  port: number;
  host: string;
  /** The SQLite file; created and seeded on first start. */
  databaseFile: string;
  /** Origins allowed to call the API from a browser (the site's host). */
  allowedOrigins: string[];
  /** Public address of this server, used for absolute media URLs in the seed. */
  publicUrl: string;
  /** Where the site sends visitors after the portal stand-in pages. */
  siteUrl: string;
  isProduction: boolean;
  /** Test-only fault injection; never on in production. */
  faultsEnabled: boolean;
  bodyLimitBytes: number;
}

const packageDir = path.resolve(import.meta.dirname, '..');

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.PORT ?? 3100);
  const isProduction = env.NODE_ENV === 'production';
  const hostPort = Number(env.PORT_HOST ?? 3000);
  const siteUrl = env.SITE_URL ?? `http://localhost:${hostPort}`;
  const origins = env.ALLOWED_ORIGINS
    ? env.ALLOWED_ORIGINS.split(',').map((o) => o.trim()).filter(Boolean)
    : [siteUrl, siteUrl.replace('localhost', '127.0.0.1')];
  const faultsRequested = env.VITAL_API_FAULTS === '1';
  if (isProduction && faultsRequested) {
    throw new Error('Fault injection (VITAL_API_FAULTS) cannot be enabled when NODE_ENV=production.');
  }
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    databaseFile: env.PORTAL_DB ?? path.join(packageDir, 'data', 'portal.sqlite'),
    allowedOrigins: origins,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    siteUrl,
    isProduction,
    faultsEnabled: faultsRequested,
    bodyLimitBytes: 32 * 1024,
  };
}
