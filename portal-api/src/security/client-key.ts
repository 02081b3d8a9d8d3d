import { isIPv4, isIPv6 } from 'node:net';

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

/**
 * The client a request comes from, as every per-client limit counts it. An IPv4 address is a
 * client; an IPv6 address is one only with its whole /64, since a single subscriber is
 * routinely given a /64 and can send from any of its 2^64 addresses. An IPv4 address a
 * dual-stack socket reports as IPv4-mapped IPv6 is the same client as over IPv4.
 */
export function clientKey(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.split('%')[0] ?? address;
  if (!isIPv6(bare)) return address;
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
