/**
 * Debian's LemonLDAP::NG 2.16 as a confidential third-party client of the portal, for its interop
 * journey (`e2e/interop-lemonldap.spec.ts`), set up as hospitals run it: its portal on one origin,
 * behind nginx with its FastCGI server (`llng-fastcgi-server`), protecting an application on
 * another origin (a second nginx server block asking LemonLDAP::NG's handler through
 * `auth_request`). Everything lives in a temporary folder the journey writes (configuration file,
 * sessions, nginx's paths); both servers run in the foreground as the journey's children and stop
 * with it. Its configuration names the portal as its OpenID Connect provider the way an integrator
 * declares it (`oidcOPMetaDataOptions…`, README, "Plugging in an application"): the provider's
 * discovery document and JWKS as read from the portal, its secret in the form
 * (`client_secret_post`), the ID token's nonce (2.16 sends no code_challenge).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FASTCGI_SERVER = '/usr/sbin/llng-fastcgi-server';
const NGINX = '/usr/sbin/nginx';
const PORTAL_HTDOCS = '/usr/share/lemonldap-ng/portal/htdocs';
const PORTAL_TEMPLATES = '/usr/share/lemonldap-ng/portal/templates';

/** Its client id in `config/overlays/test.yaml`. */
export const LEMONLDAP_CLIENT_ID = 'lemonldap-ng';

/** The claims LemonLDAP::NG keeps in its session (its variable: the claim), passed to the application as headers. */
const EXPORTED = { mail: 'email', given_name: 'given_name', family_name: 'family_name' } as const;

/** The protected application's pages' titles, and what it shows of the user, each as a term of a description list. */
export const LEMONLDAP_APP = {
  signedIn: 'Intranet hospitalier : connecté',
  shown: Object.values(EXPORTED),
} as const;

/** The Debian packages it needs: its portal loads its captcha module (GD::SecurityImage) even when no form shows one. */
const PACKAGES = 'lemonldap-ng lemonldap-ng-fastcgi-server nginx libimage-magick-perl libgd-securityimage-perl';
const CAPTCHA_MODULE = '/usr/share/perl5/GD/SecurityImage.pm';

/** Why the LemonLDAP::NG journey cannot run here, or undefined when it can. */
export function lemonldapMissing(): string | undefined {
  const files = [FASTCGI_SERVER, NGINX, `${PORTAL_HTDOCS}/index.psgi`, CAPTCHA_MODULE];
  const missing = files.filter((file) => !existsSync(file));
  return missing.length
    ? `${missing.join(', ')} missing: apt-get install --no-install-recommends ${PACKAGES}`
    : undefined;
}

interface Options {
  /** LemonLDAP::NG's portal (its callback and its sign-out's return are declared at the portal under this origin). */
  port: number;
  /** The application it protects, on another origin. */
  appPort: number;
  /** The portal's address: its provider's discovery is at `/oidc/.well-known/openid-configuration`. */
  portalURL: string;
  clientSecret: string;
}

/** The provider as LemonLDAP::NG's configuration holds it: its discovery document and its JWKS, as JSON texts. */
async function providerMetadata(portalURL: string) {
  const read = async (path: string) => {
    const response = await fetch(`${portalURL}${path}`);
    if (!response.ok) throw new Error(`${portalURL}${path} answered ${response.status}`);
    return response.text();
  };
  return { discovery: await read('/oidc/.well-known/openid-configuration'), jwks: await read('/oidc/jwks') };
}

