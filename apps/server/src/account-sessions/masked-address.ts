/**
 * A client's address partly masked, which is all the portal keeps and shows of it for its owner:
 * an IPv4 address without its last two bytes (« 192.168.x.x »), an IPv6 address with only its first
 * two groups (« 2001:db8:… »). The rest is not needed to recognise one's own network.
 */
import { isIPv4, isIPv6 } from 'node:net';

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

/** The masked address, or '' when there is none or it is not an address. */
export function maskedAddress(ip: string | null | undefined): string {
  if (!ip) return '';
  const address = IPV4_MAPPED.exec(ip)?.[1] ?? ip;
  if (isIPv4(address)) return `${address.split('.').slice(0, 2).join('.')}.x.x`;
  if (!isIPv6(address)) return '';
  const groups = address.split('::')[0]!.split(':').filter(Boolean).slice(0, 2);
  return groups.length > 0 ? `${groups.join(':')}:…` : '::…';
}
