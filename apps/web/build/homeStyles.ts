import type { ClientConfig } from '@portal/shared';
import { createServer, type Plugin } from 'vite';
import type { PrerenderedStyles } from '../src/app/homeStyles.tsx';

/**
 * What the anonymous home's look depends on, as a deployment configures it (config/portal.yaml's
 * `client`, with a tile): which parts it shows, not their texts. A deployment that shows other parts
 * gets their styles compiled in the browser, as before.
 */
const HOME_CONFIG: ClientConfig = {
  top_menu: {
    tagline: 'Le portail',
    logo_url: '/logo.svg',
    links: [{ label: 'Accueil', url: '/' }],
    top_links: [{ label: 'Annuaire santé', url: 'https://annuaire.sante.fr/' }],
    universes: [{ label: 'Médecins', url: '/#/signUp/choice' }],
  },
  footer: { logo_url: '/logo.svg', links: [{ label: 'Contact', url: 'mailto:support@exemple.fr' }], subFooter: '©' },
  tracking: {
    sentenceBefore: 'Avec votre accord',
    sentenceAfter: '.',
    btnRejectCookies: 'Refuser',
    btnAcceptCookies: 'Accepter',
    btnCookiesPolicy: 'Politique relative aux cookies',
    btnManageCookies: 'Gérer les cookies',
    requires_consent: true,
    analytics: { host: 'https://analytics.exemple.fr', siteId: '1' },
  },
  oidc_clients: [
    {
      client_id: 'demo-client',
      client_name: 'Application',
      portal_name: 'Application',
      main_url: 'https://application.exemple.fr/',
      logged_main_url: 'https://application.exemple.fr/',
      link_only: false,
      ask_email_choice: false,
      style: {},
    },
  ],
  main_grid: {
    disclaimer: { display: 'above', img_title: 'Information', text: '<p>Connectez-vous.</p>' },
    disclaimerForLoggedUsers: { display: 'below', img_title: 'Information', text: '<p>Cliquez.</p>' },
  },
  auth: { otp_is_mandatory: true },
  blocked_email_domains: [],
  password_security: {
    min_length: 10,
    mandatory_patterns: { lowercase_pattern: '', uppercase_pattern: '', digit_pattern: '', special_char_pattern: '' },
    special_chars_utf8: '',
    min_score: 3,
  },
  accessibility: { conformance_state: 'non conforme' },
};

/** DOMPurify needs a DOM, which Node has not: the prerender keeps only styles, so no HTML is sanitized. */
const NO_SANITIZER = '\0portal-no-sanitizer';

/** A Storage that forgets: the home reads `localStorage` as it renders (a sign-up's awaiting notice). */
function forgetfulStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** Renders the home in Node (a Vite server of its own, in SSR) and answers its styles. */
async function renderHomeStyles(root: string): Promise<PrerenderedStyles> {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    ssr: { noExternal: ['dompurify'] },
    plugins: [
      {
        name: 'portal-no-sanitizer',
        enforce: 'pre',
        resolveId: (id) => (id === 'dompurify' ? NO_SANITIZER : null),
        load: (id) => (id === NO_SANITIZER ? 'export default { sanitize: () => "" };' : null),
      },
    ],
  });
  const global = globalThis as { localStorage?: Storage };
  const hadStorage = 'localStorage' in global;
  if (!hadStorage) global.localStorage = forgetfulStorage();
  try {
    const { prerenderHomeStyles } = (await vite.ssrLoadModule(
      '/src/app/homeStyles.tsx',
    )) as typeof import('../src/app/homeStyles.tsx');
    return await prerenderHomeStyles(HOME_CONFIG);
  } finally {
    if (!hadStorage) delete global.localStorage;
    await vite.close();
  }
}

/** The `<style>` emotion's browser cache adopts at its creation: it marks each name as inserted. */
export const emotionStyleTag = ({ names, css }: PrerenderedStyles, key = 'css'): string =>
  `<style data-emotion="${key} ${names.join(' ')}">${css.replaceAll('</', '<\\/')}</style>`;

/**
 * The anonymous home's styles, written into index.html at build: the browser's first commit then
 * compiles and inserts only the rules the prerender did not meet, where it compiled about 200 (a
 * quarter of a phone's first commit). Inline styles are allowed by the portal's policy
 * (`style-src 'unsafe-inline'`); they come in the page's first bytes, no request of their own.
 */
export function prerenderedHomeStyles(): Plugin {
  let root = '';
  return {
    name: 'portal-prerendered-home-styles',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const styles = await renderHomeStyles(root);
        if (styles.names.length === 0) throw new Error('the prerendered home has no styles');
        return html.replace('</head>', `    ${emotionStyleTag(styles)}\n  </head>`);
      },
    },
  };
}
