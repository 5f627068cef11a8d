/** Configuration, translations and the operator's texts (spec section 7; the legal notice and the accessibility statement besides). */
import type { Config } from '../config/schema.ts';
import { toClientConfig } from '../config/client-config.ts';
import type { App } from '../http/app.ts';
import { precompressedJson } from '../http/precompressed-json.ts';
import type { ContentPages } from './pages.ts';
import { translations } from './translations.ts';

export function contentRoutes(app: App, { config, contentPages }: { config: Config; contentPages: ContentPages }) {
  const { cguContent, cookiesPolicyContent, legalNoticeContent, accessibilityStatementContent, conformanceState } =
    contentPages;

  // The same for every visitor and read by every first load: compressed once.
  const clientConfig = precompressedJson(toClientConfig(config, { conformanceState }));
  app.get('/api/config/', clientConfig);
  app.get('/api/config', clientConfig);
  app.get('/i18n.json', precompressedJson(translations));

  app.get('/api/cookies-policy', async () => ({ cookiesPolicyContent }));
  app.get('/api/cgu/', async () => ({ cguContent }));
  app.get('/api/cgu', async () => ({ cguContent }));
  app.get('/api/legal-notice', async () => ({ legalNoticeContent }));
  app.get('/api/accessibility-statement', async () => ({ accessibilityStatementContent }));
}
