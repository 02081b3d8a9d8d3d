// A forward proxy that sends a browser's requests from an address of its own (127.0.0.x): through it, one
// Chromium context is one client to nginx and the page servers, as visitors on their own connections are.
// The canary test's visitors each have one, so that a rule that counts clients sees many, and a stranger
// on another address is one of them.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface VisitorProxy {
  /** For Playwright's `proxy.server`. */
  url: string;
  /** The address its requests come from. */
  localAddress: string;
  close: () => Promise<void>;
}

/** Playwright's proxy settings for a context whose requests go through `proxy`, loopback ones included. */
export const throughProxy = (proxy: VisitorProxy) => ({ server: proxy.url, bypass: '<-loopback>' });

export async function startVisitorProxy(localAddress: string): Promise<VisitorProxy> {
  const agent = new http.Agent({ keepAlive: true, localAddress });
  const server = http.createServer((request, response) => {
    let target: URL;
    try {
      target = new URL(request.url ?? '');
    } catch {
      response.writeHead(400).end('A proxy request names a whole URL.');
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    const upstream = http.request(
      // localhost is the IPv4 loopback here: the proxy's own address is one.
      { host: target.hostname === 'localhost' ? '127.0.0.1' : target.hostname, port: target.port || 80, path: `${target.pathname}${target.search}`, method: request.method, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => (response.headersSent ? response.destroy() : response.writeHead(502).end()));
    request.pipe(upstream);
  });
  server.on('connect', (request, socket, head) => {
    const [host = '', port = '443'] = (request.url ?? '').split(':');
    const upstream = net.connect({ host: host === 'localhost' ? '127.0.0.1' : host, port: Number(port), localAddress }, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    localAddress,
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
