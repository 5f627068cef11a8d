/** Throwaway certificates for mutual TLS in tests (a CA, a server for localhost, clients), made with openssl. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface KeyPair {
  cert: string;
  key: string;
}

export interface TestCertificates {
  ca: string;
  server: KeyPair;
  /** Issued by `ca`, subject CLIENT_SUBJECT_DN. */
  client: KeyPair;
  /** Issued by `ca`, another subject. */
  otherSubject: KeyPair;
  /** Same subject as `client`, issued by another CA. */
  stranger: KeyPair;
  otherCa: string;
}

export const CLIENT_SUBJECT = '/C=FR/O=Portail Anapath/CN=portail-anapath';
export const CLIENT_SUBJECT_DN = 'CN=portail-anapath,O=Portail Anapath,C=FR';

const OPENSSL_CONFIG = `
[req]
distinguished_name = dn
prompt = no
[dn]
CN = unused
[ca_ext]
basicConstraints = critical,CA:TRUE
keyUsage = critical,keyCertSign,cRLSign
subjectKeyIdentifier = hash
[server_ext]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = serverAuth
subjectAltName = DNS:localhost,IP:127.0.0.1
[client_ext]
basicConstraints = CA:FALSE
keyUsage = critical,digitalSignature
extendedKeyUsage = clientAuth
`;

/** A throwaway CA, a server certificate for localhost and client certificates, with openssl (P-256: fast). */
export function makeCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'psc-stand-in-'));
  try {
    const cnf = join(dir, 'openssl.cnf');
    writeFileSync(cnf, OPENSSL_CONFIG);
    const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
    const ecKey = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    const makeCa = (name: string, subject: string) => {
      openssl('req', '-x509', '-config', cnf, '-extensions', 'ca_ext', ...ecKey, '-keyout', `${name}.key`, '-out', `${name}.crt`, '-subj', subject, '-days', '2'); // prettier-ignore
      return read(`${name}.crt`);
    };
    const issue = (name: string, ca: string, subject: string, extensions: string): KeyPair => {
      openssl('req', '-new', '-config', cnf, ...ecKey, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject); // prettier-ignore
      openssl('x509', '-req', '-in', `${name}.csr`, '-CA', `${ca}.crt`, '-CAkey', `${ca}.key`, '-CAcreateserial', '-out', `${name}.crt`, '-days', '2', '-extfile', cnf, '-extensions', extensions); // prettier-ignore
      return { cert: read(`${name}.crt`), key: read(`${name}.key`) };
    };
    const ca = makeCa('ca', '/C=FR/O=Autorite de test/CN=CA de test');
    const otherCa = makeCa('other-ca', '/C=FR/O=Autre autorite/CN=Autre CA');
    return {
      ca,
      otherCa,
      server: issue('server', 'ca', '/CN=localhost', 'server_ext'),
      client: issue('client', 'ca', CLIENT_SUBJECT, 'client_ext'),
      otherSubject: issue('other-subject', 'ca', '/C=FR/O=Portail Anapath/CN=un-autre-client', 'client_ext'),
      stranger: issue('stranger', 'other-ca', CLIENT_SUBJECT, 'client_ext'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