/** LemonLDAP::NG's configuration (`lmConf-1.json`): only what differs from its defaults. */
function configuration(dir: string, { port, clientSecret }: Options, provider: { discovery: string; jwks: string }) {
  const app = 'localhost';
  const storage = (name: string) => ({ Directory: join(dir, name), LockDirectory: join(dir, name, 'lock') });
  return {
    cfgNum: 1,
    cfgAuthor: 'e2e',
    cfgDate: Math.floor(Date.now() / 1000),
    key: randomBytes(24).toString('hex'),
    domain: 'localhost',
    portal: `http://localhost:${port}/`,
    securedCookie: 0,
    https: 0,
    authentication: 'OpenIDConnect',
    userDB: 'Same',
    passwordDB: 'Null',
    registerDB: 'Null',
    whatToTrace: 'mail',
    globalStorage: 'Apache::Session::File',
    globalStorageOptions: storage('sessions'),
    persistentStorage: 'Apache::Session::File',
    persistentStorageOptions: storage('psessions'),
    localSessionStorage: 'Cache::FileCache',
    localSessionStorageOptions: {
      namespace: 'lemonldap-ng-sessions',
      default_expires_in: 600,
      directory_umask: '007',
      cache_root: join(dir, 'cache'),
      cache_depth: 3,
    },
    loginHistoryEnabled: 0,
    portalCheckLogins: 0,
    reloadUrls: {},
    oidcOPMetaDataJSON: { portail: provider.discovery },
    oidcOPMetaDataJWKS: { portail: provider.jwks },
    oidcOPMetaDataExportedVars: { portail: EXPORTED },
    oidcOPMetaDataOptions: {
      portail: {
        oidcOPMetaDataOptionsDisplayName: 'Portail Anapath',
        oidcOPMetaDataOptionsClientID: LEMONLDAP_CLIENT_ID,
        oidcOPMetaDataOptionsClientSecret: clientSecret,
        oidcOPMetaDataOptionsScope: 'openid profile email',
        oidcOPMetaDataOptionsTokenEndpointAuthMethod: 'client_secret_post',
        oidcOPMetaDataOptionsUseNonce: 1,
        oidcOPMetaDataOptionsCheckJWTSignature: 1,
        oidcOPMetaDataOptionsStoreIDToken: 1,
        oidcOPMetaDataOptionsJWKSTimeout: 0,
        oidcOPMetaDataOptionsMaxAge: 0,
      },
    },
    locationRules: { [app]: { default: 'accept' } },
    exportedHeaders: {
      [app]: { 'Auth-Mail': '$mail', 'Auth-Given-Name': '$given_name', 'Auth-Family-Name': '$family_name' },
    },
  };
}

/** Its `lemonldap-ng.ini`: the configuration in the folder, its caches there too. */
const ini = (dir: string) => `[all]
logLevel = warn
checkTime = 1
[configuration]
type = File
dirName = ${join(dir, 'conf')}
localStorage = Cache::FileCache
localStorageOptions = { 'namespace' => 'lemonldap-ng-config', 'default_expires_in' => 600, 'directory_umask' => '007', 'cache_root' => '${join(dir, 'cache')}', 'cache_depth' => 3 }
[portal]
staticPrefix = /static
templateDir = ${PORTAL_TEMPLATES}
languages = fr, en
[handler]
status = 0
useRedirectOnError = 1
`;

/** The protected application's page: what LemonLDAP::NG's handler passed as headers, shown by nginx's server-side includes. */
function applicationPage(portalOrigin: string) {
  const shown = Object.values(EXPORTED)
    .map((claim) => `<dt>${claim}</dt><dd><!--# echo var="lm_${claim}" default="" --></dd>`)
    .join('\n');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>${LEMONLDAP_APP.signedIn}</title></head>
<body><main><h1>${LEMONLDAP_APP.signedIn}</h1>
<dl>
${shown}
</dl>
<p><a href="${portalOrigin}/?logout=1">Se déconnecter</a></p>
</main></body></html>
`;
}

function nginxConfiguration(dir: string, { port, appPort }: Options, asRoot: boolean) {
  const socket = join(dir, 'llng.sock');
  const headers = Object.values(EXPORTED)
    .map((claim) => `auth_request_set $lm_${claim} $upstream_http_auth_${claim.replace('email', 'mail')};`)
    .join('\n      ');
  return `${asRoot ? 'user www-data www-data;' : ''}
worker_processes 1;
daemon off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${join(dir, 'nginx', 'body')};
  fastcgi_temp_path ${join(dir, 'nginx', 'fastcgi')};
  proxy_temp_path ${join(dir, 'nginx', 'proxy')};
  uwsgi_temp_path ${join(dir, 'nginx', 'uwsgi')};
  scgi_temp_path ${join(dir, 'nginx', 'scgi')};

  # LemonLDAP::NG's portal (Debian's portal-nginx.conf).
  server {
    listen 127.0.0.1:${port};
    server_name localhost;
    root ${PORTAL_HTDOCS}/;
    if ($uri !~ ^/((static|javascript|favicon).*|.*\\.psgi)) {
      rewrite ^/(.*)$ /index.psgi/$1 break;
    }
    location ~ ^(?<sc>/.*\\.psgi)(?:$|/) {
      include /etc/nginx/fastcgi_params;
      fastcgi_pass unix:${socket};
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_param LLTYPE psgi;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_split_path_info ^(.*\\.psgi)(/.*)$;
      fastcgi_param PATH_INFO $fastcgi_path_info;
    }
    location /static/ { alias ${PORTAL_HTDOCS}/static/; }
    location /javascript/ { alias /usr/share/javascript/; }
  }

  # The application it protects (Debian's test-nginx.conf): every request asks its handler first.
  server {
    listen 127.0.0.1:${appPort};
    server_name localhost;
    root ${join(dir, 'app')};
    location = /lmauth {
      internal;
      include /etc/nginx/fastcgi_params;
      fastcgi_pass unix:${socket};
      fastcgi_pass_request_body off;
      fastcgi_param CONTENT_LENGTH "";
      fastcgi_param HTTP_HOST $http_host;
      fastcgi_param X_ORIGINAL_URI $original_uri;
    }
    location / {
      set $original_uri $uri$is_args$args;
      auth_request /lmauth;
      auth_request_set $lmlocation $upstream_http_location;
      ${headers}
      error_page 401 $lmlocation;
      ssi on;
      index index.html;
    }
  }
}
`;
}

/** Waits until `url` answers with `status`; throws why a server stopped, or after 15 s. */
async function waitFor(url: string, status: number, stopped: () => string | undefined) {
  let last = 'no answer';
  for (let attempt = 0; attempt <= 150; attempt += 1) {
    const reason = stopped();
    if (reason) throw new Error(reason);
    const answer = await fetch(url, { redirect: 'manual' }).catch(() => undefined);
    if (answer?.status === status) return;
    if (answer) last = `${answer.status}`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} does not answer ${status} (last: ${last})`);
}

