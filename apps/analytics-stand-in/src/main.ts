import { ANALYTICS_STAND_IN_PORT, startAnalyticsStandIn } from './index.ts';

const port = Number(process.env.ANALYTICS_STAND_IN_PORT ?? ANALYTICS_STAND_IN_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`ANALYTICS_STAND_IN_PORT invalide : ${process.env.ANALYTICS_STAND_IN_PORT}`);
  process.exit(1);
}
const standIn = await startAnalyticsStandIn({ port });
console.log(`[analytics-stand-in] ${standIn.url} (tracker : ${standIn.url}/matomo.js)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    standIn.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
