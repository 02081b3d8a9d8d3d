// Who sent a field report (decision 030): a client is an IPv4 address or an IPv6 /64, written as the
// portal API's clientKey and nginx's $vital_client write it. Behind nginx the socket's peer is nginx:
// the client is then the address nginx appended to X-Forwarded-For, believed only from a trusted proxy.
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of a valid IPv6 address without a zone id. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const dotted = text.slice(lastColon + 1);
  // An IPv4 tail (::ffff:1.2.3.4) is the last two groups written in decimal.
  if (dotted.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail ?? '');
  return tail === undefined ? first : [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}

/** An IPv4 address as it is (an IPv4-mapped IPv6 one too), an IPv6 address by its /64; null for what is no address. */
export function clientKey(address: string | undefined): string | null {
  if (!address) return null;
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return null;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:65535') {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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
