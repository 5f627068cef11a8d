/**
 * What a per-IP limit counts for a client's address: an IPv4 address as it is, an IPv6 one by its
 * /64 (one subscriber's network: a /64 holds endless addresses), an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, an IPv4 client of a dual-stack socket) as its IPv4.
 */
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (an embedded IPv4 as the last two). */
function groupsOf(address: string): number[] {
  const embedded = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = embedded
    ? address.slice(0, embedded.index) +
      [[1, 2] as const, [3, 4] as const]
        .map(([high, low]) => ((Number(embedded[high]) << 8) | Number(embedded[low])).toString(16))
        .join(':')
    : address;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const [head = '', tail] = text.split('::');
  if (tail === undefined) return parse(head);
  const [before, after] = [parse(head), parse(tail)];
  return [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
}

/** The subject of a per-IP limit for `ip` (`request.ip`); a value that is no IP address is kept as it is. */
export function ipSubject(ip: string): string {
  const address = ip
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = groupsOf(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}
