import { startPscStandIn } from './index.ts';

const port = Number(process.env.PSC_STAND_IN_PORT ?? 3002);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PSC_STAND_IN_PORT invalide : ${process.env.PSC_STAND_IN_PORT}`);
  process.exit(1);
}
const app = await startPscStandIn({
  port,
  host: process.env.PSC_STAND_IN_HOST || undefined,
  publicUrl: process.env.PSC_STAND_IN_PUBLIC_URL || undefined,
  clients: [
    {
      client_id: process.env.PSC_CLIENT_ID || 'portail-anapath',
      client_secret: process.env.PSC_CLIENT_SECRET || 'psc-stand-in-secret',
      token_endpoint_auth_method: 'client_secret_basic',
      redirect_uris: ['http://localhost:3000/psc/callback'],
      post_logout_redirect_uris: ['http://localhost:3000/'],
      userinfo_signed_response_alg: 'RS256',
    },
  ],
});
console.log(`[psc-stand-in] ${app.issuer} (découverte : ${app.discoveryUrl})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
