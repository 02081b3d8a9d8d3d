// Who sent a field report (decision 030): a client is an IPv4 address or an IPv6 /64, written as the
// portal API's clientKey and nginx's $vital_client write it. Behind nginx the socket's peer is nginx:
// the client is then the address nginx appended to X-Forwarded-For, believed only from a trusted proxy.
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { clientKey as apiClientKey } from '@vital/portal-api/client-key';

/**
 * A client as the portal API's limits count it (one rule, portal-api/src/security/client-key.ts): an
 * IPv4 address, an IPv6 address by its /64; null for what is no address.
 */
export function clientKey(address: string | undefined): string | null {
  if (!address) return null;
  return isIPv4(address) || isIPv6(address.split('%')[0] ?? address) ? apiClientKey(address) : null;
}

/** The loopback addresses: where nginx reaches a page server on the same machine. */
export const LOOPBACK_PROXIES = ['127.0.0.0/8', '::1/128'];

/**
 * Whether an address is one of `proxies` (addresses or CIDR blocks, IPv4 or IPv6). An IPv4-mapped
 * IPv6 address is checked as its IPv4 address.
 */
export function proxyTrust(proxies: readonly string[] = LOOPBACK_PROXIES): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of proxies) {
    const [address = '', bits] = entry.trim().split('/');
    const type = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    if (!type) throw new Error(`not an address or a CIDR block: "${entry}"`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    const plain = mapped ?? address;
    return isIPv4(plain) ? list.check(plain, 'ipv4') : isIPv6(plain) ? list.check(plain, 'ipv6') : false;
  };
}

/**
 * The client of a request: the socket's peer, or, while that is a trusted proxy, the address it says
 * it had the request from (the last entry of X-Forwarded-For, which nginx appends), and so on leftwards
 * through a chain of trusted proxies. Whatever a client writes into the header itself stays to the left
 * of what its first trusted proxy appended, and is never read.
 */
export function clientOf(peer: string | undefined, forwardedFor: string | string[] | undefined, isTrusted: (address: string) => boolean): string | null {
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  let address = peer;
  while (address && isTrusted(address) && chain.length > 0) {
    const next = chain.pop() ?? '';
    if (!isIPv4(next) && !isIPv6(next.split('%')[0] ?? '')) break;
    address = next;
  }
  return clientKey(address);
}
