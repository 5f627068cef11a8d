/**
 * `npm start`: the portal on its embedded defaults. Starts the dev mailbox (maildev) when no
 * SMTP_URL is set, the Pro Santé Connect stand-in when no issuer is configured, the analytics
 * stand-in when the tracker points at its address, the demo client application, and the portal
 * (PGlite and demo data when no DATABASE_URL is set).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../apps/server/src/config/load.ts';
import { createLogger } from '../apps/server/src/logger.ts';
import { startServer } from '../apps/server/src/server.ts';
import { seedingFromEnvironment } from '../apps/server/src/seed/prepare.ts';
import { startDemoClient, type MountedApp } from '../apps/demo-client/src/index.ts';
import { startPscStandIn } from '../apps/psc-stand-in/src/index.ts';
import { startAnalyticsStandIn } from '../apps/analytics-stand-in/src/index.ts';

const log = createLogger();
const config = loadConfig();
const children: ChildProcess[] = [];

if (!config.mail.smtp_url) {
  const smtpPort = process.env.DEV_MAIL_SMTP_PORT ?? '1025';
  const webPort = process.env.DEV_MAIL_WEB_PORT ?? '1080';
  const maildevBin = fileURLToPath(new URL('./bin/maildev.js', import.meta.resolve('maildev')));
  const args = [maildevBin, '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '-s', smtpPort, '-w', webPort];
  children.push(spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] }));
  config.mail.smtp_url = `smtp://127.0.0.1:${smtpPort}`;
  log.info(`dev mailbox: http://localhost:${webPort} (SMTP on ${smtpPort})`);
}

const pscStandIn = config.psc.issuer ? undefined : await startPscStandInFor(config.psc.stand_in_port);

async function startPscStandInFor(port: number) {
  const standIn = await startPscStandIn({
    port,
    clients: [
      {
        client_id: 'portail-anapath',
        client_secret: 'psc-stand-in-secret',
        token_endpoint_auth_method: 'client_secret_basic',
        redirect_uris: [`${config.public_url}/psc/callback`],
        post_logout_redirect_uris: [`${config.public_url}/`],
        userinfo_signed_response_alg: 'RS256',
      },
    ],
  });
  Object.assign(config.psc, {
    issuer: standIn.issuer,
    client_id: 'portail-anapath',
    client_secret: 'psc-stand-in-secret',
  });
  log.info(`Pro Santé Connect stand-in: ${standIn.url}`);
  return standIn;
}

/**
 * The configuration's apps whose callback is `{demo_client_url}/<path>/callback` (the agenda, the
 * suspended archives): the demo server answers them under their path, as their own client.
 */
function appsUnderDemoClient(): MountedApp[] {
  return config.oidc_clients.flatMap((app) => {
    const match = app.redirect_uris[0]?.match(/^(.*)(\/[\w-]+)\/callback$/);
    if (app.link_only || !match || match[1] !== config.demo_client_url) return [];
    return [{ path: match[2]!, clientId: app.client_id, clientSecret: app.client_secret, title: app.client_name }];
  });
}

const analyticsStandIn = await startAnalyticsStandInFor(config.client.tracking.analytics?.host);

/** When the tracker points at `{analytics_url}` on this machine: the stand-in for Matomo listens there. */
async function startAnalyticsStandInFor(host: string | undefined) {
  const address = host === config.analytics_url.replace(/\/$/, '') ? new URL(host) : undefined;
  const onThisMachine = address && ['localhost', '127.0.0.1'].includes(address.hostname);
  if (!onThisMachine || address.protocol !== 'http:' || address.pathname !== '/') return;
  try {
    const standIn = await startAnalyticsStandIn({ port: Number(address.port || 80) });
    log.info(`analytics stand-in (what Matomo would receive): ${standIn.url}`);
    return standIn;
  } catch (error) {
    log.warn(`analytics stand-in not started on ${host} (${(error as Error).message}): something else answers there`);
  }
}

const server = await startServer(config, log, { prepare: seedingFromEnvironment(config) });
const demoUrl = new URL(config.demo_client_url);
const demo = await startDemoClient({
  port: Number(demoUrl.port || 80),
  issuer: `${config.public_url}/oidc`,
  clientId: 'demo-client',
  publicUrl: config.demo_client_url,
  mounted: appsUnderDemoClient(),
});
const partnerUrl = new URL(config.partner_client_url);
const partner = await startDemoClient({
  port: Number(partnerUrl.port || 80),
  issuer: `${config.public_url}/oidc`,
  clientId: 'partenaire',
  publicUrl: config.partner_client_url,
});
log.info(
  `portal: ${config.public_url}  demo client: ${config.demo_client_url}  third-party client: ${config.partner_client_url}`,
);

async function stop() {
  await demo.close();
  await partner.close();
  await server.close();
  await pscStandIn?.close();
  await analyticsStandIn?.close();
  for (const child of children) child.kill();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
