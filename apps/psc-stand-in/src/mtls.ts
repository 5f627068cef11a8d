/** Mutual TLS client authentication (`tls_client_auth`) read from the HTTPS connection itself. */
import type { X509Certificate } from 'node:crypto';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

function tlsSocket(socket: Socket | undefined): TLSSocket | undefined {
  return socket && 'getPeerX509Certificate' in socket ? (socket as TLSSocket) : undefined;
}

/** The certificate the client presented on this connection, if any. */
export function peerCertificate(socket: Socket | undefined): X509Certificate | undefined {
  return tlsSocket(socket)?.getPeerX509Certificate();
}

/** Whether that certificate chains to the server's `ca` (and is valid now): Node checked it during the handshake. */
export function peerAuthorized(socket: Socket | undefined): boolean {
  return tlsSocket(socket)?.authorized === true;
}

/** `type=value` pairs of a distinguished name, type upper-cased, value unescaped, sorted. */
function dnParts(pairs: string[]): string[] {
  return pairs
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at < 0) return pair.trim();
      const type = pair.slice(0, at).trim().toUpperCase();
      const value = pair
        .slice(at + 1)
        .trim()
        .replace(/\\(.)/g, '$1');
      return `${type}=${value}`;
    })
    .sort();
}

/** Splits an RFC 4514 string (`CN=x,O=y\, z,C=FR`) on its unescaped `,` and `+`. */
function splitRfc4514(dn: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < dn.length; i++) {
    const c = dn[i] as string;
    if (c === '\\' && i + 1 < dn.length) {
      current += c + dn[i + 1];
      i++;
    } else if (c === ',' || c === '+') {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts.filter((part) => part.trim() !== '');
}

/**
 * Whether the certificate's subject is the registered `tls_client_auth_subject_dn` (RFC 4514, e.g.
 * `CN=portail-anapath,O=Portail Anapath,C=FR`). The attributes are compared as a set, whatever their
 * order (Node lists them from the root, RFC 4514 from the leaf).
 */
export function subjectMatches(certificate: X509Certificate, expectedDn: string): boolean {
  const actual = dnParts(certificate.subject.split('\n').filter((line) => line.trim() !== ''));
  const expected = dnParts(splitRfc4514(expectedDn));
  return actual.length === expected.length && actual.every((part, i) => part === expected[i]);
}
