import type { ClientConfig, ConformanceState } from '@portal/shared';
import type { Config } from './schema.ts';

/** What the operator's texts say that every screen shows (`content/pages.ts`). */
export interface ContentFacts {
  conformanceState: ConformanceState;
}

/** What `GET /api/config/` answers: the browser's configuration, never a secret. */
export function toClientConfig(config: Config, { conformanceState }: ContentFacts): ClientConfig {
  return {
    ...config.client,
    top_menu: config.client.top_menu as ClientConfig['top_menu'],
    footer: config.client.footer as ClientConfig['footer'],
    oidc_clients: config.oidc_clients
      .filter((app) => !app.hidden)
      .map((app) => ({
        client_id: app.client_id,
        client_name: app.client_name,
        portal_name: app.portal_name,
        main_url: app.main_url,
        logged_main_url: app.logged_main_url ?? app.main_url,
        link_only: app.link_only,
        ask_email_choice: app.ask_email_choice,
        style: app.style,
      })),
    auth: config.auth,
    blocked_email_domains: config.blocked_email_domains,
    password_security: config.password_security,
    accessibility: { conformance_state: conformanceState },
  };
}
