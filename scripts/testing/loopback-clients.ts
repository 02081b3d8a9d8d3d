// Many clients on one machine, for the tests of what one client may do to others. Linux routes all of
// 127.0.0.0/8 to the loopback device, so a socket bound to 127.0.N.M is a visitor of its own to any
// server on 127.0.0.1. IPv6 has only ::1 there: a test that needs IPv6 clients routes a private /48
// (fd00:7e57::/48) to the loopback device and lets sockets bind its addresses, which takes root (CI
// runs as root); elsewhere it says why it cannot.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

/** The `index`th client (from 0) of a group of up to 250: 127.0.<group>.<index + 1>. */
export const ipv4Client = (group: number, index: number) => `127.0.${group}.${index + 1}`;

/** Host `host` of the `network`th /64 of the test's IPv6 /48. */
export const ipv6Client = (network: number, host: number) => `fd00:7e57:0:${network.toString(16)}::${host.toString(16)}`;

/** Whether sockets can bind the test's IPv6 addresses: null when they can, else why not. */
export async function ipv6ClientsUnavailable(): Promise<string | null> {
  const route = spawnSync('ip', ['-6', 'route', 'add', 'local', 'fd00:7e57::/48', 'dev', 'lo'], { encoding: 'utf8' });
  if (route.error || (route.status !== 0 && !/File exists/.test(route.stderr))) return `cannot route fd00:7e57::/48 to the loopback device (${route.error?.message ?? route.stderr.trim()})`;
  try {
    fs.writeFileSync('/proc/sys/net/ipv6/ip_nonlocal_bind', '1');
  } catch (error) {
    return `cannot let sockets bind addresses of it (${(error as Error).message})`;
  }
  const server = net.createServer((socket) => socket.end());
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '::1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve, reject) => net.connect({ host: '::1', port, localAddress: ipv6Client(1, 1) }, resolve).once('error', reject).unref());
    return null;
  } catch (error) {
    return `a socket cannot bind ${ipv6Client(1, 1)} (${(error as Error).message})`;
  } finally {
    server.close();
  }
}
