/** Configuration, translations and the operator's texts (spec section 7; the legal notice besides). */
import type { Config } from '../config/schema.ts';
import { toClientConfig } from '../config/client-config.ts';
import type { App } from '../http/app.ts';
import { precompressedJson } from '../http/precompressed-json.ts';
import { loadContentPages } from './pages.ts';
import { translations } from './translations.ts';

export function contentRoutes(app: App, { config }: { config: Config }) {
  // The same for every visitor and read by every first load: compressed once.
  const clientConfig = precompressedJson(toClientConfig(config));
  app.get('/api/config/', clientConfig);
  app.get('/api/config', clientConfig);
  app.get('/i18n.json', precompressedJson(translations));

  const { cguContent, cookiesPolicyContent, legalNoticeContent } = loadContentPages(config.content.dir);
  app.get('/api/cookies-policy', async () => ({ cookiesPolicyContent }));
  app.get('/api/cgu/', async () => ({ cguContent }));
  app.get('/api/cgu', async () => ({ cguContent }));
  app.get('/api/legal-notice', async () => ({ legalNoticeContent }));
}
