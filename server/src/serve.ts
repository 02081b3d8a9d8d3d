// Starts one of the site's servers by role (decision 023).
import type { FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { createHostServer, type HostServerOptions } from './host-server.ts';
import { createRemoteServer, type RemoteServerOptions } from './remote-server.ts';

type RoleOptions = ({ role: 'host' } & HostServerOptions) | ({ role: 'remote' } & RemoteServerOptions);

const servers = new WeakMap<Server, FastifyInstance>();

/** Resolves once it listens; port 0: any free one. */
export async function serve({ port, host = '127.0.0.1', ...options }: RoleOptions & { port: number; host?: string }): Promise<Server> {
  const app = options.role === 'host' ? await createHostServer(options) : await createRemoteServer(options);
  await app.listen({ port, host });
  servers.set(app.server, app);
  return app.server;
}

/** Stops taking requests, answers those it holds, and frees the port. */
export async function closeServer(server: Server): Promise<void> {
  const app = servers.get(server);
  if (app) await app.close();
  else await new Promise((resolve) => server.close(resolve));
}