/**
 * Writes the configuration (the portal must answer: its discovery and JWKS are read) and starts
 * LemonLDAP::NG's FastCGI server and nginx in the foreground; answers once the protected
 * application answers. `stop` ends both, waits for them, and removes the folder.
 */
export async function startLemonldap(
  options: Options,
): Promise<{ appURL: string; portalURL: string; stop: () => void }> {
  const provider = await providerMetadata(options.portalURL);
  const dir = mkdtempSync(join(tmpdir(), 'portal-e2e-lemonldap-'));
  // The FastCGI server refuses to run as root, and nginx's workers drop to www-data: both then read
  // the folder and write the sessions and caches there.
  const asRoot = process.getuid?.() === 0;
  for (const sub of ['conf', 'sessions/lock', 'psessions/lock', 'cache', 'app', 'nginx']) {
    mkdirSync(join(dir, sub), { recursive: true });
  }
  writeFileSync(join(dir, 'conf', 'lmConf-1.json'), JSON.stringify(configuration(dir, options, provider)));
  writeFileSync(join(dir, 'lemonldap-ng.ini'), ini(dir));
  writeFileSync(join(dir, 'app', 'index.html'), applicationPage(`http://localhost:${options.port}`));
  const nginxConf = join(dir, 'nginx.conf');
  writeFileSync(nginxConf, nginxConfiguration(dir, options, asRoot));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const [uid, gid] = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((line) => line.startsWith('www-data:'))!
      .split(':')
      .slice(2, 4)
      .map(Number) as [number, number];
    for (const sub of ['', 'conf', 'sessions', 'sessions/lock', 'psessions', 'psessions/lock', 'cache']) {
      chownSync(join(dir, sub), uid, gid);
    }
  }

  const children: ChildProcess[] = [];
  const exits: string[] = [];
  const start = (command: string, args: string[], env: NodeJS.ProcessEnv = process.env) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
    child.on('exit', (code) => exits.push(`${command} stopped (${code}):\n${errors}`));
    children.push(child);
  };
  start(
    FASTCGI_SERVER,
    [
      '--foreground',
      '--proc',
      '2',
      '--socket',
      join(dir, 'llng.sock'),
      '--pid',
      join(dir, 'llng.pid'),
      ...(asRoot ? ['--user', 'www-data', '--group', 'www-data'] : []),
    ],
    {
      ...process.env,
      LLNG_DEFAULTCONFFILE: join(dir, 'lemonldap-ng.ini'),
      LLNG_DEFAULTLOGGER: 'Lemonldap::NG::Common::Logger::Std',
    },
  );
  start(NGINX, ['-c', nginxConf, '-e', join(dir, 'nginx-error.log')]);
  // Ended with the journey's worker, whatever ends it.
  const kill = () => children.forEach((child) => child.exitCode === null && child.signalCode === null && child.kill());
  process.once('exit', kill);
  const stop = async () => {
    const exited = children.map((child) =>
      child.exitCode === null && child.signalCode === null
        ? new Promise((resolve) => child.once('exit', resolve))
        : null,
    );
    kill();
    // Their files are removed once they have stopped writing them (sessions, caches).
    await Promise.all(exited);
    process.off('exit', kill);
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  };
  const appURL = `http://localhost:${options.appPort}`;
  try {
    // The application sends a visitor to LemonLDAP::NG's portal once nginx and the FastCGI server both run.
    await waitFor(`${appURL}/`, 302, () => exits[0]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { appURL, portalURL: `http://localhost:${options.port}`, stop };
}
