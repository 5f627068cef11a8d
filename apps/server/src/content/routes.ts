/** Configuration, translations and the server-provided HTML texts (spec section 7). */
import { readFileSync } from 'node:fs';
import type { Config } from '../config/schema.ts';
import { toClientConfig } from '../config/client-config.ts';
import type { App } from '../http/app.ts';
import { translations } from './translations.ts';

const page = (name: string) =>
  readFileSync(new URL(`../../../../config/content/${name}.html`, import.meta.url), 'utf8');

export function contentRoutes(app: App, { config }: { config: Config }) {
  const clientConfig = toClientConfig(config);
  app.get('/api/config/', async () => clientConfig);
  app.get('/api/config', async () => clientConfig);
  app.get('/i18n.json', async () => translations);

  const cookiesPolicyContent = page('cookies-policy');
  const cguContent = page('cgu');
  app.get('/api/cookies-policy', async () => ({ cookiesPolicyContent }));
  app.get('/api/cgu/', async () => ({ cguContent }));
}
