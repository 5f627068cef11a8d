import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { toClientConfig } from '../config/client-config.ts';
import { translations } from '../i18n/fr.ts';
import type { RouteContext } from './context.ts';

/** Configuration, translations and the server-provided HTML texts. */
export function contentRoutes(app: FastifyInstance, { config }: RouteContext) {
  const clientConfig = toClientConfig(config);
  app.get('/api/config/', async () => clientConfig);
  app.get('/api/config', async () => clientConfig);
  app.get('/i18n.json', async () => translations);

  const page = (name: string) =>
    readFileSync(new URL(`../../../../config/content/${name}.html`, import.meta.url), 'utf8');
  const cookiesPolicyContent = page('cookies-policy');
  const cguContent = page('cgu');
  app.get('/api/cookies-policy', async () => ({ cookiesPolicyContent }));
  app.get('/api/cgu/', async () => ({ cguContent }));
}
