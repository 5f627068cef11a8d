/**
 * Debian's Apache with mod_auth_openidc as a confidential third-party client of the portal, for the
 * interop journey (`e2e/interop-apache.spec.ts`): its own configuration and pages in a temporary
 * folder, run in the foreground as a child of the stack. Its protected page shows the claims the
 * module passes to it (`OIDCPassClaimsAs environment`, printed by server-side includes).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const APACHE = '/usr/sbin/apache2';
const MODULES = '/usr/lib/apache2/modules';
const OPENIDC_MODULE = `${MODULES}/mod_auth_openidc.so`;

/** Its client id in `config/overlays/test.yaml`. */
export const APACHE_CLIENT_ID = 'compte-rendu-apache';

/** The Apache application's addresses (the overlay declares the same under `{apache_client_url}`). */
export const APACHE_PATHS = {
  home: '/',
  protected: '/protected/',
  redirectUri: '/protected/redirect_uri',
  signedOut: '/deconnecte.html',
} as const;

/** The claims its protected page shows, each as a term of a description list. */
const SHOWN_CLAIMS = ['sub', 'given_name', 'family_name', 'name', 'email', 'acr', 'amr'] as const;

/** Why the Apache journey cannot run here, or undefined when it can. */
export function apacheMissing(): string | undefined {
  const missing = [APACHE, OPENIDC_MODULE].filter((file) => !existsSync(file));
  return missing.length
    ? `${missing.join(' and ')} missing: apt-get install apache2 libapache2-mod-auth-openidc`
    : undefined;
}

interface Options {
  port: number;
  /** The portal's address (its provider's discovery is at `/oidc/.well-known/openid-configuration`). */
  portalURL: string;
  clientSecret: string;
}

const page = (title: string, body: string) => `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${title}</title></head>
<body><main><h1>${title}</h1>
${body}
</main></body></html>
`;

function writeSite(dir: string, url: string) {
  const signedOut = encodeURIComponent(`${url}${APACHE_PATHS.signedOut}`);
  const claims = SHOWN_CLAIMS.map((claim) => `<dt>${claim}</dt><dd><!--#echo var="OIDC_CLAIM_${claim}" --></dd>`);
  const files = {
    'index.html': page('Application Apache', `<p><a href="${APACHE_PATHS.protected}">Se connecter</a></p>`),
    'deconnecte.html': page(
      'Application Apache : déconnecté',
      `<p><a href="${APACHE_PATHS.protected}">Se connecter</a></p>`,
    ),
    'protected/index.shtml': page(
      'Application Apache : connecté',
      `<dl>\n${claims.join('\n')}\n</dl>\n<p><a href="${APACHE_PATHS.redirectUri}?logout=${signedOut}">Se déconnecter</a></p>`,
    ),
  };
  mkdirSync(join(dir, 'htdocs', 'protected'), { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'htdocs', name), text);
}

function configuration(dir: string, { port, portalURL, clientSecret }: Options, url: string) {
  const module = (name: string) => `LoadModule ${name}_module ${MODULES}/mod_${name}.so`;
  // As root, Apache's children must drop to another user (it refuses to serve as root).
  const asRoot = process.getuid?.() === 0;
  return `ServerRoot "${dir}"
ServerName localhost
Listen 127.0.0.1:${port}
PidFile "${dir}/apache2.pid"
DefaultRuntimeDir "${dir}/run"
ErrorLog "${dir}/error.log"
LogLevel warn auth_openidc:info
# File locks in the temporary folder: nothing (SysV semaphores) outlives a killed Apache.
Mutex file:${dir}/run default
${['mpm_event', 'authz_core', 'authz_user', 'authn_core', 'mime', 'dir', 'include', 'auth_openidc'].map(module).join('\n')}
${asRoot ? 'User www-data\nGroup www-data' : ''}
StartServers 1
ServerLimit 1
ThreadsPerChild 8
MaxRequestWorkers 8
MinSpareThreads 1
MaxSpareThreads 8
TypesConfig /etc/mime.types
AddDefaultCharset utf-8
AddType text/html .shtml
AddOutputFilter INCLUDES .shtml
DocumentRoot "${dir}/htdocs"
DirectoryIndex index.html index.shtml

OIDCProviderMetadataURL ${portalURL}/oidc/.well-known/openid-configuration
OIDCClientID ${APACHE_CLIENT_ID}
OIDCClientSecret ${clientSecret}
OIDCProviderTokenEndpointAuth client_secret_basic
OIDCRedirectURI ${url}${APACHE_PATHS.redirectUri}
OIDCCryptoPassphrase ${randomBytes(32).toString('hex')}
OIDCScope "openid profile email"
OIDCPKCEMethod S256
OIDCPassClaimsAs environment
OIDCDefaultLoggedOutURL ${url}${APACHE_PATHS.signedOut}

<Directory "${dir}/htdocs">
  Require all granted
</Directory>
<Location "${APACHE_PATHS.protected}">
  AuthType openid-connect
  Require valid-user
  Options +Includes
</Location>
`;
}

/**
 * Writes the configuration and starts Apache in the foreground, in the caller's process group so
 * that ending the stack's group (as Playwright does) ends it too; answers once it serves its home.
 */
export async function startApache(options: Options): Promise<{ stop: () => void }> {
  const url = `http://localhost:${options.port}`;
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-apache-'));
  // Its children (www-data when run as root) read the pages.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'run'));
  writeSite(dir, url);
  const conf = join(dir, 'apache2.conf');
  writeFileSync(conf, configuration(dir, options, url));

  const child: ChildProcess = spawn(APACHE, ['-f', conf, '-DFOREGROUND'], { stdio: ['ignore', 'ignore', 'inherit'] });
  let exited = false;
  child.on('exit', () => (exited = true));
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  for (let attempt = 0; ; attempt += 1) {
    if (exited) throw new Error(`Apache stopped at start (${conf}):\n${errorLog()}`);
    const answered = await fetch(`${url}${APACHE_PATHS.home}`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) break;
    if (attempt === 100) {
      child.kill();
      throw new Error(`Apache does not answer on ${url} (${conf}):\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => child.kill() };
}
