/** Rules of the sign-in written once for the browser and the server, beyond its messages. */

/** How many `•` stand for the hidden part of an address, whatever its length (the length tells nothing). */
const MASK = '•••••';

/**
 * An address as the code screen shows it, to say where the code went without writing it out:
 * its first character, a fixed mask, then its domain (`c•••••@demo.portail-anapath.fr`).
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  const first = [...address][0] ?? '';
  return at < 1 ? MASK : `${first}${MASK}${address.slice(at)}`;
}
