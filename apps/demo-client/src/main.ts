import { startDemoClient } from './index.ts';

const port = Number(process.env.DEMO_CLIENT_PORT ?? 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`DEMO_CLIENT_PORT invalide : ${process.env.DEMO_CLIENT_PORT}`);
  process.exit(1);
}
const app = await startDemoClient({
  port,
  host: process.env.DEMO_CLIENT_HOST || undefined,
  issuer: process.env.PORTAL_ISSUER || 'http://localhost:3000/oidc',
  clientId: process.env.DEMO_CLIENT_ID || 'demo-client',
  publicUrl: process.env.DEMO_CLIENT_PUBLIC_URL || undefined,
});
console.log(`[demo-client] ${app.url} (fournisseur ${process.env.PORTAL_ISSUER || 'http://localhost:3000/oidc'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
